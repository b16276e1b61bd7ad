/**
 * Cross-site request forgery defence (DESIGN "Authentication"): an unsafe request (anything but
 * GET, HEAD, OPTIONS) that carries a session cookie must come from this site. Browsers say where a
 * request comes from in `Sec-Fetch-Site`, older ones in `Origin`, and the oldest (or a privacy
 * setting that strips `Origin`) only in `Referer`; a request with none of them is not from a
 * browser, so no victim's cookie can be riding on it. SameSite=Lax already keeps the cookies off
 * most cross-site writes; this also covers sibling subdomains and older browsers.
 *
 * Sign-in routes refuse cross-site requests even without a cookie (login CSRF: a foreign page
 * signing the visitor in to the attacker's account, whose activity the attacker then reads).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify'
import { forbidden } from '#runtime/errors/http-error.ts'
import { carriesSessionCookie } from './request-credentials.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The headers the decision reads. */
export interface RequestOrigin {
  readonly method: string
  readonly host: string | undefined
  /** The scheme the request arrived with (`https` behind a trusted proxy that says so). */
  readonly protocol: 'http' | 'https'
  readonly secFetchSite: string | undefined
  readonly origin: string | undefined
  /** Read only when neither `Sec-Fetch-Site` nor `Origin` is there. */
  readonly referer?: string | undefined
}

/**
 * Whether a request is cross-site. `trustedOrigins` are the origins this site is served from
 * besides the request's own Host (PUBLIC_URL, when a proxy rewrites Host). Origins are compared
 * whole, scheme included: a page at `http://shop.example` is another site than `https://shop.example`
 * (a network attacker can serve the plain one). A Host that a trusted origin names is that origin's
 * only (a proxy that ends TLS forwards https requests as plain http).
 */
export function isCrossSite(request: RequestOrigin, trustedOrigins: readonly string[]): boolean {
  if (request.secFetchSite !== undefined) return request.secFetchSite !== 'same-origin' && request.secFetchSite !== 'none'
  const source = request.origin ?? request.referer
  if (source === undefined) return false
  if (source === 'null') return true
  let origin: URL
  try {
    origin = new URL(source)
  } catch {
    return true
  }
  const trusted = trustedOrigins.map((value) => new URL(value))
  if (trusted.some((url) => url.origin === origin.origin)) return false
  if (request.host === undefined) return true
  const host = originOfHost(request.protocol, request.host)
  if (host === undefined || trusted.some((url) => url.host === host.host)) return true
  return host.origin !== origin.origin
}

// The origin the Host header names under the request's scheme; URL drops default ports (`:80`) on both sides.
function originOfHost(protocol: string, host: string): URL | undefined {
  try {
    return new URL(`${protocol}://${host}`)
  } catch {
    return undefined
  }
}

/** An `onRequest` hook refusing cookie-authenticated unsafe cross-site requests with 403. */
export function csrfGuard(trustedOrigins: readonly string[]): onRequestHookHandler {
  // Synchronous: it runs on every request, and a promise per request is measurable on fast reads.
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (SAFE_METHODS.has(request.method) || !carriesSessionCookie(request)) done()
    else if (isCrossSite(requestOrigin(request), trustedOrigins)) {
      done(forbidden('Cross-site requests that carry session cookies are refused; send it from this site or with an Authorization header'))
    } else done()
  }
}

/**
 * An `onRequest` hook for the sign-in routes: an unsafe request from another site is refused with
 * 403 whether or not it carries a cookie, so no foreign page can sign a visitor in (or out).
 * Clients that are not browsers send none of the headers and pass.
 */
export function sameSiteOnly(trustedOrigins: readonly string[]): onRequestHookHandler {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (SAFE_METHODS.has(request.method) || !isCrossSite(requestOrigin(request), trustedOrigins)) done()
    else done(forbidden('Signing in from another site is refused; use the sign-in form of this site'))
  }
}

function requestOrigin(request: FastifyRequest): RequestOrigin {
  return {
    method: request.method,
    host: header(request.headers.host),
    protocol: request.protocol,
    secFetchSite: header(request.headers['sec-fetch-site'])?.toLowerCase(),
    origin: header(request.headers.origin),
    referer: header(request.headers.referer),
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
