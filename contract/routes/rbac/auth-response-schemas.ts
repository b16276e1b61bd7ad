/**
 * What the subject routes answer inside `{ data }`. Records are the entities' rows
 * (contract/entity-record.ts), so a subject or an identity is described exactly as the generic API
 * describes it, secret columns left out.
 */
import { z } from 'zod'
import type { RbacIdentities } from '#generated/validators/rbac/identities.gen.ts'
import type { RbacRoles } from '#generated/validators/rbac/roles.gen.ts'
import type { RbacSubjects } from '#generated/validators/rbac/subjects.gen.ts'
import { entityRecord } from '../../entity-record.ts'
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_TTL_SECONDS } from './session-times.ts'

/** A new or rotated session's tokens; the same tokens are set as httpOnly cookies. */
export const sessionTokensSchema = z.object({
  jwt: z.string().describe(`Access token (JWT) for the Authorization header; valid ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes`),
  refresh: z.string().describe(`Single-use refresh token; the session lasts ${SESSION_TTL_SECONDS / 86_400} days from each refresh`),
})

/** A call that only succeeds or fails. */
export const okSchema = z.object({ ok: z.literal(true) })

/** A request taken in (registration, a reset or verification mail): the same answer whether or not the address has an account. */
export const mailAcceptedSchema = z.object({
  ok: z.literal(true),
  message: z.string().describe("What to do next, in the request's language: check the mail"),
})

/** The Sign-In with Ethereum message to sign. */
export const signInMessageSchema = z.object({ message: z.string().describe('EIP-4361 message with a single-use nonce') })

/** Where the client asked to go after signing out. */
export const logoutResultSchema = z.object({ redirectTo: z.string().nullable() })

/** One login method of a subject (never its password hash). */
export const identitySchema = entityRecord<RbacIdentities>('rbac', 'identities')

const subjectWithRoles = {
  roles: z.array(entityRecord<RbacRoles>('rbac', 'roles')),
  identities: z.array(identitySchema),
}

/** The signed-in subject with its roles and login methods. */
export const subjectWithRolesSchema = entityRecord<RbacSubjects, typeof subjectWithRoles>('rbac', 'subjects', subjectWithRoles)

/**
 * The signed-in subject as `/me` answers it: with roles and identities, and whether it is an
 * administrator (holds the root action), so a page that signs in learns it without a reload (the
 * account menu's admin link, 'Unknown Variant'), as the page the server renders does.
 */
export const currentSubjectSchema = entityRecord<RbacSubjects, typeof subjectWithRoles & { administrator: z.ZodBoolean }>(
  'rbac',
  'subjects',
  {
    ...subjectWithRoles,
    administrator: z.boolean(),
  },
)

/** How many messages a notification sent. */
export const notifyResultSchema = z.object({ sent: z.number().int().min(0) })

/** Whether the caller may make the call it asked about. */
export const isAuthorizedResultSchema = z.boolean()
