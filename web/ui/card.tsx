/** A bordered surface for grouped content (course cards, order cards, forms). Styles: card.css. */
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** The card itself. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card" className={cn('ui-card', className)} {...props} />
}

/** Title, description and an optional action at the top. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('ui-card-header', className)} {...props} />
}

/** The card's heading text; put an `h2`/`h3` inside when the page outline needs one. */
export function CardTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-title" className={cn('ui-card-title', className)} {...props} />
}

/** A muted line under the title. */
export function CardDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-description" className={cn('ui-card-description', className)} {...props} />
}

/** A control in the header's right column. */
export function CardAction({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-action" className={cn('ui-card-action', className)} {...props} />
}

/** The body. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('ui-card-content', className)} {...props} />
}

/** Buttons at the bottom. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('ui-card-footer', className)} {...props} />
}
