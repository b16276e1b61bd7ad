/** A book's own page: the book the URL names (`page.entity`), its authors, year and copies on the shelf. */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { EntityOverview } from '#web/widgets/shared/entity-overview.tsx'
import type { WidgetProps } from '#web/widgets/widget-registry.ts'
import { useLocalized } from '#web/site/localized.ts'
import { bookAuthors, publishedYear } from './library-nodes.ts'

const COPIES = { en: (count: number) => `${count} on the shelf`, ru: (count: number) => `На полке: ${count}` } as const

function BookFacts({ book }: { readonly book: TreeNode }) {
  const text = useLocalized()
  const language = useLanguage()
  const copies = typeof book.record.copies === 'number' ? book.record.copies : 0
  const authors = bookAuthors(book)
    .map((author) => text(author.record.title))
    .join(', ')
  return (
    <p className="text-muted-foreground">
      {[authors, publishedYear(book), (language === 'ru' ? COPIES.ru : COPIES.en)(copies)].filter((part) => part !== '').join(' · ')}
    </p>
  )
}

export default function BookOverview({ node, page }: WidgetProps) {
  if (page.entity === null || page.entity.entity !== 'library/books') return null
  return <EntityOverview widget={node} entity={page.entity} aside={<BookFacts book={page.entity} />} />
}
