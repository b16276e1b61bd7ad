import { date, entity, oneOf, reference } from '#dsl'
import rbacSubjects from '../rbac/subjects.ts'
import books from './books.ts'

/**
 * A book lent to a reader. A signed-in reader borrows (creates a loan, which becomes theirs), and
 * lists, changes and returns only their own loans; another reader's loan is a 404.
 */
export default entity('library', 'loans', {
  fields: {
    bookId: reference(books, { required: true, onDelete: 'cascade' }),
    subjectId: reference(rbacSubjects, { onDelete: 'cascade' }),
    dueOn: date({ required: true }),
    status: oneOf(['borrowed', 'returned'], { default: 'borrowed' }),
  },
  access: { read: 'owner', write: 'owner', owner: 'subjectId' },
  admin: { columns: ['bookId', 'subjectId', 'dueOn', 'status'], label: 'id' },
})
