/**
 * How the body of the `generate` call (contract/routes/file-storage/file-schemas.ts) becomes a
 * template's input: an Open Graph image of a page or a product (or of a given title), a product's
 * attachment, or an order receipt whose lines and totals the shop gives (it prices orders, SPEC §9).
 */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { generateRequestSchema } from '#contract/routes/file-storage/file-schemas.ts'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage, languages } from '#generated/metadata/index.gen.ts'
import { validationFailed } from '#runtime/errors/http-error.ts'
import type { GenerateFileRequest } from './generate-file.ts'
import { openGraphInputForPage, openGraphInputForProduct, productAttachmentInputForProduct } from './templates/load-template-input.ts'

/** A parsed `generate` body. */
export type GenerateRequestBody = z.output<typeof generateRequestSchema>

// The contract knows a language code when it sees one; which ones the site speaks, the site says.
function siteLanguage(language: string | undefined): string {
  if (language === undefined) return defaultLanguage
  if ((languages as readonly string[]).includes(language)) return language
  const message = `language must be one of ${languages.join(', ')}`
  throw validationFailed([{ path: 'data.language', message }], `data.language: ${message}`)
}

/** The template request for `body`, reading the page or product it names (404 when missing). */
export async function loadGenerateRequest(db: Kysely<Database>, body: GenerateRequestBody): Promise<GenerateFileRequest> {
  const language = siteLanguage(body.language)
  switch (body.template) {
    case 'opengraph-image': {
      const input =
        body.pageId !== undefined
          ? await openGraphInputForPage(db, body.pageId)
          : body.productId !== undefined
            ? await openGraphInputForProduct(db, body.productId, language)
            : { title: body.title ?? '', description: body.description ?? '' }
      return { template: 'opengraph-image', input }
    }
    case 'ecommerce-product-attachment':
      return { template: 'ecommerce-product-attachment', input: await productAttachmentInputForProduct(db, body.productId, language) }
    case 'ecommerce-order-receipt': {
      const { template: _template, record: _record, issuedAt, ...input } = body
      return {
        template: 'ecommerce-order-receipt',
        input: { ...input, language, issuedAt: issuedAt === undefined ? new Date() : new Date(issuedAt) },
      }
    }
  }
}
