/**
 * The demo site: the records of the site's foundation (accounts, files, the landing page's blocks,
 * navbar, footer, layouts, account and error pages), by area, and those of each listed module
 * (seed/demo/modules/<module>.ts, and <module>/with-<other>.ts when the site also lists the other),
 * which fill the places the foundation leaves them. `npm start` loads it into a fresh embedded
 * database and `npm run seed` into a server; loading it again inserts nothing.
 */
import { moduleDemoSeeds } from '#generated/modules/demo-seeds.gen.ts'
import type { AnySeedRecord } from '#runtime/seed/seed-record.ts'
import { errorPagesSeed } from './error-pages.ts'
import { filesSeed } from './files.ts'
import { landingPageSeed } from './landing-page.ts'
import { layoutsSeed } from './layouts.ts'
import { navbarAndFooterSeed } from './navbar-and-footer.ts'
import { pagesSeed } from './pages.ts'
import { rbacSeed } from './rbac.ts'

/** The demo site's records, in any order: the loader orders them by their references. */
export const demoSeed: readonly AnySeedRecord[] = [
  ...rbacSeed,
  ...filesSeed,
  ...navbarAndFooterSeed,
  ...landingPageSeed,
  ...errorPagesSeed,
  ...layoutsSeed,
  ...pagesSeed,
  ...moduleDemoSeeds.flat(),
]

/** The folder of the demo's image files, copied into the public files area by the seed commands. */
export const demoFilesDirectory = new URL('./files/', import.meta.url)
