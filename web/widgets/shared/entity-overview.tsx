/**
 * The top of an entity's own page (an article, a product, a category, a store, a profile): a
 * breadcrumb home, the entity's title as the page's `h1`, its subtitle and short description, what
 * the widget adds beside them (a price, the slot of the add-to-cart control, related links), its
 * first image, then its description as rich text (SPEC §5's fallback: plain text that is not a
 * document shows as a paragraph) and its other images. `children` follow in the same section.
 */
import { type ReactNode, useId } from 'react'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { ChevronRightIcon } from '#web/site/line-icons.tsx'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { RichText } from '#web/site/rich-text.tsx'
import { richTextToPlainText } from '#web/site/rich-text-value.ts'
import { cn } from '#web/ui/cn.ts'
import { FileFigure } from './file-figure.tsx'
import { filesOf } from './linked-nodes.ts'
import { SectionShell } from './section-shell.tsx'

/** Props of {@link EntityOverview}. */
export interface EntityOverviewProps {
  /** The widget showing the entity: its anchor and className frame the section. */
  readonly widget: TreeNode
  /** The entity record and its tree. */
  readonly entity: TreeNode
  /** Above the title: badges, a kind label. */
  readonly eyebrow?: ReactNode
  /** Under the lead text: prices, actions, related links. */
  readonly aside?: ReactNode
  /** After the description. */
  readonly children?: ReactNode
  /** The files to show; the entity's own by default. */
  readonly files?: readonly TreeNode[]
  /** `above`: the subtitle as a kicker over the title (a profile's role), else under it. */
  readonly subtitlePlacement?: 'above' | 'below'
}

/** `<EntityOverview widget={node} entity={product} aside={<PriceTag product={product} size="lg" />} />`. */
export function EntityOverview({
  widget,
  entity,
  eyebrow,
  aside,
  children,
  files = filesOf(entity),
  subtitlePlacement = 'below',
}: EntityOverviewProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const headingId = useId()
  const { record } = entity
  const title = text(record.title, t.untitled)
  const subtitle = richTextToPlainText(text(record.subtitle))
  const lead = text(record.shortDescription)
  const description = text(record.description)
  const [image, ...moreImages] = files
  return (
    <SectionShell record={widget.record} labelledBy={headingId} className="pt-8 sm:pt-10 lg:pt-12">
      <nav aria-label={t.breadcrumbs} className="mb-8 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <LocalizedLink
              href="/"
              className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {t.home}
            </LocalizedLink>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-4" />
          </li>
          <li aria-current="page" className="truncate font-medium text-foreground">
            {title}
          </li>
        </ol>
      </nav>
      <div className={cn('grid items-start gap-10', image !== undefined && 'lg:grid-cols-2 lg:gap-14')}>
        <div className="flex flex-col gap-5">
          {eyebrow}
          {subtitlePlacement === 'above' && subtitle !== '' && (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{subtitle}</p>
          )}
          <h1 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {subtitlePlacement === 'below' && subtitle !== '' && (
            <p className="text-xl font-medium text-pretty text-muted-foreground">{subtitle}</p>
          )}
          {lead !== '' && <p className="text-lg text-pretty">{lead}</p>}
          {aside}
        </div>
        {image !== undefined && <FileFigure node={image} priority mediaClassName="aspect-[4/3] rounded-3xl object-cover shadow-sm" />}
      </div>
      {description !== '' && <RichText value={description} className="mt-12 max-w-prose text-lg" />}
      {moreImages.length > 0 && (
        <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-3">
          {moreImages.map((file) => (
            <li key={file.record.id}>
              <FileFigure node={file} caption mediaClassName="aspect-[4/3] rounded-2xl object-cover" />
            </li>
          ))}
        </ul>
      )}
      {children}
    </SectionShell>
  )
}
