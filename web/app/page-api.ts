/**
 * What the site reads, behind one interface so the same routes run on both sides (DESIGN "web/",
 * Data): on the server Fastify passes in-process functions per request (web/server/server-page-api.ts),
 * in the browser they are `fetch` calls to the API (web/app/browser-page-api.ts). Server-only code
 * never enters the client bundle because routes see only this interface.
 */
import type { SessionState } from '#runtime/modules/rbac/session-state.ts'
import type { PageRecord, ResolvedPage } from '#contract/routes/host/resolved-page.ts'

export type { SessionState }

/** The signed-in subject as `GET /api/rbac/subjects/authentication/me` returns it. */
export type SessionSubject = PageRecord & {
  readonly roles: readonly PageRecord[]
  readonly identities: readonly PageRecord[]
  /**
   * Whether the subject holds the root action (an administrator): set by the server on the page it
   * renders, for what only administrators see there ('Unknown Variant').
   */
  readonly administrator?: boolean
}

/** Settings of the site that the server knows and the browser gets with the first page. */
export interface SiteSettings {
  /** PUBLIC_URL, the origin of canonical and alternate links: `https://shop.example`. */
  readonly publicUrl: string
  /** SENTRY_DSN is set: the page reports the errors it catches to this server (web/site/error-reports.ts). */
  readonly reportsErrors?: true
}

/** The site's data source. */
export interface PageApi {
  /** The page of `url` (a path with or without a language prefix, no origin). */
  resolvePage(url: string): Promise<ResolvedPage>
  /** The signed-in subject of this visitor, or null for an anonymous one. */
  currentSubject(): Promise<SessionSubject | null>
  /** The session's timing (web/modules/rbac keeps it fresh); the server's answer is dehydrated. */
  session(): Promise<SessionState>
  /** The site's settings; the server's answer is dehydrated, so the browser never asks. */
  siteSettings(): Promise<SiteSettings>
}

/** The HTTP status a failed {@link PageApi} call carries (`ApiError.status` in the browser), if any. */
export function errorStatus(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined
  return typeof status === 'number' ? status : undefined
}
