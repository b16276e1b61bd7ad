/** The landing page's gallery: its title and text over its files (images, videos) in a responsive grid, captioned with their alt text. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { FileFigure } from '../../../widgets/shared/file-figure.tsx'
import { filesOf } from '../../../widgets/shared/linked-nodes.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RetrainingGalleryDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const files = filesOf(node)
  return (
    <SectionShell record={node.record} labelledBy={headingId} tone="muted">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
      {files.length > 0 && (
        <ul
          className={cn(
            'mt-12 grid grid-cols-2 gap-3 sm:gap-6',
            files.length >= 4 && 'lg:grid-cols-4',
            files.length === 3 && 'lg:grid-cols-3',
          )}
        >
          {files.map((file) => (
            <li key={file.record.id}>
              <FileFigure node={file} caption mediaClassName="aspect-[4/3] rounded-2xl object-cover shadow-sm" />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
