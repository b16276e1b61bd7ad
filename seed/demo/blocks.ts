/**
 * Building blocks for website-builder records: buttons, buttons arrays with their buttons, and the
 * links that place arrays and features on a widget, in order.
 */
import { type AnySeedRecord, link, recordWithSlug, type SeedRecord, type SeedValues } from '#runtime/seed/seed-record.ts'
import type { Localized } from '#runtime/values/localized.ts'

type ButtonVariant = NonNullable<SeedValues<'website-builder/buttons'>['variant']>

/** A button; `subtitle` is the text an accordion question button reveals. */
export function button(
  slug: string,
  variant: ButtonVariant,
  title: Localized,
  url: string,
  subtitle?: Localized,
): SeedRecord<'website-builder/buttons'> {
  return recordWithSlug('website-builder/buttons', slug, `Кнопка: ${title.ru}`, {
    variant,
    title,
    url,
    ...(subtitle === undefined ? {} : { subtitle }),
  })
}

/** A buttons array and the records that make it: itself, its buttons and their links, in order. */
export interface ButtonsArray {
  readonly array: SeedRecord<'website-builder/buttons-arrays'>
  readonly records: readonly AnySeedRecord[]
  /** The slug of each button's place, in order, those left to other modules included. */
  readonly places: readonly string[]
}

/**
 * A buttons array with its buttons, in order. A slug instead of a button is a place another module
 * fills when the site lists it ({@link placeButton}): the navbar's "Courses" is the shop's.
 */
export function buttonsArray(
  slug: string,
  adminTitle: string,
  buttons: readonly (SeedRecord<'website-builder/buttons'> | string)[],
  values: Omit<SeedValues<'website-builder/buttons-arrays'>, 'slug' | 'adminTitle'> = {},
): ButtonsArray {
  const array = recordWithSlug('website-builder/buttons-arrays', slug, adminTitle, values)
  const places = buttons.map((item) => (typeof item === 'string' ? item : String(item.values.slug)))
  return {
    array,
    places,
    records: [
      array,
      ...buttons.flatMap((item, orderIndex) =>
        typeof item === 'string'
          ? []
          : [item, link('website-builder/buttons-arrays-to-buttons', { buttonsArrayId: array.id, buttonId: item.id, orderIndex })],
      ),
    ],
  }
}

/** `item` in the place of `buttons` that bears its slug: how a module adds its button to another's array. */
export function placeButton(buttons: ButtonsArray, item: SeedRecord<'website-builder/buttons'>): AnySeedRecord[] {
  const orderIndex = buttons.places.indexOf(String(item.values.slug))
  if (orderIndex === -1)
    throw new Error(`placeButton: the buttons array ${String(buttons.array.values.slug)} has no place "${String(item.values.slug)}"`)
  return [item, link('website-builder/buttons-arrays-to-buttons', { buttonsArrayId: buttons.array.id, buttonId: item.id, orderIndex })]
}

/** Places buttons arrays on a widget: `default` in the main slot, `additional` and `extra` beside it. */
export function widgetButtonsArrays(
  widget: SeedRecord<'website-builder/widgets'>,
  arrays: readonly SeedRecord<'website-builder/buttons-arrays'>[],
  variant: 'default' | 'additional' | 'extra' = 'default',
): AnySeedRecord[] {
  return arrays.map((array, orderIndex) =>
    link('website-builder/widgets-to-buttons-arrays', { widgetId: widget.id, buttonsArrayId: array.id, variant, orderIndex }),
  )
}

/** Places features on a widget, in order. */
export function widgetFeatures(
  widget: SeedRecord<'website-builder/widgets'>,
  features: readonly SeedRecord<'website-builder/features'>[],
): AnySeedRecord[] {
  return features.map((feature, orderIndex) =>
    link('website-builder/widgets-to-features', { widgetId: widget.id, featureId: feature.id, orderIndex }),
  )
}
