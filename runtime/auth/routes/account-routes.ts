/**
 * `/api/rbac/subjects/{id}/…`: a subject's own identities and password (policy `owner`: only that
 * subject, or an administrator through the root action) and `notify` (admin only).
 */
import type { FastifyPluginAsync } from 'fastify'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import { addIdentitySchema, changePasswordSchema, notifySchema, parseAuthBody, updateIdentitySchema } from '../auth-schemas.ts'
import { addIdentity, changeIdentity, changePassword, deleteIdentity } from '../identity-changes.ts'
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

    // The session making a change survives it; when an administrator changes someone else's, none does.
    const ownSessionOf = async (request: Parameters<typeof principalOf>[0], subjectId: string) => {
      const principal = await principalOf(request)
      return principal.kind === 'subject' && principal.subjectId === subjectId ? principal.sessionId : undefined
    }

    app.get<{ Params: SubjectParams }>('/:id/identities', guardedBy('owner', 'see these identities', config, relaxed), async (request) => {
      return { data: await subjectIdentities(asDynamicDb(db), parseRecordId(request.params.id)) }
    })

    app.post<{ Params: SubjectParams }>('/:id/identities', guardedBy('owner', 'add an identity', config, strict), async (request, reply) => {
      const identity = await addIdentity(db, config, parseRecordId(request.params.id), parseAuthBody(addIdentitySchema, request.body))
      return reply.status(201).send({ data: identity })
    })

    app.patch<{ Params: IdentityParams }>('/:id/identities/:identityId', guardedBy('owner', 'change this identity', config, strict), async (request) => {
      const subjectId = parseRecordId(request.params.id)
      const identityId = parseRecordId(request.params.identityId, 'identityId')
      const change = parseAuthBody(updateIdentitySchema, request.body)
      return { data: await changeIdentity(db, subjectId, identityId, change, await ownSessionOf(request, subjectId)) }
    })

    app.delete<{ Params: IdentityParams }>('/:id/identities/:identityId', guardedBy('owner', 'remove this identity', config, strict), async (request) => {
      return { data: await deleteIdentity(db, parseRecordId(request.params.id), parseRecordId(request.params.identityId, 'identityId')) }
    })

    app.patch<{ Params: SubjectParams }>('/:id/change-password', guardedBy('owner', 'change this password', config, strict), async (request) => {
      const subjectId = parseRecordId(request.params.id)
      await changePassword(db, subjectId, parseAuthBody(changePasswordSchema, request.body), await ownSessionOf(request, subjectId))
      return { data: { ok: true } }
    })

    app.post<{ Params: SubjectParams }>('/:id/notify', guardedBy('admin', 'notify subjects', config, relaxed), async (request) => {
      const sent = await notifySubject(db, context.mailer, parseRecordId(request.params.id), parseAuthBody(notifySchema, request.body))
      return { data: { sent } }
    })
  }
}
