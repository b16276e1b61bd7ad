/**
 * Deleting a record with a file, or replacing its file, removes the stored bytes once nothing
 * points at them (issue "Files": a deleted upload must not stay public). An API plugin: it notes
 * the record's file values before a generic update or delete runs and, once it succeeded, removes those no record uses any more. It skips Fastify's encapsulation, so its hooks cover the
 * entity routes registered after it in the same scope.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { isUuid } from '#runtime/operations/record-id.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { fileStorageFor } from './shared-file-storage.ts'
import { ENTITIES_WITH_FILES, type FileFieldsOf, removeUnreferencedFiles } from './stored-file-references.ts'

interface PendingCleanup {
  readonly entity: FileFieldsOf
  readonly id: string
  readonly before: readonly unknown[]
}

const pending = new WeakMap<FastifyRequest, PendingCleanup>()

// `PATCH|DELETE /api/<module>/<name>/:id` → the entity, for entities with file fields.
const byRoute = new Map(ENTITIES_WITH_FILES.map((entity) => [`${entity.metadata.route}/:id`, entity]))

/** The plugin; register it before the entity routes. */
export const storedFileCleanup: ApiPlugin = async (scope, { database, config }) => {
  const storage = fileStorageFor(config)
  const { db } = database
  const fileValues = async (entity: FileFieldsOf, id: string): Promise<unknown[] | undefined> => {
    const row = await sql<Record<string, unknown>>`select ${sql.join(entity.columns.map((column) => sql.ref(column)))} from ${sql.table(entity.metadata.table)} where id = ${id}`.execute(db)
    const values = row.rows[0]
    return values === undefined ? undefined : entity.columns.map((column) => values[column])
  }

  // Callback hooks that return at once for every other request: reads pay no promise for them.
  scope.addHook('preHandler', (request: FastifyRequest<{ Params: { id?: string } }>, _reply, done) => {
    const entity = request.method === 'PATCH' || request.method === 'DELETE' ? byRoute.get(request.routeOptions.url ?? '') : undefined
    const id = request.params.id
    if (entity === undefined || !isUuid(id)) return done()
    fileValues(entity, id).then(
      (before) => {
        if (before !== undefined) pending.set(request, { entity, id, before })
        done()
      },
      (error: Error) => done(error),
    )
  })

  // Before the answer leaves, so a client that hears "deleted" finds the file gone too.
  scope.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload: unknown) => void) => {
    const cleanup = pending.get(request)
    if (cleanup === undefined || reply.statusCode < 200 || reply.statusCode >= 300) return done(null, payload)
    removeReplacedFiles(request, cleanup).then(() => done(null, payload))
  })

  const removeReplacedFiles = async (request: FastifyRequest, cleanup: PendingCleanup) => {
    try {
      const after = request.method === 'DELETE' ? undefined : await fileValues(cleanup.entity, cleanup.id)
      const gone = cleanup.before.filter((value, index) => after === undefined || after[index] !== value)
      const removed = await removeUnreferencedFiles(db, storage, gone)
      if (removed.length > 0) request.log.info({ keys: removed }, 'Removed stored files no record uses')
    } catch (error) {
      request.log.error({ err: error }, 'Could not remove stored files no record uses')
    }
  }
}
Object.assign(storedFileCleanup, { [Symbol.for('skip-override')]: true })
