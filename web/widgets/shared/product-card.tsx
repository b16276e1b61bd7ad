/**
 * A product in a list (SPEC §2 "product cards", "course cards"): its first image, its first
 * category, the title linking to the product's page (a course's to `/courses/{slug}`), the short
 * description, its feature attributes (a course's duration), the price and a 'More' button. The
 * whole card is clickable through the title link stretched over it.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { ArrowRightIcon, ClockIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { StoredFile } from '#web/site/stored-file.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { cn } from '#web/ui/cn.ts'
import { entityPath } from './entity-path.ts'
import { filesOf } from './linked-nodes.ts'
import { PriceTag } from './price-tag.tsx'
import { productFeatures } from './product-attributes.ts'
import { classNameOf } from './record-fields.ts'
import { WrapperLink } from './wrapper-link.tsx'

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** An `ecommerce/products` node. */
  readonly node: TreeNode
  readonly headingLevel?: 2 | 3
  readonly className?: string
}

/** `<ProductCard node={product} />`. */
export function ProductCard({ node, headingLevel = 3, className }: ProductCardProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const { record } = node
  const title = text(record.title, t.untitled)
  const image = filesOf(node)[0]
  const category = childNodes(node, 'ecommerce/categories-to-products')[0]
  const features = productFeatures(node)
  const href = entityPath(node)
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md',
        classNameOf(record),
        className,
      )}
    >
      {image !== undefined && <StoredFile file={image.record} alt="" className="aspect-[16/10] w-full bg-muted object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {category !== undefined && (
          <Badge variant="secondary" className="self-start">
            {text(category.record.title)}
          </Badge>
        )}
        <Heading className="text-xl font-semibold tracking-tight text-balance">
          <WrapperLink href={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {title}
          </WrapperLink>
        </Heading>
        {text(record.shortDescription) !== '' && <p className="text-muted-foreground">{text(record.shortDescription)}</p>}
        {features.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {features.map(({ key, attribute }) => (
              <li key={attribute.id} className="inline-flex items-center gap-1.5">
                <ClockIcon aria-hidden="true" className="size-4" />
                <span className="sr-only">{text(key.title)}: </span>
                {featureValue(key, attribute, text)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
          <PriceTag product={node} />
          {href !== undefined && (
            <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
              {t.more}
              <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          )}
        </div>
      </div>
    </article>
  )
}

/** The text of a feature attribute: its value by the key's field type, between the key's prefix and suffix. */
export function featureValue(key: TreeNode['record'], attribute: TreeNode['record'], text: (map: unknown) => string): string {
  const field = typeof key.field === 'string' ? key.field : 'string'
  const raw = attribute[field]
  const value = field === 'string' ? text(raw) : raw === null || raw === undefined ? '' : String(raw)
  return [text(key.prefix), value, text(key.suffix)].filter((part) => part !== '').join(' ')
}
