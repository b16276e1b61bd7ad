/**
 * What `/ready` asks (health-route.ts): can this process serve? The database must answer, Redis
 * too when REDIS_URL is set (rate limits are shared through it), and every migration in
 * `migrations/` must be applied (a process started before another one migrated, or after a
 * `migrate down`, would read an old schema). Each check is bounded in time, so a probe never hangs.
 */
import { Redis } from 'ioredis'
import { sql } from 'kysely'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { migrationStatus } from '#runtime/db/migrations.ts'
import type { Issue } from '#runtime/errors/http-error.ts'

/** The longest one readiness check waits for an answer. */
const CHECK_TIMEOUT_MS = 2_000

/** The outcome: what is missing (empty when ready) and Redis' state. */
export interface Readiness {
  readonly problems: readonly Issue[]
  readonly redis: 'ok' | 'not configured'
}

/** The check, and `close` for the Redis connection it keeps. */
export interface ReadinessCheck {
  (): Promise<Readiness>
  close(): Promise<void>
}

/** A readiness check of `database` and, when `redisUrl` is given, of that Redis server. */
export function createReadinessCheck(database: DatabaseHandle, redisUrl: string | undefined): ReadinessCheck {
  // A connection of its own, opened on the first probe: a probe must not depend on another
  // feature having connected, and ioredis reconnects it by itself after an outage.
  let redis: Redis | undefined
  const redisClient = (url: string) => {
    if (redis === undefined) {
      redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS })
      // Reported by the probe's answer; without a listener ioredis prints every failed attempt.
      redis.on('error', () => undefined)
    }
    return redis
  }
  const check = async (): Promise<Readiness> => {
    const [databaseProblem, migrationsProblem, redisProblem] = await Promise.all([
      bounded('the database does not answer', async () => void (await sql`select 1`.execute(database.db))),
      bounded('the migrations could not be read', () => pendingMigrations(database)),
      redisUrl === undefined ? undefined : bounded('Redis does not answer', async () => void (await redisClient(redisUrl).ping())),
    ])
    const problems: Issue[] = []
    if (databaseProblem !== undefined) problems.push({ path: 'database', message: databaseProblem })
    // Unreadable migrations on an unreachable database say nothing more.
    else if (migrationsProblem !== undefined) problems.push({ path: 'migrations', message: migrationsProblem })
    if (redisProblem !== undefined) problems.push({ path: 'redis', message: redisProblem })
    return { problems, redis: redisUrl === undefined ? 'not configured' : 'ok' }
  }
  return Object.assign(check, {
    async close() {
      redis?.disconnect()
    },
  })
}

// A problem when a migration in migrations/ is not applied.
async function pendingMigrations(database: DatabaseHandle): Promise<string | undefined> {
  const pending = (await migrationStatus(database.db)).filter((migration) => migration.executedAt === null)
  if (pending.length === 0) return undefined
  return `${pending.length} migration(s) not applied: ${pending.map((migration) => migration.name).join(', ')} (npm run migrate -- up)`
}

// What `check` finds wrong; a failure or no answer within CHECK_TIMEOUT_MS is `failure` with the reason.
async function bounded(failure: string, check: () => Promise<string | undefined>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${failure} (no answer within ${CHECK_TIMEOUT_MS} ms)`), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check(), timeout])
  } catch (error) {
    return `${failure} (${error instanceof Error ? error.message : String(error)})`
  } finally {
    clearTimeout(timer)
  }
}
