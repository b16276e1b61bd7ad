/**
 * `/api/rbac/subjects/authentication/…` (SPEC §7 "Subject authentication"): e-mail and password
 * registration, sign-in and password reset, Sign-In with Ethereum, refresh, init, logout, me and
 * is-authorized. Each handler is a thin adapter over the operations in runtime/modules/rbac.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { getAddress, isAddress } from 'viem'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { isRootAction } from '#runtime/access/decide-access.ts'
import { mayCall } from '#runtime/access/may-call.ts'
import { HttpError, unauthorized } from '#runtime/errors/http-error.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import type { RouteResponse } from '#contract/define-route.ts'
import * as routes from '#contract/routes/rbac.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import { sameSiteOnly } from '../csrf-guard.ts'
import { knownSubjects } from '../device-cookie.ts'
import { authenticateWithPassword, createSubjectByEmail, registerWithPassword, verifyEmail } from '../email-password.ts'
import { createSignInMessage, subjectOfWallet, verifySignInMessage } from '../ethereum-sign-in.ts'
import { type IdentityProvider, identityByAccount } from '../identity-by-account.ts'
import { sendInvitation } from '../invitation.ts'
import { IDENTITY_MAIL_DELAY_MS, IDENTITY_MAIL_JOB, type IdentityMail, parseIdentityMail, sendIdentityMail } from '../identity-mail.ts'
import { resetPassword } from '../password-reset.ts'
import { requestCookies } from '../request-credentials.ts'
import { clearSessionCookies, REFRESH_COOKIE } from '../session-cookies.ts'
import { revokeSession, rotateSession, sessionOfRefreshToken } from '../sessions.ts'
import { subjectWithRolesAndIdentities } from '../subject-records.ts'
import type { AuthRouteContext } from './auth-route-context.ts'
import { perAccountLimit } from './per-account-limit.ts'
import { sessionReply, signInReply } from './sign-in-reply.ts'

/** How long a registration takes to answer at least, whatever the address (issue #30 finding 10). */
export const REGISTRATION_ANSWER_FLOOR_MS = 400

/** The authentication routes; register with prefix `/rbac/subjects/authentication` inside `/api`. */
export function authenticationRoutes(context: AuthRouteContext): FastifyPluginAsync {
  return async (app) => {
    const { db, config } = context
    // Login CSRF: no other site may sign a visitor in, register them or sign them out.
    app.addHook('onRequest', sameSiteOnly([config.publicUrl]))
    // Besides each address's budget, each account has its own, so guessing one account's password
    // from many addresses is limited too.
    // A browser that signed in to the account before is never held back by others' failures.
    const knownDevice =
      (provider: IdentityProvider, normalise: (account: string) => string) => async (request: FastifyRequest, account: string) => {
        const known = knownSubjects(request, context.signingKey)
        if (known.size === 0) return false
        const subjectId = (await identityByAccount(db, provider, normalise(account)))?.subjectId
        return subjectId !== undefined && known.has(subjectId)
      }
    const checksummed = (account: string) => (isAddress(account, { strict: false }) ? getAddress(account) : account)
    const byLogin = perAccountLimit(
      app,
      context.strictLimit,
      (body) => body.login,
      knownDevice('email_and_password', (account) => account),
    )
    const byEmail = perAccountLimit(app, context.strictLimit, (body) => body.email, undefined, 'refuse')

    // Every mail to a login is sent by a job, off the request path: the request answers the same, in
    // about the same time, for known and unknown addresses, and a mail server that is down makes the
    // job retry (with a fresh code) rather than the request fail (identity-mail.ts).
    app.jobs.define(IDENTITY_MAIL_JOB, async (payload) => {
      const mail = parseIdentityMail(payload)
      if (mail !== undefined) await sendIdentityMail(db, context.mailer, config.publicUrl, mail)
    })
    // Due a moment later, so the job's work (finding the login, making a code, sending) never runs
    // while the answer is still on its way: its time would tell a known address from an unknown one.
    const mailLater = (mail: IdentityMail) => app.jobs.enqueue(IDENTITY_MAIL_JOB, { ...mail }, { delayMs: IDENTITY_MAIL_DELAY_MS })
    const languageOf = (request: FastifyRequest) => messageLanguageOf(request.headers['accept-language'])
    const accepted = (request: FastifyRequest) => ({ ok: true as const, message: serverMessage(languageOf(request), 'checkYourMail') })
    const byAddress = perAccountLimit(
      app,
      context.strictLimit,
      (body) => body.address,
      knownDevice('ethereum_virtual_machine', checksummed),
    )

    const route = contractRouter(app, { config, limits: { strict: context.strictLimit, relaxed: context.relaxedLimit } })

    route(
      routes.register,
      async ({ body, request, reply }) => {
        const started = performance.now()
        await mailLater(await registerWithPassword(db, body, languageOf(request)))
        // A new address costs a few database writes more than a taken one (measured on PostgreSQL:
        // 93 against 37 ms); answering both no sooner than the floor keeps that difference unseen.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, REGISTRATION_ANSWER_FLOOR_MS - (performance.now() - started))))
        reply.status(202)
        return accepted(request)
      },
      { preHandler: byLogin },
    )

    route(routes.verifyEmail, async ({ body, request, reply }) => {
      const subjectId = await verifyEmail(db, body.code, languageOf(request))
      return signInReply(context, request, reply, subjectId)
    })

    route(
      routes.resendVerification,
      async ({ body, request }) => {
        await mailLater({ kind: 'resend', email: body.email, language: languageOf(request) })
        return accepted(request)
      },
      { preHandler: byEmail },
    )

    route(
      routes.signIn,
      async ({ body, request, reply }) => {
        const subjectId = await authenticateWithPassword(db, body, languageOf(request))
        return signInReply(context, request, reply, subjectId)
      },
      { preHandler: byLogin },
    )

    route(
      routes.forgotPassword,
      async ({ body, request }) => {
        // The same answer, in about the same time, whether or not the address has an account: the
        // job decides whether anything is sent.
        await mailLater({ kind: 'reset', email: body.email, language: languageOf(request) })
        return { ok: true as const }
      },
      { preHandler: byEmail },
    )

    route(routes.resetPassword, async ({ body }) => {
      await resetPassword(db, body)
      return { ok: true as const }
    })

    route(routes.ethereumMessage, async ({ query }) => {
      return { message: await createSignInMessage(db, config, query.address) }
    })

    route(
      routes.ethereumSignIn,
      async ({ body, request, reply }) => {
        const address = await verifySignInMessage(db, config, body)
        return signInReply(context, request, reply, await subjectOfWallet(db, address))
      },
      { preHandler: byAddress },
    )

    route(routes.createByEmail, async ({ body, request }) => {
      const subjectId = await createSubjectByEmail(db, body)
      if (body.invite === true) {
        try {
          await sendInvitation(db, context.mailer, config.publicUrl, body.email, languageOf(request))
        } catch (error) {
          request.log.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'Invitation mail not sent')
          throw new HttpError(
            503,
            'SERVICE_UNAVAILABLE',
            `The account for ${body.email} was created, but the invitation could not be mailed; try "Forgot password" for it later`,
            { cause: error },
          )
        }
      }
      const subject = await subjectWithRolesAndIdentities(asDynamicDb(db), subjectId)
      if (subject === undefined) throw new Error(`The subject ${subjectId} just created cannot be read`)
      return asSubjectWithRoles(subject)
    })

    route(routes.refresh, async ({ body, request, reply }) => {
      return refreshSession(body.refresh ?? requestCookies(request)[REFRESH_COOKIE], reply)
    })

    route(routes.resumeSession, async ({ request, reply }) => {
      return refreshSession(requestCookies(request)[REFRESH_COOKIE], reply)
    })

    route(routes.logout, async ({ body, request, reply }) => {
      const principal = await principalOf(request)
      if (principal.kind === 'subject') await revokeSession(db, principal.sessionId)
      const refresh = body.refresh ?? requestCookies(request)[REFRESH_COOKIE]
      const sessionId = refresh === undefined ? undefined : await sessionOfRefreshToken(db, refresh)
      if (sessionId !== undefined) await revokeSession(db, sessionId)
      clearSessionCookies(reply, context.secureCookies)
      return { redirectTo: body.redirectTo ?? null }
    })

    route(routes.me, async ({ request }) => {
      const principal = await principalOf(request)
      // The secret key passes `authenticated` but is nobody's account.
      if (principal.kind !== 'subject') throw unauthorized('The secret key is not an account; send a subject token to see one')
      const subject = await subjectWithRolesAndIdentities(asDynamicDb(db), principal.subjectId)
      if (subject === undefined) throw unauthorized('Your account no longer exists')
      return { ...asSubjectWithRoles(subject), administrator: principal.grants.some(isRootAction) }
    })

    route(routes.isAuthorized, async ({ query, request }) => {
      return mayCall(request, app.routePolicies, config, query.action)
    })

    async function refreshSession(presented: string | undefined, reply: FastifyReply) {
      if (presented === undefined || presented === '') {
        clearSessionCookies(reply, context.secureCookies)
        throw unauthorized('No session to resume; sign in')
      }
      const rotated = await rotateSession(db, presented)
      if (!rotated.ok) {
        clearSessionCookies(reply, context.secureCookies)
        throw unauthorized(
          rotated.reason === 'reused'
            ? 'This refresh token was already used, so the session has been ended for safety; sign in again'
            : 'The session has expired or ended; sign in again',
        )
      }
      return sessionReply(context, reply, rotated)
    }
  }
}

// The subject is read through its metadata (subject-records.ts), so its type is the generic record's;
// its columns are the ones the contract names.
function asSubjectWithRoles(subject: ApiRecord): RouteResponse<typeof routes.createByEmail> {
  return subject as unknown as RouteResponse<typeof routes.createByEmail>
}
