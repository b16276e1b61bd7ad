/**
 * A version of a record beside the record as it is now, field by field (issue #28): only the fields
 * that differ, a language map's languages each on a row of their own, so an editor sees which
 * translation changed. Rich text shows as its plain text.
 */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { AdminField, AdminRecord } from './admin-model.ts'
import { useAdminLabels } from './admin-labels.ts'
import { cells } from './cells/index.ts'

/** One differing value: a field, or one language of a language map. */
export interface FieldDifference {
  readonly field: AdminField
  /** The language of a language map's row. */
  readonly language?: string
  readonly before: unknown
  readonly after: unknown
}

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null)

// The fields a version holds that a save sets: not the id or the timestamps, which every version changes.
const compared = (field: AdminField) => field.name !== 'id' && field.readOnly !== true

function isLanguageMap(field: AdminField, ...values: unknown[]): boolean {
  return (
    (field.kind === 'localized' || field.kind === 'richText') &&
    values.every((value) => value === null || value === undefined || typeof value === 'object')
  )
}

/** The differences between `before` (a version) and `after` (the record now), in the form's field order. */
export function fieldDifferences(fields: readonly AdminField[], before: AdminRecord, after: AdminRecord): FieldDifference[] {
  return fields.filter(compared).flatMap((field): FieldDifference[] => {
    const old = before[field.name]
    const now = after[field.name]
    if (same(old, now)) return []
    if (!isLanguageMap(field, old, now)) return [{ field, before: old, after: now }]
    const oldMap = (old ?? {}) as Record<string, unknown>
    const nowMap = (now ?? {}) as Record<string, unknown>
    const languages = [...new Set([...Object.keys(oldMap), ...Object.keys(nowMap)])].sort()
    return languages
      .filter((language) => !same(oldMap[language], nowMap[language]))
      .map((language) => ({ field, language, before: oldMap[language], after: nowMap[language] }))
  })
}

/** Slate JSON's text, paragraphs on lines of their own; other text as it is. */
function plainText(value: string): string {
  try {
    const nodes: unknown = JSON.parse(value)
    const textOf = (node: unknown): string => {
      if (typeof node !== 'object' || node === null) return ''
      const { text, children } = node as { text?: unknown; children?: unknown }
      if (typeof text === 'string') return text
      return Array.isArray(children) ? children.map(textOf).join('') : ''
    }
    return Array.isArray(nodes) ? nodes.map(textOf).join('\n') : value
  } catch {
    return value
  }
}

function Value({ difference, value }: { readonly difference: FieldDifference; readonly value: unknown }) {
  const t = useUiStrings()
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">{t.conflictEmpty}</span>
  if (difference.language !== undefined)
    return (
      <span className="whitespace-pre-wrap break-words">
        {difference.field.kind === 'richText' ? plainText(String(value)) : String(value)}
      </span>
    )
  const Cell = cells[difference.field.kind]
  return <Cell field={difference.field} value={value} />
}

/** Props of {@link RecordVersionDiff}. */
export interface RecordVersionDiffProps {
  readonly fields: readonly AdminField[]
  readonly before: AdminRecord
  readonly after: AdminRecord
  /** The heading of the version's side (`Version 3`). */
  readonly beforeTitle: string
}

/** The side-by-side table of a version's differences from the record now. */
export function RecordVersionDiff({ fields, before, after, beforeTitle }: RecordVersionDiffProps) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const differences = fieldDifferences(fields, before, after)
  if (differences.length === 0) return <p className="text-sm text-muted-foreground">{t.versionsSame}</p>
  return (
    <div className="flex flex-col gap-2" data-version-diff>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(6rem,auto)_1fr_1fr] gap-2 px-2 text-xs font-medium text-muted-foreground sm:grid"
      >
        <span>{t.versionsField}</span>
        <span>{beforeTitle}</span>
        <span>{t.versionsCurrent}</span>
      </div>
      {differences.map((difference) => {
        const name =
          difference.language === undefined ? labels.field(difference.field) : `${labels.field(difference.field)} · ${difference.language}`
        return (
          <div
            key={`${difference.field.name}:${difference.language ?? ''}`}
            className="grid min-w-0 grid-cols-1 gap-1 rounded-md border p-2 text-sm sm:grid-cols-[minmax(6rem,auto)_1fr_1fr] sm:gap-2"
            data-diff-field={difference.field.name}
            data-diff-language={difference.language}
          >
            <span className="font-medium">{name}</span>
            <span className="min-w-0 rounded bg-destructive/10 px-1.5 py-0.5 [&_*]:max-w-none [&_*]:whitespace-normal">
              <span className="block text-xs text-muted-foreground sm:hidden">{beforeTitle}</span>
              <Value difference={difference} value={difference.before} />
            </span>
            <span className="min-w-0 rounded bg-emerald-500/10 px-1.5 py-0.5 [&_*]:max-w-none [&_*]:whitespace-normal">
              <span className="block text-xs text-muted-foreground sm:hidden">{t.versionsCurrent}</span>
              <Value difference={difference} value={difference.after} />
            </span>
          </div>
        )
      })}
    </div>
  )
}
