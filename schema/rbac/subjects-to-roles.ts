import { relation } from '#dsl'
import roles from './roles.ts'
import subjects from './subjects.ts'

/** The roles granted to a subject. */
export default relation('rbac', 'subjects-to-roles', {
  from: subjects,
  to: roles,
  uniquePair: true,
  variants: ['default'],
})
