/**
 * Text PostgreSQL cannot keep: the NUL character (refused in `text` and in `jsonb`) and unpaired
 * UTF-16 surrogates (not Unicode at all; `jsonb` refuses their escapes). Found at the edge, such
 * input is a 400 naming the field, instead of a database error deep in an operation.
 */
import { type Issue, validationFailed, type HttpError } from '#runtime/errors/http-error.ts'

const NUL = '\u0000'
// With the `u` flag a surrogate pair is one code point, so only an unpaired half matches.
const UNPAIRED_SURROGATE = /\p{Cs}/u

/**
 * Whether any string (value or key) in `value` cannot be stored. It runs on every request's query,
 * path parameters and body, nearly always to find nothing, so it keeps no paths: the walk that
 * names the culprit ({@link findUnstorableText}) runs only once this says there is one.
 */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorable(value)
  if (typeof value !== 'object' || value === null) return false
  // An explicit stack: a deeply nested body must not overflow the call stack.
  const pending: object[] = [value]
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    for (const key of Object.keys(item)) {
      if (isUnstorable(key)) return true
      const child = (item as Record<string, unknown>)[key]
      if (typeof child === 'string') {
        if (isUnstorable(child)) return true
      } else if (typeof child === 'object' && child !== null) {
        pending.push(child)
      }
    }
  }
  return false
}

/**
 * Whether the query or path parameters parsed from raw request URL `url` may hold unstorable text.
 * A URL reaches the server as ASCII; the parsers make text from it by percent-decoding as UTF-8,
 * which never yields an unpaired surrogate (a broken sequence is kept as sent), so the only way in
 * is NUL, sent as `%00`. A URL without it needs no walk of its parsed parts (nearly every request).
 */
export function urlMayHoldUnstorableText(url: string): boolean {
  return url.includes('%00') || isUnstorable(url)
}

/** The first string (value or key) in `value` that cannot be stored, as an issue; `path` prefixes its path. */
export function findUnstorableText(value: unknown, path: readonly string[] = []): Issue | undefined {
  if (!holdsUnstorableText(value)) return undefined
  // An explicit stack: a deeply nested body must not overflow the call stack.
  const pending: Array<{ value: unknown; path: readonly string[] }> = [{ value, path }]
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value)
      if (problem !== undefined) return { path: item.path.join('.'), message: problem }
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, child] of Object.entries(item.value)) {
        const problem = textProblem(key)
        if (problem !== undefined) return { path: item.path.join('.'), message: `has a key that ${problem}` }
        pending.push({ value: child, path: [...item.path, key] })
      }
    }
  }
  return undefined
}

/** The 400 for input holding unstorable text, or undefined when all of it can be stored. */
export function refuseUnstorableText(parts: Readonly<Record<string, unknown>>): HttpError | undefined {
  for (const [where, value] of Object.entries(parts)) {
    const issue = findUnstorableText(value)
    if (issue !== undefined)
      return validationFailed([issue], `The ${where} has text that cannot be stored: ${issue.path || 'it'} ${issue.message}`)
  }
  return undefined
}

function isUnstorable(text: string): boolean {
  return text.includes(NUL) || UNPAIRED_SURROGATE.test(text)
}

function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'contains the NUL character (\\u0000)'
  if (UNPAIRED_SURROGATE.test(text)) return 'contains an unpaired Unicode surrogate (\\ud800–\\udfff)'
  return undefined
}
