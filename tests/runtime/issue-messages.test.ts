/**
 * The validators' issues said to a person (runtime/validation/issue-messages.ts): each kind of
 * refusal in English and in Russian, naming the field by its label in that language, for checks
 * the demo's schema does not use (a maximum length, bounds of a number, dates, decimals).
 */
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { numericSchema, datetimeSchema } from '#runtime/validation/field-schemas.ts'
import { type IssueField, issueMessage, issueTexts } from '#runtime/validation/issue-messages.ts'

const fields: Readonly<Record<string, IssueField>> = {
  code: { kind: 'text', label: { en: 'Code', ru: 'Код' }, patternMessage: { en: 'must look like AB-12', ru: 'в виде AB-12' } },
  seats: { kind: 'integer', label: { en: 'Seats', ru: 'Места' } },
  price: { kind: 'numeric', label: { en: 'Price', ru: 'Цена' } },
  startsAt: { kind: 'datetime', label: { en: 'Starts at', ru: 'Начало' } },
}
const schema = z.strictObject({
  code: z
    .string()
    .max(5)
    .regex(/^[A-Z]{2}-\d+$/, 'must look like AB-12')
    .optional(),
  seats: z.number().int().min(1).max(30).optional(),
  price: numericSchema.optional(),
  startsAt: datetimeSchema.optional(),
})

function messages(value: unknown): Record<string, { en: string; ru: string }> {
  const parsed = schema.safeParse(value, { reportInput: true })
  if (parsed.success) return {}
  return Object.fromEntries(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return [name, { en: issueMessage(issue, name, fields[name], 'en'), ru: issueMessage(issue, name, fields[name], 'ru') }]
    }),
  )
}

describe('issue messages', () => {
  it('say each kind of refusal in English and Russian, naming the field by its label', () => {
    expect(messages({ code: 'AB-1234', seats: 0 })).toEqual({
      code: { en: 'Code is longer than 5 characters', ru: '«Код» длиннее 5 символов' },
      seats: { en: 'Seats must be at least 1', ru: '«Места»: не меньше 1' },
    })
    expect(messages({ code: 'ab', seats: 31 })).toEqual({
      code: { en: 'Code must look like AB-12', ru: '«Код»: в виде AB-12' },
      seats: { en: 'Seats must be at most 30', ru: '«Места»: не больше 30' },
    })
    expect(messages({ seats: 1.5, price: 'cheap', startsAt: 'tomorrow' })).toEqual({
      seats: { en: 'Seats must be a whole number', ru: '«Места»: введите целое число' },
      price: { en: 'Price must be a decimal number such as 12.50', ru: '«Цена»: введите число, например 12.50' },
      startsAt: {
        en: 'Starts at must be an ISO 8601 date-time such as 2026-01-31T12:00:00Z',
        ru: '«Начало»: введите дату и время, например 2026-01-31T12:00:00Z',
      },
    })
    expect(messages({ code: 12 })).toEqual({ code: { en: 'Code must be text', ru: '«Код»: введите текст' } })
  })

  it('tells a missing value from a wrong one, and names a field without labels by its key', () => {
    const required = z.strictObject({ title: z.string() })
    const missing = required.safeParse({}, { reportInput: true })
    const wrong = required.safeParse({ title: 5 }, { reportInput: true })
    expect(issueTexts(missing.error!.issues[0]!, 'title', { kind: 'text' })).toEqual({
      en: 'title is required',
      ru: 'Заполните поле «title»',
    })
    expect(issueTexts(wrong.error!.issues[0]!, 'title', { kind: 'text' })).toEqual({
      en: 'title must be text',
      ru: '«title»: введите текст',
    })
  })
})
