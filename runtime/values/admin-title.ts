/**
 * The generated admin title: `<title in the default language or Untitled> |
 * <random words> | <variant>`, so untitled records stay distinguishable in
 * back-office lists.
 */
import { randomWords } from './random-words.ts'

function titleText(title: unknown, defaultLanguage: string): string | undefined {
  if (typeof title === 'string') return title.trim() || undefined
  if (title && typeof title === 'object') {
    const map = title as Record<string, unknown>
    const preferred = map[defaultLanguage]
    if (typeof preferred === 'string' && preferred.trim()) return preferred.trim()
  }
  return undefined
}

/** Builds an admin title for a record about to be written. */
export function generateAdminTitle(record: Readonly<Record<string, unknown>>, defaultLanguage: string): string {
  const variant = typeof record.variant === 'string' && record.variant ? record.variant : 'default'
  return [titleText(record.title, defaultLanguage) ?? 'Untitled', randomWords(' '), variant].join(' | ')
}
