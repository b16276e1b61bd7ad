/**
 * Schema definitions → IR. Collects every problem with its file and field and
 * throws them together as one `SchemaError`.
 */
import type { EntityDefinition, FieldDefinition, ModuleName, RelationDefinition, SiteDefinition } from '#dsl'
import { datetime, generated, integer, localized, richText, text } from '#dsl'
import { isRelationDefinition } from '#dsl'
import type { ReferenceTarget } from '../dsl/field.ts'
import type { RelationEnd } from '../dsl/relation.ts'
import { camelCase, constraintName, pascalCase, relationKeyName, snakeCase, tableName } from './naming.ts'
import { normalizeAccess } from './normalize-access.ts'
import { resolveOwners } from './resolve-owners.ts'
import { normalizeField } from './normalize-field.ts'
import { SchemaError, type SchemaIssue } from './schema-error.ts'
import type { AdminNode, EntityNode, FieldNode, IndexNode, ReferenceIR, RelationEndsNode, RelationLinkNode, SchemaIR } from './types.ts'

/** Where each definition came from, for error messages and generated headers. */
export type SourceFiles = ReadonlyMap<EntityDefinition, string>

/** What the loader knows besides the definitions themselves. */
export interface NormalizeOptions {
  readonly sourceFiles?: SourceFiles
  /** Problems the loader already found; reported together with normalisation's. */
  readonly issues?: readonly SchemaIssue[]
  /** The root schema file as shown in messages. */
  readonly rootFile?: string
}

interface Draft {
  readonly definition: EntityDefinition
  readonly file: string
  readonly table: string
  fields: FieldNode[]
  ends?: RelationEndsNode
}

const entityNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
const reservedFields = new Set(['id', 'createdAt', 'updatedAt', 'variant', 'className', 'orderIndex'])

function keyOf(definition: EntityDefinition): string {
  return `${definition.module}/${definition.name}`
}

function resolveTarget(target: ReferenceTarget): EntityDefinition {
  return typeof target === 'function' ? target() : target
}

function endTarget(end: RelationEnd): { target: ReferenceTarget; key?: string } {
  if (typeof end === 'function' || 'kind' in end) return { target: end }
  return { target: end.entity, ...(end.key ? { key: end.key } : {}) }
}

/** The content fields `content` adds, before per-field switches. */
function contentFields(definition: EntityDefinition): [string, FieldDefinition][] {
  const content = definition.options.content
  if (!content) return []
  const pick = content === true ? {} : content
  const result: [string, FieldDefinition][] = []
  if (pick.title !== false) result.push(['title', localized()])
  if (pick.subtitle !== false) result.push(['subtitle', pick.subtitle === 'richText' ? richText() : localized()])
  if (pick.description !== false) result.push(['description', pick.description === 'richText' ? richText() : localized()])
  if (pick.adminTitle !== false) result.push(['adminTitle', text({ required: true, default: generated('adminTitle') })])
  if (pick.slug !== false) result.push(['slug', text({ required: true, unique: true, default: generated('randomWords') })])
  return result
}

function systemField(name: string, node: Partial<FieldNode> & Pick<FieldNode, 'kind' | 'sqlType'>): FieldNode {
  return {
    name,
    column: snakeCase(name),
    origin: 'system',
    notNull: true,
    requiredOnCreate: false,
    unique: false,
    index: false,
    secret: false,
    readOnly: false,
    ...node,
  }
}

/** Normalises the whole site. Throws `SchemaError` listing every problem. */
export function normalizeSchema(site: SiteDefinition, options: NormalizeOptions = {}): SchemaIR {
  const { sourceFiles = new Map(), rootFile = 'schema/index.ts' } = options
  const issues: SchemaIssue[] = [...(options.issues ?? [])]
  const byKey = new Map<string, Draft>()
  const byDefinition = new Map<EntityDefinition, Draft>()
  const fileOf = (definition: EntityDefinition) => sourceFiles.get(definition) ?? `schema/${definition.module}/${definition.name}.ts`
  const report = (definition: EntityDefinition, message: string, field?: string) =>
    issues.push({ file: fileOf(definition), entity: keyOf(definition), ...(field ? { field } : {}), message })

  if (!site.languages.includes(site.defaultLanguage)) {
    issues.push({ file: rootFile, message: `defaultLanguage "${site.defaultLanguage}" is not in languages` })
  }
  const moduleNames = new Set<ModuleName>()
  for (const module of site.modules) {
    if (moduleNames.has(module.name)) issues.push({ file: rootFile, message: `module "${module.name}" is listed twice` })
    moduleNames.add(module.name)
    for (const definition of module.definitions) {
      if (definition.module !== module.name) {
        report(definition, `is declared in module "${definition.module}" but listed in schema/${module.name}/index.ts`)
      }
      if (!entityNamePattern.test(definition.name)) report(definition, 'names are plural kebab-case, e.g. "buttons-arrays"')
      const key = keyOf(definition)
      if (byKey.has(key)) {
        report(definition, 'is defined twice')
        continue
      }
      const draft: Draft = { definition, file: fileOf(definition), table: tableName(definition.module, definition.name), fields: [] }
      byKey.set(key, draft)
      byDefinition.set(definition, draft)
    }
  }

  const referenceTo = (from: EntityDefinition, target: ReferenceTarget, onDelete: ReferenceIR['onDelete'], field: string) => {
    const resolved = resolveTarget(target)
    const draft = byDefinition.get(resolved) ?? byKey.get(keyOf(resolved))
    if (!draft) {
      report(from, `references ${keyOf(resolved)}, which no module lists`, field)
      return undefined
    }
    // The constraint name needs the referencing table's columns; `withConstraintNames` fills it.
    return { module: resolved.module, entity: resolved.name, table: draft.table, onDelete, constraint: '' } satisfies ReferenceIR
  }

  // Fields, in a fixed order: id, relation keys, content, declared, variant, className, orderIndex, timestamps.
  for (const draft of byKey.values()) {
    const { definition } = draft
    const fieldIssues = (field: string) => {
      const list: string[] = []
      return { list, flush: () => list.forEach((message) => report(definition, message, field)) }
    }
    const fields: FieldNode[] = [
      systemField('id', { kind: 'uuid', sqlType: 'uuid', default: { kind: 'sql', expression: 'gen_random_uuid()' }, readOnly: false }),
    ]
    if (isRelationDefinition(definition)) draft.ends = relationEnds(definition, fields, referenceTo, report)

    const declared = Object.entries(definition.options.fields ?? {})
    const declaredNames = new Set(declared.map(([name]) => name))
    const content = contentFields(definition).filter(([name]) => !declaredNames.has(name))
    const candidates = [
      ...content.map(([name, field]) => ({ name, field, origin: 'content' as const })),
      ...declared.map(([name, field]) => ({ name, field, origin: 'declared' as const })),
    ]
    for (const { name, field, origin } of candidates) {
      if (reservedFields.has(name) && !(name === 'orderIndex' && !isRelationDefinition(definition))) {
        report(definition, `"${name}" is added by the generator; remove it`, name)
        continue
      }
      if (fields.some((existing) => existing.name === name)) {
        report(definition, `"${name}" clashes with a relation key`, name)
        continue
      }
      const collected = fieldIssues(name)
      const references = field.kind === 'reference' ? referenceTo(definition, field.target, field.options.onDelete ?? 'cascade', name) : undefined
      if (field.kind === 'reference' && field.options.onDelete === 'set null' && field.options.required) {
        collected.list.push('a required reference cannot use onDelete "set null"')
      }
      fields.push(normalizeField(field, { name, origin, ...(references ? { references } : {}) }, collected.list))
      collected.flush()
    }

    const variants = definition.options.variants ?? ['default']
    if (!variants.includes('default')) report(definition, 'variants must include "default" (the default variant)', 'variant')
    if (new Set(variants).size !== variants.length) report(definition, 'variants repeat', 'variant')
    fields.push(systemField('variant', { kind: 'enum', sqlType: 'text', default: { kind: 'literal', value: 'default' }, values: [...variants], index: true }))
    if (definition.options.className !== false) {
      fields.push(systemField('className', { kind: 'text', sqlType: 'text', notNull: false }))
    }
    if (isRelationDefinition(definition)) {
      fields.push(
        normalizeField(integer({ required: true, default: 0 }), { name: 'orderIndex', origin: 'system' }, []),
      )
    }
    for (const name of ['createdAt', 'updatedAt']) {
      fields.push({ ...normalizeField(datetime({ required: true, default: 'now' }), { name, origin: 'system' }, []), readOnly: true })
    }
    draft.fields = fields.map((field) => withConstraintNames(draft.table, field))
  }

  const entities: EntityNode[] = []
  const links = new Map<Draft, RelationLinkNode[]>([...byKey.values()].map((draft) => [draft, []]))
  for (const draft of byKey.values()) {
    for (const field of draft.fields) {
      if (!field.references) continue
      const target = byKey.get(`${field.references.module}/${field.references.entity}`)
      if (!target) continue
      const { definition } = draft
      const belongsToName = field.name.replace(/Id$/, '')
      links.get(draft)!.push({ kind: 'belongsTo', name: belongsToName, module: target.definition.module, entity: target.definition.name, foreignKey: field.name })
      const sameModule = definition.module === target.definition.module
      const stem = camelCase(sameModule ? definition.name : `${definition.module}-module-${definition.name}`)
      // A relation's own keys name the link after the relation; a self-relation or a plain
      // reference adds the key, so two links into one entity never share a name.
      const ends = draft.ends
      const selfRelation = ends?.to.kind === 'entity' && ends.from.module === ends.to.module && ends.from.entity === ends.to.entity
      const hasManyName = field.origin === 'relation' && !selfRelation ? stem : `${stem}By${pascalCase(belongsToName)}`
      links.get(target)!.push({ kind: 'hasMany', name: hasManyName, module: definition.module, entity: definition.name, foreignKey: field.name })
    }
  }

  for (const draft of byKey.values()) {
    const { definition } = draft
    const ownLinks = links.get(draft)!
    const fieldNames = new Set(draft.fields.map((field) => field.name))
    const seenLinks = new Set<string>()
    for (const link of ownLinks) {
      if (seenLinks.has(link.name)) report(definition, `two relations are both named "${link.name}"; give one end an explicit key`)
      if (fieldNames.has(link.name)) report(definition, `relation "${link.name}" clashes with a field of the same name`)
      seenLinks.add(link.name)
    }
    entities.push({
      kind: definition.kind,
      module: definition.module,
      name: definition.name,
      file: draft.file,
      table: draft.table,
      typeName: pascalCase(`${definition.module}-${definition.name}`),
      identifier: camelCase(`${definition.module}-${definition.name}`),
      route: `/api/${definition.module}/${definition.name}`,
      ...(definition.options.description ? { description: definition.options.description } : {}),
      fields: draft.fields,
      variants: draft.fields.find((field) => field.name === 'variant')?.values ?? ['default'],
      access: normalizeAccess(definition.options.access),
      admin: normalizeAdmin(definition, draft.fields, report),
      indexes: normalizeIndexes(definition, draft, report),
      links: [...ownLinks].sort((a, b) => a.name.localeCompare(b.name)),
      ...(draft.ends ? { ends: draft.ends } : {}),
      ...(definition.options.renamedFrom ? { renamedFrom: definition.options.renamedFrom } : {}),
    })
  }

  const owned = resolveOwners(
    entities.map((entity) => ({ entity, owner: byKey.get(`${entity.module}/${entity.name}`)!.definition.options.access?.owner })),
    (entity, message) => report(byKey.get(`${entity.module}/${entity.name}`)!.definition, message),
  )
  entities.splice(0, entities.length, ...owned)

  const tables = new Map<string, string>()
  for (const entity of entities) {
    const other = tables.get(entity.table)
    if (other) issues.push({ file: entity.file, entity: `${entity.module}/${entity.name}`, message: `table name ${entity.table} clashes with ${other}` })
    tables.set(entity.table, `${entity.module}/${entity.name}`)
  }

  if (issues.length > 0) throw new SchemaError(issues)
  entities.sort((a, b) => a.module.localeCompare(b.module) || a.name.localeCompare(b.name))
  return {
    version: 1,
    languages: [...site.languages],
    defaultLanguage: site.defaultLanguage,
    modules: [...moduleNames].sort(),
    entities,
  }
}

/** Names the foreign key and CHECK constraint of a field, as the migrations create them. */
function withConstraintNames(table: string, field: FieldNode): FieldNode {
  const checked = (field.kind === 'enum' && field.name !== 'variant') || field.pattern !== undefined
  return {
    ...field,
    ...(field.references ? { references: { ...field.references, constraint: constraintName(table, [field.column], 'fkey') } } : {}),
    ...(checked ? { checkConstraint: constraintName(table, [field.column], 'check') } : {}),
  }
}

type ReferenceResolver = (from: EntityDefinition, target: ReferenceTarget, onDelete: ReferenceIR['onDelete'], field: string) => ReferenceIR | undefined
type Reporter = (definition: EntityDefinition, message: string, field?: string) => void

/** Adds the two key fields of a relation and returns its resolved ends. */
function relationEnds(definition: RelationDefinition, fields: FieldNode[], referenceTo: ReferenceResolver, report: Reporter): RelationEndsNode | undefined {
  const { from, to } = definition.relation
  const fromEnd = endTarget(from)
  const fromTarget = resolveTarget(fromEnd.target)
  const fromKey = fromEnd.key ?? relationKeyName(definition.module, fromTarget.module, fromTarget.name)
  const fromReference = referenceTo(definition, fromEnd.target, 'cascade', fromKey)
  const keyField = (name: string, references: ReferenceIR | undefined): FieldNode => ({
    ...normalizeField(
      { kind: references ? 'reference' : 'uuid', options: { required: true, index: true } } as FieldDefinition,
      { name, origin: 'relation', ...(references ? { references } : {}) },
      [],
    ),
  })
  fields.push(keyField(fromKey, fromReference))
  if (typeof to !== 'function' && 'polymorphic' in to) {
    if (to.key === fromKey) report(definition, `both ends are named "${fromKey}"; give one an explicit key`)
    fields.push(keyField(to.key, undefined))
    const moduleField = definition.relation.fields?.[to.moduleField]
    if (!moduleField || moduleField.kind !== 'enum') report(definition, `moduleField "${to.moduleField}" must be an enum field of this relation`, to.moduleField)
    if (!fromReference) return undefined
    return { from: { module: fromReference.module, entity: fromReference.entity, key: fromKey }, to: { kind: 'polymorphic', key: to.key, moduleField: to.moduleField } }
  }
  const toEnd = endTarget(to)
  const toTarget = resolveTarget(toEnd.target)
  const toKey = toEnd.key ?? relationKeyName(definition.module, toTarget.module, toTarget.name)
  if (toKey === fromKey) {
    report(definition, `both ends are named "${fromKey}"; give one an explicit key`)
    return undefined
  }
  const toReference = referenceTo(definition, toEnd.target, 'cascade', toKey)
  fields.push(keyField(toKey, toReference))
  if (!fromReference || !toReference) return undefined
  return {
    from: { module: fromReference.module, entity: fromReference.entity, key: fromKey },
    to: { kind: 'entity', module: toReference.module, entity: toReference.entity, key: toKey },
  }
}

function normalizeAdmin(definition: EntityDefinition, fields: readonly FieldNode[], report: Reporter): AdminNode {
  const names = new Set(fields.map((field) => field.name))
  const admin = definition.options.admin ?? {}
  const fallbackLabel = ['adminTitle', 'title', 'slug'].find((name) => names.has(name) && fields.find((f) => f.name === name)?.kind === 'text') ?? 'id'
  const columns = admin.columns ?? [names.has('adminTitle') ? 'adminTitle' : fallbackLabel, 'variant']
  for (const column of columns) if (!names.has(column)) report(definition, `admin column "${column}" is not a field`, column)
  const label = admin.label ?? fallbackLabel
  if (!names.has(label)) report(definition, `admin label "${label}" is not a field`, label)
  const secret = columns.find((column) => fields.find((field) => field.name === column)?.secret)
  if (secret) report(definition, `admin column "${secret}" is secret and can't be shown`, secret)
  return { columns: [...columns], label, hidden: Boolean(admin.hidden) }
}

function normalizeIndexes(definition: EntityDefinition, draft: Draft, report: Reporter): IndexNode[] {
  const byName = new Map(draft.fields.map((field) => [field.name, field]))
  const indexes: IndexNode[] = []
  const add = (columns: string[], unique: boolean) => {
    const name = constraintName(draft.table, columns, unique ? 'key' : 'idx')
    if (indexes.some((index) => index.name === name)) return
    indexes.push({ name, columns, unique })
  }
  for (const field of draft.fields) {
    if (field.unique) add([field.column], true)
    else if (field.index || field.references) add([field.column], false)
  }
  for (const index of definition.options.indexes ?? []) {
    const missing = index.fields.filter((name) => !byName.has(name))
    if (missing.length > 0) {
      report(definition, `index field${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} not found`)
      continue
    }
    add(index.fields.map((name) => byName.get(name)!.column), Boolean(index.unique))
  }
  // Lists default to (orderIndex,) createdAt, id; an index in that order lets PostgreSQL read a
  // page instead of sorting the whole table.
  add([...(byName.has('orderIndex') ? [byName.get('orderIndex')!.column] : []), 'created_at', 'id'], false)
  if (isRelationDefinition(definition) && definition.relation.uniquePair && draft.ends) {
    add([byName.get(draft.ends.from.key)!.column, byName.get(draft.ends.to.key)!.column], true)
  }
  return indexes
}
