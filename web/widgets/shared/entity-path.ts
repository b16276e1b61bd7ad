/**
 * The public address of a record that has a page of its own (SPEC §2 "public entity links"):
 * where its entity's `page` in the schema says (generated/modules/entity-pages.gen.ts), e.g.
 * `/blog/articles/{slug}`, `/ecommerce/products/{slug}` (`/courses/{slug}` for a course). Links go
 * through the language prefix rule when rendered.
 */
import { entityPages } from '#generated/modules/entity-pages.gen.ts'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { stringField } from './record-fields.ts'

/** The path of `node`'s own page, or undefined when its entity has none or it has no slug. */
export function entityPath(node: TreeNode): string | undefined {
  const page = entityPages[node.entity]
  const variant = stringField(node.record, 'variant')
  const base = page === undefined ? undefined : ((variant === undefined ? undefined : page.variants?.[variant]) ?? page.path)
  const slug = stringField(node.record, 'slug')
  return base === undefined || slug === undefined ? undefined : `${base}/${encodeURIComponent(slug)}`
}
