/**
 * Values a module computes for the records of a resolved page from more than the page's trees hold,
 * put on their nodes under `computed` (resolved-page.ts) once the trees have grown: ecommerce's
 * product prices, chosen in SQL by the rule checkout charges by, so the browser shows what checkout
 * charges and only formats it. A module declares its values once, in
 * `runtime/modules/<module>/computed-values.ts` (default export, made with {@link computedValues});
 * the generator lists each listed module's file in `generated/modules/computed-values.gen.ts`.
 *
 * Each value costs one call for all the page's records of its entity, whatever their number, and
 * tells which records it read, so a cache of the page drops it when one of them changes (page-reads.ts).
 */
import type { Kysely } from 'kysely'
import type { GrowingNode } from './load-page-tree.ts'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'

/** What one value's computation answers for a page. */
export interface ComputedResult {
  /** The value of each record by id; a record missing here gets none. */
  readonly values: ReadonlyMap<string, unknown>
  /**
   * `module/name:id` of the records the values were computed from besides the records themselves:
   * a write of any of them may change a value, and so the page.
   */
  readonly reads: readonly string[]
}

/** A value a module computes for every node of one entity. */
export interface ComputedValue {
  /** The entity whose nodes get it: `ecommerce/products`. */
  readonly entity: string
  /** Its key in a node's `computed`, named after the module: `ecommerce/prices`. */
  readonly key: string
  /** The values of the records `ids` (distinct, never empty), in one statement. */
  readonly compute: (db: Kysely<any>, ids: readonly string[]) => Promise<ComputedResult>
}

/** A module's computed values. */
export interface ModuleComputedValues {
  readonly module: string
  readonly values: readonly ComputedValue[]
}

/** Declares `module`'s computed values (the default export of `runtime/modules/<module>/computed-values.ts`). */
export function computedValues(module: string, values: readonly ComputedValue[]): ModuleComputedValues {
  return Object.freeze({ module, values })
}

/**
 * Computes every value `modules` declare for the nodes of `roots` and sets it on them, in place;
 * answers what the computations read (`module/name:id`). Nothing runs for an entity the page does not hold.
 */
export async function addComputedValues(
  db: Kysely<any>,
  roots: readonly GrowingNode[],
  modules: readonly ModuleComputedValues[],
): Promise<readonly string[]> {
  const declared = modules.flatMap((module) => module.values)
  if (declared.length === 0) return []
  const nodesByEntity = new Map<string, GrowingNode[]>()
  const visit = (node: GrowingNode): void => {
    const nodes = nodesByEntity.get(node.entity)
    if (nodes === undefined) nodesByEntity.set(node.entity, [node])
    else nodes.push(node)
    for (const key in node.children) for (const edge of node.children[key]!) visit(edge.node)
  }
  for (const root of roots) visit(root)
  const reads = await Promise.all(
    declared.map(async (value) => {
      const nodes = nodesByEntity.get(value.entity)
      if (nodes === undefined) return []
      const result = await value.compute(db, [...new Set(nodes.map((node) => node.record.id))])
      for (const node of nodes) {
        if (!result.values.has(node.record.id)) continue
        node.computed = { ...node.computed, [value.key]: result.values.get(node.record.id) }
      }
      return result.reads
    }),
  )
  return reads.flat()
}

/** `copy`, a node rebuilt from `node` (shaped for the site, stripped of private fields, drafted), with `node`'s computed values. */
export function withComputed(copy: TreeNode, node: TreeNode): TreeNode {
  return node.computed === undefined ? copy : { ...copy, computed: node.computed }
}
