import { verify } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { DEMO_ADMIN_EMAIL, type DemoAdmin, ensureDemoAdmin } from '#runtime/seed/demo-admin.ts'
import { loadSeed } from '#runtime/seed/load-seed.ts'
import { demoSeed } from '../../seed/demo/index.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from './database-hook-timeout.ts'

describe.each(availableDatabaseKinds)('ensureDemoAdmin on %s', (kind) => {
  let database: DatabaseHandle
  let first: DemoAdmin
  let second: DemoAdmin

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await loadSeed(database.db, demoSeed)
    first = await ensureDemoAdmin(database.db)
    second = await ensureDemoAdmin(database.db)
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(() => database?.close())

  it('creates the admin once, returning a random password only then', () => {
    expect(first.created).toBe(true)
    expect(first.email).toBe(DEMO_ADMIN_EMAIL)
    expect(first.created && first.password.length).toBeGreaterThanOrEqual(8)
    expect(second).toEqual({ created: false, email: DEMO_ADMIN_EMAIL })
  })

  it('stores an argon2id hash of the password, never the password', async () => {
    const identities = await database.db.selectFrom('rbac_identities').selectAll().execute()
    expect(identities).toHaveLength(1)
    const [identity] = identities
    expect(identity).toMatchObject({ provider: 'email_and_password', account: DEMO_ADMIN_EMAIL, email: DEMO_ADMIN_EMAIL })
    const password = first.created ? first.password : ''
    expect(identity!.password).toMatch(/^\$argon2id\$/)
    expect(identity!.password).not.toContain(password)
    expect(await verify(identity!.password!, password)).toBe(true)
    expect(await verify(identity!.password!, `${password}x`)).toBe(false)
  })

  it('links one subject to that identity and to the admin role, which holds the root action', async () => {
    const rows = await database.db
      .selectFrom('rbac_subjects as s')
      .innerJoin('rbac_subjects_to_identities as si', 'si.subject_id', 's.id')
      .innerJoin('rbac_subjects_to_roles as sr', 'sr.subject_id', 's.id')
      .innerJoin('rbac_roles as r', 'r.id', 'sr.role_id')
      .innerJoin('rbac_roles_to_actions as ra', 'ra.role_id', 'r.id')
      .innerJoin('rbac_actions as a', 'a.id', 'ra.action_id')
      .select(['s.slug', 'r.slug as role', 'a.method', 'a.path_pattern'])
      .execute()
    expect(rows).toEqual([{ slug: 'demo-admin', role: 'admin', method: '*', path_pattern: '*' }])
    expect(await database.db.selectFrom('rbac_subjects').select('id').execute()).toHaveLength(1)
  })

  it('creates exactly one admin when two callers race', async () => {
    const results = await Promise.all([
      ensureDemoAdmin(database.db, 'race@tessera.local'),
      ensureDemoAdmin(database.db, 'race@tessera.local'),
    ])
    expect(results.filter((result) => result.created)).toHaveLength(1)
    const identities = await database.db.selectFrom('rbac_identities').select('id').where('account', '=', 'race@tessera.local').execute()
    expect(identities).toHaveLength(1)
  })
})

describe('ensureDemoAdmin without the demo seed', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(() => database?.close())

  it('refuses, naming the missing role, and writes nothing', async () => {
    await expect(ensureDemoAdmin(database.db)).rejects.toThrow(/'admin' role is missing/)
    expect(await database.db.selectFrom('rbac_subjects').select('id').execute()).toEqual([])
  })
})
