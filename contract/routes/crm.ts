/**
 * The crm module's hand-written routes (SPEC §7 "CRM"): a form request at both paths the spec shows,
 * `POST /api/rbac/subjects/{id}/crm-module/form/request` (the subject's own; `data.formId` names the
 * form) and `POST /api/crm/forms/{id}/requests`, and the admin dashboard's view of requests.
 * Handlers: runtime/modules/crm/routes/. Bodies come in the `{ data }` envelope; the field values
 * are checked by the handler against the form's own inputs, in the request's language.
 */
import { z } from 'zod'
import { dailyCountSchema, dashboardQuerySchema } from '../dashboard-query.ts'
import { defineRoute } from '../define-route.ts'

const crm = { tag: 'crm', bodyEnvelope: 'required', invalidInput: 'first-issue' } as const

const formRequestSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  subjectId: z.uuid().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})

const fieldValuesSchema = z
  .record(z.string(), z.unknown())
  .describe("The form's field values by input slug (namefamily, confirm, contact, qwestion...).")

const description =
  "Checked against the form's own inputs (required fields, a ticked checkbox, e-mail format); other keys are stored as sent. Every administrator is mailed the request. Limited per client address (FORM_RATE_LIMIT a minute) and per form (FORM_RATE_LIMIT_PER_FORM a minute): over either, 429 with Retry-After."

/** `POST /api/rbac/subjects/{id}/crm-module/form/request`. */
export const sendSubjectFormRequest = defineRoute({
  ...crm,
  method: 'POST',
  path: '/api/rbac/subjects/{id}/crm-module/form/request',
  params: { id: 'The subject sending the request.' },
  access: 'owner',
  purpose: 'send this form',
  summary: 'Send a form request as this subject',
  description,
  body: z.looseObject({ formId: z.uuid({ error: 'formId must be the id of a form' }) }).describe('The field values plus formId.'),
  response: formRequestSchema,
  status: 201,
  errors: [400, 401, 403, 404, 429],
})

/** `POST /api/crm/forms/{id}/requests`. */
export const sendFormRequest = defineRoute({
  ...crm,
  method: 'POST',
  path: '/api/crm/forms/{id}/requests',
  params: { id: 'The form.' },
  access: 'authenticated',
  purpose: 'send this form',
  summary: 'Send a request to a form',
  description,
  body: fieldValuesSchema,
  response: formRequestSchema,
  status: 201,
  errors: [400, 401, 403, 404, 429],
})

/** `GET /api/crm/requests/dashboard`. */
export const requestsDashboard = defineRoute({
  ...crm,
  method: 'GET',
  path: '/api/crm/requests/dashboard',
  access: 'admin',
  purpose: 'see the requests dashboard',
  summary: "The admin dashboard's requests: the newest form requests, and requests per day",
  query: dashboardQuerySchema,
  response: z.object({
    recent: z.array(
      z.object({
        id: z.uuid(),
        formId: z.uuid(),
        formAdminTitle: z.string().describe("The form's admin title."),
        createdAt: z.string(),
      }),
    ),
    perDay: z.array(dailyCountSchema),
  }),
  errors: [400, 401, 403],
})
