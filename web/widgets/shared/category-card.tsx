/**
 * A category (blog or ecommerce) in a list (SPEC §2 "category cards; a card variant has a 'More'
 * button"): its image, title, subtitle and description (rich text, shown as plain text here),
 * and a 'More' button to the category's page.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { ArrowRightIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { richTextToPlainText } from '#web/site/rich-text-value.ts'
import { StoredFile } from '#web/site/stored-file.tsx'
import { buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { entityPath } from './entity-path.ts'
import { filesOf } from './linked-nodes.ts'
import { classNameOf } from './record-fields.ts'
import { WrapperLink } from './wrapper-link.tsx'

/** Props of {@link CategoryCard}. */
export interface CategoryCardProps {
  /** A `blog/categories` or `ecommerce/categories` node. */
  readonly node: TreeNode
  readonly headingLevel?: 2 | 3
  readonly className?: string
}

/** `<CategoryCard node={category} />`. */
export function CategoryCard({ node, headingLevel = 3, className }: CategoryCardProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const { record } = node
  const title = text(record.title, t.untitled)
  const subtitle = richTextToPlainText(text(record.subtitle))
  const description = richTextToPlainText(text(record.description))
  const image = filesOf(node)[0]
  const href = entityPath(node)
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm',
        classNameOf(record),
        className,
      )}
    >
      {image !== undefined && <StoredFile file={image.record} alt="" className="aspect-[16/9] w-full bg-muted object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading className="text-xl font-semibold tracking-tight text-balance">{title}</Heading>
        {subtitle !== '' && <p className="font-medium text-primary">{subtitle}</p>}
        {description !== '' && <p className="text-muted-foreground">{description}</p>}
        {href !== undefined && (
          <WrapperLink
            href={href}
            label={`${t.more}: ${title}`}
            className={cn(buttonVariants({ variant: 'outline' }), 'mt-auto self-start')}
          >
            {t.more}
            <ArrowRightIcon aria-hidden="true" />
          </WrapperLink>
        )}
      </div>
    </article>
  )
}
