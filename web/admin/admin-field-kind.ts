/**
 * The kinds of input and cell the admin knows. Every field of a generated admin model names one,
 * and `fields/index.ts` and `cells/index.ts` are `Record<AdminFieldKind, …>`, so a new kind does
 * not compile until it has an input and a cell.
 */
export const adminFieldKinds = [
  'text',
  'integer',
  'numeric',
  'boolean',
  'enum',
  'localized',
  'richText',
  'date',
  'datetime',
  'file',
  'reference',
  'uuid',
] as const

/** One kind of admin input and cell. */
export type AdminFieldKind = (typeof adminFieldKinds)[number]
