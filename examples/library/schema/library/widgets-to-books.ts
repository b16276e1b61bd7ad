import { relation } from '#dsl'
import books from './books.ts'
import widgets from './widgets.ts'

/** The books a library widget shows, in order; a shelf that links none shows every book. */
export default relation('library', 'widgets-to-books', {
  from: widgets,
  to: books,
  access: { read: 'public' },
})
