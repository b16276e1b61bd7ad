/** Turning stored content (per-language maps, rich-text JSON) into the plain text a template shows. */
import { defaultLanguage } from '#generated/metadata/index.gen.ts'

/**
 * The text of `value` in `language`, else in the site's default language, else the first
 * non-empty one; a plain string is itself. Rich text (a serialised Slate document) becomes its
 * paragraphs' text joined by newlines.
 */
export function templateText(value: unknown, language: string): string {
  if (typeof value === 'string') return plainText(value)
  if (value === null || typeof value !== 'object') return ''
  const map = value as Record<string, unknown>
  const candidates = [map[language], map[defaultLanguage], ...Object.values(map)]
  const found = candidates.find((candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '')
  return found === undefined ? '' : plainText(found)
}

// Rich-text fields hold a Slate document as JSON; anything that is not one is plain text already.
function plainText(text: string): string {
  if (!text.trimStart().startsWith('[')) return text
  try {
    const nodes: unknown = JSON.parse(text)
    return Array.isArray(nodes) ? nodes.map(nodeText).join('\n').trim() : text
  } catch {
    return text
  }
}

function nodeText(node: unknown): string {
  if (node === null || typeof node !== 'object') return ''
  const { text, children } = node as { text?: unknown; children?: unknown }
  if (typeof text === 'string') return text
  return Array.isArray(children) ? children.map(nodeText).join('') : ''
}
