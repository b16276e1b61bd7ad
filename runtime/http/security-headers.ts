/**
 * Security headers (#30, finding 8). Every response says `nosniff` and
 * `strict-origin-when-cross-origin`, and, when PUBLIC_URL is https, HSTS. An API answer is no
 * document: its policy lets it load and frame nothing. Pages get {@link pagePolicy}: scripts only
 * from this origin or inline with the render's nonce (the site entry's loader, the router's
 * hydration scripts), no plugins, no foreign <base>, images from here, data:/blob: URLs and the file
 * storage's public origin; `/admin` may not be framed at all, the site only by itself. A route that
 * answers with a document of its own (API docs, stored files, the dummy payment page) sets its own.
 */
import { randomBytes } from 'node:crypto'
import type { Config } from '#runtime/config/load-config.ts'

/** The policy of API answers and any other response that is not a page. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The headers every response carries (a page or route may replace the CSP and X-Frame-Options). */
export function baseSecurityHeaders(config: Pick<Config, 'publicUrl'>): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    ...(config.publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** A fresh script nonce: 128 random bits, base64. */
export function createScriptNonce(): string {
  return randomBytes(16).toString('base64')
}

/** What a page's policy depends on. */
export interface PagePolicyOptions {
  /** The nonce of the inline scripts the render wrote. */
  readonly nonce: string
  /** `/admin` is never framed; the site only by itself. */
  readonly admin: boolean
  /** Origins images and media may come from besides this one (S3_PUBLIC_URL's). */
  readonly fileOrigins: readonly string[]
  /** Vite's development server: its hot-reload socket. */
  readonly development: boolean
}

/** The Content-Security-Policy and X-Frame-Options of a page. */
export function pageSecurityHeaders(options: PagePolicyOptions): Record<string, string> {
  const files = ["'self'", 'data:', 'blob:', ...options.fileOrigins].join(' ')
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}'`,
    // React's style attributes (islands, the admin, Slate's editor) and the router's inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${files}`,
    `media-src ${files}`,
    "font-src 'self' data:",
    options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.admin ? "'none'" : "'self'"}`,
  ]
  return { 'content-security-policy': directives.join('; '), 'x-frame-options': options.admin ? 'DENY' : 'SAMEORIGIN' }
}

/** The origins of configured file storage that pages show files from. */
export function fileOrigins(config: Pick<Config, 's3'>): string[] {
  const publicUrl = config.s3?.publicUrl
  return publicUrl === undefined ? [] : [new URL(publicUrl).origin]
}
