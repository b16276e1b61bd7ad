/** The two entries of the web build, relative to the repository root (vite.config.ts builds them). */

/** The browser entry: hydrates the document. */
export const CLIENT_ENTRY = 'web/app/entry-client.tsx'

/** The server entry: renders a document per request. */
export const SERVER_ENTRY = 'web/app/entry-server.tsx'
