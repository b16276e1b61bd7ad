/**
 * The links `include` can follow: each foreign key gives its entity a `belongsTo`
 * link and the entity it points at a `hasMany` link back.
 */

import type { FieldNode, RelationLinkNode } from '#contract/schema-ir.ts'
import { entityKey, type ResolvedEntity } from './entity-draft.ts'
import { camelCase, pascalCase } from './naming.ts'
import type { SchemaIssues } from './schema-issues.ts'

/** Every entity's links, sorted by name; two links of one entity with one name are reported. */
export function entityLinks(
  entities: readonly ResolvedEntity[],
  issues: SchemaIssues,
): ReadonlyMap<ResolvedEntity, readonly RelationLinkNode[]> {
  const byKey = new Map(entities.map((entity) => [entityKey(entity.definition), entity]))
  const links = new Map<ResolvedEntity, RelationLinkNode[]>(entities.map((entity) => [entity, []]))
  for (const entity of entities) {
    for (const field of entity.fields) {
      const target = field.references && byKey.get(entityKey({ module: field.references.module, name: field.references.entity }))
      if (!target) continue
      const belongsToName = field.name.replace(/Id$/, '')
      const { module, name } = target.definition
      links.get(entity)!.push({ kind: 'belongsTo', name: belongsToName, module, entity: name, foreignKey: field.name })
      links.get(target)!.push({
        kind: 'hasMany',
        name: hasManyName(entity, field, belongsToName),
        module: entity.definition.module,
        entity: entity.definition.name,
        foreignKey: field.name,
      })
    }
  }
  for (const [entity, own] of links) checkLinkNames(entity, own, issues)
  return new Map([...links].map(([entity, own]) => [entity, own.sort((a, b) => a.name.localeCompare(b.name))]))
}

/**
 * A relation's own keys name the link after the relation; a self-relation or a plain
 * reference adds the key, so two links into one entity never share a name.
 */
function hasManyName(from: ResolvedEntity, field: FieldNode, belongsToName: string): string {
  const { definition, ends } = from
  const sameModule = definition.module === field.references!.module
  const stem = camelCase(sameModule ? definition.name : `${definition.module}-module-${definition.name}`)
  const selfRelation = ends?.to.kind === 'entity' && ends.from.module === ends.to.module && ends.from.entity === ends.to.entity
  return field.origin === 'relation' && !selfRelation ? stem : `${stem}By${pascalCase(belongsToName)}`
}

function checkLinkNames(entity: ResolvedEntity, links: readonly RelationLinkNode[], issues: SchemaIssues): void {
  const fieldNames = new Set(entity.fields.map((field) => field.name))
  const seen = new Set<string>()
  for (const link of links) {
    if (seen.has(link.name)) issues.entity(entity.definition, `two relations are both named "${link.name}"; give one end an explicit key`)
    if (fieldNames.has(link.name)) issues.entity(entity.definition, `relation "${link.name}" clashes with a field of the same name`)
    seen.add(link.name)
  }
}
