/** The one label a select shows per record (SPEC §2): the model's label field, as text. */
import { defaultLanguage } from '#web/site/languages.ts'
import type { AdminModel, AdminRecord } from './admin-model.ts'

/** A value as short text: a language map in the default language (else any), others as they are. */
export function valueText(value: unknown, language: string = defaultLanguage): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') {
    const map = value as Record<string, unknown>
    const text = map[language] ?? Object.values(map).find((item) => typeof item === 'string' && item !== '')
    return typeof text === 'string' ? text : ''
  }
  return String(value)
}

/** The record's label, or its id when the label is empty. */
export function recordLabel(model: Pick<AdminModel, 'label'>, record: AdminRecord, language?: string): string {
  return valueText(record[model.label], language) || record.id
}
