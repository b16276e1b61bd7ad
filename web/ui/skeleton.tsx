/** A pulsing block standing in for content that is loading (SPEC §2 "Loading"). Styles: skeleton.css. */
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** `<Skeleton className="h-4 w-32" />`. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('ui-skeleton', className)} {...props} />
}
