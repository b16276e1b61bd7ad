/**
 * A resolved page shaped for the site's browser (dehydrated into the HTML and answered to client
 * navigations): what the widgets render and nothing else, in the same {@link ResolvedPage} type.
 * The resolver's answer is the API's full record form; the browser needs far less of it (asked
 * with `view: 'site'`, the resolver builds the trees' records with only these fields in SQL, the
 * rules below, so this shaping is left the roots, the links and the languages):
 *
 * - a link (relation row) keeps only `id` (the React key), `variant` (which list it belongs to:
 *   default, additional…) and `orderIndex`; its timestamps and foreign keys (the ids of the two
 *   records it joins, which the tree already holds) go;
 * - a record loses its timestamps and its admin title, which only the admin shows (a form keeps
 *   its admin title: it names the form for screen readers when the form has no title);
 * - a language map that has text in the page's language loses the default language's text, which
 *   web/site/localized.ts would read only when the page's language had none.
 */
import type { PageRecord, ResolvedPage, TreeEdge, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { defaultLanguage, languages } from '#generated/metadata/index.gen.ts'
import { withComputed } from './page-computed-values.ts'

const LINK_FIELDS: readonly string[] = ['id', 'variant', 'orderIndex']
const DROPPED_RECORD_FIELDS: ReadonlySet<string> = new Set(['createdAt', 'updatedAt', 'adminTitle'])
/** Entities whose admin title the site renders. */
const ADMIN_TITLE_SHOWN: ReadonlySet<string> = new Set(['crm/forms'])
const languageCodes: ReadonlySet<string> = new Set(languages)

/** Whether the site keeps `field` of a record of `entity` (the resolver builds only those in SQL). */
export function siteKeepsRecordField(entity: string, field: string): boolean {
  return !DROPPED_RECORD_FIELDS.has(field) || (field === 'adminTitle' && ADMIN_TITLE_SHOWN.has(entity))
}

/** Whether the site keeps `field` of a link (relation row). */
export function siteKeepsLinkField(field: string): boolean {
  return LINK_FIELDS.includes(field)
}

/** `page` with only what the site's widgets render. */
export function sitePage(page: ResolvedPage): ResolvedPage {
  const shape = shaper(page.language)
  return { ...page, page: shape(page.page), entity: page.entity === null ? null : shape(page.entity) }
}

function shaper(language: string): (node: TreeNode) => TreeNode {
  const shapeRecord = (entity: string, record: PageRecord): PageRecord => {
    // A record the resolver built with the site's fields only (view=site) is kept as it is.
    if (language === defaultLanguage && Object.keys(record).every((field) => siteKeepsRecordField(entity, field))) return record
    const shaped: Record<string, unknown> = {}
    for (const [field, value] of Object.entries(record)) {
      if (!siteKeepsRecordField(entity, field)) continue
      shaped[field] = inLanguage(value, language)
    }
    return shaped as PageRecord
  }
  const shapeEdge = (edge: TreeEdge): TreeEdge => {
    // Shaping never fails: a malformed tree is the renderer's to report (its error boundaries).
    if (typeof edge.link !== 'object' || edge.link === null) return { link: edge.link, node: shapeNode(edge.node) }
    const link: Record<string, unknown> = {}
    for (const field of LINK_FIELDS) if (Object.hasOwn(edge.link, field)) link[field] = edge.link[field]
    return { link: link as PageRecord, node: shapeNode(edge.node) }
  }
  const shapeNode = (node: TreeNode): TreeNode => {
    const children: Record<string, readonly TreeEdge[]> = {}
    for (const key in node.children) children[key] = node.children[key]!.map(shapeEdge)
    return withComputed({ entity: node.entity, record: shapeRecord(node.entity, node.record), children }, node)
  }
  return shapeNode
}

// A language map ({ ru: '…', en: '…' }) with text in `language` keeps only that text.
function inLanguage(value: unknown, language: string): unknown {
  if (language === defaultLanguage || typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const map = value as Readonly<Record<string, unknown>>
  const keys = Object.keys(map)
  if (keys.length < 2 || !keys.every((key) => languageCodes.has(key))) return value
  const text = map[language]
  return typeof text === 'string' && text.trim() !== '' ? { [language]: text } : value
}
