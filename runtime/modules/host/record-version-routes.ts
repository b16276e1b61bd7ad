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
import * as routes from '#contract/routes/host.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { decideCall } from '#runtime/access/may-call.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, forbidden, unauthorized } from '#runtime/errors/http-error.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { keepsDrafts, publishedStateOf, publishRecord, unpublishRecord } from '#runtime/operations/published-records.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { VERSIONS_TABLE } from '#runtime/operations/record-versions.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { notifyContentChanged } from './content-changes.ts'

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

/** Registers the record version routes; mount inside `/api`. Declared in contract/routes/host.ts. */
export const recordVersionRoutes: ApiPlugin = async (api, { database, config }) => {
  const db = asDynamicDb(database.db)
  const route = contractRouter(api, { config })

  route(routes.recordVersionHistory, async ({ query, request }) => {
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
      data: JSON.parse(row.data) as { id: string },
    }))
    return { drafts: keepsDrafts(metadata), keep: metadata.versions!.keep, published, versions }
  })

  for (const [contract, action] of [
    [routes.publishRecord, 'publish'],
    [routes.unpublishRecord, 'unpublish'],
  ] as const) {
    route(contract, async ({ body, request }) => {
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
      return { published }
    })
  }
}
