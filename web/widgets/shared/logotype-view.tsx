/**
 * A `website-builder/logotypes` record: its first file (the mark) beside its title, linked to
 * its url (the home page when it has none, as a logotype is expected to). The image is decorative
 * when the title is shown; without a title the image's alt text names the link.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLocalized } from '#web/site/localized.ts'
import { StoredFile } from '#web/site/stored-file.tsx'
import { cn } from '#web/ui/cn.ts'
import { filesOf } from './linked-nodes.ts'
import { classNameOf, stringField } from './record-fields.ts'
import { WrapperLink } from './wrapper-link.tsx'

/** Props of {@link LogotypeView}. */
export interface LogotypeViewProps {
  /** A `website-builder/logotypes` node. */
  readonly node: TreeNode
  /** Above the fold (the navbar's): load the mark at once. */
  readonly priority?: boolean
  readonly className?: string
}

/** `<LogotypeView node={logotype} priority />`. */
export function LogotypeView({ node, priority = false, className }: LogotypeViewProps) {
  const text = useLocalized()
  const title = text(node.record.title)
  const mark = filesOf(node)[0]
  return (
    <WrapperLink
      href={stringField(node.record, 'url') ?? '/'}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
        classNameOf(node.record),
      )}
    >
      {mark !== undefined && (
        <StoredFile file={mark.record} priority={priority} alt={title === '' ? undefined : ''} className="h-9 w-auto" />
      )}
      {title !== '' && <span className="leading-tight">{title}</span>}
    </WrapperLink>
  )
}
