/** Assembles one entity's IR node from its resolved fields and links. */

import type { EntityNode, EntityPageNode, EntityVersionsNode, RelationLinkNode } from '#contract/schema-ir.ts'
import type { ResolvedEntity } from './entity-draft.ts'
import { entityRoute } from './entity-route.ts'
import { camelCase, pascalCase } from './naming.ts'
import { normalizeAccess } from './normalize-access.ts'
import { normalizeAdmin } from './normalize-admin.ts'
import { normalizeIndexes } from './normalize-indexes.ts'
import { entityLabels, type LabelContext } from './resolve-labels.ts'
import type { SchemaIssues } from './schema-issues.ts'

/** The node emitters read: names, route, fields, access, admin, labels, indexes, links. */
export function entityNode(
  entity: ResolvedEntity,
  links: readonly RelationLinkNode[],
  labels: LabelContext,
  issues: SchemaIssues,
): EntityNode {
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
    ...(definition.options.page === undefined ? {} : { page: entityPage(entity, issues) }),
    ...(definition.options.versions === undefined ? {} : { versions: entityVersions(entity, issues) }),
  }
}

/** The most versions a record may keep: each is a whole snapshot of it. */
export const MAX_KEPT_VERSIONS = 1000

/** The entity's versions (`versions` in the schema), checked: a content entity's, a sane number kept. */
function entityVersions(entity: ResolvedEntity, issues: SchemaIssues): EntityVersionsNode {
  const { definition } = entity
  const declared = definition.options.versions ?? {}
  const keep = declared.keep ?? 50
  if (definition.kind === 'relation') issues.entity(definition, 'versions: a relation keeps no versions (version the entities at its ends)')
  if (!Number.isInteger(keep) || keep < 1 || keep > MAX_KEPT_VERSIONS)
    issues.entity(definition, `versions: keep must be a whole number from 1 to ${MAX_KEPT_VERSIONS}, not ${String(keep)}`)
  return { drafts: declared.drafts === true, keep }
}

const PAGE_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/

/** The entity's own page (`page` in the schema), checked: a slug to find the record by, paths, known variants. */
function entityPage(entity: ResolvedEntity, issues: SchemaIssues): EntityPageNode {
  const { definition, fields } = entity
  const declared = definition.options.page === true ? {} : (definition.options.page ?? {})
  const path = declared.path ?? `/${definition.module}/${definition.name}`
  if (!fields.some((field) => field.name === 'slug'))
    issues.entity(definition, 'page: the entity has no slug field to find a record by (give it content or a slug field)')
  const variantsOf = fields.find((field) => field.name === 'variant')?.values ?? ['default']
  for (const [variant, variantPath] of [['', path] as const, ...Object.entries(declared.variants ?? {})]) {
    if (!PAGE_PATH.test(variantPath))
      issues.entity(definition, `page: "${variantPath}" is no path: write it as /segment/segment in kebab-case`)
    if (variant !== '' && !variantsOf.includes(variant))
      issues.entity(definition, `page: "${variant}" is no variant of the entity (${variantsOf.join(', ')})`)
  }
  return { path, ...(declared.variants === undefined ? {} : { variants: { ...declared.variants } }) }
}
