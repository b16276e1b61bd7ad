/**
 * The API docs page: one self-contained HTML file (no CDN, the machine may be
 * offline) whose inline script fetches the document and renders tags,
 * operations, parameters and schemas.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

/** The page and the Content-Security-Policy that lets exactly its inline script and style run. */
export interface DocsPage {
  readonly html: string
  readonly contentSecurityPolicy: string
}

const template = readFileSync(new URL('./openapi-docs-page.html', import.meta.url), 'utf8')

function inlineHash(tag: 'script' | 'style'): string {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(template)
  if (!match?.[1]) throw new Error(`openapi-docs-page.html has no inline <${tag}>`)
  return `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`
}

// Hashes instead of 'unsafe-inline': nothing injected into the page could run.
const contentSecurityPolicy = [
  "default-src 'none'",
  `script-src ${inlineHash('script')}`,
  `style-src ${inlineHash('style')}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The docs page reading the document from `documentUrl` (`/api/openapi.json`). */
export function renderDocsPage(documentUrl: string): DocsPage {
  return { html: template.replace('__DOCUMENT_URL__', escapeAttribute(documentUrl)), contentSecurityPolicy }
}
