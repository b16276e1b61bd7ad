/**
 * Zod schemas for field kinds that need more than a one-liner; the generated
 * validators refer to them by name so their rules live in one place.
 */
import { z } from 'zod'

/** A language map: any language code → text; `{}` when absent. */
export const localizedSchema = z.record(z.string(), z.string({ error: 'must be text in each language' }), {
  error: 'must be a language map such as {"en":"Hello"}',
})

/** An exact decimal, given as a number or a decimal string, carried on as a string. */
export const numericSchema = z
  .union([z.number().finite(), z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number such as 12.50')])
  .transform((value) => String(value))

/** An ISO 8601 date-time with a time zone. */
export const datetimeSchema = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time such as 2026-01-31T12:00:00Z' })

/** A calendar date, `YYYY-MM-DD`. */
export const dateSchema = z.iso.date({ message: 'must be a date such as 2026-01-31' })

/** PostgreSQL `integer` bounds. */
export const int32 = { min: -2147483648, max: 2147483647 } as const
