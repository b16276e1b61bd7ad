/**
 * The landing page's first screen (SPEC §1, §2): the promo badge from the subtitle ('бесплатно'),
 * the title as the page's `h1` (an `h2` on an entity page, whose title is the `h1`), the
 * description, the buttons and the hero image, loaded first as the page's largest image.
 */
import { useLocalized } from '#web/site/localized.ts'
import { Badge } from '#web/ui/badge.tsx'
import { cn } from '#web/ui/cn.ts'
import { ButtonsArrayView } from '../../../widgets/shared/buttons-array-view.tsx'
import { FileFigure } from '../../../widgets/shared/file-figure.tsx'
import { buttonsArraysOf, filesOf } from '../../../widgets/shared/linked-nodes.ts'
import { anchorOf, classNameOf } from '../../../widgets/shared/record-fields.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RetrainingHeroDefault({ node, page }: WidgetProps) {
  const text = useLocalized()
  const { record } = node
  const badge = text(record.subtitle)
  const description = text(record.description)
  const arrays = buttonsArraysOf(node)
  const image = filesOf(node)[0]
  const Heading = page.entity === null ? 'h1' : 'h2'
  return (
    <section
      id={anchorOf(record)}
      className={cn('relative isolate overflow-hidden bg-gradient-to-b from-accent via-background to-background', classNameOf(record))}
    >
      <div
        className={cn(
          'mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-12 pb-8 sm:px-6 sm:pt-16 lg:px-8 lg:pt-20 lg:pb-12',
          image !== undefined && 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]',
        )}
      >
        <div className="flex flex-col items-start gap-6">
          {badge !== '' && (
            <Badge variant="highlight" className="px-3 py-1 text-sm font-semibold tracking-wide uppercase">
              {badge}
            </Badge>
          )}
          <Heading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{text(record.title)}</Heading>
          {description !== '' && <p className="max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">{description}</p>}
          {arrays.map((array) => (
            <ButtonsArrayView key={array.record.id} node={array} size="lg" className="mt-2" />
          ))}
        </div>
        {image !== undefined && (
          <FileFigure node={image} priority mediaClassName="aspect-[3/2] rounded-3xl object-cover shadow-xl ring-1 ring-black/5" />
        )}
      </div>
    </section>
  )
}
