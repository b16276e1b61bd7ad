/**
 * The library's seed: access and account screens, the logo, the navbar, footer and layout, the
 * pages, and the records of each listed module that keeps its own (seed/demo/modules/: the books).
 * `npm start` loads it into a fresh embedded database and `npm run seed` into a server.
 */
import { moduleDemoSeeds } from '#generated/modules/demo-seeds.gen.ts'
import type { AnySeedRecord } from '#runtime/seed/seed-record.ts'
import { logoFile } from './files.ts'
import { pagesSeed } from './pages.ts'
import { rbacSeed } from './rbac.ts'
import { siteSeed } from './site.ts'

/** The library's records, in any order: the loader orders them by their references. */
export const demoSeed: readonly AnySeedRecord[] = [...rbacSeed, logoFile, ...siteSeed, ...pagesSeed, ...moduleDemoSeeds.flat()]

/** The folder of the library's image files, copied into the public files area by the seed commands. */
export const demoFilesDirectory = new URL('./files/', import.meta.url)
