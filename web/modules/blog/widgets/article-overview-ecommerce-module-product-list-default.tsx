/** The products an article mentions (`articles-to-ecommerce-module-products`) as cards, under the widget's title (or "Products"). */
import { useId } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { useLocalized } from '#web/site/localized.ts'
import { ProductGrid } from '#web/widgets/shared/product-grid.tsx'
import { pageEntity } from '../../../widgets/shared/page-entity.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetArticles } from './blog-nodes.ts'

export default function ArticleOverviewEcommerceModuleProductListDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const headingId = useId()
  const article = pageEntity(page, 'blog/articles', widgetArticles(node))
  const products = article === undefined ? [] : childNodes(article, 'blog/articles-to-ecommerce-module-products')
  if (products.length === 0) return null
  return (
    <SectionShell record={node.record} labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} title={text(node.record.title, t.products)} subtitle={text(node.record.subtitle)} className="mb-12" />
      <ProductGrid products={products} />
    </SectionShell>
  )
}
