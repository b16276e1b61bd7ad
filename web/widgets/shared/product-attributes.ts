/**
 * The properties a product's attributes show, read from its tree (DESIGN "Shop and billing"): an
 * attribute whose key is a `feature` is a property to show (a course's duration). The resolver puts
 * each attribute's key under it (schema/ecommerce/attribute-keys-to-attributes.ts reads backwards).
 * Prices are not read here: the server chooses them by checkout's rule (product-prices.ts).
 */
import type { PageRecord, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { childNodes } from '#web/site/child-nodes.ts'

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

/** The product's feature attributes, in order. */
export function productFeatures(product: TreeNode): readonly ProductFeature[] {
  return attributesOf(product).flatMap((attribute) => {
    const key = keyOf(attribute)
    return key !== undefined && key.type === 'feature' ? [{ key, attribute: attribute.record }] : []
  })
}
