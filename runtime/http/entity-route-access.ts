/** The access step of an entity route: the route's own policy, then the policies of included entities. */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { AccessPolicy, EntityOperation } from '#dsl'
import { authorizeRequest } from '#runtime/access/authorize-request.ts'
import type { Config } from '#runtime/config/load-config.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { includedEntities, type IncludeNode } from '#runtime/operations/include.ts'
import { NO_STORE, PRIVATE_NO_STORE, readCacheControl } from './cache-control.ts'

const READS: ReadonlySet<EntityOperation> = new Set(['find', 'findById', 'count'])

const VERB: Readonly<Record<EntityOperation, string>> = {
  find: 'read',
  findById: 'read',
  count: 'read',
  create: 'create',
  findOrCreate: 'create',
  bulkCreate: 'create',
  update: 'update',
  bulkUpdate: 'update',
  delete: 'delete',
}

/**
 * An `onRequest` hook: runs before the body is read, so an anonymous upload is refused before any
 * of it is stored. Sets Cache-Control for the route's own data.
 */
export function routeAccess(metadata: EntityMetadata, operation: EntityOperation, config: Config): onRequestHookHandler {
  const policy = metadata.access[operation]
  const allowedCacheControl = READS.has(operation) ? readCacheControl([policy]) : NO_STORE
  // `public` allows everyone (DESIGN "Access control", step 2), so nothing about the request needs
  // reading and the hook can finish without a promise: the most common reads stay cheapest.
  if (policy === 'public') {
    return (_request, reply, done) => {
      reply.header('cache-control', allowedCacheControl)
      done()
    }
  }
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // A refusal depends on who asked, so it must not be cached either.
    reply.header('cache-control', PRIVATE_NO_STORE)
    await authorizeRequest(request, policy, config, `${VERB[operation]} ${metadata.module}/${metadata.name} records`)
    reply.header('cache-control', allowedCacheControl)
  }
}

/**
 * Checks `find` access on every included entity (a public entity may link to an admin-only one)
 * and makes the response private when any of them is not public.
 */
export async function includeAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  ownPolicy: AccessPolicy,
  include: readonly IncludeNode[],
  config: Config,
): Promise<void> {
  if (include.length === 0) return
  const entities = includedEntities(include)
  reply.header('cache-control', PRIVATE_NO_STORE)
  for (const entity of entities) {
    // Action patterns and the owner rule match the included entity's own find route, not this URL.
    await authorizeRequest(request, entity.access.find, config, `read ${entity.module}/${entity.name} records`, { method: 'GET', path: entity.route })
  }
  reply.header('cache-control', readCacheControl([ownPolicy, ...entities.map((entity) => entity.access.find)]))
}
