/**
 * Template inputs read from the database for the records the spec generates files for: a page's
 * or a product's Open Graph image, and a product's attachment. The receipt's lines and totals come
 * from the shop, which prices orders (SPEC §9), so it is given rather than loaded.
 *
 * Products are the ecommerce module's, which a site may leave out: their columns are declared here
 * (what these templates read), so file-storage compiles without the shop's generated types, and a
 * product template on a site without the shop is a 400 that says so, never a query of a missing table.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { siteModules } from '#generated/modules/site-modules.gen.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import type { OpenGraphImageInput } from './opengraph-image.ts'
import type { ProductAttachmentInput } from './product-attachment.ts'
import { templateText } from './template-text.ts'

/** The Open Graph input of the page `id` (host/pages: plain-text title and description). */
export async function openGraphInputForPage(db: Kysely<Database>, id: string): Promise<OpenGraphImageInput> {
  const page = await db.selectFrom('host_pages').select(['title', 'description']).where('id', '=', id).executeTakeFirst()
  if (page === undefined) throw notFound('No such page')
  return { title: page.title, description: page.description }
}

/** The columns of ecommerce's products the templates read (language maps, rich text in `description`); a type, as Kysely's `withTables` wants. */
type ProductTemplateColumns = {
  readonly ecommerce_products: {
    readonly id: string
    readonly title: unknown
    readonly short_description: unknown
    readonly description: unknown
  }
}

/** The products table, when the site lists ecommerce; a 400 naming the missing module otherwise. */
function productsOf(db: Kysely<Database>, template: string): Kysely<ProductTemplateColumns> {
  if (!(siteModules as readonly string[]).includes('ecommerce')) {
    throw badRequest(`The ${template} of a product needs the ecommerce module, which this site does not list`)
  }
  return db.withTables<ProductTemplateColumns>()
}

/** The Open Graph input of the product `id` in `language` (short description first, as in cards). */
export async function openGraphInputForProduct(db: Kysely<Database>, id: string, language: string): Promise<OpenGraphImageInput> {
  const product = await productsOf(db, 'opengraph-image')
    .selectFrom('ecommerce_products')
    .select(['title', 'short_description', 'description'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (product === undefined) throw notFound('No such product')
  return {
    title: templateText(product.title, language),
    description: templateText(product.short_description, language) || templateText(product.description, language),
  }
}

/** The attachment input of the product `id` in `language`; prices and details are the shop's to add. */
export async function productAttachmentInputForProduct(
  db: Kysely<Database>,
  id: string,
  language: string,
): Promise<ProductAttachmentInput> {
  const product = await productsOf(db, 'ecommerce-product-attachment')
    .selectFrom('ecommerce_products')
    .select(['title', 'short_description', 'description'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (product === undefined) throw notFound('No such product')
  return {
    language,
    title: templateText(product.title, language),
    shortDescription: templateText(product.short_description, language),
    description: templateText(product.description, language),
  }
}
