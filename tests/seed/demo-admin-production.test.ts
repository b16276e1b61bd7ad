/**
 * Finding 15 of #30: a production start on a new embedded database loads the demo site but makes no
 * demo admin (a known login whose password would be printed to the log); it prints how to make the
 * first administrator instead. Development keeps the demo admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { ensureAdmin } from '#runtime/modules/rbac/ensure-admin.ts'
import { DEMO_ADMIN_EMAIL } from '#runtime/seed/demo-admin.ts'
import { ADMIN_SETUP_HINT, type DemoSiteResult, demoAdminAllowed, describeDemoSite, loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from './database-hook-timeout.ts'

let database: DatabaseHandle
let production: DemoSiteResult
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  production = await loadDemoSite(database.db, {
    records: demoSeed,
    filesDirectory: demoFilesDirectory,
    dataDir: IN_MEMORY_DATA_DIR,
    withDemoAdmin: demoAdminAllowed('production'),
  })
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

const identities = (email: string) => database.db.selectFrom('rbac_identities').select('id').where('email', '=', email).execute()

describe('the demo site in production', () => {
  it('is decided by NODE_ENV: production only goes without the demo admin', () => {
    expect(demoAdminAllowed('production')).toBe(false)
    expect(demoAdminAllowed('development')).toBe(true)
    expect(demoAdminAllowed('test')).toBe(true)
  })

  it('loads the records but no admin@tessera.local, and prints the setup hint and no password', async () => {
    expect(production.seed.inserted).toBe(demoSeed.length)
    expect(production.admin).toBeUndefined()
    expect(await identities(DEMO_ADMIN_EMAIL)).toEqual([])
    const lines = describeDemoSite(production)
    expect(lines).toContain(ADMIN_SETUP_HINT)
    expect(lines.join('\n')).not.toMatch(/Demo admin|tessera\.local/)
    expect(ADMIN_SETUP_HINT).toContain('npm run admin')
  })

  it('gets its first administrator from the command the hint names', async () => {
    expect(await ensureAdmin(database.db, 'owner@example.com', 'a long enough password')).toBe('created')
    expect(await identities('owner@example.com')).toHaveLength(1)
  })
})
