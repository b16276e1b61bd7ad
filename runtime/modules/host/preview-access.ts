/**
 * Who may preview a page (README "Versions and drafts"): a page's preview shows the drafts of every
 * entity that keeps them (the page's own and those of the records its widgets show), so it is for a
 * caller who may edit each of them: the decision each entity's PATCH route would make.
 */
import type { FastifyRequest } from 'fastify'
import { entities } from '#generated/metadata/index.gen.ts'
import { decideCall } from '#runtime/access/may-call.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { forbidden, unauthorized } from '#runtime/errors/http-error.ts'
import { keepsDrafts } from '#runtime/operations/published-records.ts'

const DRAFTED = entities.filter(keepsDrafts)

// Any record's id: the update route's policy is the same for all of them.
const ANY_RECORD = '00000000-0000-4000-8000-000000000000'

/** Whether `request`'s caller may preview pages; the refusal's status when not. */
export async function previewDecision(
  request: FastifyRequest,
  config: Config,
): Promise<{ allowed: true } | { allowed: false; status: 401 | 403 }> {
  for (const metadata of DRAFTED) {
    const decision = await decideCall(request, request.server.routePolicies, config, {
      method: 'PATCH',
      route: `${metadata.route}/${ANY_RECORD}`,
    })
    if (!decision.allowed) return { allowed: false, status: decision.status }
  }
  return { allowed: true }
}

/** Refuses (401/403) a caller who may not preview pages. */
export async function requirePreviewer(request: FastifyRequest, config: Config): Promise<void> {
  const decision = await previewDecision(request, config)
  if (decision.allowed) return
  const message = 'A preview of drafts is for those who may edit them'
  throw decision.status === 401 ? unauthorized(message) : forbidden(message)
}
