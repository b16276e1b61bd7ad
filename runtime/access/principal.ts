/** Who is asking, as the access decision sees it. */

/** One action a subject's roles allow: an HTTP method (or `*`) and a path pattern. */
export interface ActionGrant {
  readonly method: string
  readonly pathPattern: string
}

/** Why a request that carried a token is still anonymous; shapes the 401 message. */
export type AnonymousReason = 'none' | 'expired' | 'invalid' | 'revoked'

/** Where a subject's access token came from; cookie-borne credentials are subject to the CSRF rule. */
export type CredentialSource = 'bearer' | 'cookie'

/** An anonymous visitor or a signed-in subject with the actions of all its roles. */
export type Principal =
  | { readonly kind: 'anonymous'; readonly reason: AnonymousReason }
  | {
      readonly kind: 'subject'
      readonly subjectId: string
      readonly sessionId: string
      readonly grants: readonly ActionGrant[]
      readonly source: CredentialSource
    }

/** The visitor with no (or no usable) token. */
export const ANONYMOUS: Principal = Object.freeze({ kind: 'anonymous', reason: 'none' })
