/** A small label: a status, a count, a promo ('бесплатно'), an identity kind (Email, EVM). Styles: badge.css. */
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** The badge's classes by variant. */
export const badgeVariants = cva('ui-badge', {
  variants: {
    variant: {
      default: 'ui-badge--default',
      secondary: 'ui-badge--secondary',
      highlight: 'ui-badge--highlight',
      destructive: 'ui-badge--destructive',
      outline: 'ui-badge--outline',
    },
  },
  defaultVariants: { variant: 'default' },
})

/** `<Badge variant="highlight">бесплатно</Badge>`. */
export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
