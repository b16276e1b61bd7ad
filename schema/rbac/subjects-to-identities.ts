import { relation } from '#dsl'
import identities from './identities.ts'
import subjects from './subjects.ts'

/** The login methods of a subject. */
export default relation('rbac', 'subjects-to-identities', {
  from: subjects,
  to: identities,
  uniquePair: true,
  variants: ['default'],
})
