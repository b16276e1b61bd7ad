/** Assembles one entity's IR node from its resolved fields and links. */
import type { ResolvedEntity } from './entity-draft.ts'
import { entityRoute } from './entity-route.ts'
import { camelCase, pascalCase } from './naming.ts'
import { normalizeAccess } from './normalize-access.ts'
import { normalizeAdmin } from './normalize-admin.ts'
import { normalizeIndexes } from './normalize-indexes.ts'
import { entityLabels, type LabelContext } from './resolve-labels.ts'
import type { SchemaIssues } from './schema-issues.ts'
import type { EntityNode, RelationLinkNode } from './types.ts'

/** The node emitters read: names, route, fields, access, admin, labels, indexes, links. */
export function entityNode(entity: ResolvedEntity, links: readonly RelationLinkNode[], labels: LabelContext, issues: SchemaIssues): EntityNode {
  const { definition, fields } = entity
  return {
    kind: definition.kind,
    module: definition.module,
    name: definition.name,
    file: entity.file,
    table: entity.table,
    typeName: pascalCase(`${definition.module}-${definition.name}`),
    identifier: camelCase(`${definition.module}-${definition.name}`),
    route: entityRoute(definition.module, definition.name),
    ...(definition.options.description ? { description: definition.options.description } : {}),
    fields,
    variants: fields.find((field) => field.name === 'variant')?.values ?? ['default'],
    access: normalizeAccess(definition.options.access),
    admin: normalizeAdmin(definition, fields, issues),
    labels: entityLabels(definition, fields, labels, issues),
    indexes: normalizeIndexes(entity, issues),
    links,
    ...(entity.ends ? { ends: entity.ends } : {}),
    ...(definition.options.renamedFrom ? { renamedFrom: definition.options.renamedFrom } : {}),
  }
}
