/** A short list of books: title (a link to the book's page), authors and year, one line each. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { SectionHeading } from '#web/widgets/shared/section-heading.tsx'
import { SectionShell } from '#web/widgets/shared/section-shell.tsx'
import { WrapperLink } from '#web/widgets/shared/wrapper-link.tsx'
import type { WidgetProps } from '#web/widgets/widget-registry.ts'
import { bookAuthors, bookPath, publishedYear, widgetBooks } from './library-nodes.ts'

export default function BookListCompact({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const title = text(node.record.title)
  return (
    <SectionShell record={node.record} width="narrow" labelledBy={title === '' ? undefined : headingId}>
      <SectionHeading id={headingId} title={title} className="mb-8" />
      <ol className="divide-y divide-border rounded-2xl border border-border">
        {widgetBooks(node).map(({ link, node: book }) => (
          <li key={link.id} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-4">
            <WrapperLink href={bookPath(book)} className="font-semibold text-primary underline-offset-4 hover:underline">
              {text(book.record.title)}
            </WrapperLink>
            <span className="text-sm text-muted-foreground">
              {[
                bookAuthors(book)
                  .map((author) => text(author.record.title))
                  .join(', '),
                publishedYear(book),
              ]
                .filter((part) => part !== '')
                .join(' · ')}
            </span>
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}
