/** A blog category's page (`/blog/categories/{slug}`): the category and its rich-text description, then its articles as cards. */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { EntityOverview } from '../../../widgets/shared/entity-overview.tsx'
import { ListSection } from '../../../widgets/shared/list-section.tsx'
import { pageEntity } from '../../../widgets/shared/page-entity.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { ArticleGrid } from './article-grid.tsx'

export default function CategoryOverviewDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const category = pageEntity(page, 'blog/categories')
  if (category === undefined) return null
  const articles = childNodes(category, 'blog/categories-to-articles')
  return (
    <EntityOverview widget={node} entity={category}>
      <ListSection title={t.articles} count={articles.length}>
        <ArticleGrid articles={articles} />
      </ListSection>
    </EntityOverview>
  )
}
