/**
 * A store in a list (SPEC §2 "store cards"): its title linking to the store's page, its short
 * description and how many products it offers, with a 'More' button.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { ArrowRightIcon, StoreIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { StoredFile } from '#web/site/stored-file.tsx'
import { buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { entityPath } from '../../../widgets/shared/entity-path.ts'
import { filesOf } from '../../../widgets/shared/linked-nodes.ts'
import { classNameOf } from '../../../widgets/shared/record-fields.ts'
import { WrapperLink } from '../../../widgets/shared/wrapper-link.tsx'

/** Props of {@link StoreCard}. */
export interface StoreCardProps {
  /** An `ecommerce/stores` node. */
  readonly node: TreeNode
  readonly headingLevel?: 2 | 3
  readonly className?: string
}

/** `<StoreCard node={store} />`. */
export function StoreCard({ node, headingLevel = 3, className }: StoreCardProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const { record } = node
  const title = text(record.title, t.untitled)
  const image = filesOf(node)[0]
  const href = entityPath(node)
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        'flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm',
        classNameOf(record),
        className,
      )}
    >
      <div className="flex items-center gap-4">
        {image !== undefined ? (
          <StoredFile file={image.record} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
            <StoreIcon className="size-7" />
          </span>
        )}
        <Heading className="text-xl font-semibold tracking-tight text-balance">{title}</Heading>
      </div>
      {text(record.shortDescription) !== '' && <p className="text-muted-foreground">{text(record.shortDescription)}</p>}
      {href !== undefined && (
        <WrapperLink href={href} label={`${t.more}: ${title}`} className={cn(buttonVariants({ variant: 'outline' }), 'mt-auto self-start')}>
          {t.more}
          <ArrowRightIcon aria-hidden="true" />
        </WrapperLink>
      )}
    </article>
  )
}
