/**
 * A `website-builder/features` record (SPEC §2 "feature": title, description, child items filtered
 * by featureId) drawn by its variant (SPEC §5): `{product}-what`, a point with a check mark;
 * `{product}-employment-promotion-step`, a numbered step; `{product}-employment-promotion-card`, a
 * card with its buttons at the bottom; `{product}-feature-course-description`, a key figure and its
 * explanation; `footer-feature-{product}`, a note in the footer; `default`, a card. Every variant
 * shows the feature's own files and buttons arrays (its children in the tree, which the resolver
 * links by featureId). The description is rich text, left out when empty
 * (feature-description.ts).
 */
import type { ReactNode } from 'react'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { CheckIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { RichText } from '#web/site/rich-text.tsx'
import { StoredFile } from '#web/site/stored-file.tsx'
import { cn } from '#web/ui/cn.ts'
import { ButtonsArrayView } from './buttons-array-view.tsx'
import { isEmptyFeatureDescription } from './feature-description.ts'
import { buttonsArraysOf, filesOf } from './linked-nodes.ts'
import { hasProductPrefix, hasProductSuffix } from './product-variant.ts'
import { classNameOf } from './record-fields.ts'

/** How a feature is drawn, from its variant. */
export type FeatureLook = 'what' | 'step' | 'card' | 'figure' | 'footer' | 'default'

/** The look of a feature `variant`; unknown variants look like `default`. */
export function featureLook(variant: unknown): FeatureLook {
  if (hasProductSuffix(variant, 'what')) return 'what'
  if (hasProductSuffix(variant, 'employment-promotion-step')) return 'step'
  if (hasProductSuffix(variant, 'employment-promotion-card')) return 'card'
  if (hasProductSuffix(variant, 'feature-course-description')) return 'figure'
  if (hasProductPrefix(variant, 'footer-feature')) return 'footer'
  return 'default'
}

/** Props of {@link FeatureItem}. */
export interface FeatureItemProps {
  /** A `website-builder/features` node. */
  readonly node: TreeNode
  /** Its position among its widget's features of the same look, from 0 (steps show it). */
  readonly index?: number
  /** Its title's heading level: 3 under a section's `h2`. */
  readonly headingLevel?: 2 | 3 | 4
  readonly onDark?: boolean
  readonly className?: string
}

/** `<FeatureItem node={feature} index={i} />`. */
export function FeatureItem({ node, index = 0, headingLevel = 3, onDark = false, className }: FeatureItemProps) {
  const text = useLocalized()
  const { record } = node
  const look = featureLook(record.variant)
  const title = text(record.title)
  const rawDescription = text(record.description)
  const description = isEmptyFeatureDescription(rawDescription) ? undefined : rawDescription
  const files = filesOf(node)
  const arrays = buttonsArraysOf(node)
  const Heading = `h${headingLevel}` as const
  const muted = onDark ? 'opacity-85' : 'text-muted-foreground'
  const classes = cn(className, classNameOf(record))

  const heading = (headingClass: string) => (title === '' ? null : <Heading className={headingClass}>{title}</Heading>)
  // Cards keep their own light surface whatever the section's tone.
  const body = (bodyClass = '', onCard = false) =>
    description === undefined ? null : (
      <RichText value={description} className={cn('gap-2 text-base', onCard ? 'text-muted-foreground' : muted, bodyClass)} />
    )
  const buttons = (buttonsClass = '') =>
    arrays.length === 0 ? null : (
      <div className={cn('flex flex-col gap-3', buttonsClass)}>
        {arrays.map((array) => (
          <ButtonsArrayView key={array.record.id} node={array} onDark={onDark} headingLevel={headingLevel === 2 ? 3 : 4} />
        ))}
      </div>
    )
  // Small marks (a step, a point) take the first image as their icon; cards show it on top.
  const icon = (fallback: ReactNode) =>
    files[0] === undefined ? fallback : <StoredFile file={files[0].record} alt="" className="size-12 rounded-xl object-cover" />

  switch (look) {
    case 'what':
      return (
        <div className={cn('flex gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xs', classes)}>
          <div className="shrink-0">
            {icon(
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <CheckIcon className="size-5" />
              </span>,
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            {heading('text-lg font-semibold text-balance')}
            {body('', true)}
            {buttons('mt-2')}
          </div>
        </div>
      )
    case 'step':
      // A row (number, then text) on phones; a centred column from `lg`, where steps sit side by side.
      return (
        <div className={cn('flex gap-4 lg:flex-col lg:items-center lg:text-center', classes)}>
          <div className="relative z-10 shrink-0">
            {icon(
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-sm ring-4 ring-background"
              >
                {index + 1}
              </span>,
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-2 pt-2.5 lg:items-center lg:pt-0">
            {heading('text-lg font-semibold')}
            {body()}
            {buttons('mt-1')}
          </div>
        </div>
      )
    case 'figure':
      return (
        <div className={cn('flex flex-col gap-2 border-s-4 border-primary ps-5', classes)}>
          {files[0] !== undefined && icon(null)}
          {heading('text-2xl font-bold tracking-tight text-balance sm:text-3xl')}
          {body()}
          {buttons('mt-2')}
        </div>
      )
    case 'footer':
      return (
        <div className={cn('flex flex-col gap-1 text-sm', classes)}>
          {files[0] !== undefined && <StoredFile file={files[0].record} className="h-8 w-auto" />}
          {heading('text-sm font-semibold')}
          {body('text-sm!')}
          {buttons()}
        </div>
      )
    case 'card':
    case 'default':
      return (
        <div
          className={cn('flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm', classes)}
        >
          {files[0] !== undefined && <StoredFile file={files[0].record} className="aspect-[4/3] w-full rounded-xl object-cover" />}
          {heading('text-xl font-semibold text-balance')}
          {body('', true)}
          {buttons('mt-auto pt-2')}
        </div>
      )
  }
}
