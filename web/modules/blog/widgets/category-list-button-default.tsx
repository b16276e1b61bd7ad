/**
 * Every blog category as a button linking to its page, in a row that wraps: a category menu over
 * a blog page. The category the page shows is marked current.
 */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLocalized } from '#web/site/localized.ts'
import { buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { entityPath } from '../../../widgets/shared/entity-path.ts'
import { anchorOf, classNameOf } from '../../../widgets/shared/record-fields.ts'
import { WrapperLink } from '../../../widgets/shared/wrapper-link.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetCategories } from './blog-nodes.ts'

export default function CategoryListButtonDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const categories = widgetCategories(node)
  if (categories.length === 0) return null
  return (
    <nav
      id={anchorOf(node.record)}
      aria-label={text(node.record.title, t.categories)}
      className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8', classNameOf(node.record))}
    >
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => {
          const current = page.entity?.entity === 'blog/categories' && page.entity.record.id === category.record.id
          return (
            <li key={category.record.id}>
              <WrapperLink
                href={entityPath(category)}
                className={cn(buttonVariants({ variant: current ? 'primary' : 'outline' }), 'rounded-full')}
              >
                {text(category.record.title, t.untitled)}
              </WrapperLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
