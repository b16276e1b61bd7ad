/**
 * The conflict screen of a record form (issue #28): the save was refused because someone else saved
 * the record since the form loaded it (409 VERSION_CONFLICT, runtime/operations/record-version.ts).
 * Per field they changed, their value beside the editor's, with a choice to reload theirs or keep
 * mine; saving again sends the result on top of their version, so nothing is lost unless chosen.
 */
import { useEffect, useRef } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import type { AdminField, AdminRecord } from './admin-model.ts'
import { useAdminLabels } from './admin-labels.ts'
import { cells } from './cells/index.ts'

/** Which value a field keeps after a conflict. */
export type ConflictChoice = 'theirs' | 'mine'

/** A refused save: the version it was based on, the record as it is now, and the editor's values as the API takes them. */
export interface RecordConflict {
  readonly base: AdminRecord
  readonly theirs: AdminRecord
  readonly mine: Readonly<Record<string, unknown>>
}

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null)

/**
 * The fields of `fields` the other save changed (their value differs from the one the form loaded)
 * where the editor's value differs from theirs too: the ones to choose for.
 */
export function conflictingFields(fields: readonly AdminField[], conflict: RecordConflict): AdminField[] {
  return fields.filter(
    (field) =>
      !same(conflict.theirs[field.name], conflict.base[field.name]) && !same(conflict.mine[field.name], conflict.theirs[field.name]),
  )
}

/** The first choice offered: theirs where the editor left the field as loaded, mine where they changed it. */
export function initialChoices(fields: readonly AdminField[], conflict: RecordConflict): Record<string, ConflictChoice> {
  return Object.fromEntries(
    fields.map((field) => [field.name, same(conflict.mine[field.name], conflict.base[field.name]) ? 'theirs' : 'mine']),
  )
}

/** Props of {@link RecordConflictPanel}. */
export interface RecordConflictPanelProps {
  readonly fields: readonly AdminField[]
  readonly conflict: RecordConflict
  readonly choices: Readonly<Record<string, ConflictChoice>>
  readonly onChoose: (field: string, choice: ConflictChoice) => void
  readonly onSaveAgain: () => void
  readonly pending: boolean
}

function Value({ field, value }: { readonly field: AdminField; readonly value: unknown }) {
  const t = useUiStrings()
  const Cell = cells[field.kind]
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">{t.conflictEmpty}</span>
  return <Cell field={field} value={value} />
}

/** The panel: a row per conflicting field, and Save again. */
export function RecordConflictPanel({ fields, conflict, choices, onChoose, onSaveAgain, pending }: RecordConflictPanelProps) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  // The editor pressed save at the foot of the form: bring the panel at its head into view.
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <section
      ref={panel}
      role="alert"
      aria-labelledby="record-conflict-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive p-3 sm:p-4"
      data-conflict
    >
      <h3 id="record-conflict-title" className="font-semibold">
        {t.conflictTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{fields.length === 0 ? t.conflictNoFields : t.conflictHint}</p>
      {fields.map((field) => (
        <fieldset key={field.name} className="flex min-w-0 flex-col gap-2 rounded-md border p-2 sm:p-3" data-conflict-field={field.name}>
          <legend className="px-1 text-sm font-medium">{labels.field(field)}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {(['theirs', 'mine'] as const).map((side) => (
              <label
                key={side}
                className="flex min-w-0 cursor-pointer items-start gap-2 rounded-md border p-2 has-[:checked]:border-primary has-[:checked]:bg-muted"
              >
                <input
                  type="radio"
                  name={`conflict-${field.name}`}
                  value={side}
                  checked={choices[field.name] === side}
                  onChange={() => onChoose(field.name, side)}
                  className="mt-1"
                />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="text-sm font-medium">
                    {side === 'theirs' ? t.conflictTakeTheirs : t.conflictKeepMine}
                    <span className="text-xs font-normal text-muted-foreground">
                      {' '}
                      · {side === 'theirs' ? t.conflictTheirs : t.conflictMine}
                    </span>
                  </span>
                  {/* The whole value: a table cell keeps one line, a choice between two needs all of both. */}
                  <span className="min-w-0 break-words text-sm [&_*]:max-w-none [&_*]:whitespace-normal">
                    <Value field={field} value={side === 'theirs' ? conflict.theirs[field.name] : conflict.mine[field.name]} />
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="button" variant="primary" disabled={pending} onClick={onSaveAgain}>
          {pending ? t.loading : t.conflictSaveAgain}
        </Button>
      </div>
    </section>
  )
}
