/**
 * The body of the `generate` call and how it becomes a template's input: an Open Graph image of a
 * page or a product (or of a given title), a product's attachment, or an order receipt whose lines
 * and totals the shop gives (it prices orders, SPEC §9).
 */
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage, languages } from '#generated/metadata/index.gen.ts'
import type { GenerateFileRequest } from './generate-file.ts'
import { openGraphInputForPage, openGraphInputForProduct, productAttachmentInputForProduct } from './templates/load-template-input.ts'

const language = z.enum(languages, { error: `language must be one of ${languages.join(', ')}` }).default(defaultLanguage)
const record = z.record(z.string(), z.unknown()).optional().describe('Other fields of the file record (adminTitle, alt…).')
const amount = z.object({ symbol: z.string(), total: z.string() })

/** What `POST /api/file-storage/files/generate` accepts as `data`. */
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
      record,
    }),
    z.object({ template: z.literal('ecommerce-product-attachment'), language, productId: z.uuid(), record }),
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
      record,
    }),
  ],
  { error: 'template must be opengraph-image, ecommerce-product-attachment or ecommerce-order-receipt' },
)

/** A parsed `generate` body. */
export type GenerateRequestBody = z.output<typeof generateRequestSchema>

/** The template request for `body`, reading the page or product it names (404 when missing). */
export async function loadGenerateRequest(db: Kysely<Database>, body: GenerateRequestBody): Promise<GenerateFileRequest> {
  switch (body.template) {
    case 'opengraph-image': {
      const input =
        body.pageId !== undefined
          ? await openGraphInputForPage(db, body.pageId)
          : body.productId !== undefined
            ? await openGraphInputForProduct(db, body.productId, body.language)
            : { title: body.title ?? '', description: body.description ?? '' }
      return { template: 'opengraph-image', input }
    }
    case 'ecommerce-product-attachment':
      return { template: 'ecommerce-product-attachment', input: await productAttachmentInputForProduct(db, body.productId, body.language) }
    case 'ecommerce-order-receipt': {
      const { template: _template, record: _record, issuedAt, ...input } = body
      return {
        template: 'ecommerce-order-receipt',
        input: { ...input, issuedAt: issuedAt === undefined ? new Date() : new Date(issuedAt) },
      }
    }
  }
}
