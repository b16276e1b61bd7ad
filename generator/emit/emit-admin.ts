/**
 * Emits the admin of each entity (generated/admin/<module>/<entity>.gen.ts): data only — the
 * table's columns, the form's fields by kind, the select label and the relation tables — bound to
 * the entity's queries and Zod schemas by `defineAdminModel` (web/admin). Plus a registry that
 * loads each model lazily.
 */
import type { EntityNode, SchemaIR } from '../ir/types.ts'
import { adminFieldOf } from './emit-admin-field.ts'
import { generatedHeader, type EmittedFile } from './emitted-file.ts'
import { toTsLiteral, tsString } from './ts-literal.ts'

/** The table's columns: a relation shows both ends first, since its id says nothing. */
function columnsOf(entity: EntityNode): string[] {
  const fieldNames = new Set(entity.fields.map((field) => field.name))
  const ends = entity.ends
  const leading = ends
    ? [ends.from.key, ...(ends.to.kind === 'polymorphic' ? [ends.to.moduleField] : []), ends.to.key, 'orderIndex']
    : []
  const columns = [...leading, ...entity.admin.columns.filter((column) => !(ends && column === 'id'))]
  return [...new Set(columns)].filter((column) => fieldNames.has(column))
}

function emitEntityAdmin(entity: EntityNode): EmittedFile {
  const definition = {
    key: `${entity.module}/${entity.name}`,
    route: entity.route,
    relation: entity.kind === 'relation',
    label: entity.admin.label,
    columns: columnsOf(entity),
    fields: entity.fields.filter((field) => !field.secret).map((field) => adminFieldOf(entity, field)),
    relations: entity.links.flatMap((link) =>
      link.kind === 'hasMany' ? [{ name: link.name, model: `${link.module}/${link.entity}`, foreignKey: link.foreignKey }] : [],
    ),
  }
  const id = entity.identifier
  const contents = [
    generatedHeader(entity.file),
    `import { defineAdminModel } from '#web/admin/admin-model.ts'`,
    `import { ${id}Queries } from '../../client/${entity.module}/${entity.name}.gen.ts'`,
    `import { ${id}InsertSchema, ${id}UpdateSchema } from '../../validators/${entity.module}/${entity.name}.gen.ts'`,
    '',
    `/** The admin of ${entity.module}/${entity.name}: table columns, form fields, select label and relation tables. */`,
    `export default defineAdminModel(${id}Queries, { create: ${id}InsertSchema, update: ${id}UpdateSchema }, ${toTsLiteral(definition)})`,
    '',
  ].join('\n')
  return { path: `admin/${entity.module}/${entity.name}.gen.ts`, contents }
}

function emitRegistry(ir: SchemaIR): EmittedFile {
  const entries = ir.entities.map((entity) => {
    const key = tsString(`${entity.module}/${entity.name}`)
    const path = tsString(`./${entity.module}/${entity.name}.gen.ts`)
    return `  ${key}: { hidden: ${entity.admin.hidden}, load: () => import(${path}).then((model) => model.default) },`
  })
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { AdminRegistry } from '#web/admin/admin-registry.ts'`,
    '',
    '/** Every entity\'s admin model by `module/entity`, each loaded on first use. */',
    `export const adminRegistry: AdminRegistry = {\n${entries.join('\n')}\n}`,
    '',
  ].join('\n')
  return { path: 'admin/registry.gen.ts', contents }
}

/** All admin files. */
export function emitAdmin(ir: SchemaIR): EmittedFile[] {
  return [...ir.entities.map(emitEntityAdmin), emitRegistry(ir)]
}
