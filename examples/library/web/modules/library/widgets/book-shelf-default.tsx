/** The shelf: the widget's title over a grid of book cards. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { CardGrid } from '#web/widgets/shared/card-grid.tsx'
import { SectionHeading } from '#web/widgets/shared/section-heading.tsx'
import { SectionShell } from '#web/widgets/shared/section-shell.tsx'
import type { WidgetProps } from '#web/widgets/widget-registry.ts'
import { BookCard } from './book-card.tsx'
import { widgetBooks } from './library-nodes.ts'

export default function BookShelfDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const title = text(node.record.title)
  return (
    <SectionShell record={node.record} tone="muted" labelledBy={title === '' ? undefined : headingId}>
      <SectionHeading id={headingId} title={title} subtitle={text(node.record.subtitle)} className="mb-12" />
      <CardGrid
        columns={3}
        items={widgetBooks(node).map(({ link, node: book }) => ({ key: link.id, content: <BookCard book={book} /> }))}
      />
    </SectionShell>
  )
}
