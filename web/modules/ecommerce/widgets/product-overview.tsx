/**
 * A product's own page (SPEC §2): title, short description, price in every currency with its
 * symbol, the cart control's slot, the feature attributes, the categories and stores it is in
 * (linking to their pages), its images and rich-text description, then the widgets it carries.
 * `product-overview-default` and the course page (`courses-overview-{product}`) both use it; a
 * course shows its feature attributes as key figures.
 */
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { useLocalized } from '#web/site/localized.ts'
import { Badge } from '#web/ui/badge.tsx'
import { EntityOverview } from '../../../widgets/shared/entity-overview.tsx'
import { NestedWidgets } from '../../../widgets/shared/nested-widgets.tsx'
import { pageEntity } from '../../../widgets/shared/page-entity.ts'
import { PriceTag } from '../../../widgets/shared/price-tag.tsx'
import { productFeatures } from '../../../widgets/shared/product-attributes.ts'
import { featureValue } from '../../../widgets/shared/product-card.tsx'
import { RelatedLinks } from '../../../widgets/shared/related-links.tsx'
import { widgetProducts } from './catalogue-nodes.ts'
import { ProductCartSlot } from './product-cart-slot.tsx'

/** Props of {@link ProductOverview}. */
export interface ProductOverviewProps {
  readonly node: TreeNode
  readonly page: ResolvedPage
  /** `course`: the promo badge and feature attributes as key figures. */
  readonly look?: 'product' | 'course'
}

/** `<ProductOverview node={node} page={page} />`; nothing when there is no product to show. */
export function ProductOverview({ node, page, look = 'product' }: ProductOverviewProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const product = pageEntity(page, 'ecommerce/products', widgetProducts(node))
  if (product === undefined) return null
  const features = productFeatures(product)
  const categories = childNodes(product, 'ecommerce/categories-to-products')
  const stores = childNodes(product, 'ecommerce/stores-to-products')
  return (
    <>
      <EntityOverview
        widget={node}
        entity={product}
        eyebrow={
          categories.length > 0 && look === 'course' ? (
            <Badge variant="highlight" className="self-start">
              {text(categories[0]!.record.title)}
            </Badge>
          ) : undefined
        }
        aside={
          <div className="flex flex-col gap-6">
            {features.length > 0 && (
              <dl className={look === 'course' ? 'grid grid-cols-2 gap-4 sm:max-w-md' : 'flex flex-col gap-1'}>
                {features.map(({ key, attribute }) => (
                  <div key={attribute.id} className={look === 'course' ? 'rounded-2xl bg-accent p-4' : 'flex gap-2'}>
                    <dt className={look === 'course' ? 'text-sm text-muted-foreground' : 'text-muted-foreground after:content-[":"]'}>
                      {text(key.title)}
                    </dt>
                    <dd className={look === 'course' ? 'text-xl font-semibold' : 'font-medium'}>{featureValue(key, attribute, text)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <PriceTag product={product} size="lg" />
            <ProductCartSlot product={product} page={page} />
            <RelatedLinks label={t.categories} nodes={categories} />
            <RelatedLinks label={t.stores} nodes={stores} />
          </div>
        }
      />
      <NestedWidgets node={product} page={page} />
    </>
  )
}
