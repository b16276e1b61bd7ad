import { relation } from '#dsl'
import actions from './actions.ts'
import roles from './roles.ts'

/** The actions a role allows. */
export default relation('rbac', 'roles-to-actions', {
  from: roles,
  to: actions,
  uniquePair: true,
  variants: ['default'],
})
