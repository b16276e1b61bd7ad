/**
 * The public address of a record that has a page of its own (SPEC §2 "public entity links"):
 * `/blog/articles/{slug}`, `/ecommerce/products/{slug}` (`/courses/{slug}` for a course),
 * `/ecommerce/categories/{slug}`… Links go through the language prefix rule when rendered.
 */
import type { TreeNode } from '#runtime/modules/host/resolved-page.ts'
import { stringField } from './record-fields.ts'

const ENTITY_PAGES: Readonly<Record<string, string>> = {
  'blog/articles': '/blog/articles',
  'blog/categories': '/blog/categories',
  'ecommerce/products': '/ecommerce/products',
  'ecommerce/categories': '/ecommerce/categories',
  'ecommerce/stores': '/ecommerce/stores',
  'social/profiles': '/social/profiles',
  'rbac/subjects': '/rbac/subjects',
}

/** The page of a product shown as a course card (`/courses/{slug}`, SPEC §2 "course/product link"). */
export const COURSE_PAGE = '/courses'

/** The path of `node`'s own page, or undefined when its entity has none or it has no slug. */
export function entityPath(node: TreeNode): string | undefined {
  const base = node.entity === 'ecommerce/products' && node.record.variant === 'course' ? COURSE_PAGE : ENTITY_PAGES[node.entity]
  const slug = stringField(node.record, 'slug')
  return base === undefined || slug === undefined ? undefined : `${base}/${encodeURIComponent(slug)}`
}
