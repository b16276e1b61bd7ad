/**
 * Cross-site request forgery defence (DESIGN "Authentication"): an unsafe request (anything but
 * GET, HEAD, OPTIONS) that carries a session cookie must come from this site. Browsers say where a
 * request comes from in `Sec-Fetch-Site`, and older ones in `Origin`; a request with neither is
 * not from a browser, so no victim's cookie can be riding on it. SameSite=Lax already keeps the
 * cookies off most cross-site writes; this also covers sibling subdomains and older browsers.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify'
import { forbidden } from '#runtime/errors/http-error.ts'
import { carriesSessionCookie } from './request-credentials.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The headers the decision reads. */
export interface RequestOrigin {
  readonly method: string
  readonly host: string | undefined
  readonly secFetchSite: string | undefined
  readonly origin: string | undefined
}

/**
 * Whether a request is cross-site. `trustedOrigins` are the origins this site is served from
 * besides the request's own Host (PUBLIC_URL, when a proxy rewrites Host).
 */
export function isCrossSite(request: RequestOrigin, trustedOrigins: readonly string[]): boolean {
  if (request.secFetchSite !== undefined) return request.secFetchSite !== 'same-origin' && request.secFetchSite !== 'none'
  if (request.origin === undefined) return false
  if (request.origin === 'null') return true
  let origin: URL
  try {
    origin = new URL(request.origin)
  } catch {
    return true
  }
  if (request.host !== undefined && originOfHost(origin.protocol, request.host) === origin.origin) return false
  return !trustedOrigins.some((trusted) => new URL(trusted).origin === origin.origin)
}

// The origin the Host header names under the Origin's scheme; URL drops default ports (`:80`) on both sides.
function originOfHost(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).origin
  } catch {
    return undefined
  }
}

/** An `onRequest` hook refusing cookie-authenticated unsafe cross-site requests with 403. */
export function csrfGuard(trustedOrigins: readonly string[]): onRequestHookHandler {
  // Synchronous: it runs on every request, and a promise per request is measurable on fast reads.
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (SAFE_METHODS.has(request.method) || !carriesSessionCookie(request)) return done()
    const origin: RequestOrigin = {
      method: request.method,
      host: header(request.headers.host),
      secFetchSite: header(request.headers['sec-fetch-site'])?.toLowerCase(),
      origin: header(request.headers.origin),
    }
    if (isCrossSite(origin, trustedOrigins)) {
      return done(forbidden('Cross-site requests that carry session cookies are refused; send it from this site or with an Authorization header'))
    }
    done()
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
