/**
 * The button of SPEC §2 with its variants (default, primary, secondary, outline, ghost, link,
 * destructive) and sizes. `asChild` renders the child element (a link) with the button's looks.
 * Its styles are component classes (button.css), so any utility in `className` overrides them.
 */
import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** The button's classes, for elements that look like a button without being one. */
export const buttonVariants = cva('ui-button', {
  variants: {
    variant: {
      default: 'ui-button--default',
      primary: 'ui-button--primary',
      secondary: 'ui-button--secondary',
      outline: 'ui-button--outline',
      ghost: 'ui-button--ghost',
      link: 'ui-button--link',
      destructive: 'ui-button--destructive',
    },
    size: {
      default: 'ui-button--size-default',
      sm: 'ui-button--size-sm',
      lg: 'ui-button--size-lg',
      icon: 'ui-button--size-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
})

/** Button props: a `<button>`'s, plus `variant`, `size` and `asChild`. */
export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { readonly asChild?: boolean }

/** `<Button variant="primary">Submit</Button>`; `<Button asChild><a href="…">…</a></Button>`. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      data-slot="button"
      // A button inside a form must not submit it unless asked to.
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
