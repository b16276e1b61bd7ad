/**
 * An article in a list: its first image, its categories, the title linking to the article's page
 * (the whole card is clickable), and its subtitle.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { ArrowRightIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { StoredFile } from '#web/site/stored-file.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { cn } from '#web/ui/cn.ts'
import { entityPath } from './entity-path.ts'
import { filesOf } from './linked-nodes.ts'
import { classNameOf } from './record-fields.ts'
import { WrapperLink } from './wrapper-link.tsx'

/** Props of {@link ArticleCard}. */
export interface ArticleCardProps {
  /** A `blog/articles` node. */
  readonly node: TreeNode
  readonly headingLevel?: 2 | 3
  readonly className?: string
}

/** `<ArticleCard node={article} />`. */
export function ArticleCard({ node, headingLevel = 3, className }: ArticleCardProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const { record } = node
  const image = filesOf(node)[0]
  const categories = childNodes(node, 'blog/categories-to-articles')
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md',
        classNameOf(record),
        className,
      )}
    >
      {image !== undefined && <StoredFile file={image.record} alt="" className="aspect-[16/9] w-full bg-muted object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {categories.length > 0 && (
          <p className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <Badge key={category.record.id} variant="secondary">
                {text(category.record.title)}
              </Badge>
            ))}
          </p>
        )}
        <Heading className="text-xl font-semibold tracking-tight text-balance">
          <WrapperLink href={entityPath(node)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {text(record.title, t.untitled)}
          </WrapperLink>
        </Heading>
        {text(record.subtitle) !== '' && <p className="text-muted-foreground">{text(record.subtitle)}</p>}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary">
          {t.readArticle}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  )
}
