/**
 * Joins class names for the UI kit: the primitive's own classes first, then the caller's
 * `className`. No class merging is needed (tailwind-merge would cost a public page about 9 KB):
 * the kit's own styles are component classes (`web/ui/*.css`, in Tailwind's `components` layer),
 * so any utility a caller passes wins over them whatever the order in the stylesheet.
 */
import { type ClassValue, clsx } from 'clsx'

/** `cn('ui-button', condition && 'hidden', className)`. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
