/**
 * The outer frame of a landing block: a `<section>` with the widget's anchor as its id (so
 * `/#faq` lands on it), the administrator's `className` and accent colour, a background tone, and the page's content
 * width with its side padding. It is labelled by its heading when it has one.
 */
import type { ReactNode } from 'react'
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'
import { cn } from '#web/ui/cn.ts'
import { accentColorOf, anchorOf, classNameOf } from './record-fields.ts'

/** Background tones of a block; alternating them separates neighbouring blocks. */
export type SectionTone = 'plain' | 'muted' | 'tinted' | 'primary' | 'ink'

const TONES: Readonly<Record<SectionTone, string>> = {
  plain: 'bg-background text-foreground',
  muted: 'bg-muted text-foreground',
  tinted: 'bg-accent text-foreground',
  primary: 'bg-primary text-primary-foreground',
  ink: 'bg-ink text-ink-foreground',
}

/** How wide the content runs: `wide` for grids, `narrow` for reading (FAQ, a slider of quotes). */
export type SectionWidth = 'wide' | 'narrow'

/** Props of {@link SectionShell}. */
export interface SectionShellProps {
  /** The widget's record: its `anchor` becomes the id, its `className` is added. */
  readonly record: PageRecord
  readonly children: ReactNode
  readonly tone?: SectionTone
  readonly width?: SectionWidth
  /** The id of the heading that names the section. */
  readonly labelledBy?: string
  /** Classes of the section element. */
  readonly className?: string
  /** Classes of the inner, width-limited container. */
  readonly containerClassName?: string
}

/** `<SectionShell record={node.record} labelledBy={headingId}>…</SectionShell>`. */
export function SectionShell({
  record,
  children,
  tone = 'plain',
  width = 'wide',
  labelledBy,
  className,
  containerClassName,
}: SectionShellProps) {
  const accent = accentColorOf(record)
  return (
    <section
      id={anchorOf(record)}
      // The accent colour an administrator chose draws a stripe along the block's top edge.
      style={accent === undefined ? undefined : { borderTop: `4px solid ${accent}` }}
      aria-labelledby={labelledBy}
      className={cn('py-16 sm:py-20 lg:py-24', TONES[tone], className, classNameOf(record))}
    >
      <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl', containerClassName)}>
        {children}
      </div>
    </section>
  )
}
