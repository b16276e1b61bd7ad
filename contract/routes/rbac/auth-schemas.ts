/**
 * Request bodies and queries of the subject routes (SPEC §5 "Login", "Change password", "Reset
 * password", "Forgot password", "Change email", "Wallet message"). E-mails are trimmed and
 * lower-cased before anything compares or stores them, so one address is one account.
 */
import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-length.ts'
import { sameOriginPath } from './same-origin-path.ts'

// An origin no request comes from, to resolve client-given paths against.
const CHECKED_ORIGIN = 'https://site.invalid'

/** An e-mail address, normalised. */
export const emailSchema = z
  .string({ error: 'must be an e-mail address' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be an e-mail address' }))

/** A password as typed: at least 8 characters. */
export const passwordSchema = z
  .string({ error: 'must be a string' })
  .min(MIN_PASSWORD_LENGTH, { error: `must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` })

/** Registration and authentication: `login` is the e-mail. */
export const credentialsSchema = z.object({ login: emailSchema, password: passwordSchema })

/**
 * Creating an account for an e-mail; the password is optional. `invite` mails its owner a link to
 * choose one instead (so it goes without a password).
 */
export const createByEmailSchema = z
  .object({ email: emailSchema, password: passwordSchema.optional(), invite: z.boolean({ error: 'must be true or false' }).optional() })
  .refine((body) => !(body.invite === true && body.password !== undefined), {
    error: 'give a password or send an invitation, not both',
    path: ['invite'],
  })

/** Forgot password. */
export const forgotPasswordSchema = z.object({ email: emailSchema })

/** A code from an e-mail, as typed or taken from the link. */
const mailedCodeSchema = z
  .string({ error: 'must be the code from the e-mail' })
  .trim()
  .min(1, { error: 'must be the code from the e-mail' })
  .max(256)

/** Verifying an e-mail: the code from the mail. */
export const verifyEmailSchema = z.object({ code: mailedCodeSchema })

/** Asking for a new verification code. */
export const resendVerificationSchema = z.object({ email: emailSchema })

/**
 * Reset password: the code from the e-mail, the new password twice, and whether the account keeps
 * its other login methods (wallets, other e-mails); kept unless `keepOtherLogins` is false.
 */
export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: passwordSchema,
    code: mailedCodeSchema,
    keepOtherLogins: z.boolean({ error: 'must be true or false' }).default(true),
  })
  // The spec's form does not compare them; a server that stores a typo helps nobody.
  .refine((body) => body.password === body.passwordConfirmation, { path: ['passwordConfirmation'], error: 'must match password' })

/** Refresh: the token may come in the body or in its cookie. */
export const refreshSchema = z.object({ refresh: z.string().min(1).max(256).optional() })

/**
 * Logout: where the client wants to go next (only a path on this site, never another origin), and
 * the refresh token for clients that keep it outside the cookie.
 */
export const logoutSchema = z.object({
  refresh: z.string().min(1).max(256).optional(),
  redirectTo: z
    .string()
    .max(2048)
    // Any origin does: only a relative path resolves to it, and the answer is that path.
    .transform((value, context) => {
      const path = value.startsWith('/') ? sameOriginPath(value, CHECKED_ORIGIN) : undefined
      if (path === undefined) context.addIssue({ code: 'custom', message: 'must be a path on this site, such as /' })
      return path ?? z.NEVER
    })
    .optional(),
})

/** Change password: the current one and the new one. */
export const changePasswordSchema = z.object({ password: passwordSchema, newPassword: passwordSchema })

/** An Ethereum address as sent (checksummed or not). */
export const addressSchema = z
  .string({ error: 'must be an Ethereum address' })
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be an Ethereum address' })

/** A signed Sign-In with Ethereum message. */
export const ethereumSignInSchema = z.object({
  message: z.string().min(8, { error: 'must be at least 8 characters' }).max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130,}$/, { error: 'must be a hex signature' })
    .max(4096),
  address: addressSchema,
})

/** The nonce request's query. */
export const nonceQuerySchema = z.object({ address: addressSchema })

/**
 * Proof that the account's owner is making a change to its login methods: the account's current
 * password, or, for an account without one, a fresh signed sign-in message from one of its
 * wallets. Which one is needed is decided against the account (identity-changes.ts).
 */
export const ownerProofSchema = z.object({
  currentPassword: z.string({ error: 'must be a string' }).max(1024).optional(),
  currentSignature: ethereumSignInSchema.optional(),
})

/** The proof as parsed. */
export type OwnerProof = z.output<typeof ownerProofSchema>

/**
 * Adding a login method: an e-mail and password, or a wallet proven by a signed message; with the
 * owner's proof (`currentPassword` or `currentSignature`). Without `provider` the body is an e-mail
 * identity, the common case of the settings form.
 */
export const addIdentitySchema = z.discriminatedUnion(
  'provider',
  [
    z
      .object({ provider: z.literal('email_and_password').default('email_and_password'), email: emailSchema, password: passwordSchema })
      .extend(ownerProofSchema.shape),
    ethereumSignInSchema.extend({ provider: z.literal('ethereum_virtual_machine') }).extend(ownerProofSchema.shape),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'must be email_and_password or ethereum_virtual_machine' : undefined) },
)

// The current password, which a change must always bring: a missing one says so by name.
const currentPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required: enter the current password' : 'must be a string') })
  .pipe(passwordSchema)

/**
 * Changing an identity: a new password (with the current one), or a new e-mail (with the password,
 * so a stolen session alone cannot move the account's login to another mailbox).
 */
export const updateIdentitySchema = z
  .strictObject({ password: currentPasswordSchema, newPassword: passwordSchema.optional(), email: emailSchema.optional() })
  .superRefine((body, context) => {
    if ((body.newPassword === undefined) === (body.email === undefined)) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'give either newPassword or email, not both or neither' })
    }
  })
  .transform((body): { password: string; newPassword: string } | { email: string; password: string } =>
    body.newPassword === undefined
      ? { email: body.email!, password: body.password }
      : { password: body.password, newPassword: body.newPassword },
  )

/** A notification mailed to a subject. */
export const notifySchema = z.object({
  subject: z.string().trim().min(1).max(200),
  text: z.string().min(1).max(20_000),
})

/** is-authorized: `action[route]` and `action[method]`. */
export const isAuthorizedQuerySchema = z.object({
  action: z.object({
    route: z.string().max(2048).regex(/^\//, { error: 'must be a path starting with /' }),
    method: z
      .string()
      .transform((method) => method.toUpperCase())
      .pipe(z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], { error: 'must be an HTTP method' }))
      .default('GET'),
  }),
})
