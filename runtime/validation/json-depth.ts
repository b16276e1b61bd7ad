/**
 * How deeply JSON input may nest. Nothing the API accepts goes past a handful of levels; far deeper
 * input is an attack on every recursive walk after parsing (10,000 levels overflowed the stack, a
 * 500, and 1,000 levels were stored and mailed), so it is refused with a 400 before any walk.
 */
import { badRequest, type HttpError } from '#runtime/errors/http-error.ts'

/** The deepest nesting of objects and lists accepted in JSON input (the body itself is level 1). */
export const MAX_JSON_DEPTH = 64

const OPEN_OBJECT = 123 // {
const OPEN_LIST = 91 // [
const CLOSE_OBJECT = 125 // }
const CLOSE_LIST = 93 // ]
const QUOTE = 34 // "
const BACKSLASH = 92 // \

/**
 * Whether JSON `text` nests objects and lists deeper than `max`, read from the text without parsing
 * it (brackets inside strings do not count). Invalid JSON is the parser's to refuse.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index += 1
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (code === OPEN_OBJECT || code === OPEN_LIST) {
      if ((depth += 1) > max) return true
    } else if (code === CLOSE_OBJECT || code === CLOSE_LIST) depth -= 1
  }
  return false
}

/** Whether a parsed value nests objects and lists deeper than `max`; walks without recursion. */
export function valueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 1 }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue
    if (next.depth > max) return true
    for (const child of Object.values(next.value)) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: next.depth + 1 })
    }
  }
  return false
}

/** The 400 of input nested past the limit; `what` names it ("Request body", "The data part"). */
export function tooDeep(what: string, max = MAX_JSON_DEPTH): HttpError {
  return badRequest(`${what} is nested more than ${max} levels deep`)
}
