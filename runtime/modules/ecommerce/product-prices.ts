/**
 * The prices products are shown at (contract/product-prices.ts), computed in SQL by the rule
 * checkout charges by (price-rule-sql.ts): each product sold from the store a visitor's line gets
 * from its page, in every currency it has a price in. One named statement for all the products of
 * a page, prepared once like the page resolver's own. It also names the records the prices were
 * chosen from that a page's tree does not hold (the store's offer and its price attributes, the
 * candidates' keys and currencies), so a page cache drops the page when one of them changes.
 */
import type { Kysely } from 'kysely'
import type { ProductPrices, ShownPrice } from '#contract/product-prices.ts'
import { uuidArrayParameter } from '#runtime/db/uuid-array-parameter.ts'
import { namedStatement, runNamedQuery } from '#runtime/db/run-named-query.ts'
import type { ComputedResult } from '#runtime/modules/host/page-computed-values.ts'
import { priceCandidatesSql, sellingStoreSql, unitPriceSql } from './price-rule-sql.ts'

interface ProductPricesRow {
  readonly product_id: string
  readonly store_id: string | null
  readonly prices: readonly ShownPrice[]
  readonly reads: readonly string[]
}

const candidates = priceCandidatesSql({ product: 'selling.product_id', store: 'selling.store_id' })

const PRODUCT_PRICES_STATEMENT = namedStatement(`
  with selling as (
    select product.id as product_id, offer.id as offer_id, offer.store_id
    from unnest($1::uuid[]) as product(id)
    left join lateral (${sellingStoreSql('product.id')}) offer on true
  )
  select selling.product_id, selling.store_id,
    coalesce((
      select json_agg(
        json_build_object(
          'amount', price.number::text,
          'currency', json_build_object('id', currency.id, 'slug', currency.slug, 'symbol', currency.symbol, 'isDefault', currency.is_default)
        )
        order by currency.is_default desc, currency.slug
      )
      from billing_currencies currency
      join lateral (${unitPriceSql({ product: 'selling.product_id', store: 'selling.store_id', currency: 'currency.id' })}) price on true
    ), '[]'::json) as prices,
    array(
      select 'ecommerce/stores-to-products:' || selling.offer_id::text where selling.offer_id is not null
      union select 'ecommerce/attributes:' || candidate.attribute_id::text from (${candidates}) candidate
      union select 'ecommerce/attribute-keys:' || key_link.attribute_key_id::text
        from (${candidates}) candidate
        join ecommerce_attribute_keys_to_attributes key_link on key_link.attribute_id = candidate.attribute_id
      union select 'billing/currencies:' || currency_link.billing_module_currency_id::text
        from (${candidates}) candidate
        join ecommerce_attributes_to_billing_module_currencies currency_link on currency_link.attribute_id = candidate.attribute_id
    ) as reads
  from selling`)

/** The shown prices of `productIds` by product id, and the records they were chosen from. */
export async function loadProductPrices(db: Kysely<any>, productIds: readonly string[]): Promise<ComputedResult> {
  const rows = await runNamedQuery<ProductPricesRow>(db, PRODUCT_PRICES_STATEMENT, [uuidArrayParameter(productIds)])
  const values = new Map<string, ProductPrices>()
  const reads: string[] = []
  for (const row of rows) {
    values.set(row.product_id, { storeId: row.store_id, prices: row.prices })
    reads.push(...row.reads)
  }
  return { values, reads }
}
