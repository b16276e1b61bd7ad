/**
 * The head of the document after a client navigation: what the server would have sent for the
 * new page (page-head.ts over the site's defaults, a page's tag replacing a default of the same
 * name), written over the tags the last page had, and `<html lang>`.
 */
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import type { Language } from './languages.ts'
import { type HeadMeta, pageHead, siteDefaultMeta } from './page-head.ts'

// Every tag a page may set; `<meta charset>` and the stylesheets stay.
const PAGE_TAGS = 'meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]'

function metaKey(meta: HeadMeta): string {
  return 'title' in meta ? 'title' : 'name' in meta ? `name:${meta.name}` : `property:${meta.property}`
}

/** Shows the head of `page` (on a site served at `publicUrl`) in `language`. */
export function applyPageHead(page: ResolvedPage, publicUrl: string, language: Language): void {
  const head = pageHead(page, publicUrl)
  const meta = new Map<string, HeadMeta>()
  for (const tag of [...siteDefaultMeta(language), ...head.meta]) meta.set(metaKey(tag), tag)
  const tags: HTMLElement[] = []
  for (const tag of meta.values()) {
    if ('title' in tag) {
      document.title = tag.title
      continue
    }
    const element = document.createElement('meta')
    if ('name' in tag) element.name = tag.name
    else element.setAttribute('property', tag.property)
    element.content = tag.content
    tags.push(element)
  }
  for (const link of head.links) {
    const element = document.createElement('link')
    element.rel = link.rel
    element.href = link.href
    if (link.hrefLang !== undefined) element.hreflang = link.hrefLang
    tags.push(element)
  }
  for (const old of document.head.querySelectorAll(PAGE_TAGS)) old.remove()
  document.head.append(...tags)
  document.documentElement.lang = language
}
