/**
 * Rich text per language (SPEC §2, §5): a Slate editor for each configured language, loaded as its
 * own chunk. A stored value that is not a Slate document (plain text) is edited as plain text.
 */
import { lazy, Suspense } from 'react'
import { languages } from '#web/site/languages.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Textarea } from '#web/ui/textarea.tsx'
import { useAdminLabels } from '../admin-labels.ts'
import type { FieldEditor, FieldInputProps } from './field-editor.ts'
import { languageMapOf, nonEmptyLanguages } from './localized.tsx'

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

/** Whether `value` is stored as a Slate document (empty counts: it opens as an empty paragraph). */
export function isSlateDocument(value: string): boolean {
  if (value.trim() === '') return true
  try {
    return Array.isArray(JSON.parse(value))
  } catch {
    return false
  }
}

function RichTextInput({ field, id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const labels = useAdminLabels()
  const map = languageMapOf(value)
  return (
    <fieldset id={id} aria-describedby={describedBy} className="flex min-w-0 flex-col gap-3">
      {languages.map((language) => {
        const label = `${labels.field(field)} (${language})`
        const text = map[language] ?? ''
        const change = (next: string) => onChange({ ...languageMapOf(value), [language]: next })
        return (
          <div key={language} className="flex flex-col gap-1" lang={language}>
            <span className="text-xs font-medium text-muted-foreground uppercase" aria-hidden="true">
              {language}
            </span>
            {isSlateDocument(text) ? (
              <Suspense fallback={<Skeleton className="h-32 w-full" />}>
                <RichTextEditor value={text} onChange={change} label={label} invalid={invalid} />
              </Suspense>
            ) : (
              <Textarea
                aria-label={label}
                value={text}
                rows={4}
                aria-invalid={invalid || undefined}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </div>
        )
      })}
    </fieldset>
  )
}

/** The rich-text editor. */
export const richTextEditor: FieldEditor = {
  Input: RichTextInput,
  fromRecord: languageMapOf,
  toPayload: nonEmptyLanguages,
}
