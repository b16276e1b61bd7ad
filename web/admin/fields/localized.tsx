/** A language map: one text input per configured language (SPEC §2 "Form field groups"). */
import { Input } from '#web/ui/input.tsx'
import { languages } from '#web/site/languages.ts'
import { useAdminLabels } from '../admin-labels.ts'
import type { FieldEditor, FieldInputProps } from './field-editor.ts'

/** A stored language map as the form keeps it: a string for every language. */
export function languageMapOf(value: unknown): Record<string, string> {
  const map: Record<string, string> = {}
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  for (const [language, text] of Object.entries(stored)) if (typeof text === 'string') map[language] = text
  for (const language of languages) map[language] ??= ''
  return map
}

/** The map without empty languages. */
export function nonEmptyLanguages(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(languageMapOf(value)).filter(([, text]) => text !== ''))
}

function LocalizedInput({ field, id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const labels = useAdminLabels()
  const map = languageMapOf(value)
  return (
    <fieldset aria-labelledby={`${id}-label`} className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-2">
      {languages.map((language, index) => (
        <div key={language} className="flex items-center gap-2">
          <span className="w-6 shrink-0 text-xs font-medium text-muted-foreground uppercase" aria-hidden="true">
            {language}
          </span>
          <Input
            id={index === 0 ? id : `${id}-${language}`}
            lang={language}
            aria-label={`${labels.field(field)} (${language})`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={map[language] ?? ''}
            onChange={(event) => onChange({ ...map, [language]: event.target.value })}
          />
        </div>
      ))}
    </fieldset>
  )
}

/** The language-map editor. */
export const localizedEditor: FieldEditor = {
  Input: LocalizedInput,
  fromRecord: languageMapOf,
  toPayload: nonEmptyLanguages,
}
