/**
 * The default look of a module widget that has no dedicated variant (billing, startup, agent,
 * analytic, notification, file-storage, and each module's `default`): a section with what its
 * tree holds, so nothing an administrator links is lost: the title, subtitle and description (rich
 * text), its files as a gallery, the website-builder widgets it carries, and `children` (the
 * module's own records as cards). An empty widget renders nothing.
 */
import { type ReactNode, useId } from 'react'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLocalized } from '#web/site/localized.ts'
import { RichText } from '#web/site/rich-text.tsx'
import { richTextToPlainText } from '#web/site/rich-text-value.ts'
import { cn } from '#web/ui/cn.ts'
import { FileFigure } from './file-figure.tsx'
import { filesOf } from './linked-nodes.ts'
import { NestedWidgets, nestedWidgetsOf } from './nested-widgets.tsx'
import { SectionHeading } from './section-heading.tsx'
import { SectionShell, type SectionTone } from './section-shell.tsx'

/** Props of {@link TreeSection}. */
export interface TreeSectionProps {
  readonly node: TreeNode
  readonly page: ResolvedPage
  readonly children?: ReactNode
  readonly tone?: SectionTone
  /** Whether `children` hold anything (so an otherwise empty widget still shows them). */
  readonly hasContent?: boolean
}

/** `<TreeSection node={node} page={page} />`. */
export function TreeSection({ node, page, children, tone, hasContent = false }: TreeSectionProps) {
  const text = useLocalized()
  const headingId = useId()
  const title = text(node.record.title)
  const subtitle = richTextToPlainText(text(node.record.subtitle))
  const description = text(node.record.description)
  const files = filesOf(node)
  const nested = nestedWidgetsOf(node)
  const plainDescription = richTextToPlainText(description)
  if (title === '' && subtitle === '' && plainDescription === '' && files.length === 0 && nested.length === 0 && !hasContent) return null
  return (
    <>
      <SectionShell record={node.record} labelledBy={title === '' ? undefined : headingId} tone={tone}>
        <SectionHeading id={headingId} title={title} subtitle={subtitle} />
        {plainDescription !== '' && (
          <RichText value={description} className="mx-auto mt-6 max-w-prose text-center text-lg text-muted-foreground" />
        )}
        {files.length > 0 && (
          <ul className={cn('mt-12 grid gap-4 sm:grid-cols-2', files.length >= 3 && 'lg:grid-cols-3')}>
            {files.map((file) => (
              <li key={file.record.id}>
                <FileFigure node={file} caption mediaClassName="rounded-2xl object-cover" />
              </li>
            ))}
          </ul>
        )}
        {children}
      </SectionShell>
      <NestedWidgets node={node} page={page} />
    </>
  )
}
