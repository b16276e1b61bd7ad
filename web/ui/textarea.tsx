/** A multi-line text input that grows with its content where the browser supports it. Styles: input.css. */
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** `<Textarea id="question" rows={4} />`. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn('ui-field ui-textarea', className)} {...props} />
}
