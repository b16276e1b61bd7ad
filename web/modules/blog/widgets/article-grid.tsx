/** Articles as cards: one column on phones, two on small screens, three on large ones. */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { ArticleCard } from '../../../widgets/shared/article-card.tsx'
import { CardGrid } from '../../../widgets/shared/card-grid.tsx'

/** `<ArticleGrid articles={articles} />`. */
export function ArticleGrid({ articles, headingLevel = 3 }: { readonly articles: readonly TreeNode[]; readonly headingLevel?: 2 | 3 }) {
  return (
    <CardGrid
      columns={3}
      items={articles.map((article, index) => ({
        key: `${article.record.id}-${index}`,
        content: <ArticleCard node={article} headingLevel={headingLevel} />,
      }))}
    />
  )
}
