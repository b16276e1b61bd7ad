/**
 * The form request calls (SPEC §7 "CRM"), at both paths the spec shows:
 * `POST /api/rbac/subjects/{id}/crm-module/form/request` (the subject's own; `data.formId` names the
 * form) and `POST /api/crm/forms/{id}/requests`. Both need a signed-in subject, who is recorded
 * with the request. Needs `api.notifier` (notificationsPlugin) registered before it. Both share the
 * per-address and per-form rate limits (form-request-limit.ts).
 */
import { z } from 'zod'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { registerSharedRateLimit } from '#runtime/http/shared-rate-limit.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { formRequestLimit } from './form-request-limit.ts'
import { requestData } from '#runtime/http/request-data.ts'
import { submitFormRequest } from './submit-form-request.ts'
import { loadRequestDashboard, requestDashboardSchema } from './request-dashboard.ts'
import { dashboardQuerySchema, parseDashboardQuery } from '#runtime/operations/daily-counts.ts'

const formRequestResponse = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  subjectId: z.uuid().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})

const fieldValues = z
  .record(z.string(), z.unknown())
  .describe("The form's field values by input slug (namefamily, confirm, contact, qwestion...).")

const FORM_ROUTE = '/api/crm/forms/:id/requests'

/** Registers the two request routes, and the admin dashboard's view of requests, inside `/api`. */
export const crmRoutes: ApiPlugin = async (api, { database, config }) => {
  const { db } = database
  const context = { notifier: api.notifier, publicUrl: config.publicUrl }
  const description =
    "Checked against the form's own inputs (required fields, a ticked checkbox, e-mail format); other keys are stored as sent. Every administrator is mailed the request. Limited per client address (FORM_RATE_LIMIT a minute) and per form (FORM_RATE_LIMIT_PER_FORM a minute): over either, 429 with Retry-After."
  await registerSharedRateLimit(api, config, 'tessera:form-rate-limit:')
  // One limiter for both routes, so they spend the same budgets; each names its form in its own place.
  const limitFormRequests = formRequestLimit(api, config, (request) =>
    request.routeOptions.url === FORM_ROUTE ? (request.params as { id?: string }).id?.toLowerCase() : formIdInBody(request.body),
  )

  api.post<{ Params: { id: string } }>(
    '/rbac/subjects/:id/crm-module/form/request',
    {
      ...guardedBy(config, {
        access: 'owner',
        purpose: 'send this form',
        openapi: {
          tag: 'crm',
          summary: 'Send a form request as this subject',
          description,
          params: { id: 'The subject sending the request.' },
          body: z.looseObject({ formId: z.uuid() }).describe('The field values plus formId.'),
          response: formRequestResponse,
          status: 201,
          errors: [400, 401, 403, 404, 429],
        },
      }),
      preHandler: limitFormRequests,
    },
    async (request, reply) => {
      const subjectId = parseRecordId(request.params.id)
      const data = requestData(request.body)
      const formId = parseRecordId(data.formId, 'data.formId')
      const created = await submitFormRequest(db, context, {
        formId,
        values: data,
        subjectId,
        language: messageLanguageOf(request.headers['accept-language']),
      })
      return reply.status(201).send({ data: created })
    },
  )

  api.post<{ Params: { id: string } }>(
    FORM_ROUTE.slice('/api'.length),
    {
      ...guardedBy(config, {
        access: 'authenticated',
        purpose: 'send this form',
        openapi: {
          tag: 'crm',
          summary: 'Send a request to a form',
          description,
          params: { id: 'The form.' },
          body: fieldValues,
          response: formRequestResponse,
          status: 201,
          errors: [400, 401, 403, 404, 429],
        },
      }),
      preHandler: limitFormRequests,
    },
    async (request, reply) => {
      const formId = parseRecordId(request.params.id)
      const data = requestData(request.body)
      const principal = await principalOf(request)
      const subjectId = principal.kind === 'subject' ? principal.subjectId : null
      const created = await submitFormRequest(db, context, {
        formId,
        values: data,
        subjectId,
        language: messageLanguageOf(request.headers['accept-language']),
      })
      return reply.status(201).send({ data: created })
    },
  )

  api.get(
    '/crm/requests/dashboard',
    guardedBy(config, {
      access: 'admin',
      purpose: 'see the requests dashboard',
      openapi: {
        tag: 'crm',
        summary: "The admin dashboard's requests: the newest form requests, and requests per day",
        query: dashboardQuerySchema,
        response: requestDashboardSchema,
        errors: [400, 401, 403],
      },
    }),
    async (request) => {
      const { days } = parseDashboardQuery(request.query)
      return { data: await loadRequestDashboard(db, days) }
    },
  )
}

// The subject route names its form in the body (`{ data: { formId } }` or bare); lower case, as ids compare.
function formIdInBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const data = (body as { data?: unknown }).data
  const values = (typeof data === 'object' && data !== null ? data : body) as { formId?: unknown }
  return typeof values.formId === 'string' ? values.formId.toLowerCase() : undefined
}
