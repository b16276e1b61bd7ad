/**
 * The bodies and answers of the file-storage calls: a file imported from a URL or generated from a
 * template (SPEC §7), and where files are used (the admin's media library).
 */
import { z } from 'zod'
import { siteLanguageSchema } from '../../site-language.ts'

const recordFields = z.record(z.string(), z.unknown()).optional().describe('Other fields of the file record (adminTitle, alt, className…).')

/** `POST /api/file-storage/files/create-from-url`. */
export const createFromUrlSchema = z.object({
  url: z.string({ error: 'url must be text' }).min(1, { error: 'url is required' }),
  record: recordFields,
})

const language = siteLanguageSchema().describe('The language of the file’s text; the default language when left out.')
const amount = z.object({ symbol: z.string(), total: z.string() })

/** `POST /api/file-storage/files/generate`: which template, and what it shows. */
export const generateRequestSchema = z.discriminatedUnion(
  'template',
  [
    z.object({
      template: z.literal('opengraph-image'),
      language,
      pageId: z.uuid().optional(),
      productId: z.uuid().optional(),
      title: z.string().max(300).optional(),
      description: z.string().max(1000).optional(),
      record: recordFields,
    }),
    z.object({ template: z.literal('ecommerce-product-attachment'), language, productId: z.uuid(), record: recordFields }),
    z.object({
      template: z.literal('ecommerce-order-receipt'),
      language,
      orderNumber: z.string().min(1).max(100),
      issuedAt: z.iso.datetime({ offset: true }).optional(),
      storeName: z.string().max(200).optional(),
      customer: z.string().max(200).optional(),
      status: z.string().max(100).optional(),
      lines: z
        .array(z.object({ title: z.string().max(300), quantity: z.number().int().min(1), amounts: z.array(amount).optional() }))
        .max(100),
      totals: z.array(amount).max(10),
      record: recordFields,
    }),
  ],
  { error: 'template must be opengraph-image, ecommerce-product-attachment or ecommerce-order-receipt' },
)

/** The most files one batch asks about (a page of the library is far fewer). */
export const MAX_USAGE_IDS = 200

/** `?ids=a,b,…`: the files, each once, lower-cased. */
export const usagesQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .describe(`Comma-separated file ids, at most ${MAX_USAGE_IDS}.`)
    .transform((ids, context) => {
      const list = [...new Set(ids.split(',').map((id) => id.trim().toLowerCase()))]
      const malformed = list.find((id) => !z.guid().safeParse(id).success)
      if (ids.trim() === '') context.addIssue({ code: 'custom', message: 'ids is required' })
      else if (malformed !== undefined) context.addIssue({ code: 'custom', message: `ids: "${malformed}" is not a UUID` })
      else if (list.length > MAX_USAGE_IDS) context.addIssue({ code: 'custom', message: `ids: at most ${MAX_USAGE_IDS} files at once` })
      return list
    }),
})

/** One record using a file. */
export const fileUsageSchema = z.object({
  module: z.string().describe('The using record’s module (`ecommerce`).'),
  entity: z.string().describe('The using record’s entity (`products`).'),
  id: z.uuid(),
  label: z.unknown().describe("The record's admin label as stored: text, a language map, or null."),
  via: z.string().describe("The relation's model key, or the field holding the file's URL."),
})

/** Where a file is used: a record that links it (a relation, a reference field) or holds its URL in a file field. */
export type FileUsage = z.output<typeof fileUsageSchema>
