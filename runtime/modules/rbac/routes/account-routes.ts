/**
 * `/api/rbac/subjects/{id}/…`: a subject's own identities and password (policy `owner`: only that
 * subject, or an administrator through the root action) and `notify` (admin only).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { RouteResponse } from '#contract/define-route.ts'
import * as routes from '#contract/routes/rbac.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { addIdentity, changeIdentity, changePassword, confirmOwner, deleteIdentity } from '../identity-changes.ts'
import { IDENTITY_MAIL_JOB } from '../identity-mail.ts'
import { notifySubject } from '../notify-subject.ts'
import { subjectIdentities } from '../subject-records.ts'
import type { AuthRouteContext } from './auth-route-context.ts'

/** The account routes; register with prefix `/rbac/subjects` inside `/api`. */
export function accountRoutes(context: AuthRouteContext): FastifyPluginAsync {
  return async (app) => {
    const { db, config } = context
    // The session making a change survives it; when an administrator changes someone else's, none does.
    const ownSessionOf = async (request: Parameters<typeof principalOf>[0], subjectId: string) => {
      const principal = await principalOf(request)
      return principal.kind === 'subject' && principal.subjectId === subjectId ? principal.sessionId : undefined
    }
    // An e-mail the owner adds or moves to is verified by its mailed code before it signs in
    // (identity-mail.ts); one an administrator sets is taken as given.
    const mailVerificationIfNeeded = async (request: { headers: Record<string, unknown> }, identity: ApiRecord) => {
      if (identity.provider !== 'email_and_password' || identity.verifiedAt !== null) return
      const language = messageLanguageOf(request.headers['accept-language'] as string | undefined)
      await app.jobs.enqueue(IDENTITY_MAIL_JOB, { kind: 'verify', identityId: identity.id, language })
    }

    const route = contractRouter(app, { config, limits: { strict: context.strictLimit, relaxed: context.relaxedLimit } })

    route(routes.listIdentities, async ({ params }) => {
      return asIdentities(await subjectIdentities(asDynamicDb(db), parseRecordId(params.id)))
    })

    route(routes.addIdentity, async ({ params, body, request }) => {
      const subjectId = parseRecordId(params.id)
      // The owner proves it is them; an administrator (or the secret key) acting on another account does not.
      const byOwner = (await ownSessionOf(request, subjectId)) !== undefined
      if (byOwner) await confirmOwner(db, config, subjectId, body, 'add a login method')
      const identity = await addIdentity(db, config, subjectId, body, { verified: !byOwner })
      await mailVerificationIfNeeded(request, identity)
      return asIdentity(identity)
    })

    route(routes.changeIdentity, async ({ params, body, request }) => {
      const subjectId = parseRecordId(params.id)
      const identityId = parseRecordId(params.identityId, 'identityId')
      const ownSession = await ownSessionOf(request, subjectId)
      const identity = await changeIdentity(db, subjectId, identityId, body, ownSession, {
        verified: ownSession === undefined || !('email' in body),
      })
      await mailVerificationIfNeeded(request, identity)
      return asIdentity(identity)
    })

    route(routes.removeIdentity, async ({ params, body, request }) => {
      const subjectId = parseRecordId(params.id)
      const identityId = parseRecordId(params.identityId, 'identityId')
      const own = (await ownSessionOf(request, subjectId)) !== undefined
      const confirm = own ? () => confirmOwner(db, config, subjectId, body, 'remove a login method') : undefined
      return asIdentity(await deleteIdentity(db, subjectId, identityId, confirm))
    })

    route(routes.changePassword, async ({ params, body, request }) => {
      const subjectId = parseRecordId(params.id)
      await changePassword(db, subjectId, body, await ownSessionOf(request, subjectId))
      return { ok: true as const }
    })

    route(routes.notify, async ({ params, body }) => {
      return { sent: await notifySubject(db, context.mailer, parseRecordId(params.id), body) }
    })
  }
}

type Identity = RouteResponse<typeof routes.addIdentity>

// Identities are read through their metadata, so their type is the generic record's; their columns
// are the ones the contract names.
function asIdentity(identity: ApiRecord): Identity {
  return identity as unknown as Identity
}

function asIdentities(identities: readonly ApiRecord[]): Identity[] {
  return identities.map(asIdentity)
}
