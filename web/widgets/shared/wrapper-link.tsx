/**
 * SPEC §2's wrapper link: a link around any content (a logotype, a card, a slide) to a button's
 * or record's url, through the language prefix rule. Without a url it is a plain element, so a
 * record with no address still shows its content and nothing pretends to be clickable.
 */
import type { ReactNode } from 'react'
import { LocalizedLink } from '#web/site/localized-link.tsx'

/** Props of {@link WrapperLink}. */
export interface WrapperLinkProps {
  /** A site path (`/#faq`, `/blog`) or an external address; empty or undefined for no link. */
  readonly href: string | undefined
  readonly children: ReactNode
  readonly className?: string
  /** The link's accessible name when its content has no text of its own (an image, an icon). */
  readonly label?: string
  /** The element shown without a url: `div` when the content is blocks (headings, paragraphs). */
  readonly plainElement?: 'span' | 'div'
}

/** `<WrapperLink href={url} className="block">…</WrapperLink>`. */
export function WrapperLink({ href, children, className, label, plainElement: Plain = 'span' }: WrapperLinkProps) {
  if (href === undefined || href.trim() === '') return <Plain className={className}>{children}</Plain>
  return (
    <LocalizedLink href={href} className={className} aria-label={label}>
      {children}
    </LocalizedLink>
  )
}
