/** A single-line text input; `aria-invalid` turns it red for a field with an error. Styles: input.css. */
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** `<Input id="email" type="email" />`. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn('ui-field ui-input', className)} {...props} />
}
