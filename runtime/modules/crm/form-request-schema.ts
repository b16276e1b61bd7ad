/**
 * What a form request must hold, decided by the form's own inputs (SPEC §5): a required text input
 * needs a non-blank value, a required checkbox must be ticked (the contact form's `confirm`), an
 * e-mail input a valid address. Keys the form does not list are accepted as they come, since the
 * generic request schema is permissive; only the payload's size is bounded. Messages are in the
 * request's language (runtime/i18n/server-messages.ts), naming the input by its label there.
 */
import { z } from 'zod'
import { API_LANGUAGE, type MessageLanguage } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import type { FormInput } from './form-input.ts'

/** The largest stored payload, as JSON text. */
export const MAX_FORM_PAYLOAD_CHARS = 20_000

const MAX_TEXT = 5_000

function inputSchema(input: FormInput, language: MessageLanguage): z.ZodType {
  const field = { key: input.key, label: input.label[language]?.trim() || input.key }
  const required = serverMessage(language, 'fieldRequired', field)
  switch (input.type) {
    case 'checkbox':
      return input.isRequired ? z.literal(true, { error: serverMessage(language, 'fieldNotConfirmed', field) }) : z.boolean().optional()
    case 'number': {
      const notNumber = serverMessage(language, 'fieldNotNumber', field)
      const number = z.union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d+(\.\d+)?$/, { error: notNumber }),
        ],
        { error: notNumber },
      )
      return input.isRequired ? number : number.optional().or(z.literal(''))
    }
    case 'email': {
      const email = z.email({ error: serverMessage(language, 'fieldNotEmail', field) })
      return input.isRequired
        ? z.string({ error: required }).trim().min(1, { error: required }).pipe(email)
        : z.union([z.literal(''), email]).optional()
    }
    case 'text':
    case 'textarea':
    case 'tel': {
      const text = z
        .string({ error: serverMessage(language, 'fieldNotText', field) })
        .trim()
        .max(MAX_TEXT, { error: serverMessage(language, 'fieldTooLong', { ...field, max: MAX_TEXT }) })
      return input.isRequired ? z.string({ error: required }).pipe(text.min(1, { error: required })) : text.optional()
    }
  }
}

/** The schema of a request to a form with `inputs`: their rules, other keys passed through; messages in `language`. */
export function formRequestSchema(inputs: readonly FormInput[], language: MessageLanguage = API_LANGUAGE) {
  const shape = Object.fromEntries(inputs.map((input) => [input.key, inputSchema(input, language)]))
  return z
    .looseObject(shape, { error: serverMessage(language, 'requestNotFieldValues') })
    .refine((values) => JSON.stringify(values).length <= MAX_FORM_PAYLOAD_CHARS, {
      error: serverMessage(language, 'requestTooLarge', { max: MAX_FORM_PAYLOAD_CHARS }),
    })
}
