/**
 * Naming rules shared by the IR and the emitters: case conversion,
 * singularisation and PostgreSQL's 63-byte identifier limit.
 */
import { createHash } from 'node:crypto'

/** PostgreSQL truncates identifiers longer than this (NAMEDATALEN - 1). */
export const maxIdentifierLength = 63

function words(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
}

/** `website-builder` → `website_builder`; `createdAt` → `created_at`. */
export function snakeCase(value: string): string {
  return words(value).join('_')
}

/** `buttons-arrays` → `buttonsArrays`. */
export function camelCase(value: string): string {
  return words(value)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('')
}

/** `buttons-arrays` → `ButtonsArrays`. */
export function pascalCase(value: string): string {
  const camel = camelCase(value)
  return camel.charAt(0).toUpperCase() + camel.slice(1)
}

const invariable = new Set(['metadata', 'data', 'news', 'series'])

/** Singular of the last word: `categories` → `category`, `buttons-arrays` → `buttons-array`. */
export function singular(value: string): string {
  const parts = value.split('-')
  const last = parts.pop()!
  let one = last
  if (invariable.has(last)) one = last
  else if (last.endsWith('ies')) one = `${last.slice(0, -3)}y`
  else if (/(ss|sh|ch|x)es$/.test(last)) one = last.slice(0, -2)
  else if (last.endsWith('s') && !last.endsWith('ss')) one = last.slice(0, -1)
  return [...parts, one].join('-')
}

/**
 * Keeps an identifier within 63 characters: longer ones keep a readable prefix
 * and end with a stable hash of the full name, so two long names never collide.
 */
export function shortenIdentifier(identifier: string): string {
  if (identifier.length <= maxIdentifierLength) return identifier
  const hash = createHash('sha256').update(identifier).digest('hex').slice(0, 8)
  const prefix = identifier.slice(0, maxIdentifierLength - hash.length - 1).replace(/_+$/, '')
  return `${prefix}_${hash}`
}

/** The SQL column of a field: `createdAt` → `created_at`, shortened past 63 characters. */
export function columnName(fieldName: string): string {
  return shortenIdentifier(snakeCase(fieldName))
}

/** The SQL table of an entity: module prefix plus its name. */
export function tableName(module: string, name: string): string {
  return shortenIdentifier(`${snakeCase(module)}_${snakeCase(name)}`)
}

/** Name of an index, unique constraint or foreign key on a table. */
export function constraintName(table: string, columns: readonly string[], suffix: 'idx' | 'key' | 'fkey' | 'check'): string {
  return shortenIdentifier(`${table}_${columns.join('_')}_${suffix}`)
}

/**
 * The foreign-key field a relation uses for one of its ends: `pageId` within a
 * module, `fileStorageModuleFileId` across modules.
 */
export function relationKeyName(relationModule: string, targetModule: string, targetName: string): string {
  const one = camelCase(singular(targetName))
  if (relationModule === targetModule) return `${one}Id`
  return `${camelCase(targetModule)}Module${pascalCase(singular(targetName))}Id`
}

export { PUBLISHED_COLUMN } from '#contract/schema-ir.ts'
