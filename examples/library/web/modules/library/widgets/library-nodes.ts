/**
 * The library records a widget shows: the books it links (`widgets-to-books`), then those its
 * variant lists (schema/library/widgets.ts `listings`: a shelf that links none lists every book);
 * a book's authors; a book's own address.
 */
import type { TreeEdge, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { childEdges, childNodes } from '#web/site/child-nodes.ts'
import { stringField } from '#web/widgets/shared/record-fields.ts'

/**
 * The books of a library widget, in order, with their links: a link's id (a relation row's, or a
 * listed book's own) is unique among them, though a book may be both linked and listed.
 */
export function widgetBooks(widget: TreeNode): readonly TreeEdge[] {
  return [...childEdges(widget, 'library/widgets-to-books'), ...childEdges(widget, 'library/books')]
}

/** The authors of a book, in the cover's order. */
export function bookAuthors(book: TreeNode): readonly TreeNode[] {
  return childNodes(book, 'library/books-to-authors')
}

/** `/library/books/{slug}`, the page seed/demo/pages.ts gives every book. */
export function bookPath(book: TreeNode): string | undefined {
  const slug = stringField(book.record, 'slug')
  return slug === undefined ? undefined : `/library/books/${encodeURIComponent(slug)}`
}

/** `1967`, or '' when the year is unknown. */
export function publishedYear(book: TreeNode): string {
  return typeof book.record.published === 'number' ? String(book.record.published) : ''
}
