/**
 * The rbac module's hand-written routes (SPEC §7 "Subject authentication"): e-mail and password
 * registration, sign-in and password reset, Sign-In with Ethereum, refresh, init, logout, me and
 * is-authorized under `/api/rbac/subjects/authentication`, and a subject's own login methods,
 * password and notifications under `/api/rbac/subjects/{id}`. Handlers: runtime/modules/rbac/routes/.
 * Rate limits: `strict` is AUTH_RATE_LIMIT per minute, `relaxed` ten times that.
 */
import { z } from 'zod'
import { defineRoute } from '../define-route.ts'
import {
  currentSubjectSchema,
  identitySchema,
  isAuthorizedResultSchema,
  logoutResultSchema,
  mailAcceptedSchema,
  notifyResultSchema,
  okSchema,
  sessionTokensSchema,
  signInMessageSchema,
  subjectWithRolesSchema,
} from './rbac/auth-response-schemas.ts'
import {
  addIdentitySchema,
  changePasswordSchema,
  createByEmailSchema,
  credentialsSchema,
  ethereumSignInSchema,
  forgotPasswordSchema,
  isAuthorizedQuerySchema,
  logoutSchema,
  nonceQuerySchema,
  notifySchema,
  ownerProofSchema,
  refreshSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  updateIdentitySchema,
  verifyEmailSchema,
} from './rbac/auth-schemas.ts'

const AUTH = '/api/rbac/subjects/authentication'
const authentication = { tag: 'authentication' } as const

/** `POST …/email-and-password/registration`. */
export const register = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/email-and-password/registration`,
  access: 'public',
  purpose: 'register',
  rateLimit: 'strict',
  summary: 'Register with an e-mail and a password',
  description:
    'Answers 202 and the same message whether or not the address has an account. A new address is mailed a code that verifies it and signs in (`verification`); the owner of a taken one is told someone tried.',
  body: credentialsSchema,
  response: mailAcceptedSchema,
  status: 202,
  errors: [400, 403, 429],
})

/** `POST …/email-and-password/verification`. */
export const verifyEmail = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/email-and-password/verification`,
  access: 'public',
  purpose: 'verify an e-mail',
  rateLimit: 'strict',
  summary: 'Verify an e-mail with the mailed code, and sign in',
  body: verifyEmailSchema,
  response: sessionTokensSchema,
  errors: [400, 403, 429],
})

/** `POST …/email-and-password/verification/resend`. */
export const resendVerification = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/email-and-password/verification/resend`,
  access: 'public',
  purpose: 'verify an e-mail',
  rateLimit: 'strict',
  summary: 'Mail a new verification code',
  description: 'Answers 202 and the same message whether or not the address waits for verification; only the newest code works.',
  body: resendVerificationSchema,
  response: mailAcceptedSchema,
  status: 202,
  errors: [400, 403, 429],
})

/** `POST …/email-and-password/authentication`. */
export const signIn = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/email-and-password/authentication`,
  access: 'public',
  purpose: 'sign in',
  rateLimit: 'strict',
  summary: 'Sign in with an e-mail and a password',
  body: credentialsSchema,
  response: sessionTokensSchema,
  errors: [400, 401, 403, 429],
})

/** `POST …/email-and-password/forgot-password`. */
export const forgotPassword = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/email-and-password/forgot-password`,
  access: 'public',
  purpose: 'reset a password',
  rateLimit: 'strict',
  summary: 'Mail a password reset code',
  description:
    'Answers the same whether or not the address has an account (or its mail server is down: the mail is sent by a retried job). Only a verified address, or one made by an administrator without a password, gets a code. The code is valid for 30 minutes and works once.',
  body: forgotPasswordSchema,
  response: okSchema,
  errors: [400, 403, 429],
})

/** `POST …/email-and-password/reset-password`. */
export const resetPassword = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/email-and-password/reset-password`,
  access: 'public',
  purpose: 'reset a password',
  rateLimit: 'strict',
  summary: 'Set a new password with a reset code',
  description: 'Ends every session of the account; with `keepOtherLogins: false` also removes its other login methods.',
  body: resetPasswordSchema,
  response: okSchema,
  errors: [400, 403, 429],
})

/** `GET …/ethereum-virtual-machine/nonce`. */
export const ethereumMessage = defineRoute({
  ...authentication,
  method: 'GET',
  path: `${AUTH}/ethereum-virtual-machine/nonce`,
  access: 'public',
  purpose: 'sign in',
  rateLimit: 'strict',
  summary: 'Get a Sign-In with Ethereum message for a wallet',
  query: nonceQuerySchema,
  response: signInMessageSchema,
  errors: [400, 429],
})

/** `POST …/ethereum-virtual-machine`. */
export const ethereumSignIn = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/ethereum-virtual-machine`,
  access: 'public',
  purpose: 'sign in',
  rateLimit: 'strict',
  summary: 'Sign in with a signed Sign-In with Ethereum message',
  description: 'A wallet seen for the first time gets a new account.',
  body: ethereumSignInSchema,
  response: sessionTokensSchema,
  errors: [400, 401, 403, 429],
})

/** `POST …/email-and-password/create-by-email`. */
export const createByEmail = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/email-and-password/create-by-email`,
  access: 'admin',
  purpose: 'create accounts',
  rateLimit: 'relaxed',
  summary: 'Create an account for an e-mail (administrators and server-to-server calls)',
  description:
    'Without a password the account has none yet: its owner chooses one through forgot-password, or, with `invite: true`, through the set-password link mailed to the address (valid 7 days). Nobody is signed in. 503 when the invitation could not be mailed; the account stays, and forgot-password mails a new link.',
  body: createByEmailSchema,
  response: subjectWithRolesSchema,
  status: 201,
  errors: [400, 401, 403, 409, 429],
})

/** `POST …/refresh`. */
export const refresh = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/refresh`,
  access: 'public',
  purpose: 'refresh the session',
  rateLimit: 'strict',
  summary: 'Trade a refresh token for new tokens',
  description: 'The refresh token comes in the body or in its cookie, and works once: using it twice ends the session.',
  body: refreshSchema,
  response: sessionTokensSchema,
  errors: [400, 401, 403, 429],
})

/** `GET …/init`: resumes the session of the refresh cookie (a page load with an expired or missing access token). */
export const resumeSession = defineRoute({
  ...authentication,
  method: 'GET',
  path: `${AUTH}/init`,
  access: 'public',
  purpose: 'resume the session',
  rateLimit: 'strict',
  summary: 'Resume the session of the refresh cookie',
  response: sessionTokensSchema,
  errors: [401, 429],
})

/** `POST …/logout`. */
export const logout = defineRoute({
  ...authentication,
  method: 'POST',
  path: `${AUTH}/logout`,
  access: 'public',
  purpose: 'sign out',
  rateLimit: 'relaxed',
  summary: 'Sign out: end the session and clear its cookies',
  body: logoutSchema,
  response: logoutResultSchema,
  errors: [400, 403, 429],
})

/** `GET …/me`. */
export const me = defineRoute({
  ...authentication,
  method: 'GET',
  path: `${AUTH}/me`,
  access: 'authenticated',
  purpose: 'see your account',
  rateLimit: 'relaxed',
  summary: 'The signed-in subject with its roles and identities, and whether it is an administrator',
  response: currentSubjectSchema,
  errors: [401, 429],
})

/** `GET …/is-authorized`: the same decision the route itself would make, for the given method and path. */
export const isAuthorized = defineRoute({
  ...authentication,
  method: 'GET',
  path: `${AUTH}/is-authorized`,
  access: 'public',
  purpose: 'check access',
  rateLimit: 'relaxed',
  summary: 'Whether the caller may make a call',
  description: 'Runs the access decision the route itself would, for `action[method]` and `action[route]`.',
  query: isAuthorizedQuerySchema,
  response: isAuthorizedResultSchema,
  errors: [400, 429],
})

const SUBJECT = '/api/rbac/subjects/{id}'
const account = { tag: 'account' } as const
const subjectParam = { id: 'The subject.' }
const identityParams = { id: 'The subject.', identityId: 'One of the subject’s identities.' }

/** `GET /api/rbac/subjects/{id}/identities`. */
export const listIdentities = defineRoute({
  ...account,
  method: 'GET',
  path: `${SUBJECT}/identities`,
  params: subjectParam,
  access: 'owner',
  purpose: 'see these identities',
  rateLimit: 'relaxed',
  summary: "A subject's login methods",
  response: z.array(identitySchema),
  errors: [400, 401, 403, 429],
})

/** `POST /api/rbac/subjects/{id}/identities`. */
export const addIdentity = defineRoute({
  ...account,
  method: 'POST',
  path: `${SUBJECT}/identities`,
  params: subjectParam,
  access: 'owner',
  purpose: 'add an identity',
  rateLimit: 'strict',
  summary: 'Add a login method: an e-mail and password, or a wallet',
  description:
    'The owner sends the current password (`currentPassword`) or, for an account without one, a fresh signed sign-in message of one of its wallets (`currentSignature`).',
  body: addIdentitySchema,
  response: identitySchema,
  status: 201,
  errors: [400, 401, 403, 409, 429],
})

/** `PATCH /api/rbac/subjects/{id}/identities/{identityId}`. */
export const changeIdentity = defineRoute({
  ...account,
  method: 'PATCH',
  path: `${SUBJECT}/identities/{identityId}`,
  params: identityParams,
  access: 'owner',
  purpose: 'change this identity',
  rateLimit: 'strict',
  summary: "Change a login method's e-mail or password",
  description: 'Either needs the current password. Other sessions of the account end.',
  body: updateIdentitySchema,
  response: identitySchema,
  errors: [400, 401, 403, 404, 409, 429],
})

/** `DELETE /api/rbac/subjects/{id}/identities/{identityId}`. */
export const removeIdentity = defineRoute({
  ...account,
  method: 'DELETE',
  path: `${SUBJECT}/identities/{identityId}`,
  params: identityParams,
  access: 'owner',
  purpose: 'remove this identity',
  rateLimit: 'strict',
  summary: 'Remove a login method',
  description:
    'The last one cannot be removed. The owner sends the current password (`currentPassword`) or, without one, a fresh signed sign-in message of one of its wallets (`currentSignature`).',
  body: ownerProofSchema,
  response: identitySchema,
  errors: [400, 401, 403, 404, 409, 429],
})

/** `PATCH /api/rbac/subjects/{id}/change-password`. */
export const changePassword = defineRoute({
  ...account,
  method: 'PATCH',
  path: `${SUBJECT}/change-password`,
  params: subjectParam,
  access: 'owner',
  purpose: 'change this password',
  rateLimit: 'strict',
  summary: "Change the account's password",
  description: 'Needs the current password. Other sessions of the account end.',
  body: changePasswordSchema,
  response: okSchema,
  errors: [400, 401, 403, 429],
})

/** `POST /api/rbac/subjects/{id}/notify`. */
export const notify = defineRoute({
  ...account,
  method: 'POST',
  path: `${SUBJECT}/notify`,
  params: subjectParam,
  access: 'admin',
  purpose: 'notify subjects',
  rateLimit: 'relaxed',
  summary: 'Mail a notification to a subject',
  body: notifySchema,
  response: notifyResultSchema,
  errors: [400, 401, 403, 404, 429],
})
