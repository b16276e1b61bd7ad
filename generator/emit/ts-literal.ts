/**
 * Prints plain data as a TypeScript literal: single quotes, unquoted identifier
 * keys, two-space indent. Deterministic: keys keep their (already ordered) order.
 */
const identifierKey = /^[A-Za-z_$][A-Za-z0-9_$]*$/

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`
}

/** `toTsLiteral({ a: ['x'] })` → `{ a: ['x'] }` (multi-line for objects). */
export function toTsLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      const flat = `[${value.map((item) => toTsLiteral(item)).join(', ')}]`
      if (flat.length + indent.length <= 100) return flat
    }
    return `[\n${value.map((item) => `${inner}${toTsLiteral(item, inner)},`).join('\n')}\n${indent}]`
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
    if (entries.length === 0) return '{}'
    const lines = entries.map(([key, item]) => `${inner}${identifierKey.test(key) ? key : quote(key)}: ${toTsLiteral(item, inner)},`)
    return `{\n${lines.join('\n')}\n${indent}}`
  }
  throw new Error(`cannot print ${typeof value} as a literal`)
}

/** A string as a single-quoted TypeScript string literal. */
export const tsString = quote

/** `toInlineTsLiteral({ a: ['x'], b: 1 })` → `{ a: ['x'], b: 1 }`: the same printing, on one line. */
export function toInlineTsLiteral(value: unknown): string {
  if (value === null || typeof value !== 'object') return toTsLiteral(value)
  if (Array.isArray(value)) return `[${value.map((item) => toInlineTsLiteral(item)).join(', ')}]`
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
  if (entries.length === 0) return '{}'
  return `{ ${entries.map(([key, item]) => `${identifierKey.test(key) ? key : quote(key)}: ${toInlineTsLiteral(item)}`).join(', ')} }`
}
