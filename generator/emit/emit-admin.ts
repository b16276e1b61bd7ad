/**
 * Emits the admin of each entity (generated/admin/<module>/<entity>.gen.ts): data only — the
 * table's columns, the form's fields by name from the shared field table (fields.gen.ts), the
 * select label and the relation tables — bound to the entity's queries and Zod schemas by
 * `defineAdminModel` (web/admin). Plus a registry that loads each model lazily and names every
 * model and module per language, and the fields' own components (components.gen.ts).
 */
import type { EntityNode, SchemaIR } from '#contract/schema-ir.ts'
import { type AdminFieldTable, buildAdminFieldTable } from './admin-field-table.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'
import { toInlineTsLiteral, toTsLiteral, tsString } from './ts-literal.ts'

/** The table's columns: a relation shows both ends first, since its id says nothing. */
function columnsOf(entity: EntityNode): string[] {
  const fieldNames = new Set(entity.fields.map((field) => field.name))
  const ends = entity.ends
  const leading = ends ? [ends.from.key, ...(ends.to.kind === 'polymorphic' ? [ends.to.moduleField] : []), ends.to.key, 'orderIndex'] : []
  const columns = [...leading, ...entity.admin.columns.filter((column) => !(ends && column === 'id'))]
  return [...new Set(columns)].filter((column) => fieldNames.has(column))
}

function emitEntityAdmin(entity: EntityNode, table: AdminFieldTable): EmittedFile {
  const head = {
    key: `${entity.module}/${entity.name}`,
    route: entity.route,
    relation: entity.kind === 'relation',
    ...(entity.versions === undefined ? {} : { versions: { drafts: entity.versions.drafts, keep: entity.versions.keep } }),
    label: entity.admin.label,
    columns: columnsOf(entity),
    // Written by the server's code alone (access policy `server`): the admin shows it, never edits it.
    ...(['create', 'update', 'delete'].every((operation) => entity.access[operation as 'create'] === 'server') ? { readOnly: true } : {}),
  }
  const relations = entity.links.flatMap((link) =>
    link.kind === 'hasMany' ? [{ name: link.name, model: `${link.module}/${link.entity}`, foreignKey: link.foreignKey }] : [],
  )
  const id = entity.identifier
  // Everything on one line per item: the fields by their name in the shared table, a relation each.
  const body = [
    ...toTsLiteral(head).split('\n').slice(1, -1),
    `  fields: [${table
      .namesOf(entity)
      .map((name) => `f.${name}`)
      .join(', ')}],`,
    relations.length === 0
      ? '  relations: [],'
      : `  relations: [\n${relations.map((relation) => `    ${toInlineTsLiteral(relation)},`).join('\n')}\n  ],`,
  ]
  const contents = [
    generatedHeader(entity.file),
    `import { defineAdminModel } from '#web/admin/admin-model.ts'`,
    `import { ${id}Queries } from '../../client/${entity.module}/${entity.name}.gen.ts'`,
    `import { ${id}InsertSchema, ${id}UpdateSchema } from '../../validators/${entity.module}/${entity.name}.gen.ts'`,
    `import { adminFields as f } from '../fields.gen.ts'`,
    '',
    `/** The admin of ${entity.module}/${entity.name}: table columns, form fields, select label and relation tables. */`,
    `export default defineAdminModel(${id}Queries, { create: ${id}InsertSchema, update: ${id}UpdateSchema }, {`,
    ...body,
    '})',
    '',
  ].join('\n')
  return { path: `admin/${entity.module}/${entity.name}.gen.ts`, contents }
}

function emitFieldTable(table: AdminFieldTable): EmittedFile {
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { AdminField } from '#web/admin/admin-model.ts'`,
    '',
    '/** Every distinct admin field of the schema once; each model lists its fields by these names. */',
    `export const adminFields = {\n${table.entries.map(([name, literal]) => `  ${name}: ${literal},`).join('\n')}\n} as const satisfies Readonly<Record<string, AdminField>>`,
    '',
  ].join('\n')
  return { path: 'admin/fields.gen.ts', contents }
}

function emitRegistry(ir: SchemaIR): EmittedFile {
  const entries = ir.entities.map((entity) => {
    const key = tsString(`${entity.module}/${entity.name}`)
    const path = tsString(`./${entity.module}/${entity.name}.gen.ts`)
    const head = toInlineTsLiteral({
      module: entity.module,
      title: entity.labels.entity,
      hidden: entity.admin.hidden,
      ...(entity.ends ? { parent: `${entity.ends.from.module}/${entity.ends.from.entity}` } : {}),
    })
    return `  ${key}: { ${head.slice(2, -2)}, load: () => import(${path}).then((model) => model.default) },`
  })
  const modules = Object.entries(ir.moduleLabels).map(([module, label]) => `  ${toInlineTsLiteral({ [module]: label }).slice(2, -2)},`)
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { AdminModuleLabels, AdminRegistry } from '#web/admin/admin-registry.ts'`,
    '',
    "/** Every entity's admin model by `module/entity`, with its label per language (a relation with the entity it links from), each loaded on first use. */",
    `export const adminRegistry: AdminRegistry = {\n${entries.join('\n')}\n}`,
    '',
    '/** What editors call each module, per language. */',
    `export const adminModuleLabels: AdminModuleLabels = {\n${modules.join('\n')}\n}`,
    '',
  ].join('\n')
  return { path: 'admin/registry.gen.ts', contents }
}

/**
 * The fields' own admin components (generator/dsl/field-admin.ts) by `module/name`, each imported
 * on first use from the module's admin folder. The types make a component with the wrong props a
 * type error; `generate` has checked that each file exists.
 */
function emitComponents(ir: SchemaIR): EmittedFile {
  const named = (role: 'input' | 'cell') =>
    [
      ...new Set(
        ir.entities.flatMap((entity) =>
          Object.values(entity.admin.components ?? {}).flatMap((component) =>
            component[role] ? [`${entity.module}/${component[role]}`] : [],
          ),
        ),
      ),
    ].sort()
  const entries = (keys: readonly string[]) =>
    keys.length === 0
      ? '{}'
      : `{\n${keys.map((key) => `  ${tsString(key)}: () => import(${tsString(`#web/modules/${key.replace('/', '/admin/')}.tsx`)}),`).join('\n')}\n}`
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { AdminCellLoaders, AdminInputLoaders } from '#web/admin/admin-components.ts'`,
    '',
    "/** Inputs that fields name in place of their kind's, by `module/name`. */",
    `export const adminInputs: AdminInputLoaders = ${entries(named('input'))}`,
    '',
    "/** Table cells that fields name in place of their kind's, by `module/name`. */",
    `export const adminCells: AdminCellLoaders = ${entries(named('cell'))}`,
    '',
  ].join('\n')
  return { path: 'admin/components.gen.ts', contents }
}

/** All admin files. */
export function emitAdmin(ir: SchemaIR): EmittedFile[] {
  const table = buildAdminFieldTable(ir)
  return [...ir.entities.map((entity) => emitEntityAdmin(entity, table)), emitFieldTable(table), emitRegistry(ir), emitComponents(ir)]
}
