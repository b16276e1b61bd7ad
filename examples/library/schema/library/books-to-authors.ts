import { relation } from '#dsl'
import authors from './authors.ts'
import books from './books.ts'

/** Who wrote a book, in the order the cover names them. */
export default relation('library', 'books-to-authors', {
  from: books,
  to: authors,
  access: { read: 'public' },
})
