/**
 * A `website-builder/buttons` record rendered by its variant (SPEC §5): the UI kit's looks
 * (default, primary, secondary, outline, ghost, link, destructive) as links to the button's url;
 * `{product}-employment-promotion-default`, a wide call to action; `{product}-custom-link`, a text
 * link with an icon for its kind of address (phone, e-mail, page); `button-with-image`, its first
 * file beside its title; `{product}-questions`, the accordion question (question-button.tsx). A
 * button with no url is shown but is not a link. Any other variant looks like `default`.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { Island } from '#web/site/island.tsx'
import { ArrowRightIcon, MailIcon, PhoneIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { StoredFile } from '#web/site/stored-file.tsx'
import { buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { filesOf } from './linked-nodes.ts'
import { hasProductSuffix } from './product-variant.ts'
import { QuestionButton } from './question-button.tsx'
import { classNameOf, stringField } from './record-fields.ts'
import { WrapperLink } from './wrapper-link.tsx'

/** The UI kit's variants, which a button record may name directly. */
const KIT_VARIANTS = new Set(['default', 'primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const)
type KitVariant = typeof KIT_VARIANTS extends Set<infer V> ? V : never

function isKitVariant(variant: string): variant is KitVariant {
  return (KIT_VARIANTS as Set<string>).has(variant)
}

// On a dark background (the footer, a primary band) the light-background looks lose contrast.
const ON_DARK: Partial<Record<KitVariant, string>> = {
  outline: 'border-white/60! bg-transparent! text-current! hover:bg-white/10!',
  ghost: 'text-current! hover:bg-white/10!',
  link: 'text-current! underline-offset-4 hover:underline',
}

/** Props of {@link SiteButton}. */
export interface SiteButtonProps {
  /** A `website-builder/buttons` node. */
  readonly node: TreeNode
  /** `lg` for calls to action; links and accordion questions ignore it. */
  readonly size?: 'default' | 'sm' | 'lg'
  /** The button sits on a dark tone (`bg-primary`, `bg-ink`). */
  readonly onDark?: boolean
  /** Heading level of an accordion question (3 under a section's `h2`). */
  readonly headingLevel?: 2 | 3 | 4
  readonly className?: string
}

/** A link a widget adds beside its data buttons (the footer's Settings for a signed-in subject): a site path and its text. */
export interface ColumnLink {
  readonly href: string
  readonly label: string
}

/** `link` the way a `link` button record looks: `<SiteLink link={{ href: '/blog', label: 'Blog' }} onDark />`. */
export function SiteLink({
  link,
  onDark = false,
  className,
}: {
  readonly link: ColumnLink
  readonly onDark?: boolean
  readonly className?: string
}) {
  return (
    <WrapperLink
      href={link.href}
      className={cn(buttonVariants({ variant: 'link' }), 'h-auto! min-h-11 px-0!', onDark && ON_DARK.link, className)}
    >
      {link.label}
    </WrapperLink>
  )
}

/** `<SiteButton node={button} size="lg" />`. */
export function SiteButton({ node, size = 'default', onDark = false, headingLevel, className }: SiteButtonProps) {
  const text = useLocalized()
  const { record } = node
  const variant = typeof record.variant === 'string' ? record.variant : 'default'
  const title = text(record.title)
  const url = stringField(record, 'url')
  const classes = cn(className, classNameOf(record))

  if (hasProductSuffix(variant, 'questions')) {
    // Inside a static widget the question is an island of its own (web/site/island.tsx).
    return (
      <Island kind="question" node={node} props={{ className: classes, ...(headingLevel === undefined ? {} : { headingLevel }) }}>
        <QuestionButton node={node} className={classes} headingLevel={headingLevel} />
      </Island>
    )
  }
  if (hasProductSuffix(variant, 'employment-promotion-default')) {
    return (
      <WrapperLink href={url} className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'w-full', classes)}>
        {title}
        <ArrowRightIcon aria-hidden="true" />
      </WrapperLink>
    )
  }
  if (hasProductSuffix(variant, 'custom-link')) {
    const Icon = url?.startsWith('tel:') ? PhoneIcon : url?.startsWith('mailto:') ? MailIcon : ArrowRightIcon
    const trailing = Icon === ArrowRightIcon
    return (
      <WrapperLink
        href={url}
        className={cn(
          'group inline-flex min-h-11 items-center gap-2 rounded-md text-base font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60',
          onDark ? 'text-current' : 'text-primary',
          classes,
        )}
      >
        {!trailing && <Icon aria-hidden="true" className="size-5 shrink-0" />}
        {title}
        {trailing && <Icon aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />}
      </WrapperLink>
    )
  }
  if (variant === 'button-with-image') {
    const image = filesOf(node)[0]
    return (
      <WrapperLink
        href={url}
        className={cn(
          'inline-flex min-h-11 items-center gap-3 rounded-lg border border-border p-1.5 pe-4 text-sm font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
          onDark && 'border-white/40 hover:bg-white/10',
          classes,
        )}
      >
        {image !== undefined && (
          <StoredFile file={image.record} alt={title === '' ? undefined : ''} className="size-9 rounded-md object-cover" />
        )}
        {title}
      </WrapperLink>
    )
  }
  const look: KitVariant = isKitVariant(variant) ? variant : 'default'
  return (
    <WrapperLink
      href={url}
      className={cn(buttonVariants({ variant: look, size }), look === 'link' && 'h-auto! min-h-11 px-0!', onDark && ON_DARK[look], classes)}
    >
      {title}
    </WrapperLink>
  )
}
