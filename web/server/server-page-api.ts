/**
 * The server's {@link PageApi} for one request: the resolver and the subject are read in process
 * (no HTTP round trip), the subject from the request's own credentials through the app's access
 * engine, exactly as `GET /api/rbac/subjects/authentication/me` would answer it. The resolver
 * sends private content only to a caller allowed to read it.
 */
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { isRootAction } from '#runtime/access/decide-access.ts'
import { sessionStateOf } from '#runtime/modules/rbac/session-state.ts'
import { subjectWithRolesAndIdentities } from '#runtime/modules/rbac/subject-records.ts'
import { isConnectionFault } from '#runtime/db/connection-faults.ts'
import { HttpError } from '#runtime/errors/http-error.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { PrivateContentReader } from '#runtime/modules/host/private-content.ts'
import { ANYTHING, mergePageReads, type PageReads } from '#runtime/modules/host/page-reads.ts'
import type { ResolvePageOptions } from '#runtime/modules/host/resolve-page.ts'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import { sitePage } from '#runtime/modules/host/site-page.ts'
import type { PageApi, SessionSubject, SiteSettings } from '#web/app/page-api.ts'

/** Resolves the page of a URL: `resolvePage(db, url, options)` of runtime/modules/host. */
export type PageResolver = (
  db: Kysely<Database>,
  url: string,
  options: Pick<ResolvePageOptions, 'mayReadPrivateContent' | 'view' | 'onReads' | 'state'>,
) => Promise<ResolvedPage>

/**
 * The page API of one request; remembers the status of a refused page, and whether private
 * content was sent, for the response.
 */
export interface ServerPageApi extends PageApi {
  /** The status the resolver refused the page with (a malformed URL is a 400, a database outage a 503), if it did. */
  readonly refusedWith: number | undefined
  /** Whether a page was resolved with the private content this caller may read: such HTML is for nobody else. */
  readonly readPrivateContent: boolean
  /**
   * What the render's pages read (page-reads.ts), for the HTML cache: anything when a resolution
   * failed or its resolver did not say.
   */
  readonly pageReads: PageReads
}

/**
 * The page API of `request`; `mayReadPrivateContent` is the caller's right to private content
 * (the decision is-authorized makes for PRIVATE_CONTENT_READER).
 */
export function serverPageApi(
  request: FastifyRequest,
  db: Kysely<Database>,
  resolvePage: PageResolver,
  site: SiteSettings,
  mayReadPrivateContent: PrivateContentReader,
): ServerPageApi {
  let refusedWith: number | undefined
  let readPrivateContent = false
  const reads: PageReads[] = []
  const reader: PrivateContentReader = async () => {
    const allowed = await mayReadPrivateContent()
    if (allowed) readPrivateContent = true
    return allowed
  }
  return {
    get refusedWith() {
      return refusedWith
    },
    get readPrivateContent() {
      return readPrivateContent
    },
    get pageReads() {
      return mergePageReads(reads)
    },
    async resolvePage(url) {
      let read: PageReads = ANYTHING
      try {
        // Shaped as client navigations get it (`view=site`): the page is dehydrated into the HTML.
        const page = await resolvePage(db, url, { view: 'site', mayReadPrivateContent: reader, onReads: (told) => (read = told) })
        return sitePage(page)
      } catch (error) {
        // What the visitor sees (and what is dehydrated into the page) must not carry internals.
        if (error instanceof HttpError && error.statusCode < 500) {
          refusedWith ??= error.statusCode
          throw Object.assign(new Error(error.message), { status: error.statusCode })
        }
        // An outage is logged once for the whole app (runtime/server/database-outage-log.ts): a 503, no line here.
        if (isConnectionFault(error)) {
          refusedWith ??= 503
          throw Object.assign(new Error('The site is unavailable for a moment; try again in a few seconds'), { status: 503 })
        }
        request.log.error({ err: error, requestId: request.id, url }, 'Resolving a page failed')
        throw new Error(`The page could not be loaded (request ${request.id})`)
      } finally {
        reads.push(read)
      }
    },
    async currentSubject() {
      const principal = await principalOf(request)
      if (principal.kind !== 'subject') return null
      const subject = (await subjectWithRolesAndIdentities(asDynamicDb(db), principal.subjectId)) as SessionSubject | undefined
      return subject === undefined ? null : { ...subject, administrator: principal.grants.some(isRootAction) }
    },
    async session() {
      return sessionStateOf(request, await principalOf(request))
    },
    async siteSettings() {
      return site
    },
  }
}
