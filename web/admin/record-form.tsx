/**
 * The admin form of one record, for create and update (react-hook-form): one input per editable
 * field by kind, validated with the entity's generated Zod schema (errors next to the fields),
 * server errors in a toast, the save button of SPEC §2, Ctrl/Cmd+S to save, and the
 * unsaved-changes guard. No autosave: a record changes only when the editor saves it.
 */
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { ApiError } from '#runtime/client/api-error.ts'
import { recordEtag, VERSION_CONFLICT } from '#runtime/client/record-etag.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Label } from '#web/ui/label.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { toast } from '#web/ui/toast.tsx'
import type { AdminField, AdminModel, AdminRecord } from './admin-model.ts'
import { adminInputs } from '#generated/admin/components.gen.ts'
import { lazyComponent } from './admin-components.ts'
import { useAdminLabels } from './admin-labels.ts'
import { fieldEditorOf } from './fields/index.ts'
import { checkRecordForm, issueField } from './record-validation.ts'
import { followAdminTitle, type FormValues, formValuesOf, payloadOf } from './record-values.ts'
import { type ConflictChoice, conflictingFields, initialChoices, type RecordConflict, RecordConflictPanel } from './record-conflict.tsx'
import { SaveButton } from './save-button.tsx'
import { type LeavesForm, UnsavedChangesGuard } from './unsaved-changes-guard.tsx'
import { useSaveStatus } from './use-save-status.ts'

// A field's schema description is developer text in English, shared with the API docs: shown to
// editors reading the admin in English only, so no other language's screen mixes it in.
const DESCRIPTION_LANGUAGE = 'en'

/** Props of {@link RecordForm}. */
export interface RecordFormProps {
  readonly model: AdminModel
  /** The record to update; none means create. */
  readonly record?: AdminRecord
  /** Values set by the context and not shown (a relation's parent id). */
  readonly fixedValues?: FormValues
  readonly onSaved?: (record: AdminRecord) => void
  /** Buttons beside the save button (the edit modal's Delete). */
  readonly actions?: ReactNode
  /** Which navigations take the form away (a modal's form goes when the modal closes). */
  readonly leaves?: LeavesForm
  /** Told what a save would send (the JSON data, files left out) whenever the editor changes a value: the live preview's draft. */
  readonly onDraft?: (data: Readonly<Record<string, unknown>>) => void
}

/** The fields the form edits. */
export function editableFields(model: AdminModel, fixedValues: FormValues = {}): AdminField[] {
  return model.fields.filter((field) => field.readOnly !== true && !Object.hasOwn(fixedValues, field.name))
}

/** The form. */
export function RecordForm({ model, record, fixedValues = {}, onSaved, actions, leaves, onDraft }: RecordFormProps) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const formId = useId()
  const fields = useMemo(() => editableFields(model, fixedValues), [model, fixedValues])
  const names = useMemo(() => new Set(fields.map((field) => field.name)), [fields])
  // Read once: a refetch of the record must not overwrite what the editor is typing.
  const [defaultValues] = useState(() => formValuesOf(fields, record))
  const form = useForm<FormValues>({ defaultValues })
  const [status, setStatus] = useSaveStatus()
  const create = useMutation(model.queries.createMutation())
  const update = useMutation(model.queries.updateMutation())
  // The version the form's values are based on, sent in If-Match: the loaded record, then each save's answer.
  const base = useRef(record)
  // A save refused because someone else saved meanwhile, and the editor's choice per field.
  const [conflict, setConflict] = useState<RecordConflict>()
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({})
  const conflicting = useMemo(() => (conflict === undefined ? [] : conflictingFields(fields, conflict)), [conflict, fields])
  const values = form.watch()
  // SPEC §2/§5: a new record's admin title is pre-filled, and follows its title and variant until
  // the editor writes one of their own (then the field no longer holds what was generated).
  const adminTitleField = record === undefined ? fields.find((field) => field.generated === 'adminTitle') : undefined
  const generatedAdminTitle = useRef(adminTitleField === undefined ? undefined : defaultValues[adminTitleField.name])
  // As text: the title is a new map on every render, and the effect runs when either one changes.
  const titleAndVariant = JSON.stringify({ title: values.title ?? null, variant: values.variant ?? null })
  useEffect(() => {
    if (adminTitleField === undefined) return
    const current = form.getValues(adminTitleField.name)
    if (typeof current !== 'string' || current !== generatedAdminTitle.current) return
    const next = followAdminTitle(current, JSON.parse(titleAndVariant) as FormValues)
    if (next === undefined || next === current) return
    generatedAdminTitle.current = next
    form.setValue(adminTitleField.name, next)
  }, [titleAndVariant, adminTitleField, form])
  // As text, like the title above: the watched values are a new object on every render.
  const draft = onDraft === undefined ? undefined : JSON.stringify(payloadOf(fields, values, fixedValues, t).data)
  useEffect(() => {
    if (draft !== undefined) onDraft?.(JSON.parse(draft) as Record<string, unknown>)
  }, [draft, onDraft])
  // Asked when a navigation starts, which may be right after a save, before the next render.
  const dirty = useRef(false)
  dirty.current = form.formState.isDirty && status !== 'pending'

  const save = form.handleSubmit(async (input) => {
    setStatus('pending')
    form.clearErrors()
    const checked = checkRecordForm(model, fields, input, fixedValues, t, labels.language, record === undefined ? 'create' : 'update')
    const { payload } = checked
    for (const [name, message] of checked.errors) form.setError(name, { message })
    if (checked.data === undefined) {
      setStatus('error')
      return
    }
    // The schema's output: generated defaults (slug, admin title) are filled as the server would.
    const data = Object.fromEntries(Object.entries(checked.data).filter(([name]) => !Object.hasOwn(payload.files, name)))
    try {
      const saved =
        base.current === undefined
          ? await create.mutateAsync({ data, files: payload.files })
          : await update.mutateAsync({
              id: base.current.id,
              data: changedOnly(data, form.formState.dirtyFields as Readonly<Record<string, unknown>>),
              files: payload.files,
              ifMatch: recordEtag(base.current),
            })
      setStatus('success')
      if (record !== undefined) base.current = saved
      setConflict(undefined)
      dirty.current = false
      // A create form starts the next record from the defaults; an edit form shows what was saved.
      const next = formValuesOf(fields, record === undefined ? undefined : saved)
      form.reset(next)
      if (adminTitleField !== undefined) generatedAdminTitle.current = next[adminTitleField.name]
      onSaved?.(saved)
    } catch (error) {
      setStatus('error')
      const theirs = base.current === undefined ? undefined : currentOf(error)
      if (theirs !== undefined && base.current !== undefined) {
        const next = { base: base.current, theirs, mine: data }
        setConflict(next)
        setChoices(initialChoices(conflictingFields(fields, next), next))
        return
      }
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const name = issueField(issue.path, names)
          if (name !== undefined) form.setError(name, { message: issue.message })
        }
      }
      void toast.error(error instanceof Error ? error.message : String(error))
    }
  })

  // Their version with the editor's own changes kept where chosen (a field only the editor changed, or
  // one both did where the editor keeps theirs), then a save on top of it: what it sends are those changes alone.
  const saveAgain = () => {
    if (conflict === undefined) return
    const mine = form.getValues()
    const dirty = form.formState.dirtyFields as Readonly<Record<string, unknown>>
    const kept = fields.filter((field) => isDirty(dirty[field.name]) && choices[field.name] !== 'theirs')
    form.reset(formValuesOf(fields, conflict.theirs))
    for (const field of kept) form.setValue(field.name, mine[field.name], { shouldDirty: true })
    base.current = conflict.theirs
    setConflict(undefined)
    void save()
  }

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void save(event)}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault()
          void save()
        }
      }}
      className="flex flex-col gap-4"
    >
      <UnsavedChangesGuard isDirty={() => dirty.current} leaves={leaves} />
      {conflict !== undefined && (
        <RecordConflictPanel
          fields={conflicting}
          conflict={conflict}
          choices={choices}
          onChoose={(name, choice) => setChoices((previous) => ({ ...previous, [name]: choice }))}
          onSaveAgain={saveAgain}
          pending={status === 'pending'}
        />
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {fields.map((field) => {
          const editor = fieldEditorOf(field.kind)
          // A field's own input (generated/admin/components.gen.ts) in place of its kind's; the kind still reads and sends the value.
          const Input = field.input === undefined ? editor?.Input : lazyComponent('input', field.input, adminInputs)
          const inputId = `${formId}-${field.name}`
          const errorId = `${inputId}-error`
          const wide = field.kind === 'localized' || field.kind === 'richText' || field.kind === 'file' || field.multiline === true
          return (
            <div
              key={field.name}
              className={wide ? 'flex flex-col gap-1.5 md:col-span-2' : 'flex flex-col gap-1.5'}
              data-field={field.name}
            >
              <Label htmlFor={inputId} id={`${inputId}-label`}>
                {labels.field(field)}
                {field.required === true && <span aria-hidden="true"> *</span>}
              </Label>
              {editor === undefined || Input === undefined ? (
                <p className="text-sm text-destructive">{t.unknownInputType}</p>
              ) : (
                <Controller
                  control={form.control}
                  name={field.name}
                  render={({ field: control, fieldState }) => (
                    <Suspense fallback={<Skeleton className="h-9 w-full" />}>
                      <Input
                        model={model}
                        field={field}
                        id={inputId}
                        value={control.value}
                        onChange={control.onChange}
                        invalid={fieldState.error !== undefined}
                        describedBy={fieldState.error === undefined ? undefined : errorId}
                        values={values}
                      />
                    </Suspense>
                  )}
                />
              )}
              {form.formState.errors[field.name]?.message !== undefined && (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {String(form.formState.errors[field.name]?.message)}
                </p>
              )}
              {field.description !== undefined && labels.language === DESCRIPTION_LANGUAGE && (
                <p lang={DESCRIPTION_LANGUAGE} className="text-xs text-muted-foreground">
                  {field.description}
                </p>
              )}
            </div>
          )
        })}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SaveButton status={status} hasId={record !== undefined} />
        {actions}
        <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{t.adminShortcutHint}</span>
      </div>
    </form>
  )
}

/** The record as it is now, from a save refused as based on a stale version (409 VERSION_CONFLICT). */
function currentOf(error: unknown): AdminRecord | undefined {
  if (!(error instanceof ApiError) || error.code !== VERSION_CONFLICT) return undefined
  const current = (error.body as { error?: { current?: unknown } } | undefined)?.error?.current
  return typeof current === 'object' && current !== null && typeof (current as { id?: unknown }).id === 'string'
    ? (current as AdminRecord)
    : undefined
}

/**
 * An update's body: the fields the editor changed, so the change (and the audit log's entry) names
 * only those, and a field someone else changed meanwhile is never sent back unchanged.
 */
function changedOnly(data: Readonly<Record<string, unknown>>, dirty: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => isDirty(dirty[name])))
}

/** Whether react-hook-form's dirty mark of one field (true, or an object or list of marks for a structured value) says it changed. */
function isDirty(mark: unknown): boolean {
  if (mark === undefined || mark === false) return false
  if (Array.isArray(mark)) return mark.some(isDirty)
  if (typeof mark === 'object' && mark !== null) return Object.values(mark).some(isDirty)
  return mark === true
}
