import { schemaModule } from '#dsl'
import authors from './authors.ts'
import books from './books.ts'
import booksToAuthors from './books-to-authors.ts'
import loans from './loans.ts'
import widgets from './widgets.ts'
import widgetsToBooks from './widgets-to-books.ts'

export default schemaModule('library', [authors, books, loans, widgets, booksToAuthors, widgetsToBooks], { requires: ['rbac'] })
