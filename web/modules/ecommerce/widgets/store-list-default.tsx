/** A list of stores as cards (SPEC §2 "store cards"), each with a 'More' button to its page. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { CardGrid } from '../../../widgets/shared/card-grid.tsx'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import { StoreCard } from './store-card.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetStores } from './catalogue-nodes.ts'

export default function StoreListDefault({ node }: WidgetProps) {
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
      <CardGrid
        items={widgetStores(node).map((store, index) => ({
          key: `${store.record.id}-${index}`,
          content: <StoreCard node={store} headingLevel={title === '' ? 2 : 3} />,
        }))}
      />
    </SectionShell>
  )
}
