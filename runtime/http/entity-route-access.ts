/**
 * The access step of an entity route: the route's own policy (decided before the body is read),
 * then the policies of included entities. What the decision allows (every record, or the caller's
 * own) is kept for the handler, which passes it to the operation, with the caller the schema's
 * field policies are decided for when the records it reads or writes may hold guarded fields.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { AccessPolicy } from '#contract/access-policy.ts'
import type { EntityOperation } from '#contract/entity-operations.ts'
import { entityOperationSpecs } from '#contract/entity-operations.ts'
import { authorizeRequest, principalOf } from '#runtime/access/authorize-request.ts'
import type { AccessDecision } from '#runtime/access/decide-access.ts'
import { decideFieldPolicy } from '#runtime/access/decide-field-access.ts'
import { decideCall } from '#runtime/access/may-call.ts'
import { authorizeOperation } from '#runtime/access/operation-access.ts'
import { isValidSecretKey, SECRET_KEY_HEADER } from '#runtime/access/secret-key.ts'
import type { Config } from '#runtime/config/load-config.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { hasWriteGuards, mayHoldGuardedFields } from '#runtime/operations/field-access.ts'
import { fieldGates } from '#runtime/operations/field-gates.ts'
import { type IncludeNode, includedEntities } from '#runtime/operations/include.ts'
import { type FieldAccessCaller, type FieldGuard, overrideAccess, type RecordAccess } from '#runtime/operations/record-access.ts'
import { NO_STORE, PRIVATE_NO_STORE, readCacheControl } from './cache-control.ts'

const granted = new WeakMap<FastifyRequest, RecordAccess>()

/** The access one route's hook decides, and the hook. */
export interface RouteAccess {
  readonly onRequest: onRequestHookHandler
  /** What the hook allowed this request; never "every record" by default. */
  readonly recordAccess: (request: FastifyRequest) => RecordAccess
}

/**
 * An `onRequest` hook: runs before the body is read, so an anonymous upload is refused before any
 * of it is stored. Sets Cache-Control for the route's own data.
 */
export function routeAccess(metadata: EntityMetadata, operation: EntityOperation, config: Config): RouteAccess {
  const policy = metadata.access[operation]
  const allowedCacheControl = entityOperationSpecs[operation].access === 'read' ? readCacheControl([policy]) : NO_STORE
  // `public` allows everyone (DESIGN "Access control", step 2), so nothing about the request needs
  // reading and the hook can finish without a promise: the most common reads stay cheapest.
  if (policy === 'public') {
    return {
      onRequest: (_request, reply, done) => {
        reply.header('cache-control', allowedCacheControl)
        done()
      },
      recordAccess: () => overrideAccess,
    }
  }
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      // A refusal depends on who asked, so it must not be cached either.
      reply.header('cache-control', PRIVATE_NO_STORE)
      granted.set(request, await authorizeOperation(request, metadata, operation, config))
      reply.header('cache-control', allowedCacheControl)
    },
    recordAccess: (request) => {
      const access = granted.get(request)
      if (access === undefined) throw new Error(`${operation} ${metadata.route} ran without its access step`)
      return access
    },
  }
}

/**
 * Checks `find` access on every included entity (a public entity may link to an admin-only one)
 * and makes the response private when any of them is not public. Included records are not row
 * filtered, so an entity readable only as one's own records cannot be included by its owner.
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
    await authorizeRequest(request, entity.access.find, config, `read ${entity.module}/${entity.name} records`, {
      method: 'GET',
      path: entity.route,
    })
  }
  reply.header('cache-control', readCacheControl([ownPolicy, ...entities.map((entity) => entity.access.find)]))
}

/**
 * `access` with the caller the schema's field policies are decided for (runtime/operations/field-access.ts)
 * when records of `metadata`, or those `include` adds, may hold guarded fields, or `writes` says the
 * body may write one; `access` itself otherwise, so requests to other entities allocate nothing. Each
 * decision is asked at most once; once one is asked, the response varies with who asks, and a caller
 * a policy admits (or a subject, whose own records the owner policy shows) gets it privately, never
 * stored. The secret key passes every field policy (DESIGN "Access control", step 1): its caller
 * reads and writes everything, as trusted code does, whether or not the app serves a gate's call.
 */
export function withFieldAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  access: RecordAccess,
  metadata: EntityMetadata,
  include: readonly IncludeNode[],
  config: Config,
  writes = false,
): RecordAccess {
  if (!mayHoldGuardedFields(metadata, include) && !(writes && hasWriteGuards(metadata))) return access
  const secretKey = isValidSecretKey(request.headers[SECRET_KEY_HEADER], config.rbacSecretKey)
  const varies = (privately: boolean) => {
    reply.header('vary', 'cookie, authorization')
    if (privately) reply.header('cache-control', PRIVATE_NO_STORE)
  }
  const decisions = new Map<FieldGuard, Promise<AccessDecision>>()
  const decideOnce = async (guard: FieldGuard): Promise<AccessDecision> => {
    const answer: AccessDecision = secretKey
      ? { allowed: true, via: 'secretKey' }
      : guard === 'authenticated' || guard === 'admin'
        ? decideFieldPolicy(guard, await principalOf(request))
        : await decideCall(request, request.server.routePolicies, config, fieldGates[guard].admits)
    varies(answer.allowed)
    return answer
  }
  let subject: Promise<string | undefined> | undefined
  const subjectOnce = async (): Promise<string | undefined> => {
    const principal = await principalOf(request)
    const subjectId = principal.kind === 'subject' ? principal.subjectId : undefined
    varies(subjectId !== undefined)
    return subjectId
  }
  const fieldAccess: FieldAccessCaller = {
    decide: (guard) => {
      let decision = decisions.get(guard)
      if (decision === undefined) decisions.set(guard, (decision = decideOnce(guard)))
      return decision
    },
    subjectId: () => (subject ??= subjectOnce()),
  }
  return { ...access, fieldAccess }
}
