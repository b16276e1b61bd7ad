/**
 * `/robots.txt`: crawlers may read the whole site except the admin and the API, and find the
 * sitemap at the configured PUBLIC_URL.
 */

/** The robots.txt of the site at `publicUrl`. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '')
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
