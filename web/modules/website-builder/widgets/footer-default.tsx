/**
 * The footer (SPEC §2, §5): the logotype with the widget's description, the buttons arrays as
 * link columns (`{product}-footer-array-button`: a title over its links; other arrays as rows of
 * buttons), the `footer-feature-{product}` features as notes, and the copyright line with the
 * widget's title beside the language switcher. It is the page's content info landmark, on the dark
 * ink tone. A signed-in subject is not offered the buttons to sign in or register: the account's
 * Settings link stands in their place (web/modules/rbac/signed-in-footer.tsx).
 */
import { useAccountAwareArrays } from '#web/modules/rbac/signed-in-footer.tsx'
import { LanguageSwitcher } from '#web/site/language-switcher.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { ButtonsArrayView } from '../../../widgets/shared/buttons-array-view.tsx'
import { FeatureItem } from '../../../widgets/shared/feature-item.tsx'
import { buttonsArraysOf, featuresOf, logotypesOf } from '../../../widgets/shared/linked-nodes.ts'
import { LogotypeView } from '../../../widgets/shared/logotype-view.tsx'
import { anchorOf, classNameOf } from '../../../widgets/shared/record-fields.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function FooterDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const { record } = node
  const title = text(record.title)
  const subtitle = text(record.subtitle)
  const description = text(record.description)
  const logotypes = logotypesOf(node)
  const arrays = useAccountAwareArrays(buttonsArraysOf(node))
  const features = featuresOf(node)
  return (
    <footer id={anchorOf(record)} className={cn('bg-ink text-ink-foreground', classNameOf(record))}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="flex flex-col items-start gap-4">
            {logotypes.map((logotype) => (
              <LogotypeView key={logotype.record.id} node={logotype} className="text-ink-foreground" />
            ))}
            {subtitle !== '' && <p className="text-base font-medium">{subtitle}</p>}
            {description !== '' && <p className="max-w-sm text-sm opacity-80">{description}</p>}
          </div>
          {arrays.length > 0 && (
            <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
              {arrays.map((array) => (
                <ButtonsArrayView key={array.node.record.id} node={array.node} leadingLinks={array.leadingLinks} onDark headingLevel={2} />
              ))}
            </div>
          )}
        </div>
        <div className="flex flex-col gap-6 border-t border-white/15 pt-8 sm:flex-row sm:items-end sm:justify-between">
          {features.length > 0 && (
            <div className="flex max-w-2xl flex-col gap-4">
              {features.map((feature) => (
                <FeatureItem key={feature.record.id} node={feature} onDark headingLevel={2} />
              ))}
            </div>
          )}
          <div className="flex shrink-0 flex-col items-start gap-3 sm:items-end">
            <LanguageSwitcher onDark />
            {title !== '' && (
              // The year is the visitor's: a page rendered on 31 December may hydrate on 1 January.
              <p suppressHydrationWarning className="text-sm opacity-80">
                {`© ${new Date().getFullYear()} ${title}`}
              </p>
            )}
          </div>
        </div>
      </div>
    </footer>
  )
}
