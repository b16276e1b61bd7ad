/**
 * The button of SPEC §2 with its variants (default, primary, secondary, outline, ghost, link,
 * destructive) and sizes. A link that looks like a button takes {@link buttonVariants}' classes
 * itself (`<a className={buttonVariants({ variant: 'primary' })}>`): no Slot to render a child in
 * the button's place, so islands that show a button do not carry Radix's Slot to public pages.
 * Its styles are component classes (button.css), so any utility in `className` overrides them.
 */
import { cva, type VariantProps } from 'class-variance-authority'
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

/** Button props: a `<button>`'s, plus `variant` and `size`. */
export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/** `<Button variant="primary">Submit</Button>`. */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      // A button inside a form must not submit it unless asked to.
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
