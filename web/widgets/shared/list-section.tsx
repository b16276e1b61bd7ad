/**
 * A titled list inside an overview (an article's products, a category's courses): an `h2` and its
 * cards. Nothing when the list is empty.
 */
import { type ReactNode, useId } from 'react'
import { cn } from '#web/ui/cn.ts'

/** Props of {@link ListSection}. */
export interface ListSectionProps {
  readonly title: string
  readonly count: number
  readonly children: ReactNode
  readonly className?: string
}

/** `<ListSection title={t.products} count={products.length}><CardGrid … /></ListSection>`. */
export function ListSection({ title, count, children, className }: ListSectionProps) {
  const headingId = useId()
  if (count === 0) return null
  return (
    <section aria-labelledby={headingId} className={cn('mt-16 flex flex-col gap-8', className)}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
