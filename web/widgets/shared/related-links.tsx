/**
 * Links to the records related to the one a page shows (a product's categories and stores, an
 * article's categories): a labelled list of pill links to their pages.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { entityPath } from './entity-path.ts'
import { WrapperLink } from './wrapper-link.tsx'

/** Props of {@link RelatedLinks}. */
export interface RelatedLinksProps {
  /** What the links are: `Categories`. */
  readonly label: string
  readonly nodes: readonly TreeNode[]
  readonly className?: string
}

/** `<RelatedLinks label={t.categories} nodes={categories} />`; nothing when `nodes` is empty. */
export function RelatedLinks({ label, nodes, className }: RelatedLinksProps) {
  const text = useLocalized()
  if (nodes.length === 0) return null
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="text-sm font-medium text-muted-foreground">{label}:</span>
      <ul className="flex flex-wrap gap-2">
        {nodes.map((node) => (
          <li key={node.record.id}>
            <WrapperLink
              href={entityPath(node)}
              className="inline-flex min-h-9 items-center rounded-full border border-border bg-background px-3 text-sm font-medium transition-colors outline-none hover:border-primary hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {text(node.record.title)}
            </WrapperLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
