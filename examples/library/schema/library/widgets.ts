import { entity, text } from '#dsl'

/**
 * A library widget a page shows: the books it links, or every book when it links none, as a shelf
 * of cards (`book-shelf-default`) or a compact list (`book-list-compact`); the components are in
 * web/modules/library/widgets/.
 */
export default entity('library', 'widgets', {
  content: true,
  fields: { anchor: text({ description: 'The element id the block is rendered with, for in-page links (#anchor).' }) },
  variants: ['default', 'book-shelf-default', 'book-list-compact'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
  listings: [
    { entity: 'library/books', variants: ['book-shelf-default', 'book-list-compact'], unlessLinkedBy: 'library/widgets-to-books' },
  ],
})
