/**
 * The versions of a record and its publishing (README "Versions and drafts"), for editors:
 * `GET /api/host/record-versions/history?entity=blog/articles&recordId=…` lists the record's
 * versions, newest first (who, when, the record as saved) and its published state;
 * `POST /api/host/record-versions/publish` and `…/unpublish` (`{ data: { entity, recordId } }`)
 * put the record as it is now on the site, or take it off. Each asks the decision the entity's own
 * PATCH route makes: whoever may edit the records may see their versions and publish them. A
 * restore is no call of its own: the editor sends the version's fields through the entity's PATCH,
 * so If-Match, hooks, the audit log and a new version hold as for any save. Publishing tells the
 * content-change feed the record changed, so cached pages that read it are rendered anew.
 */
import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { z } from 'zod'
import { entities } from '#generated/metadata/index.gen.ts'
import { decideCall } from '#runtime/access/may-call.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, forbidden, unauthorized } from '#runtime/errors/http-error.ts'
import { requestData } from '#runtime/http/request-data.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { keepsDrafts, publishedStateOf, publishRecord, unpublishRecord } from '#runtime/operations/published-records.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { VERSIONS_TABLE } from '#runtime/operations/record-versions.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { notifyContentChanged } from './content-changes.ts'
import { parsePageQuery } from './page-api-schemas.ts'

const tag = 'host record versions'
const BASE = '/host/record-versions'

const recordQuerySchema = z.strictObject({
  entity: z.string().describe('The entity, `module/name` (`blog/articles`), which must declare `versions` in its schema.'),
  recordId: z.string().describe('The id of the record.'),
})

const publishedSchema = z
  .object({ updatedAt: z.string().describe('The version visitors read: the record’s `updatedAt` when it was published.') })
  .nullable()
  .describe('What visitors read; null when the record was never published (or was taken off the site).')

const historySchema = z.object({
  drafts: z.boolean().describe('Whether the entity keeps drafts (visitors read published records only).'),
  keep: z.number().int().describe('How many versions each record keeps.'),
  published: publishedSchema,
  versions: z.array(
    z.object({
      number: z.number().int(),
      createdAt: z.string(),
      subjectId: z.string().nullable().describe('Who saved it; null for server code.'),
      data: z.record(z.string(), z.unknown()).describe('The record as saved.'),
    }),
  ),
})

const versionedEntities = new Map(
  entities.filter((metadata) => metadata.versions !== undefined).map((metadata) => [`${metadata.module}/${metadata.name}`, metadata]),
)

function versionedEntity(key: string): EntityMetadata {
  const metadata = versionedEntities.get(key)
  if (metadata === undefined)
    throw badRequest(`entity ${key.slice(0, 100)} keeps no versions (entities that do: ${[...versionedEntities.keys()].join(', ')})`, [
      { path: 'entity', message: 'must be an entity that declares versions' },
    ])
  return metadata
}

// Any record's id: the update route's policy is the same for all of them.
const ANY_RECORD = '00000000-0000-4000-8000-000000000000'

/** Refuses a caller the entity's PATCH route would refuse. */
async function requireEditor(request: FastifyRequest, config: Config, metadata: EntityMetadata): Promise<void> {
  const decision = await decideCall(request, request.server.routePolicies, config, {
    method: 'PATCH',
    route: `${metadata.route}/${ANY_RECORD}`,
  })
  if (decision.allowed) return
  const message = `The versions of ${metadata.module}/${metadata.name} records are for those who may edit them`
  throw decision.status === 401 ? unauthorized(message) : forbidden(message)
}

/** Registers the record version routes; mount inside `/api`. */
export const recordVersionRoutes: ApiPlugin = async (api, { database, config }) => {
  const db = asDynamicDb(database.db)

  api.get(
    `${BASE}/history`,
    guardedBy(config, {
      access: 'authenticated',
      purpose: 'read the versions of records',
      openapi: {
        tag,
        summary: 'The versions of a record, newest first, and what visitors read of it',
        query: recordQuerySchema,
        response: historySchema,
        errors: [400, 401, 403, 404],
      },
    }),
    async (request) => {
      const query = parsePageQuery(recordQuerySchema, request.query)
      const metadata = versionedEntity(query.entity)
      const recordId = parseRecordId(query.recordId)
      await requireEditor(request, config, metadata)
      const published = keepsDrafts(metadata) ? await publishedStateOf(db, metadata, recordId) : null
      const rows: { number: number; created_at: string; subject_id: string | null; data: string }[] = await db
        .selectFrom(VERSIONS_TABLE)
        .select([
          'number',
          sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
          'subject_id',
          'data',
        ])
        .where('entity', '=', query.entity)
        .where('record_id', '=', recordId)
        .orderBy('number', 'desc')
        .execute()
      const versions = rows.map((row) => ({
        number: row.number,
        createdAt: row.created_at,
        subjectId: row.subject_id,
        data: JSON.parse(row.data) as Record<string, unknown>,
      }))
      return { data: { drafts: keepsDrafts(metadata), keep: metadata.versions!.keep, published, versions } }
    },
  )

  for (const action of ['publish', 'unpublish'] as const) {
    api.post(
      `${BASE}/${action}`,
      guardedBy(config, {
        access: 'authenticated',
        purpose: `${action} records`,
        openapi: {
          tag,
          summary:
            action === 'publish'
              ? 'Publish a record as it is now: visitors read this version from then on'
              : 'Take a record off the site: visitors no longer find it',
          body: z.object({ data: recordQuerySchema }),
          response: z.object({ published: publishedSchema }),
          errors: [400, 401, 403, 404],
        },
      }),
      async (request) => {
        const body = parsePageQuery(recordQuerySchema, requestData(request.body))
        const metadata = versionedEntity(body.entity)
        if (!keepsDrafts(metadata))
          throw badRequest(`${body.entity} keeps no drafts: every save is on the site at once`, [
            { path: 'data.entity', message: 'must keep drafts' },
          ])
        const recordId = parseRecordId(body.recordId)
        await requireEditor(request, config, metadata)
        const published = action === 'publish' ? await publishRecord(db, metadata, recordId) : null
        if (action === 'unpublish') await unpublishRecord(db, metadata, recordId)
        await notifyContentChanged(database, { records: { [body.entity]: [recordId] } })
        return { data: { published } }
      },
    )
  }
}
