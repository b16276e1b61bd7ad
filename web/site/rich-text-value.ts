/**
 * The stored form of rich text (SPEC §3, §5): per language, a Slate document serialised as JSON,
 * an array of elements. This reader is what the site renders from, and the contract the admin's
 * editor writes:
 *
 * - elements `{ type, children }` with `type` one of `paragraph`, `heading-one` … `heading-six`
 *   (also `h1` … `h6`), `block-quote`, `bulleted-list`, `numbered-list`, `list-item`, and `link`
 *   (inline, with `url`);
 * - text leaves `{ text, bold?, italic?, strikethrough? (or strike), underline?, code? }`.
 *
 * An empty value is one empty paragraph; a value that is not a JSON array of nodes is shown as
 * one paragraph of plain text (SPEC §5).
 */

/** A text leaf with its marks. */
export interface RichTextLeaf {
  readonly text: string
  readonly bold?: boolean
  readonly italic?: boolean
  readonly strikethrough?: boolean
  readonly strike?: boolean
  readonly underline?: boolean
  readonly code?: boolean
}

/** An element: a block or an inline link. */
export interface RichTextElement {
  readonly type: string
  readonly url?: string
  readonly children: readonly RichTextNode[]
}

/** A node of a document. */
export type RichTextNode = RichTextElement | RichTextLeaf

/** Whether `node` is a text leaf. */
export function isLeaf(node: RichTextNode): node is RichTextLeaf {
  return typeof (node as RichTextLeaf).text === 'string'
}

const EMPTY_DOCUMENT: readonly RichTextElement[] = [{ type: 'paragraph', children: [{ text: '' }] }]

/** The document stored in `value`, by the rules above. */
export function parseRichText(value: string | null | undefined): readonly RichTextElement[] {
  if (value === null || value === undefined || value.trim() === '') return EMPTY_DOCUMENT
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return [{ type: 'paragraph', children: [{ text: value }] }]
  }
  if (!Array.isArray(parsed) || !parsed.every(isNode)) return [{ type: 'paragraph', children: [{ text: value }] }]
  if (parsed.length === 0) return EMPTY_DOCUMENT
  // Top-level leaves (a document of bare text) read as one paragraph.
  return parsed.map((node: RichTextNode) => (isLeaf(node) ? { type: 'paragraph', children: [node] } : node))
}

function isNode(value: unknown): value is RichTextNode {
  if (typeof value !== 'object' || value === null) return false
  const node = value as Record<string, unknown>
  if (typeof node.text === 'string') return true
  return Array.isArray(node.children) && node.children.every(isNode)
}

/** The plain text of a stored document, blocks separated by a space (for descriptions in the head). */
export function richTextToPlainText(value: string | null | undefined): string {
  const parts: string[] = []
  const visit = (node: RichTextNode): void => {
    if (isLeaf(node)) parts.push(node.text)
    else {
      for (const child of node.children) visit(child)
      parts.push(' ')
    }
  }
  for (const node of parseRichText(value)) visit(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
