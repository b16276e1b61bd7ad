/**
 * A `website-builder/slides` record (SPEC §2 "slide: title, subtitle, background elements; a
 * testimonial variant"). `testimonial`: a quote card, the description as the quote, the title
 * (who) and subtitle (their role) as its caption beside the first file as a portrait (initials
 * without one), over decorative background shapes. `default`: the first file as a full-bleed
 * background image under a shade, with title, subtitle, description and buttons on it; a slide
 * with a url and no buttons links as a whole. Any other variant is drawn as `default`.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { QuoteIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { StoredFile } from '#web/site/stored-file.tsx'
import { cn } from '#web/ui/cn.ts'
import { ButtonsArrayView } from './buttons-array-view.tsx'
import { buttonsArraysOf, filesOf } from './linked-nodes.ts'
import { classNameOf, stringField } from './record-fields.ts'
import { WrapperLink } from './wrapper-link.tsx'

/** Props of {@link SlideView}. */
export interface SlideViewProps {
  /** A `website-builder/slides` node. */
  readonly node: TreeNode
  /** Heading level of a default slide's title (3 under a section's `h2`). */
  readonly headingLevel?: 2 | 3 | 4
  readonly className?: string
}

/** `<SlideView node={slide} />`. */
export function SlideView({ node, headingLevel = 3, className }: SlideViewProps) {
  const text = useLocalized()
  const { record } = node
  const title = text(record.title)
  const subtitle = text(record.subtitle)
  const description = text(record.description)
  const url = stringField(record, 'url')
  const files = filesOf(node)
  const arrays = buttonsArraysOf(node)
  const classes = cn(className, classNameOf(record))

  if (record.variant === 'testimonial') {
    const portrait = files[0]
    return (
      <figure
        className={cn(
          'relative isolate flex h-full flex-col gap-6 overflow-hidden rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-10',
          classes,
        )}
      >
        <span aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-56 rounded-full bg-accent" />
        <span aria-hidden="true" className="absolute -bottom-20 -left-12 -z-10 size-40 rounded-full bg-secondary/60" />
        <QuoteIcon aria-hidden="true" className="size-10 text-primary" />
        {description !== '' && (
          <blockquote className="text-lg leading-relaxed font-medium text-pretty sm:text-xl">
            <p>{description}</p>
          </blockquote>
        )}
        <figcaption className="mt-auto flex items-center gap-4">
          {portrait !== undefined ? (
            <StoredFile file={portrait.record} alt="" className="size-14 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
            >
              {initial(title)}
            </span>
          )}
          <span className="flex flex-col">
            <WrapperLink href={url} className="font-semibold">
              {title}
            </WrapperLink>
            {subtitle !== '' && <span className="text-sm text-muted-foreground">{subtitle}</span>}
          </span>
        </figcaption>
        {arrays.map((array) => (
          <ButtonsArrayView key={array.record.id} node={array} headingLevel={4} />
        ))}
      </figure>
    )
  }

  const Heading = `h${headingLevel}` as const
  const background = files[0]
  const content = (
    <>
      {background !== undefined && (
        <>
          <StoredFile file={background.record} alt="" className="absolute inset-0 -z-20 size-full! max-w-none object-cover" />
          <span aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/50 to-ink/20" />
        </>
      )}
      {title !== '' && <Heading className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</Heading>}
      {subtitle !== '' && <p className="text-lg font-medium opacity-90">{subtitle}</p>}
      {description !== '' && <p className="max-w-prose text-base opacity-90">{description}</p>}
    </>
  )
  const frame = cn(
    'relative isolate flex min-h-80 flex-col justify-end gap-3 overflow-hidden rounded-3xl p-6 sm:p-10',
    background === undefined ? 'bg-primary text-primary-foreground' : 'bg-ink text-ink-foreground',
    classes,
  )
  if (arrays.length === 0) {
    return (
      <WrapperLink
        href={url}
        plainElement="div"
        className={cn(frame, url !== undefined && 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60')}
      >
        {content}
      </WrapperLink>
    )
  }
  return (
    <div className={frame}>
      {content}
      {arrays.map((array) => (
        <ButtonsArrayView key={array.record.id} node={array} onDark headingLevel={4} className="mt-2" />
      ))}
    </div>
  )
}

function initial(name: string): string {
  return name.trim().charAt(0).toUpperCase()
}
