/**
 * A CRM form as visitors fill it in (SPEC §2 "Contact form", "generic CRM form widget"): one control
 * per input, by its type (text, textarea, checkbox; e-mail, phone and number as typed text inputs),
 * each input's message next to it, and a submit button. The contact form (the form whose inputs are
 * namefamily, confirm, contact and qwestion) shows the spec's Russian messages and 'Отправить';
 * any other form 'Submit'. After a successful send it resets and toasts 'Form submitted successfully';
 * a refusal toasts the server's message and puts each field's issue next to it.
 */
import { useId } from 'react'
import { Controller, type FieldValues, type RegisterOptions, useForm } from 'react-hook-form'
import type { PageRecord, TreeNode } from '#contract/routes/host/resolved-page.ts'
import type { UiStringKey } from '#web/i18n/en.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { useLocalized } from '#web/site/localized.ts'
import { Button } from '#web/ui/button.tsx'
import { Checkbox } from '#web/ui/checkbox.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { Textarea } from '#web/ui/textarea.tsx'
import { toast } from '#web/ui/toast.tsx'
import { sendSubjectFormRequest } from '#generated/client/routes/crm.gen.ts'
import { fieldIssues, toastFailure } from '#web/api/call-failure.ts'

/** The contact form's inputs and their messages when left empty (SPEC §5). */
const CONTACT_FORM_MESSAGES: Readonly<Record<string, UiStringKey>> = {
  namefamily: 'contactFormNameRequired',
  confirm: 'contactFormConfirmRequired',
  contact: 'contactFormContactRequired',
  qwestion: 'contactFormQuestionRequired',
}

const TEXT_TYPES: Readonly<Record<string, string>> = { text: 'text', email: 'email', tel: 'tel', number: 'text' }

/** Whether `inputs` are the contact form's. */
export function isContactForm(inputs: readonly PageRecord[]): boolean {
  const keys = new Set(inputs.map((input) => String(input.slug)))
  return Object.keys(CONTACT_FORM_MESSAGES).every((key) => keys.has(key))
}

/** Props of {@link CrmForm}. */
export interface CrmFormProps {
  /** The `crm/forms` node with its inputs under `crm/forms-to-inputs`. */
  readonly form: TreeNode
  /** The signed-in subject sending it. */
  readonly subjectId: string
  /** Called after a successful send (the modal closes). */
  readonly onSent?: () => void
}

/** `<CrmForm form={formNode} subjectId={subject.id} />`. */
export function CrmForm({ form, subjectId, onSent }: CrmFormProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const idPrefix = useId()
  const inputs = childNodes(form, 'crm/forms-to-inputs').map((node) => node.record)
  const contactForm = isContactForm(inputs)
  const defaultValues = Object.fromEntries(inputs.map((input) => [String(input.slug), input.type === 'checkbox' ? false : '']))
  const { register, control, handleSubmit, reset, setError, formState } = useForm<FieldValues>({ defaultValues })

  const requiredMessage = (key: string) => {
    const contactMessage = contactForm ? CONTACT_FORM_MESSAGES[key] : undefined
    return contactMessage === undefined ? t.fieldIsRequired : t[contactMessage]
  }
  const rulesOf = (input: PageRecord): RegisterOptions => {
    const key = String(input.slug)
    if (input.isRequired !== true) return {}
    if (input.type === 'checkbox') return { validate: (value) => value === true || requiredMessage(key) }
    return { validate: (value) => (typeof value === 'string' && value.trim() !== '') || requiredMessage(key) }
  }

  const send = handleSubmit(async (values) => {
    try {
      await sendSubjectFormRequest({ params: { id: subjectId }, body: { ...values, formId: form.record.id } })
    } catch (error) {
      for (const issue of fieldIssues(error)) setError(issue.path.replace(/^data\./, ''), { message: issue.message })
      toastFailure(error)
      return
    }
    reset(defaultValues)
    void toast.success(t.formSubmittedSuccessfully)
    onSent?.()
  })

  return (
    <form noValidate onSubmit={send} className="grid gap-5" aria-label={text(form.record.title) || String(form.record.adminTitle ?? '')}>
      {inputs.map((input) => {
        const key = String(input.slug)
        const id = `${idPrefix}-${key}`
        const error = formState.errors[key]?.message
        const errorId = `${id}-error`
        const label = text(input.label) || text(input.title) || key
        const describedBy = error === undefined ? undefined : errorId
        const message =
          error === undefined ? null : (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {String(error)}
            </p>
          )
        if (input.type === 'checkbox') {
          return (
            <div key={input.id} className="grid gap-2">
              <div className="flex items-start gap-3">
                <Controller
                  name={key}
                  control={control}
                  rules={rulesOf(input)}
                  render={({ field }) => (
                    <Checkbox
                      id={id}
                      name={key}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      aria-invalid={error !== undefined}
                      aria-describedby={describedBy}
                      className="mt-0.5"
                    />
                  )}
                />
                <Label htmlFor={id} className="leading-snug font-normal">
                  {label}
                </Label>
              </div>
              {message}
            </div>
          )
        }
        const type = typeof input.type === 'string' ? input.type : 'text'
        const placeholder = text(input.placeholder) || undefined
        const common = {
          id,
          placeholder,
          'aria-invalid': error !== undefined,
          'aria-describedby': describedBy,
          ...register(key, rulesOf(input)),
        }
        return (
          <div key={input.id} className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            {type === 'textarea' ? (
              <Textarea rows={4} {...common} />
            ) : TEXT_TYPES[type] !== undefined ? (
              <Input type={TEXT_TYPES[type]} inputMode={type === 'number' ? 'decimal' : undefined} {...common} />
            ) : (
              <p className="text-sm text-destructive">{t.unknownInputType}</p>
            )}
            {message}
          </div>
        )
      })}
      <Button type="submit" variant="primary" size="lg" disabled={formState.isSubmitting} className="justify-self-start">
        {contactForm ? t.contactFormSubmit : t.submit}
      </Button>
    </form>
  )
}
