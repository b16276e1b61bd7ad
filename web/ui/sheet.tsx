/**
 * A side panel (a Radix dialog sliding in from an edge): the cart panel (SPEC §2: 400px wide,
 * 540px from `sm`) and the mobile menu. Same focus and closing behaviour as the dialog.
 * Styles: sheet.css (and dialog.css for the overlay and close button).
 */
import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { cn } from './cn.ts'

/** The sheet's state holder. */
export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />
}

/** What opens it. */
export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

/** Closes it. */
export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />
}

const sheetVariants = cva('ui-sheet', {
  variants: {
    side: { right: 'ui-sheet--right', left: 'ui-sheet--left', top: 'ui-sheet--top', bottom: 'ui-sheet--bottom' },
  },
  defaultVariants: { side: 'right' },
})

/** The panel on `side` (default right), with a close button. */
export function SheetContent({
  className,
  children,
  side,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  const t = useUiStrings()
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="ui-overlay" />
      <SheetPrimitive.Content data-slot="sheet-content" className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <SheetPrimitive.Close className="ui-close">
          <XIcon aria-hidden="true" />
          <span className="sr-only">{t.close}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

/** Title and description at the top. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('ui-sheet-header', className)} {...props} />
}

/** Actions at the bottom. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('ui-sheet-footer', className)} {...props} />
}

/** The accessible name ('Cart'). */
export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('ui-sheet-title', className)} {...props} />
}

/** The accessible description. */
export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn('ui-sheet-description', className)} {...props} />
}
