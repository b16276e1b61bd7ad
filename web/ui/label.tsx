/** A form label (Radix Label: clicking it focuses its control). Styles: label.css. */
import { Label as LabelPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** `<Label htmlFor="email">Email</Label>`. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={cn('ui-label', className)} {...props} />
}
