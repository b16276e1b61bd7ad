/**
 * A modal dialog (Radix): focus is trapped inside and returns to the trigger, Escape and the
 * overlay close it, and the title and description name it for screen readers. Its height is capped
 * at 85vh and scrolls; callers narrow it (the contact form's `max-h-[90vh]`, the admin's 80vh).
 * Styles: dialog.css.
 */
import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { cn } from './cn.ts'

/** The dialog's state holder. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

/** What opens it (usually `asChild` around a Button). */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

/** Closes it. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

/** The dimmed backdrop. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn('ui-overlay', className)} {...props} />
}

/** The panel, in a portal, with a close button unless `showCloseButton` is false. */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { readonly showCloseButton?: boolean }) {
  const t = useUiStrings()
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn('ui-dialog', className)} {...props}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="ui-close">
            <XIcon aria-hidden="true" />
            <span className="sr-only">{t.close}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** Title and description. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('ui-dialog-header', className)} {...props} />
}

/** Actions, stacked on phones and in a row from `sm`. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('ui-dialog-footer', className)} {...props} />
}

/** The accessible name. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('ui-dialog-title', className)} {...props} />
}

/** The accessible description. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('ui-dialog-description', className)} {...props} />
}
