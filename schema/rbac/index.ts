import { schemaModule } from '#dsl'
import actions from './actions.ts'
import codes from './codes.ts'
import identities from './identities.ts'
import roles from './roles.ts'
import rolesToActions from './roles-to-actions.ts'
import rolesToEcommerceModuleProducts from './roles-to-ecommerce-module-products.ts'
import sessions from './sessions.ts'
import subjects from './subjects.ts'
import subjectsToEcommerceModuleOrders from './subjects-to-ecommerce-module-orders.ts'
import subjectsToEcommerceModuleProducts from './subjects-to-ecommerce-module-products.ts'
import subjectsToIdentities from './subjects-to-identities.ts'
import subjectsToRoles from './subjects-to-roles.ts'
import subjectsToSocialModuleProfiles from './subjects-to-social-module-profiles.ts'
import widgets from './widgets.ts'

export default schemaModule('rbac', [
  actions,
  codes,
  identities,
  roles,
  sessions,
  subjects,
  widgets,
  rolesToActions,
  rolesToEcommerceModuleProducts,
  subjectsToEcommerceModuleOrders,
  subjectsToEcommerceModuleProducts,
  subjectsToIdentities,
  subjectsToRoles,
  subjectsToSocialModuleProfiles,
])
