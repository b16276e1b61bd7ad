/**
 * What a product's attributes say, read from its tree (DESIGN "Shop and billing"): an attribute
 * linked to an attribute key of type `price` is a price in the currency it links to; one whose key
 * is a `feature` is a property to show (a course's duration). The resolver puts each attribute's
 * key and currency under it (schema/ecommerce/attribute-keys-to-attributes.ts reads backwards).
 */
import type { PageRecord, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { childNodes } from '#web/site/child-nodes.ts'

/** One price of a product. */
export interface ProductPrice {
  /** The amount as exact decimal text (`59900`, `9.99`). */
  readonly amount: string
  readonly currency: PageRecord
}

/** One shown property of a product: its key (title, prefix, suffix) and its attribute (the value). */
export interface ProductFeature {
  readonly key: PageRecord
  readonly attribute: PageRecord
}

function keyOf(attribute: TreeNode): PageRecord | undefined {
  return childNodes(attribute, 'ecommerce/attribute-keys-to-attributes')[0]?.record
}

function attributesOf(product: TreeNode): readonly TreeNode[] {
  return childNodes(product, 'ecommerce/products-to-attributes')
}

/** The product's prices, one per currency (the first attribute in order wins), the default currency first. */
export function productPrices(product: TreeNode): readonly ProductPrice[] {
  const prices = new Map<string, ProductPrice>()
  for (const attribute of attributesOf(product)) {
    if (keyOf(attribute)?.type !== 'price') continue
    const currency = childNodes(attribute, 'ecommerce/attributes-to-billing-module-currencies')[0]?.record
    const amount = attribute.record.number
    if (currency === undefined || (typeof amount !== 'string' && typeof amount !== 'number') || prices.has(currency.id)) continue
    prices.set(currency.id, { amount: String(amount), currency })
  }
  return [...prices.values()].sort((a, b) => Number(b.currency.isDefault === true) - Number(a.currency.isDefault === true))
}

/** The product's feature attributes, in order. */
export function productFeatures(product: TreeNode): readonly ProductFeature[] {
  return attributesOf(product).flatMap((attribute) => {
    const key = keyOf(attribute)
    return key !== undefined && key.type === 'feature' ? [{ key, attribute: attribute.record }] : []
  })
}
