/**
 * The query-string parser of the whole server: qs, so `filters[and][0][column]`
 * arrives as nested lists and objects (DESIGN "The HTTP API").
 */
import qs from 'qs'

// Deep enough for `filters[and][0][value][0]` and a language map value, no deeper; lists as long
// as the largest `inArray` (1000), and never sparse (`[999]` alone becomes `['x']`).
const OPTIONS: qs.IParseOptions = {
  depth: 5,
  arrayLimit: 1000,
  parameterLimit: 2000,
  allowPrototypes: false,
  allowDots: false,
}

/** Fastify `querystringParser`: text after `?` → nested object. */
export function parseQueryString(text: string): Record<string, unknown> {
  return parsePlain(text) ?? qs.parse(text, OPTIONS)
}

// qs cost 34–47 µs per read (bench/README.md), though clients send one plain form: flat names and
// the documented brackets (`filters[and][0][column]=…`). This parser accepts only that form, where
// its result is qs's: names made of letters, digits and `_`; list indexes without leading zeros,
// each new one the next of its list; no repeated parameter, no name that Object.prototype owns,
// values that decode cleanly. On anything else it returns undefined and qs parses the text, so qs's
// edge cases (escaped brackets, sparse or merged lists, depth, limits) stay qs's.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
const INDEX = /^(?:0|[1-9]\d{0,2})$/
const MAX_SEGMENTS = 5

type Node = Record<string, unknown> | unknown[]

function parsePlain(text: string): Record<string, unknown> | undefined {
  const result: Record<string, unknown> = {}
  const parts = text.split('&')
  if (parts.length > (OPTIONS.parameterLimit ?? 1000)) return undefined
  for (const part of parts) {
    const equals = part.indexOf('=')
    const key = equals === -1 ? part : part.slice(0, equals)
    if (key === '') continue
    const path = keyPath(key)
    const value = equals === -1 ? '' : decode(part.slice(equals + 1))
    if (path === undefined || value === undefined || !assign(result, path, value)) return undefined
  }
  return result
}

// `a[b][0]` → ['a', 'b', 0]; undefined when the key is not of the plain form.
function keyPath(key: string): (string | number)[] | undefined {
  const open = key.indexOf('[')
  const name = open === -1 ? key : key.slice(0, open)
  if (!NAME.test(name) || name in Object.prototype) return undefined
  const path: (string | number)[] = [name]
  if (open === -1) return path
  // A hand scan: matchAll and its match objects cost more than the rest of the parse.
  let at = open
  while (at < key.length) {
    const close = key.indexOf(']', at)
    if (key.charCodeAt(at) !== 91 || close === -1) return undefined
    const segment = key.slice(at + 1, close)
    if (INDEX.test(segment)) path.push(Number(segment))
    else if (NAME.test(segment) && !(segment in Object.prototype)) path.push(segment)
    else return undefined
    at = close + 1
  }
  return path.length - 1 <= MAX_SEGMENTS ? path : undefined
}

function decode(text: string): string | undefined {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text
  if (!spaced.includes('%')) return spaced
  try {
    return decodeURIComponent(spaced)
  } catch {
    return undefined
  }
}

// Sets `value` at `path`; false when that would repeat a parameter or need qs's merging rules.
function assign(root: Record<string, unknown>, path: readonly (string | number)[], value: string): boolean {
  let node: Node = root
  for (let depth = 0; depth < path.length; depth++) {
    const step = path[depth]!
    const isLast = depth === path.length - 1
    let existing: unknown
    if (Array.isArray(node)) {
      if (typeof step !== 'number' || step > node.length) return false
      existing = node[step]
    } else {
      if (typeof step !== 'string') return false
      existing = Object.hasOwn(node, step) ? node[step] : undefined
    }
    if (isLast) {
      if (existing !== undefined) return false
      setStep(node, step, value)
      return true
    }
    if (existing === undefined) {
      const child: Node = typeof path[depth + 1] === 'number' ? [] : {}
      setStep(node, step, child)
      node = child
    } else if (typeof existing === 'object' && existing !== null && Array.isArray(existing) === (typeof path[depth + 1] === 'number')) {
      node = existing as Node
    } else return false
  }
  return false
}

function setStep(node: Node, step: string | number, value: unknown): void {
  if (Array.isArray(node)) node[step as number] = value
  else node[step as string] = value
}
