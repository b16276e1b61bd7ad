/**
 * The library records a widget shows: the books it links (`widgets-to-books`), then those its
 * variant lists (schema/library/widgets.ts `listings`: a shelf that links none lists every book);
 * a book's authors; a book's own address.
 */
import type { TreeNode } from '#runtime/modules/host/resolved-page.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { stringField } from '#web/widgets/shared/record-fields.ts'

/** The books of a library widget, in order. */
export function widgetBooks(widget: TreeNode): readonly TreeNode[] {
  return [...childNodes(widget, 'library/widgets-to-books'), ...childNodes(widget, 'library/books')]
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
