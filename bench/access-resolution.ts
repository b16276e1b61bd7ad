/**
 * What resolving a signed-in request's principal costs (verify the JWT, then one indexed query for
 * the session and its role actions), set against the request it guards: the measurement behind
 * runtime/access/access-engine.ts not caching decisions (DESIGN allows up to 30 s per token).
 * Prints timings and ratios from one run: `npx tsx bench/access-resolution.ts` (PGlite), or with
 * DATABASE_URL set (PostgreSQL).
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { createAuthTestApp } from '../tests/modules/rbac/support/auth-test-app.ts'

const ROUNDS = 500

const database = await createTestDatabase({ migrate: true })
const { app } = await createAuthTestApp(database)
try {
  const action = await database.db
    .insertInto('rbac_actions')
    .values({ method: '*', path_pattern: '*' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const role = await database.db
    .insertInto('rbac_roles')
    .values({ title: 'admin', slug: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await database.db.insertInto('rbac_roles_to_actions').values({ role_id: role.id, action_id: action.id }).execute()
  const registered = await app.inject({
    method: 'POST',
    url: '/api/rbac/subjects/authentication/email-and-password/registration',
    payload: { login: 'bench@example.com', password: 'bench-password' },
  })
  const { jwt } = registered.json().data as { jwt: string }
  await sql`insert into rbac_subjects_to_roles (subject_id, role_id) select subject_id, ${role.id}::uuid from rbac_subjects_to_identities`.execute(
    database.db,
  )

  const request = { headers: { authorization: `Bearer ${jwt}` } }
  const resolve = () => app.accessEngine!.principalOf({ ...request })
  const admin = () => app.inject({ method: 'GET', url: '/api/ecommerce/orders/count', headers: request.headers })
  const anonymous = () => app.inject({ method: 'GET', url: '/api/ecommerce/products/count' })

  const timeOf = async (run: () => Promise<unknown>): Promise<number> => {
    for (let index = 0; index < 50; index += 1) await run()
    const start = performance.now()
    for (let index = 0; index < ROUNDS; index += 1) await run()
    return (performance.now() - start) / ROUNDS
  }
  const resolution = await timeOf(resolve)
  const signedIn = await timeOf(admin)
  const publicRead = await timeOf(anonymous)
  console.log(`principal resolution: ${resolution.toFixed(3)} ms`)
  console.log(`signed-in admin count request: ${signedIn.toFixed(3)} ms`)
  console.log(`anonymous public count request: ${publicRead.toFixed(3)} ms`)
  console.log(`resolution / signed-in request: ${(resolution / signedIn).toFixed(2)}`)
  console.log(`signed-in / anonymous request: ${(signedIn / publicRead).toFixed(2)}`)
} finally {
  await app.close()
  await database.close()
}
