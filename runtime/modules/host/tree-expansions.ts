/**
 * Which relations a node of the page tree follows, worked out once from the generated metadata:
 * every relation whose `from` end is the node's entity (a polymorphic end leading to the entity its
 * schema names in each module), plus the relations the schema says to read backwards that end at
 * it; and which widget variants list every record of an entity (the schema's `listings`). A
 * relation is followed only when it and its target are publicly readable (`find` and `findById`
 * both `public`), so a resolved page is the same for every visitor.
 */
import { entities } from '#generated/metadata/index.gen.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'

/** One table a relation leads to; a polymorphic end has one per module value. */
export interface ExpansionTarget {
  readonly metadata: EntityMetadata
  /** For a polymorphic end: the module field's column and the value that selects this table. */
  readonly moduleColumn?: { readonly column: string; readonly value: string }
}

/** Following one relation from a node. */
export interface Expansion {
  /** The relation key, which is also the key of the node's children: `website-builder/widgets-to-sliders`. */
  readonly key: string
  readonly relation: EntityMetadata
  /** The relation's column holding the node's id. */
  readonly parentColumn: string
  /** The relation's column holding the target's id. */
  readonly targetColumn: string
  readonly targets: readonly ExpansionTarget[]
  /** A reverse expansion reaches leaves. */
  readonly reverse: boolean
}

/** A widget variant listing every record of an entity (the widget entity's `listings`), resolved against the metadata. */
export interface Listing {
  /** The key of the widget's children, the listed entity's: `blog/categories`. */
  readonly key: string
  readonly parent: EntityMetadata
  /** The parent's variant column and the variants that list. */
  readonly variantColumn: string
  readonly variants: readonly string[]
  readonly target: EntityMetadata
  /** A relation whose rows from the parent turn the listing off, and its column holding the parent's id. */
  readonly unlessLinkedBy?: { readonly relation: EntityMetadata; readonly parentColumn: string }
}

/** `module/name` of an entity. */
export function entityKeyOf(metadata: EntityMetadata): string {
  return `${metadata.module}/${metadata.name}`
}

/** Whether anyone may read the entity's records. */
export function isPubliclyReadable(metadata: EntityMetadata): boolean {
  return metadata.access.find === 'public' && metadata.access.findById === 'public'
}

const expansionsByEntity = buildExpansions(entities)

/** The relations a node of entity `key` follows, in metadata order. */
export function expansionsOf(key: string): readonly Expansion[] {
  return expansionsByEntity.get(key) ?? []
}

const listingsByEntity = buildListings(entities)

/** The listings a node of entity `key` may have (whether it has one depends on its variant). */
export function listingsOf(key: string): readonly Listing[] {
  return listingsByEntity.get(key) ?? []
}

function buildListings(all: readonly EntityMetadata[]): ReadonlyMap<string, readonly Listing[]> {
  const byEntity = new Map<string, Listing[]>()
  for (const parent of all) {
    const listings = (parent.listings ?? []).flatMap((declared) => {
      const target = findEntityMetadataByKey(declared.entity)
      // Only public records are listed, so a resolved page stays the same for every visitor.
      if (target === undefined || !isPubliclyReadable(target)) return []
      const relation = declared.unlessLinkedBy === undefined ? undefined : findEntityMetadataByKey(declared.unlessLinkedBy)
      const ends = relation?.ends
      const listing: Listing = {
        key: declared.entity,
        parent,
        variantColumn: columnOf(parent, 'variant'),
        variants: declared.variants,
        target,
        unlessLinkedBy:
          relation === undefined || ends === undefined ? undefined : { relation, parentColumn: columnOf(relation, ends.from.key) },
      }
      return [listing]
    })
    if (listings.length > 0) byEntity.set(entityKeyOf(parent), listings)
  }
  return byEntity
}

function buildExpansions(all: readonly EntityMetadata[]): ReadonlyMap<string, readonly Expansion[]> {
  const byEntity = new Map<string, Expansion[]>()
  const add = (key: string, expansion: Expansion) => {
    if (expansion.targets.length === 0) return
    const list = byEntity.get(key)
    if (list === undefined) byEntity.set(key, [expansion])
    else list.push(expansion)
  }
  for (const relation of all) {
    const { ends } = relation
    if (ends === undefined || !isPubliclyReadable(relation)) continue
    const key = entityKeyOf(relation)
    const fromKey = `${ends.from.module}/${ends.from.entity}`
    const parentColumn = columnOf(relation, ends.from.key)
    const targetColumn = columnOf(relation, ends.to.key)
    if (ends.to.kind === 'entity') {
      const target = findEntityMetadataByKey(`${ends.to.module}/${ends.to.entity}`)
      const targets = target !== undefined && isPubliclyReadable(target) ? [{ metadata: target }] : []
      add(fromKey, { key, relation, parentColumn, targetColumn, targets, reverse: false })
      if (ends.readBackwards) {
        const from = findEntityMetadataByKey(fromKey)
        const sources = from !== undefined && isPubliclyReadable(from) ? [{ metadata: from }] : []
        add(`${ends.to.module}/${ends.to.entity}`, {
          key,
          relation,
          parentColumn: targetColumn,
          targetColumn: parentColumn,
          targets: sources,
          reverse: true,
        })
      }
    } else {
      add(fromKey, {
        key,
        relation,
        parentColumn,
        targetColumn,
        targets: polymorphicTargetsOf(relation, ends.to.moduleField, ends.to.entity),
        reverse: false,
      })
    }
  }
  return byEntity
}

// The table of `entity` in each module the module field allows and the product has.
function polymorphicTargetsOf(relation: EntityMetadata, moduleFieldName: string, entity: string | undefined): ExpansionTarget[] {
  const moduleField = fieldOf(relation, moduleFieldName)
  if (entity === undefined) return []
  return (moduleField.values ?? []).flatMap((module) => {
    const metadata = findEntityMetadataByKey(`${module}/${entity}`)
    return metadata !== undefined && isPubliclyReadable(metadata)
      ? [{ metadata, moduleColumn: { column: moduleField.column, value: module } }]
      : []
  })
}

function columnOf(metadata: EntityMetadata, fieldName: string): string {
  return fieldOf(metadata, fieldName).column
}

function fieldOf(metadata: EntityMetadata, fieldName: string): FieldMetadata {
  const field = metadata.fields.find((candidate) => candidate.name === fieldName)
  // The generator resolves relation ends to declared fields, so this is a broken build, not input.
  if (field === undefined) throw new Error(`${entityKeyOf(metadata)} has no field ${fieldName}`)
  return field
}
