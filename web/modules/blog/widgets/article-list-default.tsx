/** A list of articles (the landing page's "good to know"): the widget's title over article cards linking to their pages. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { ArticleGrid } from './article-grid.tsx'
import { widgetArticles } from './blog-nodes.ts'

export default function ArticleListDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const title = text(node.record.title)
  return (
    <SectionShell record={node.record} labelledBy={title === '' ? undefined : headingId}>
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
        className="mb-12"
      />
      <ArticleGrid articles={widgetArticles(node)} headingLevel={title === '' ? 2 : 3} />
    </SectionShell>
  )
}
