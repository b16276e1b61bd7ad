/** crm's part in the public site (web/site/site-hooks.ts): its form's code is loaded before a signed-in visitor's page renders. */
import type { SiteHooks } from '#web/site/site-hooks.ts'
import { loadCrmForm } from './crm-form-loader.ts'

export default { beforeSignedInRender: loadCrmForm } satisfies SiteHooks
