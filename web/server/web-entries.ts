/** The entries of the web build, relative to the repository root (vite.config.ts builds them). */

/** The admin's browser entry: hydrates the whole document as the router's app. */
export const CLIENT_ENTRY = 'web/app/entry-client.tsx'

/** The public site's browser entry: hydrates a page's islands and navigates between pages. */
export const SITE_ENTRY = 'web/app/entry-site.tsx'

/** The server entry: renders a document per request. */
export const SERVER_ENTRY = 'web/app/entry-server.tsx'
