/**
 * The public site's browser entry (issue #9, islands). The server's HTML is the whole page and
 * the page's data is in it (web/site/site-page-data.ts); the document imports this module once
 * it has painted (web/server/router-manifest.ts). It only loads the site's runtime
 * (web/site/site-islands.tsx: React, the query cache, the islands' code), so the entry stays a
 * few hundred bytes; a page's static widgets ship no JavaScript at all.
 */
import '@vitejs/plugin-react/preamble'
import { readSitePageData } from '#web/site/site-page-data.ts'

const data = readSitePageData(document)
void import('#web/site/site-islands.tsx').then((site) => site.startSite(data))
