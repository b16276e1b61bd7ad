/**
 * The routes of one entity as an encapsulated Fastify plugin. Generated route
 * files call this with the entity's metadata and a loader of its Zod schemas,
 * run on the first request to any of its routes (a server registers every
 * entity but need not build the schemas of those it never serves); each handler is
 * a thin adapter: access, read the request, run the transport-free operation
 * with what access allowed, shape the response. Methods, paths and statuses come
 * from the operations table (contract/entity-operations.ts), the Fastify schemas of
 * params, query, body and responses from the generated OpenAPI document (entity-route-schemas.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { type EntityOperation, entityOperationSpecs, entityOperations } from '#contract/entity-operations.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { recordEtag } from '#runtime/client/record-etag.ts'
import { HttpError } from '#runtime/errors/http-error.ts'
import type { EntityHookSet } from '#runtime/hooks/entity-hook.ts'
import { entityHooks, hasEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { afterReadAll } from '#runtime/hooks/run-write-hooks.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { entityUploadOptions } from '#runtime/modules/file-storage/entity-upload-options.ts'
import { bulkCreate } from '#runtime/operations/bulk-create.ts'
import { bulkUpdate } from '#runtime/operations/bulk-update.ts'
import { count } from '#runtime/operations/count.ts'
import { create } from '#runtime/operations/create.ts'
import { deleteRecord } from '#runtime/operations/delete.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord, EntityDefinition, EntitySchemas } from '#runtime/operations/entity-definition.ts'
import { hasWriteGuards, mayHoldGuardedFields, withholdGuardedFields } from '#runtime/operations/field-access.ts'
import { find } from '#runtime/operations/find.ts'
import { findById } from '#runtime/operations/find-by-id.ts'
import { findOrCreate } from '#runtime/operations/find-or-create.ts'
import { parseCountQuery, parseFindByIdQuery, parseFindQuery } from '#runtime/operations/find-query.ts'
import type { IncludeNode } from '#runtime/operations/include.ts'
import type { RecordAccess } from '#runtime/operations/record-access.ts'
import { parseIfMatch } from '#runtime/operations/record-version.ts'
import { update } from '#runtime/operations/update.ts'
import type { AppContext } from '#runtime/server/create-app.ts'
import { includeAccess, routeAccess, withFieldAccess } from './entity-route-access.ts'
import { entityRouteSchemas } from './entity-route-schemas.ts'
import { generatedOpenApi } from './generated-openapi.ts'
import { mergeUploads } from './merge-uploads.ts'
import { readEntityBody } from './read-entity-body.ts'
import { previewState } from './preview-request.ts'
import { keepsDrafts } from '#runtime/operations/published-records.ts'
import { sharedSerializerCompiler, sharedValidatorCompiler } from './route-schema-compilers.ts'
import { discardUploads } from './save-upload.ts'
import { serializeRecord, visibleKeys } from './serialize-records.ts'

/** One entity's routes: what the generator bound together, and the plugin that serves them. */
export interface EntityRoutes<S extends EntitySchemas = EntitySchemas> {
  readonly metadata: EntityMetadata
  /** The entity's Zod schemas, imported on the first call (the same promise afterwards). */
  readonly loadSchemas: () => Promise<S>
  /**
   * Routes relative to the entity's base; register it at `metadata.route` minus `/api`. The
   * `routes` option picks the GET routes (`reads`, which take no body) or the others (`writes`,
   * to be registered inside a scope that parses multipart bodies), as `entityRoutesPlugin` does.
   */
  readonly plugin: FastifyPluginAsync<EntityRoutesOptions>
}

/** What an entity plugin is registered with: the app's context and which of its routes to add. */
export interface EntityRoutesOptions extends AppContext {
  /** `reads`: the GET routes; `writes`: every other one; all of them when absent. */
  readonly routes?: 'reads' | 'writes'
}

/** Runs one operation for a request whose access step allowed `access`; returns the response's `data`. */
type OperationHandler = (request: FastifyRequest, reply: FastifyReply, access: RecordAccess) => Promise<unknown>

/** The response body around an operation's result. */
const inEnvelope = (data: unknown) => ({ data })

/** A record answered with its version as the ETag, for an update or delete to name in `If-Match` (record-version.ts). */
function versioned(reply: FastifyReply, record: ApiRecord): ApiRecord {
  const etag = recordEtag(record)
  if (etag !== undefined) reply.header('etag', etag)
  return record
}

/**
 * `access` naming the subject the request writes for, which the audit log records (audit-log.ts):
 * through the entity API, an editor where the access covers every record.
 */
async function asWriter(request: FastifyRequest, access: RecordAccess): Promise<RecordAccess> {
  const principal = await principalOf(request)
  return principal.kind === 'subject' ? { ...access, writerId: principal.subjectId, writer: 'editor' } : access
}

/** Binds an entity's metadata and schemas (`load`: imports them) to the CRUD routes of DESIGN "The HTTP API". */
export function defineEntityRoutes<S extends EntitySchemas>(metadata: EntityMetadata, load: () => Promise<S>): EntityRoutes<S> {
  let loading: Promise<S> | undefined
  const loadSchemas = () => (loading ??= load())

  const plugin: FastifyPluginAsync<EntityRoutesOptions> = async (app, { database, config, routes }) => {
    const db = asDynamicDb(database.db)
    const schemas = entityRouteSchemas(generatedOpenApi, metadata)
    app.setValidatorCompiler(sharedValidatorCompiler)
    app.setSerializerCompiler(sharedSerializerCompiler)
    const uploads = entityUploadOptions(config, metadata)
    const noFiles = { ...uploads, fileFields: new Set<string>() }

    // A write whose body may carry files: files saved while reading are removed if the write fails.
    const withBody = async <T>(request: FastifyRequest, files: boolean, write: (data: unknown) => Promise<T>) => {
      const body = await readEntityBody(request, files ? uploads : noFiles)
      try {
        return await write(mergeUploads(body.data, body.uploads))
      } catch (error) {
        await discardUploads(body.uploads)
        throw error
      }
    }
    const id = (request: FastifyRequest) => (request.params as { id?: string }).id
    // Decided once per entity: whether its own records hold fields a read may withhold or a write may refuse.
    const readGuards = mayHoldGuardedFields(metadata, [])
    const writeGuards = readGuards || hasWriteGuards(metadata)
    // A read of an entity that keeps drafts sees the published records, or with the preview flag the drafts.
    const drafted = keepsDrafts(metadata)
    const previewing = async (request: FastifyRequest, reply: FastifyReply, access: RecordAccess): Promise<RecordAccess> => {
      if (!drafted) return access
      const state = await previewState(request, reply, metadata, config)
      return state === undefined ? access : { ...access, readState: state }
    }
    // The caller field policies are decided for, when the records read may hold guarded fields.
    const reading = (request: FastifyRequest, reply: FastifyReply, access: RecordAccess, include: readonly IncludeNode[] = []) =>
      readGuards || include.length > 0 ? withFieldAccess(request, reply, access, metadata, include, config) : access
    // The same for a write, whose body may also name a field only some callers may write.
    const writing = (request: FastifyRequest, reply: FastifyReply, access: RecordAccess) =>
      writeGuards ? withFieldAccess(request, reply, access, metadata, [], config, true) : access
    // A write answers with the records it wrote, which the read policies apply to.
    const written = async <T extends ApiRecord | ApiRecord[]>(decided: RecordAccess, records: T): Promise<T> => {
      if (decided.fieldAccess !== undefined)
        await withholdGuardedFields(db, metadata, Array.isArray(records) ? records : [records], [], decided)
      return records
    }

    // One handler per row of the operations table: what it returns is the response's `data`.
    const handlersFor = (entity: EntityDefinition): Readonly<Record<EntityOperation, OperationHandler>> => {
      const keys = visibleKeys(Object.keys(entity.schemas.select.shape))
      const shape = (record: ApiRecord, include: readonly IncludeNode[] = []) => serializeRecord(record, keys, include)
      // A version conflict's current record leaves as a written record does: shaped, guarded fields withheld.
      const conflictShaped = async (error: unknown, decided: RecordAccess): Promise<never> => {
        if (!(error instanceof HttpError) || error.current === undefined) throw error
        const current = shape(await written(decided, { ...error.current }))
        throw new HttpError(error.statusCode, error.code, error.message, { current, texts: error.texts })
      }
      return {
        // Not `async`: a read without includes waits on find's promise alone (a throw here is answered
        // as a rejection is: Fastify catches what a handler throws).
        find: (request, reply, access) => {
          const query = parseFindQuery(request.query, entity)
          const records = (found: ApiRecord[]) => found.map((record) => shape(record, query.include))
          const read = (previewed: RecordAccess) =>
            find(db, metadata, query, reading(request, reply, previewed, query.include)).then(records)
          // Entities without drafts read as they always did: no preview step, no extra promise.
          if (!drafted && query.include.length === 0) return read(access)
          return includeAccess(request, reply, metadata.access.find, query.include, config)
            .then(() => previewing(request, reply, access))
            .then(read)
        },
        count: async (request, reply, access) =>
          count(db, metadata, parseCountQuery(request.query, entity), reading(request, reply, await previewing(request, reply, access))),
        findById: async (request, reply, access) => {
          const include = parseFindByIdQuery(request.query, entity)
          if (include.length > 0) await includeAccess(request, reply, metadata.access.findById, include, config)
          const previewed = await previewing(request, reply, access)
          return versioned(
            reply,
            shape(await findById(db, metadata, id(request), reading(request, reply, previewed, include), include), include),
          )
        },
        create: async (request, reply, access) => {
          const decided = await asWriter(request, writing(request, reply, access))
          return versioned(reply, shape(await written(decided, await withBody(request, true, (data) => create(db, entity, data, decided)))))
        },
        update: async (request, reply, access) => {
          const versions = parseIfMatch(request.headers['if-match'])
          const decided = await asWriter(request, writing(request, reply, access))
          const record = await withBody(request, true, (data) => update(db, entity, id(request), data, decided, versions)).catch(
            (error: unknown) => conflictShaped(error, decided),
          )
          return versioned(reply, shape(await written(decided, record)))
        },
        delete: async (request, reply, access) => {
          const versions = parseIfMatch(request.headers['if-match'])
          const decided = await asWriter(request, reading(request, reply, access))
          const record = await deleteRecord(db, metadata, id(request), decided, versions).catch((error: unknown) =>
            conflictShaped(error, decided),
          )
          return shape(await written(decided, record))
        },
        findOrCreate: async (request, reply, access) => {
          // Matching by a withheld field is refused as filtering by it is (find-or-create.ts).
          const decided = await asWriter(request, writing(request, reply, access))
          const result = await withBody(request, false, (data) => findOrCreate(db, entity, data, decided))
          if (!result.created) reply.status(200)
          return shape(await written(decided, result.record))
        },
        bulkCreate: async (request, reply, access) => {
          const decided = await asWriter(request, writing(request, reply, access))
          return (await written(decided, await withBody(request, false, (data) => bulkCreate(db, entity, data, decided)))).map((record) =>
            shape(record),
          )
        },
        bulkUpdate: async (request, reply, access) => {
          const decided = await asWriter(request, writing(request, reply, access))
          // An item's stale `updatedAt` is a 409 carrying that record as it is now (bulk-update.ts).
          const records = await withBody(request, false, (data) => bulkUpdate(db, entity, data, decided)).catch((error: unknown) =>
            conflictShaped(error, decided),
          )
          return (await written(decided, records)).map((record) => shape(record))
        },
      }
    }
    // Bound once the schemas (and the entity's hooks, if it has any) are in; until then a request
    // waits for them (requests at once, one import).
    let handlers: Readonly<Record<EntityOperation, OperationHandler>> | undefined
    let binding: Promise<Readonly<Record<EntityOperation, OperationHandler>>> | undefined
    const loadHandlers = () =>
      (binding ??= Promise.all([loadSchemas(), hasEntityHooks(metadata) ? entityHooks(metadata) : undefined]).then(
        ([schemas, hooks]) => (handlers = withAfterRead(handlersFor({ metadata, schemas }), hooks)),
      ))

    for (const operation of entityOperations) {
      const spec = entityOperationSpecs[operation]
      if (routes !== undefined && (spec.method === 'GET') !== (routes === 'reads')) continue
      // Only the server's own code performs it (generator/dsl/access.ts): no route to refuse at.
      if (metadata.access[operation] === 'server') continue
      const access = routeAccess(metadata, operation, config)
      app.route({
        method: spec.method,
        url: spec.suffix === '' ? '/' : spec.suffix,
        ...schemas[operation],
        onRequest: access.onRequest,
        // Not `async`: the operation's promise, enveloped, is the only one a request waits on here.
        handler: (request, reply) => {
          reply.status(spec.success[0])
          const recordAccess = access.recordAccess(request)
          if (handlers !== undefined) return handlers[operation](request, reply, recordAccess).then(inEnvelope)
          // The entity's first request imports its schemas.
          return loadHandlers()
            .then((loaded) => loaded[operation](request, reply, recordAccess))
            .then(inEnvelope)
        },
      })
    }
  }

  return { metadata, loadSchemas, plugin }
}

/**
 * The handlers with the entity's afterRead hooks run over the records each sends (not over a
 * count); the handlers as they are for an entity without them.
 */
function withAfterRead(
  handlers: Readonly<Record<EntityOperation, OperationHandler>>,
  hooks: EntityHookSet | undefined,
): Readonly<Record<EntityOperation, OperationHandler>> {
  if (hooks === undefined || Object.keys(hooks.afterRead ?? {}).length === 0) return handlers
  const shaped = {} as Record<EntityOperation, OperationHandler>
  for (const operation of entityOperations) {
    const handler = handlers[operation]
    shaped[operation] =
      operation === 'count'
        ? handler
        : async (request, reply, access) => {
            const data = await handler(request, reply, access)
            if (Array.isArray(data)) return afterReadAll(hooks, data as ApiRecord[])
            return (await afterReadAll(hooks, [data as ApiRecord]))[0]
          }
  }
  return shaped
}
