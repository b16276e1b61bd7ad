/**
 * An article's page (`/blog/articles/{slug}`): the article the URL names (or the widget's first),
 * its categories linking to their pages, its images and rich-text body, then the products it
 * mentions as cards and the widgets it carries.
 */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { ProductGrid } from '#web/widgets/shared/product-grid.tsx'
import { EntityOverview } from '../../../widgets/shared/entity-overview.tsx'
import { ListSection } from '../../../widgets/shared/list-section.tsx'
import { NestedWidgets } from '../../../widgets/shared/nested-widgets.tsx'
import { pageEntity } from '../../../widgets/shared/page-entity.ts'
import { RelatedLinks } from '../../../widgets/shared/related-links.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetArticles } from './blog-nodes.ts'

export default function ArticleOverviewDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const article = pageEntity(page, 'blog/articles', widgetArticles(node))
  if (article === undefined) return null
  const products = childNodes(article, 'blog/articles-to-ecommerce-module-products')
  return (
    <>
      <EntityOverview
        widget={node}
        entity={article}
        aside={<RelatedLinks label={t.categories} nodes={childNodes(article, 'blog/categories-to-articles')} />}
      >
        <ListSection title={t.products} count={products.length}>
          <ProductGrid products={products} />
        </ListSection>
      </EntityOverview>
      <NestedWidgets node={article} page={page} />
    </>
  )
}
