/**
 * Text helpers for the demo seed: every public text is Russian (the default language) with its
 * English translation.
 */
import type { Localized } from '#runtime/values/localized.ts'

/** A text in Russian and English. */
export function t(ru: string, en: string): Localized {
  return { ru, en }
}

function slateDocument(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => ({ type: 'paragraph', children: [{ text: paragraph.trim() }] }))
  return JSON.stringify(paragraphs)
}

/**
 * A rich-text field in Russian and English: per language, a Slate document serialised as JSON,
 * one paragraph per blank-line-separated block of `ru` / `en`.
 */
export function richText(ru: string, en: string): Localized {
  return { ru: slateDocument(ru), en: slateDocument(en) }
}
