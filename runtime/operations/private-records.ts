/**
 * Which records are private (the schema's `privateContent`, in each entity's generated metadata):
 * those a private-content widget links. One statement per entity, prepared once; the entity
 * operations (field-access.ts, through the privateContent gate of field-gates.ts) and the page
 * resolver (runtime/modules/host/private-content.ts) ask it alike, so a record is private by the same rule
 * wherever it leaves the server.
 */
import type { Kysely } from 'kysely'
import { entities } from '#generated/metadata/index.gen.ts'
import type { EntityMetadata, PrivateContentMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import { uuidArrayParameter } from '#runtime/db/uuid-array-parameter.ts'
import { type NamedStatement, namedStatement, runNamedQuery } from '#runtime/db/run-named-query.ts'
import { quoteIdentifier, quoteLiteral } from '#contract/sql-text.ts'

/** An entity some of whose fields are private content. */
export type PrivateEntity = EntityMetadata & { readonly privateContent: PrivateContentMetadata }

/** Every entity with private content. */
export const privateEntities: readonly PrivateEntity[] = entities.filter(
  (metadata): metadata is PrivateEntity => metadata.privateContent !== undefined,
)

/** The ids among `ids` of the records of `entity` that a private-content widget links (none when it has no private content). */
export async function linkedPrivateIds(db: Kysely<any>, entity: EntityMetadata, ids: Iterable<string>): Promise<Set<string>> {
  if (entity.privateContent === undefined) return new Set()
  const rows = await runNamedQuery<{ id: string }>(db, linkedStatement(entity, entity.privateContent), [uuidArrayParameter(ids)])
  return new Set(rows.map((row) => row.id))
}

const linkedStatements = new Map<PrivateContentMetadata, NamedStatement>()

// The records of `entity` among `$1` that a private-content widget links.
function linkedStatement(entity: EntityMetadata, content: PrivateContentMetadata): NamedStatement {
  let statement = linkedStatements.get(content)
  if (statement === undefined) {
    const relation = metadataOf(content.relation)
    const widget = metadataOf(content.widget)
    const widgetColumn = referenceColumn(relation, widget)
    const recordColumn = referenceColumn(relation, entity)
    const variantColumn = columnOf(widget, 'variant')
    const variants = content.variants.map(quoteLiteral).join(', ')
    statement = namedStatement(
      `select distinct r.${quoteIdentifier(recordColumn)}::text as id from ${quoteIdentifier(relation.table)} r ` +
        `join ${quoteIdentifier(widget.table)} w on w.${quoteIdentifier(columnOf(widget, 'id'))} = r.${quoteIdentifier(widgetColumn)} ` +
        `where w.${quoteIdentifier(variantColumn)} in (${variants}) and r.${quoteIdentifier(recordColumn)} = any($1::uuid[])`,
    )
    linkedStatements.set(content, statement)
  }
  return statement
}

// The generator checked every name privateContent holds, so a miss is a broken build, not input.
function metadataOf(key: string): EntityMetadata {
  const metadata = findEntityMetadataByKey(key)
  if (metadata === undefined) throw new Error(`The private content metadata names ${key}, which is no entity`)
  return metadata
}

function columnOf(metadata: EntityMetadata, field: string): string {
  const found = metadata.fields.find((candidate) => candidate.name === field)
  if (found === undefined) throw new Error(`${metadata.module}/${metadata.name} has no field ${field}`)
  return found.column
}

function referenceColumn(relation: EntityMetadata, target: EntityMetadata): string {
  const found = relation.fields.find((field) => field.references?.table === target.table)
  if (found === undefined) throw new Error(`${relation.module}/${relation.name} does not reference ${target.module}/${target.name}`)
  return found.column
}
