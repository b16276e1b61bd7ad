/** The `default` blog widget: whatever its tree holds, its title and text over its articles as cards. */
import { TreeSection } from '../../../widgets/shared/tree-section.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { ArticleGrid } from './article-grid.tsx'
import { widgetArticles } from './blog-nodes.ts'

export default function Default({ node, page }: WidgetProps) {
  const articles = widgetArticles(node)
  return (
    <TreeSection node={node} page={page} hasContent={articles.length > 0}>
      <div className="mt-12">
        <ArticleGrid articles={articles} />
      </div>
    </TreeSection>
  )
}
