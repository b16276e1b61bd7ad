/**
 * A responsive grid of cards (SPEC §2 "product and category grids, 2 columns on large screens, 3
 * for course cards"): one column on phones, two from small screens, and `columns` on large ones.
 */
import type { ReactNode } from 'react'
import { cn } from '#web/ui/cn.ts'

/** Props of {@link CardGrid}. */
export interface CardGridProps {
  readonly items: readonly { readonly key: string; readonly content: ReactNode }[]
  /** Columns on large screens. */
  readonly columns?: 2 | 3
  readonly className?: string
}

/** `<CardGrid columns={3} items={products.map((p) => ({ key: p.record.id, content: <ProductCard node={p} /> }))} />`. */
export function CardGrid({ items, columns = 2, className }: CardGridProps) {
  if (items.length === 0) return null
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
    </ul>
  )
}
