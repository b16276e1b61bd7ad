/**
 * `/api/rbac/subjects/{id}/…`: a subject's own identities and password (policy `owner`: only that
 * subject, or an administrator through the root action) and `notify` (admin only).
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { identitySchema, notifyResultSchema, okSchema } from '../auth-response-schemas.ts'
import {
  addIdentitySchema,
  changePasswordSchema,
  notifySchema,
  ownerProofSchema,
  parseAuthBody,
  updateIdentitySchema,
} from '../auth-schemas.ts'
import { addIdentity, changeIdentity, changePassword, confirmOwner, deleteIdentity } from '../identity-changes.ts'
import { IDENTITY_MAIL_JOB } from '../identity-mail.ts'
import { notifySubject } from '../notify-subject.ts'
import { subjectIdentities } from '../subject-records.ts'
import type { AuthRouteContext } from './auth-route-context.ts'
import { guardedBy } from './route-guard.ts'

interface SubjectParams {
  readonly id: string
}

interface IdentityParams extends SubjectParams {
  readonly identityId: string
}

/** The account routes; register with prefix `/rbac/subjects` inside `/api`. */
export function accountRoutes(context: AuthRouteContext): FastifyPluginAsync {
  return async (app) => {
    const { db, config } = context
    const strict = { max: context.strictLimit }
    const relaxed = { max: context.relaxedLimit }
    // Every account route sits under the subject's id, some under one of its identities too.
    const described = { tag: 'account', params: { id: 'The subject.', identityId: 'One of the subject’s identities.' } }

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

    app.get<{ Params: SubjectParams }>(
      '/:id/identities',
      guardedBy(config, {
        access: 'owner',
        purpose: 'see these identities',
        rateLimit: relaxed,
        openapi: { ...described, summary: "A subject's login methods", response: z.array(identitySchema), errors: [400, 401, 403, 429] },
      }),
      async (request) => {
        return { data: await subjectIdentities(asDynamicDb(db), parseRecordId(request.params.id)) }
      },
    )

    app.post<{ Params: SubjectParams }>(
      '/:id/identities',
      guardedBy(config, {
        access: 'owner',
        purpose: 'add an identity',
        rateLimit: strict,
        openapi: {
          ...described,
          summary: 'Add a login method: an e-mail and password, or a wallet',
          description:
            'The owner sends the current password (`currentPassword`) or, for an account without one, a fresh signed sign-in message of one of its wallets (`currentSignature`).',
          body: addIdentitySchema,
          response: identitySchema,
          status: 201,
          errors: [400, 401, 403, 409, 429],
        },
      }),
      async (request, reply) => {
        const subjectId = parseRecordId(request.params.id)
        const input = parseAuthBody(addIdentitySchema, request.body)
        // The owner proves it is them; an administrator (or the secret key) acting on another account does not.
        const byOwner = (await ownSessionOf(request, subjectId)) !== undefined
        if (byOwner) await confirmOwner(db, config, subjectId, input, 'add a login method')
        const identity = await addIdentity(db, config, subjectId, input, { verified: !byOwner })
        await mailVerificationIfNeeded(request, identity)
        return reply.status(201).send({ data: identity })
      },
    )

    app.patch<{ Params: IdentityParams }>(
      '/:id/identities/:identityId',
      guardedBy(config, {
        access: 'owner',
        purpose: 'change this identity',
        rateLimit: strict,
        openapi: {
          ...described,
          summary: "Change a login method's e-mail or password",
          description: 'Either needs the current password. Other sessions of the account end.',
          body: updateIdentitySchema,
          response: identitySchema,
          errors: [400, 401, 403, 404, 409, 429],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const identityId = parseRecordId(request.params.identityId, 'identityId')
        const change = parseAuthBody(updateIdentitySchema, request.body)
        const ownSession = await ownSessionOf(request, subjectId)
        const identity = await changeIdentity(db, subjectId, identityId, change, ownSession, {
          verified: ownSession === undefined || !('email' in change),
        })
        await mailVerificationIfNeeded(request, identity)
        return { data: identity }
      },
    )

    app.delete<{ Params: IdentityParams }>(
      '/:id/identities/:identityId',
      guardedBy(config, {
        access: 'owner',
        purpose: 'remove this identity',
        rateLimit: strict,
        openapi: {
          ...described,
          summary: 'Remove a login method',
          description:
            'The last one cannot be removed. The owner sends the current password (`currentPassword`) or, without one, a fresh signed sign-in message of one of its wallets (`currentSignature`).',
          body: ownerProofSchema,
          response: identitySchema,
          errors: [400, 401, 403, 404, 409, 429],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        const identityId = parseRecordId(request.params.identityId, 'identityId')
        const proof = parseAuthBody(ownerProofSchema, request.body)
        const own = (await ownSessionOf(request, subjectId)) !== undefined
        const confirm = own ? () => confirmOwner(db, config, subjectId, proof, 'remove a login method') : undefined
        return { data: await deleteIdentity(db, subjectId, identityId, confirm) }
      },
    )

    app.patch<{ Params: SubjectParams }>(
      '/:id/change-password',
      guardedBy(config, {
        access: 'owner',
        purpose: 'change this password',
        rateLimit: strict,
        openapi: {
          ...described,
          summary: "Change the account's password",
          description: 'Needs the current password. Other sessions of the account end.',
          body: changePasswordSchema,
          response: okSchema,
          errors: [400, 401, 403, 429],
        },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        await changePassword(db, subjectId, parseAuthBody(changePasswordSchema, request.body), await ownSessionOf(request, subjectId))
        return { data: { ok: true } }
      },
    )

    app.post<{ Params: SubjectParams }>(
      '/:id/notify',
      guardedBy(config, {
        access: 'admin',
        purpose: 'notify subjects',
        rateLimit: relaxed,
        openapi: {
          ...described,
          summary: 'Mail a notification to a subject',
          body: notifySchema,
          response: notifyResultSchema,
          errors: [400, 401, 403, 404, 429],
        },
      }),
      async (request) => {
        const sent = await notifySubject(db, context.mailer, parseRecordId(request.params.id), parseAuthBody(notifySchema, request.body))
        return { data: { sent } }
      },
    )
  }
}
