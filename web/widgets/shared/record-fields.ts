/**
 * Reading the plain fields of a record in a page tree (PageRecord values are `unknown`): the
 * anchor a section is rendered with, the `className` an administrator set, a link's url.
 */
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'

/** `record[field]` when it is a non-empty string, else undefined. */
export function stringField(record: PageRecord, field: string): string | undefined {
  const value = record[field]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** The element id of a block (`record.anchor`), so `/#courses` lands on it; undefined when unset. */
export function anchorOf(record: PageRecord): string | undefined {
  return stringField(record, 'anchor')?.trim().replace(/^#/, '')
}

/** The accent colour an administrator chose for a block (`#rrggbb`, website-builder widgets), else undefined. */
export function accentColorOf(record: PageRecord): string | undefined {
  const color = stringField(record, 'accentColor')
  // Only a plain hex colour reaches a style attribute.
  return color !== undefined && /^#[0-9a-f]{6}$/i.test(color) ? color : undefined
}

/** The `className` an administrator gave the record, passed through to its outer element. */
export function classNameOf(record: PageRecord): string | undefined {
  return stringField(record, 'className')
}
