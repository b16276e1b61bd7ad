/**
 * The heading block of a section: its title (an `h2`, or the page's `h1` for a hero or an entity
 * page), then its subtitle and description. Empty parts are left out; an empty title renders no
 * heading at all, so the outline never has an empty heading.
 */
import { cn } from '#web/ui/cn.ts'

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** The heading element's id, for the section's `aria-labelledby`. */
  readonly id?: string
  readonly title: string
  readonly subtitle?: string
  readonly description?: string
  /** 1 for the page's one `h1`, 2 for a section (default), 3 inside a section. */
  readonly level?: 1 | 2 | 3
  readonly align?: 'center' | 'start'
  /** On a dark tone (`primary`, `ink`) the muted texts need the light variant. */
  readonly onDark?: boolean
  readonly className?: string
}

const TITLE_CLASSES = {
  1: 'text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl',
  2: 'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
  3: 'text-xl font-semibold tracking-tight text-balance sm:text-2xl',
} as const

/** `<SectionHeading id={headingId} title={text(record.title)} subtitle={text(record.subtitle)} />`. */
export function SectionHeading({
  id,
  title,
  subtitle = '',
  description = '',
  level = 2,
  align = 'center',
  onDark = false,
  className,
}: SectionHeadingProps) {
  if (title === '' && subtitle === '' && description === '') return null
  const Heading = `h${level}` as const
  const muted = onDark ? 'opacity-90' : 'text-muted-foreground'
  return (
    <div
      className={cn(
        'flex flex-col gap-4',
        align === 'center' ? 'mx-auto max-w-3xl items-center text-center' : 'items-start text-start',
        className,
      )}
    >
      {title !== '' && (
        <Heading id={id} className={TITLE_CLASSES[level]}>
          {title}
        </Heading>
      )}
      {subtitle !== '' && <p className={cn('text-lg font-medium text-pretty sm:text-xl', muted)}>{subtitle}</p>}
      {description !== '' && <p className={cn('max-w-prose text-base text-pretty sm:text-lg', muted)}>{description}</p>}
    </div>
  )
}
