/**
 * Resolves what the schema says widgets do with records (generator/dsl/entity.ts): an entity's
 * `privateContent`, withheld once a widget shows it, and a widget entity's `listings`, variants that
 * list every record of another entity. Both name relations and entities by `module/name`, so they
 * are checked once every node is built, against the relations' resolved ends and the variants.
 */

import type { EntityNode, ListingNode, PrivateContentNode } from '#contract/schema-ir.ts'
import type { ListingDefinition, PrivateContentDefinition } from '#dsl'

/** What one entity declares about widgets. */
export interface WidgetRulesDeclaration {
  readonly entity: EntityNode
  readonly privateContent: PrivateContentDefinition | undefined
  readonly listings: readonly ListingDefinition[] | undefined
}

type Nodes = ReadonlyMap<string, EntityNode>

const keyOf = (entity: { readonly module: string; readonly name: string }) => `${entity.module}/${entity.name}`

/** The entities with their private content and listings resolved; `report` receives each problem. */
export function resolveWidgetRules(
  declarations: readonly WidgetRulesDeclaration[],
  report: (entity: EntityNode, message: string) => void,
): EntityNode[] {
  const byKey: Nodes = new Map(declarations.map(({ entity }) => [keyOf(entity), entity]))
  return declarations.map(({ entity, privateContent, listings }) => {
    const problems: string[] = []
    const content = privateContent === undefined ? undefined : privateContentOf(entity, privateContent, byKey, problems)
    const resolved = (listings ?? []).map((listing) => listingOf(entity, listing, byKey, problems))
    for (const problem of problems) report(entity, problem)
    return {
      ...entity,
      ...(content !== undefined ? { privateContent: content } : {}),
      ...(resolved.length > 0 ? { listings: resolved } : {}),
    }
  })
}

// The fields it withholds are those the `privateContent` gate guards (resolve-field-access.ts checked them).
function privateContentOf(entity: EntityNode, declared: PrivateContentDefinition, byKey: Nodes, problems: string[]): PrivateContentNode {
  const fields = entity.fields.filter((field) => field.access?.read === 'privateContent').map((field) => field.name)
  const { relation, variants } = declared.shownBy
  const widget = linkedFrom(relation, keyOf(entity), byKey)
  if (widget === undefined) problems.push(`privateContent.shownBy names no relation "${relation}" leading to ${keyOf(entity)}`)
  else checkVariants(`privateContent.shownBy`, widget, variants, problems)
  return { fields, widget: widget === undefined ? '' : keyOf(widget), variants: [...variants], relation }
}

function listingOf(widget: EntityNode, declared: ListingDefinition, byKey: Nodes, problems: string[]): ListingNode {
  if (!byKey.has(declared.entity)) problems.push(`listings names no entity "${declared.entity}"`)
  checkVariants(`listings of ${declared.entity}`, widget, declared.variants, problems)
  const { unlessLinkedBy } = declared
  if (unlessLinkedBy !== undefined && linkedFrom(unlessLinkedBy, declared.entity, byKey) !== widget) {
    problems.push(
      `listings of ${declared.entity}: unlessLinkedBy names no relation from ${keyOf(widget)} to ${declared.entity} ("${unlessLinkedBy}")`,
    )
  }
  return { entity: declared.entity, variants: [...declared.variants], ...(unlessLinkedBy !== undefined ? { unlessLinkedBy } : {}) }
}

// The `from` entity of relation `key` when its `to` end is the entity `to`.
function linkedFrom(key: string, to: string, byKey: Nodes): EntityNode | undefined {
  const ends = byKey.get(key)?.ends
  if (ends === undefined || ends.to.kind !== 'entity' || `${ends.to.module}/${ends.to.entity}` !== to) return undefined
  return byKey.get(`${ends.from.module}/${ends.from.entity}`)
}

function checkVariants(where: string, widget: EntityNode, variants: readonly string[], problems: string[]): void {
  if (variants.length === 0) problems.push(`${where} names no variant`)
  for (const variant of variants) {
    if (!widget.variants.includes(variant)) problems.push(`${where}: "${variant}" is no variant of ${keyOf(widget)}`)
  }
}
