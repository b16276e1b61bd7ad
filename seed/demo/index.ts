/**
 * The demo site: every seed record, by area. `npm start` loads it into a fresh embedded database
 * and `npm run seed` into a server; loading it again inserts nothing.
 */
import type { AnySeedRecord } from '#runtime/seed/seed-record.ts'
import { billingSeed } from './billing.ts'
import { blogSeed } from './blog.ts'
import { crmSeed } from './crm.ts'
import { errorPagesSeed } from './error-pages.ts'
import { filesSeed } from './files.ts'
import { landingPageSeed } from './landing-page.ts'
import { layoutsSeed } from './layouts.ts'
import { navbarAndFooterSeed } from './navbar-and-footer.ts'
import { pagesSeed } from './pages.ts'
import { rbacSeed } from './rbac.ts'
import { shopSeed } from './shop.ts'
import { socialSeed } from './social.ts'

/** The demo site's records, in any order: the loader orders them by their references. */
export const demoSeed: readonly AnySeedRecord[] = [
  ...billingSeed,
  ...rbacSeed,
  ...filesSeed,
  ...shopSeed,
  ...blogSeed,
  ...crmSeed,
  ...socialSeed,
  ...navbarAndFooterSeed,
  ...landingPageSeed,
  ...errorPagesSeed,
  ...layoutsSeed,
  ...pagesSeed,
]

/** The folder of the demo's image files, copied into the public files area by the seed commands. */
export const demoFilesDirectory = new URL('./files/', import.meta.url)
