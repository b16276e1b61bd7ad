/**
 * The blog records a blog widget shows: the articles it links (`widgets-to-articles`), then those
 * its variant lists (schema/blog/widgets.ts `listings`: an article list with no articles of its own
 * lists every article; the category lists list every category).
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { childNodes } from '#web/site/child-nodes.ts'

/** The articles of a blog widget, in order. */
export function widgetArticles(widget: TreeNode): readonly TreeNode[] {
  return [...childNodes(widget, 'blog/widgets-to-articles'), ...childNodes(widget, 'blog/articles')]
}

/** The categories a blog widget lists. */
export function widgetCategories(widget: TreeNode): readonly TreeNode[] {
  return childNodes(widget, 'blog/categories')
}
