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
import {
  createByEmailSchema,
  credentialsSchema,
  ethereumSignInSchema,
  forgotPasswordSchema,
  isAuthorizedQuerySchema,
  logoutSchema,
  nonceQuerySchema,
  parseAuthBody,
  refreshSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../auth-schemas.ts'
import {
  isAuthorizedResultSchema,
  logoutResultSchema,
  mailAcceptedSchema,
  okSchema,
  sessionTokensSchema,
  signInMessageSchema,
  currentSubjectSchema,
  subjectWithRolesSchema,
} from '../auth-response-schemas.ts'
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
import { guardedBy } from './route-guard.ts'
import { sessionReply, signInReply } from './sign-in-reply.ts'

/** How long a registration takes to answer at least, whatever the address (issue #30 finding 10). */
export const REGISTRATION_ANSWER_FLOOR_MS = 400

/** The authentication routes; register with prefix `/rbac/subjects/authentication` inside `/api`. */
export function authenticationRoutes(context: AuthRouteContext): FastifyPluginAsync {
  return async (app) => {
    const { db, config } = context
    const strict = { max: context.strictLimit }
    const relaxed = { max: context.relaxedLimit }
    const tag = 'authentication'
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
    const accepted = (request: FastifyRequest) => ({
      data: { ok: true as const, message: serverMessage(languageOf(request), 'checkYourMail') },
    })
    const byAddress = perAccountLimit(
      app,
      context.strictLimit,
      (body) => body.address,
      knownDevice('ethereum_virtual_machine', checksummed),
    )

    app.post(
      '/email-and-password/registration',
      {
        ...guardedBy(config, {
          access: 'public',
          purpose: 'register',
          rateLimit: strict,
          openapi: {
            tag,
            summary: 'Register with an e-mail and a password',
            description:
              'Answers 202 and the same message whether or not the address has an account. A new address is mailed a code that verifies it and signs in (`verification`); the owner of a taken one is told someone tried.',
            body: credentialsSchema,
            response: mailAcceptedSchema,
            status: 202,
            errors: [400, 403, 429],
          },
        }),
        preHandler: byLogin,
      },
      async (request, reply) => {
        const started = performance.now()
        await mailLater(await registerWithPassword(db, parseAuthBody(credentialsSchema, request.body), languageOf(request)))
        // A new address costs a few database writes more than a taken one (measured on PostgreSQL:
        // 93 against 37 ms); answering both no sooner than the floor keeps that difference unseen.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, REGISTRATION_ANSWER_FLOOR_MS - (performance.now() - started))))
        return reply.status(202).send(accepted(request))
      },
    )

    app.post(
      '/email-and-password/verification',
      guardedBy(config, {
        access: 'public',
        purpose: 'verify an e-mail',
        rateLimit: strict,
        openapi: {
          tag,
          summary: 'Verify an e-mail with the mailed code, and sign in',
          body: verifyEmailSchema,
          response: sessionTokensSchema,
          errors: [400, 403, 429],
        },
      }),
      async (request, reply) => {
        const subjectId = await verifyEmail(db, parseAuthBody(verifyEmailSchema, request.body).code, languageOf(request))
        return { data: await signInReply(context, request, reply, subjectId) }
      },
    )

    app.post(
      '/email-and-password/verification/resend',
      {
        ...guardedBy(config, {
          access: 'public',
          purpose: 'verify an e-mail',
          rateLimit: strict,
          openapi: {
            tag,
            summary: 'Mail a new verification code',
            description: 'Answers 202 and the same message whether or not the address waits for verification; only the newest code works.',
            body: resendVerificationSchema,
            response: mailAcceptedSchema,
            status: 202,
            errors: [400, 403, 429],
          },
        }),
        preHandler: byEmail,
      },
      async (request, reply) => {
        const { email } = parseAuthBody(resendVerificationSchema, request.body)
        await mailLater({ kind: 'resend', email, language: languageOf(request) })
        return reply.status(202).send(accepted(request))
      },
    )

    app.post(
      '/email-and-password/authentication',
      {
        ...guardedBy(config, {
          access: 'public',
          purpose: 'sign in',
          rateLimit: strict,
          openapi: {
            tag,
            summary: 'Sign in with an e-mail and a password',
            body: credentialsSchema,
            response: sessionTokensSchema,
            errors: [400, 401, 403, 429],
          },
        }),
        preHandler: byLogin,
      },
      async (request, reply) => {
        const subjectId = await authenticateWithPassword(db, parseAuthBody(credentialsSchema, request.body), languageOf(request))
        return { data: await signInReply(context, request, reply, subjectId) }
      },
    )

    app.post(
      '/email-and-password/forgot-password',
      {
        ...guardedBy(config, {
          access: 'public',
          purpose: 'reset a password',
          rateLimit: strict,
          openapi: {
            tag,
            summary: 'Mail a password reset code',
            description:
              'Answers the same whether or not the address has an account (or its mail server is down: the mail is sent by a retried job). Only a verified address, or one made by an administrator without a password, gets a code. The code is valid for 30 minutes and works once.',
            body: forgotPasswordSchema,
            response: okSchema,
            errors: [400, 403, 429],
          },
        }),
        preHandler: byEmail,
      },
      async (request) => {
        const { email } = parseAuthBody(forgotPasswordSchema, request.body)
        // The same answer, in about the same time, whether or not the address has an account: the
        // job decides whether anything is sent.
        await mailLater({ kind: 'reset', email, language: languageOf(request) })
        return { data: { ok: true } }
      },
    )

    app.post(
      '/email-and-password/reset-password',
      guardedBy(config, {
        access: 'public',
        purpose: 'reset a password',
        rateLimit: strict,
        openapi: {
          tag,
          summary: 'Set a new password with a reset code',
          description: 'Ends every session of the account; with `keepOtherLogins: false` also removes its other login methods.',
          body: resetPasswordSchema,
          response: okSchema,
          errors: [400, 403, 429],
        },
      }),
      async (request) => {
        const body = parseAuthBody(resetPasswordSchema, request.body)
        await resetPassword(db, body)
        return { data: { ok: true } }
      },
    )

    app.get(
      '/ethereum-virtual-machine/nonce',
      guardedBy(config, {
        access: 'public',
        purpose: 'sign in',
        rateLimit: strict,
        openapi: {
          tag,
          summary: 'Get a Sign-In with Ethereum message for a wallet',
          query: nonceQuerySchema,
          response: signInMessageSchema,
          errors: [400, 429],
        },
      }),
      async (request) => {
        const { address } = nonceQuerySchema.parse(request.query)
        return { data: { message: await createSignInMessage(db, config, address) } }
      },
    )

    app.post(
      '/ethereum-virtual-machine',
      {
        ...guardedBy(config, {
          access: 'public',
          purpose: 'sign in',
          rateLimit: strict,
          openapi: {
            tag,
            summary: 'Sign in with a signed Sign-In with Ethereum message',
            description: 'A wallet seen for the first time gets a new account.',
            body: ethereumSignInSchema,
            response: sessionTokensSchema,
            errors: [400, 401, 403, 429],
          },
        }),
        preHandler: byAddress,
      },
      async (request, reply) => {
        const address = await verifySignInMessage(db, config, parseAuthBody(ethereumSignInSchema, request.body))
        return { data: await signInReply(context, request, reply, await subjectOfWallet(db, address)) }
      },
    )

    app.post(
      '/email-and-password/create-by-email',
      guardedBy(config, {
        access: 'admin',
        purpose: 'create accounts',
        rateLimit: relaxed,
        openapi: {
          tag,
          summary: 'Create an account for an e-mail (administrators and server-to-server calls)',
          description:
            'Without a password the account has none yet: its owner chooses one through forgot-password, or, with `invite: true`, through the set-password link mailed to the address (valid 7 days). Nobody is signed in. 503 when the invitation could not be mailed; the account stays, and forgot-password mails a new link.',
          body: createByEmailSchema,
          response: subjectWithRolesSchema,
          status: 201,
          errors: [400, 401, 403, 409, 429],
        },
      }),
      async (request, reply) => {
        const body = parseAuthBody(createByEmailSchema, request.body)
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
        return reply.status(201).send({ data: await subjectWithRolesAndIdentities(asDynamicDb(db), subjectId) })
      },
    )

    app.post(
      '/refresh',
      guardedBy(config, {
        access: 'public',
        purpose: 'refresh the session',
        rateLimit: strict,
        openapi: {
          tag,
          summary: 'Trade a refresh token for new tokens',
          description: 'The refresh token comes in the body or in its cookie, and works once: using it twice ends the session.',
          body: refreshSchema,
          response: sessionTokensSchema,
          errors: [400, 401, 403, 429],
        },
      }),
      async (request, reply) => {
        const { refresh } = parseAuthBody(refreshSchema, request.body)
        return { data: await refreshSession(refresh ?? requestCookies(request)[REFRESH_COOKIE], reply) }
      },
    )

    // Resumes the session of the refresh cookie (a page load with an expired or missing access token).
    app.get(
      '/init',
      guardedBy(config, {
        access: 'public',
        purpose: 'resume the session',
        rateLimit: strict,
        openapi: { tag, summary: 'Resume the session of the refresh cookie', response: sessionTokensSchema, errors: [401, 429] },
      }),
      async (request, reply) => {
        return { data: await refreshSession(requestCookies(request)[REFRESH_COOKIE], reply) }
      },
    )

    app.post(
      '/logout',
      guardedBy(config, {
        access: 'public',
        purpose: 'sign out',
        rateLimit: relaxed,
        openapi: {
          tag,
          summary: 'Sign out: end the session and clear its cookies',
          body: logoutSchema,
          response: logoutResultSchema,
          errors: [400, 403, 429],
        },
      }),
      async (request, reply) => {
        const body = parseAuthBody(logoutSchema, request.body)
        const principal = await principalOf(request)
        if (principal.kind === 'subject') await revokeSession(db, principal.sessionId)
        const refresh = body.refresh ?? requestCookies(request)[REFRESH_COOKIE]
        const sessionId = refresh === undefined ? undefined : await sessionOfRefreshToken(db, refresh)
        if (sessionId !== undefined) await revokeSession(db, sessionId)
        clearSessionCookies(reply, context.secureCookies)
        return { data: { redirectTo: body.redirectTo ?? null } }
      },
    )

    app.get(
      '/me',
      guardedBy(config, {
        access: 'authenticated',
        purpose: 'see your account',
        rateLimit: relaxed,
        openapi: {
          tag,
          summary: 'The signed-in subject with its roles and identities, and whether it is an administrator',
          response: currentSubjectSchema,
          errors: [401, 429],
        },
      }),
      async (request) => {
        const principal = await principalOf(request)
        // The secret key passes `authenticated` but is nobody's account.
        if (principal.kind !== 'subject') throw unauthorized('The secret key is not an account; send a subject token to see one')
        const subject = await subjectWithRolesAndIdentities(asDynamicDb(db), principal.subjectId)
        if (subject === undefined) throw unauthorized('Your account no longer exists')
        return { data: { ...subject, administrator: principal.grants.some(isRootAction) } }
      },
    )

    // The same decision the route itself would make, for the given method and path.
    app.get(
      '/is-authorized',
      guardedBy(config, {
        access: 'public',
        purpose: 'check access',
        rateLimit: relaxed,
        openapi: {
          tag,
          summary: 'Whether the caller may make a call',
          description: 'Runs the access decision the route itself would, for `action[method]` and `action[route]`.',
          query: isAuthorizedQuerySchema,
          response: isAuthorizedResultSchema,
          errors: [400, 429],
        },
      }),
      async (request) => {
        const { action } = isAuthorizedQuerySchema.parse(request.query)
        return { data: await mayCall(request, app.routePolicies, config, action) }
      },
    )

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
