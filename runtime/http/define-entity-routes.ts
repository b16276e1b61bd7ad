/**
 * The routes of one entity as an encapsulated Fastify plugin. Generated route
 * files call this with the entity's metadata and Zod schemas; each handler is
 * a thin adapter: access, read the request, run the transport-free operation,
 * shape the response.
 */
import type { FastifyRequest } from 'fastify'
import type { EntityOperation } from '#dsl'
import { entityUploadOptions } from '#runtime/files/entity-upload-options.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { bulkCreate } from '#runtime/operations/bulk-create.ts'
import { bulkUpdate } from '#runtime/operations/bulk-update.ts'
import { count } from '#runtime/operations/count.ts'
import { create } from '#runtime/operations/create.ts'
import { deleteRecord } from '#runtime/operations/delete.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord, EntityDefinition, EntitySchemas } from '#runtime/operations/entity-definition.ts'
import { find } from '#runtime/operations/find.ts'
import { findById } from '#runtime/operations/find-by-id.ts'
import { findOrCreate } from '#runtime/operations/find-or-create.ts'
import { parseCountQuery, parseFindByIdQuery, parseFindQuery } from '#runtime/operations/find-query.ts'
import type { IncludeNode } from '#runtime/operations/include.ts'
import { update } from '#runtime/operations/update.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { includeAccess, routeAccess } from './entity-route-access.ts'
import { mergeUploads } from './merge-uploads.ts'
import { readEntityBody } from './read-entity-body.ts'
import { discardUploads } from './save-upload.ts'
import { serializeRecord, visibleKeys } from './serialize-records.ts'

/** One entity's routes: what the generator bound together, and the plugin that serves them. */
export interface EntityRoutes<S extends EntitySchemas = EntitySchemas> {
  readonly metadata: EntityMetadata
  readonly schemas: S
  /**
   * Routes relative to the entity's base; register it at `metadata.route` minus `/api`, inside a
   * scope that parses multipart bodies (see `entityRoutesPlugin`).
   */
  readonly plugin: ApiPlugin
}

/** Binds an entity's metadata and schemas to the CRUD routes of DESIGN "The HTTP API". */
export function defineEntityRoutes<S extends EntitySchemas>(metadata: EntityMetadata, schemas: S): EntityRoutes<S> {
  const entity: EntityDefinition = { metadata, schemas }
  const keys = visibleKeys(Object.keys(schemas.select.shape))
  const shape = (record: ApiRecord, include: readonly IncludeNode[] = []) => serializeRecord(record, keys, include)

  const plugin: ApiPlugin = async (app, { database, config }) => {
    const db = asDynamicDb(database.db)
    const uploads = entityUploadOptions(config, metadata)
    const noFiles = { ...uploads, fileFields: new Set<string>() }
    const guard = (operation: EntityOperation) => ({ onRequest: routeAccess(metadata, operation, config) })

    // A write whose body may carry files: files saved while reading are removed if the write fails.
    const withBody = async <T>(request: FastifyRequest, write: (data: unknown) => Promise<T>, accepted = uploads) => {
      const body = await readEntityBody(request, accepted)
      try {
        return await write(mergeUploads(body.data, body.uploads))
      } catch (error) {
        await discardUploads(body.uploads)
        throw error
      }
    }

    app.get('/', guard('find'), async (request, reply) => {
      const query = parseFindQuery(request.query, entity)
      await includeAccess(request, reply, metadata.access.find, query.include, config)
      const records = await find(db, metadata, query)
      return { data: records.map((record) => shape(record, query.include)) }
    })

    app.get('/count', guard('count'), async (request) => {
      return { data: await count(db, metadata, parseCountQuery(request.query, entity)) }
    })

    app.get<{ Params: { id: string } }>('/:id', guard('findById'), async (request, reply) => {
      const include = parseFindByIdQuery(request.query, entity)
      await includeAccess(request, reply, metadata.access.findById, include, config)
      return { data: shape(await findById(db, metadata, request.params.id, include), include) }
    })

    app.post('/', guard('create'), async (request, reply) => {
      const record = await withBody(request, (data) => create(db, entity, data))
      return reply.status(201).send({ data: shape(record) })
    })

    app.patch<{ Params: { id: string } }>('/:id', guard('update'), async (request) => {
      return { data: shape(await withBody(request, (data) => update(db, entity, request.params.id, data))) }
    })

    app.delete<{ Params: { id: string } }>('/:id', guard('delete'), async (request) => {
      return { data: shape(await deleteRecord(db, metadata, request.params.id)) }
    })

    app.post('/find-or-create', guard('findOrCreate'), async (request, reply) => {
      const result = await withBody(request, (data) => findOrCreate(db, entity, data))
      return reply.status(result.created ? 201 : 200).send({ data: shape(result.record) })
    })

    app.post('/bulk', guard('bulkCreate'), async (request, reply) => {
      const records = await withBody(request, (data) => bulkCreate(db, entity, data), noFiles)
      return reply.status(201).send({ data: records.map((record) => shape(record)) })
    })

    app.patch('/bulk', guard('bulkUpdate'), async (request) => {
      const records = await withBody(request, (data) => bulkUpdate(db, entity, data), noFiles)
      return { data: records.map((record) => shape(record)) }
    })
  }

  return { metadata, schemas, plugin }
}
