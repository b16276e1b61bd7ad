/**
 * What a form request must hold, decided by the form's own inputs (SPEC §5): a required text input
 * needs a non-blank value, a required checkbox must be ticked (the contact form's `confirm`), an
 * e-mail input a valid address. Keys the form does not list are accepted as they come, since the
 * generic request schema is permissive; only the payload's size is bounded.
 */
import { z } from 'zod'
import type { FormInput } from './form-input.ts'

/** The largest stored payload, as JSON text. */
export const MAX_FORM_PAYLOAD_CHARS = 20_000

const MAX_TEXT = 5_000

function inputSchema(input: FormInput): z.ZodType {
  const required = `${input.key} is required`
  switch (input.type) {
    case 'checkbox':
      return input.isRequired ? z.literal(true, { error: `${input.key} must be confirmed` }) : z.boolean().optional()
    case 'number': {
      const number = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, { error: `${input.key} must be a number` })], { error: `${input.key} must be a number` })
      return input.isRequired ? number : number.optional().or(z.literal(''))
    }
    case 'email': {
      const email = z.email({ error: `${input.key} must be an e-mail address` })
      return input.isRequired ? z.string({ error: required }).trim().min(1, { error: required }).pipe(email) : z.union([z.literal(''), email]).optional()
    }
    case 'text':
    case 'textarea':
    case 'tel': {
      const text = z.string({ error: `${input.key} must be text` }).trim().max(MAX_TEXT, { error: `${input.key} is longer than ${MAX_TEXT} characters` })
      return input.isRequired ? z.string({ error: required }).pipe(text.min(1, { error: required })) : text.optional()
    }
  }
}

/** The schema of a request to a form with `inputs`: their rules, other keys passed through. */
export function formRequestSchema(inputs: readonly FormInput[]) {
  const shape = Object.fromEntries(inputs.map((input) => [input.key, inputSchema(input)]))
  return z
    .looseObject(shape, { error: 'The request must be an object of field values' })
    .refine((values) => JSON.stringify(values).length <= MAX_FORM_PAYLOAD_CHARS, {
      error: `The request is larger than ${MAX_FORM_PAYLOAD_CHARS} characters`,
    })
}
