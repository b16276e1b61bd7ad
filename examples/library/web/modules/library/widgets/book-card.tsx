/** A book on the shelf: its title linking to its page, its authors and year, its blurb. */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLocalized } from '#web/site/localized.ts'
import { Badge } from '#web/ui/badge.tsx'
import { WrapperLink } from '#web/widgets/shared/wrapper-link.tsx'
import { bookAuthors, bookPath, publishedYear } from './library-nodes.ts'

/** `<BookCard book={node} />`. */
export function BookCard({ book }: { readonly book: TreeNode }) {
  const text = useLocalized()
  const authors = bookAuthors(book)
    .map((author) => text(author.record.title))
    .join(', ')
  const year = publishedYear(book)
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md">
      {book.record.variant === 'featured' && <Badge className="self-start">★</Badge>}
      <h3 className="text-xl font-semibold tracking-tight text-balance">
        <WrapperLink href={bookPath(book)} className="outline-none after:absolute after:inset-0 after:content-['']">
          {text(book.record.title)}
        </WrapperLink>
      </h3>
      <p className="text-sm font-medium text-muted-foreground">{[authors, year].filter((part) => part !== '').join(' · ')}</p>
      {text(book.record.subtitle) !== '' && <p className="text-pretty">{text(book.record.subtitle)}</p>}
    </article>
  )
}
