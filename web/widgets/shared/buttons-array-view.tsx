/**
 * A `website-builder/buttons-arrays` record with its buttons (SPEC §5 variants): `default` is a
 * row of buttons, wrapping on narrow screens, under the array's title and description when it has
 * them; `{product}-footer-array-button` is a footer column, its title over a list of links.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { buttonsOf } from './linked-nodes.ts'
import { hasProductSuffix } from './product-variant.ts'
import { classNameOf } from './record-fields.ts'
import { type ColumnLink, SiteButton, type SiteButtonProps, SiteLink } from './site-button.tsx'

// A footer column's links: smaller and lighter than a button row's.
const COLUMN_LINK = 'text-sm! font-normal! opacity-90 hover:opacity-100'

/** Props of {@link ButtonsArrayView}. */
export interface ButtonsArrayViewProps {
  /** A `website-builder/buttons-arrays` node. */
  readonly node: TreeNode
  /** Size of its buttons (`lg` for calls to action). */
  readonly size?: SiteButtonProps['size']
  readonly onDark?: boolean
  /** Heading level of the array's title and of accordion questions inside it. */
  readonly headingLevel?: 2 | 3 | 4
  readonly className?: string
  /** Links a footer column shows before its buttons (the footer's Settings for a signed-in subject). */
  readonly leadingLinks?: readonly ColumnLink[]
}

/** `<ButtonsArrayView node={array} size="lg" />`. */
export function ButtonsArrayView({ node, size, onDark = false, headingLevel = 3, className, leadingLinks = [] }: ButtonsArrayViewProps) {
  const text = useLocalized()
  const title = text(node.record.title)
  const description = text(node.record.description)
  const buttons = buttonsOf(node)
  if (buttons.length === 0 && leadingLinks.length === 0 && title === '') return null
  const Heading = `h${headingLevel}` as const

  if (hasProductSuffix(node.record.variant, 'footer-array-button')) {
    return (
      <div className={cn('flex flex-col gap-3', className, classNameOf(node.record))}>
        {title !== '' && <Heading className="text-sm font-semibold tracking-wide uppercase opacity-80">{title}</Heading>}
        <ul className="flex flex-col">
          {leadingLinks.map((link) => (
            <li key={link.href}>
              <SiteLink link={link} onDark={onDark} className={COLUMN_LINK} />
            </li>
          ))}
          {buttons.map((button) => (
            <li key={button.record.id}>
              <SiteButton node={button} onDark={onDark} className={COLUMN_LINK} />
            </li>
          ))}
        </ul>
      </div>
    )
  }

  const row = (
    <div className="flex flex-wrap items-center gap-3">
      {buttons.map((button) => (
        <SiteButton key={button.record.id} node={button} size={size} onDark={onDark} headingLevel={headingLevel} />
      ))}
    </div>
  )
  if (title === '' && description === '') return <div className={cn(className, classNameOf(node.record))}>{row}</div>
  return (
    <div className={cn('flex flex-col gap-3', className, classNameOf(node.record))}>
      {title !== '' && <Heading className="text-base font-semibold">{title}</Heading>}
      {description !== '' && <p className={cn('text-sm', onDark ? 'opacity-90' : 'text-muted-foreground')}>{description}</p>}
      {row}
    </div>
  )
}
