/**
 * The form request calls (SPEC §7 "CRM"), declared in contract/routes/crm.ts, at both paths the
 * spec shows: the subject's own (`data.formId` names the form) and the form's. Both need a
 * signed-in subject, who is recorded with the request, and share the per-address and per-form rate
 * limits (form-request-limit.ts); the admin dashboard's view of requests. Needs `api.notifier`
 * (notificationsPlugin) registered before it.
 */
import type { FastifyRequest } from 'fastify'
import * as routes from '#contract/routes/crm.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import { registerSharedRateLimit } from '#runtime/http/shared-rate-limit.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { formRequestLimit } from '../form-request-limit.ts'
import { loadRequestDashboard } from '../request-dashboard.ts'
import { submitFormRequest } from '../submit-form-request.ts'

/** The form route as Fastify names it, to tell which route a request took. */
const FORM_ROUTE = routes.sendFormRequest.path.replace(/\{(\w+)\}/g, ':$1')

/** Registers the two request routes, and the admin dashboard's view of requests, inside `/api`. */
export const crmRoutes: ApiPlugin = async (api, { database, config }) => {
  const { db } = database
  const context = { notifier: api.notifier, publicUrl: config.publicUrl }
  const route = contractRouter(api, { config })
  await registerSharedRateLimit(api, config, 'tessera:form-rate-limit:')
  // One limiter for both routes, so they spend the same budgets; each names its form in its own place.
  const limitFormRequests = formRequestLimit(api, config, (request) =>
    request.routeOptions.url === FORM_ROUTE ? (request.params as { id?: string }).id?.toLowerCase() : formIdInBody(request.body),
  )
  const languageOf = (request: FastifyRequest) => messageLanguageOf(request.headers['accept-language'])

  route(
    routes.sendSubjectFormRequest,
    async ({ params, body, request }) => {
      const subjectId = parseRecordId(params.id)
      return submitFormRequest(db, context, { formId: body.formId.toLowerCase(), values: body, subjectId, language: languageOf(request) })
    },
    { preHandler: limitFormRequests },
  )

  route(
    routes.sendFormRequest,
    async ({ params, body, request }) => {
      const formId = parseRecordId(params.id)
      const principal = await principalOf(request)
      const subjectId = principal.kind === 'subject' ? principal.subjectId : null
      return submitFormRequest(db, context, { formId, values: body, subjectId, language: languageOf(request) })
    },
    { preHandler: limitFormRequests },
  )

  route(routes.requestsDashboard, async ({ query }) => loadRequestDashboard(db, query.days))
}

// The subject route names its form in the body (`{ data: { formId } }` or bare); lower case, as ids compare.
function formIdInBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const data = (body as { data?: unknown }).data
  const values = (typeof data === 'object' && data !== null ? data : body) as { formId?: unknown }
  return typeof values.formId === 'string' ? values.formId.toLowerCase() : undefined
}
