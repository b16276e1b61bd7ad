/**
 * `/sitemap.xml`: every public URL (host-urls.ts) in every language, absolute under the configured
 * PUBLIC_URL. The default language's URL is the unprefixed one (the same page without a duplicate
 * address); each entry names all its translations with `xhtml:link rel="alternate"` and the
 * unprefixed URL as `x-default`, as search engines read hreflang.
 */
import type { Kysely } from 'kysely'
import { languages } from '#generated/metadata/index.gen.ts'
import { localizedPath } from '#runtime/i18n/localized-path.ts'
import { type HostUrl, listHostUrls, MAX_HOST_URLS } from './host-urls.ts'

/** The sitemap of the site at `publicUrl` (an origin such as `https://shop.example`). */
export async function sitemapXml(db: Kysely<any>, publicUrl: string): Promise<string> {
  return renderSitemap(await listHostUrls(db), publicUrl)
}

/** The sitemap text for `urls`; at most {@link MAX_HOST_URLS} entries, as one sitemap file may hold. */
export function renderSitemap(urls: readonly HostUrl[], publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '')
  const entries: string[] = []
  for (const { url } of urls) {
    const alternates = languages.map((language) => ({ language, href: `${origin}${localizedPath(url, language)}` }))
    const links = [
      ...alternates.map(({ language, href }) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${url}`)}"/>`,
    ]
    for (const { href } of alternates) {
      if (entries.length >= MAX_HOST_URLS) break
      entries.push(['  <url>', `    <loc>${escapeXml(href)}</loc>`, ...links, '  </url>'].join('\n'))
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;')
}
