/**
 * A labelled input with its validation message right under it (SPEC §2, §5: errors next to the
 * field). The message is linked to the input for screen readers and marks it `aria-invalid`.
 */
import { type ComponentProps, useId } from 'react'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'

/** Props: an input's, plus its label and current error. */
export type FormFieldProps = ComponentProps<'input'> & {
  readonly label: string
  readonly error?: string | undefined
}

/** `<FormField label={t.email} type="email" error={errors.login?.message} {...register('login', rules)} />`. */
export function FormField({ label, error, id, ...input }: FormFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error !== undefined} aria-describedby={error === undefined ? undefined : errorId} {...input} />
      {error !== undefined && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
