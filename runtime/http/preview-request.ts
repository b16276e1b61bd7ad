/**
 * The preview flag (README "Versions and drafts"): reads of an entity that keeps drafts answer
 * visitors with the published records (runtime/operations/published-records.ts); a request with
 * `X-Preview: true` reads the records as editors last saved them, unpublished ones included. Only
 * a caller who may update the entity's records may ask (the decision its PATCH route would make):
 * anyone else is refused, 401 or 403, rather than silently shown something else. A preview answer
 * varies with who asks, so it is private and never stored. For an entity without drafts the flag
 * changes nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { decideCall } from '#runtime/access/may-call.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, forbidden, unauthorized } from '#runtime/errors/http-error.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { keepsDrafts, type ReadState } from '#runtime/operations/published-records.ts'
import { PRIVATE_NO_STORE } from './cache-control.ts'

/** The request header that asks for a preview. */
export const PREVIEW_HEADER = 'x-preview'

// Any record's id: the update route's policy is the same for all of them (an owner's is decided on the row).
const ANY_RECORD = '00000000-0000-4000-8000-000000000000'

/** `draft` when the request asks for a preview of `metadata` and may have it; undefined when it does not ask. */
export async function previewState(
  request: FastifyRequest,
  reply: FastifyReply,
  metadata: EntityMetadata,
  config: Config,
): Promise<ReadState | undefined> {
  const asked = request.headers[PREVIEW_HEADER]
  if (asked === undefined) return undefined
  if (asked !== 'true')
    throw badRequest(`${PREVIEW_HEADER} must be true, or left out`, [{ path: `headers.${PREVIEW_HEADER}`, message: 'must be true' }])
  if (!keepsDrafts(metadata)) return undefined
  reply.header('cache-control', PRIVATE_NO_STORE)
  reply.header('vary', 'cookie, authorization')
  const decision = await decideCall(request, request.server.routePolicies, config, {
    method: 'PATCH',
    route: `${metadata.route}/${ANY_RECORD}`,
  })
  if (decision.allowed) return 'draft'
  const message = `A preview of ${metadata.module}/${metadata.name} drafts is for those who may edit them`
  throw decision.status === 401 ? unauthorized(message) : forbidden(message)
}
