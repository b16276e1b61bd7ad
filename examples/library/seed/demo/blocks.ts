/** Buttons, buttons arrays with their buttons, and the links that place arrays on a website-builder widget. */
import { type AnySeedRecord, link, recordWithSlug, type SeedRecord, type SeedValues } from '#runtime/seed/seed-record.ts'
import type { Localized } from '#runtime/values/localized.ts'

type ButtonVariant = NonNullable<SeedValues<'website-builder/buttons'>['variant']>

/** A button linking to `url`. */
export function button(slug: string, variant: ButtonVariant, title: Localized, url: string): SeedRecord<'website-builder/buttons'> {
  return recordWithSlug('website-builder/buttons', slug, `Button: ${title.en}`, { variant, title, url })
}

/** A buttons array and the records that make it: itself, its buttons and their links, in order. */
export function buttonsArray(
  slug: string,
  buttons: readonly SeedRecord<'website-builder/buttons'>[],
  values: Omit<SeedValues<'website-builder/buttons-arrays'>, 'slug' | 'adminTitle'> = {},
): { readonly array: SeedRecord<'website-builder/buttons-arrays'>; readonly records: readonly AnySeedRecord[] } {
  const array = recordWithSlug('website-builder/buttons-arrays', slug, `Buttons: ${slug}`, values)
  return {
    array,
    records: [
      array,
      ...buttons,
      ...buttons.map((item, orderIndex) =>
        link('website-builder/buttons-arrays-to-buttons', { buttonsArrayId: array.id, buttonId: item.id, orderIndex }),
      ),
    ],
  }
}

/** Places buttons arrays on a widget: `default` in the main slot, `additional` beside it. */
export function widgetButtonsArrays(
  widget: SeedRecord<'website-builder/widgets'>,
  arrays: readonly SeedRecord<'website-builder/buttons-arrays'>[],
  variant: 'default' | 'additional' = 'default',
): AnySeedRecord[] {
  return arrays.map((array, orderIndex) =>
    link('website-builder/widgets-to-buttons-arrays', { widgetId: widget.id, buttonsArrayId: array.id, variant, orderIndex }),
  )
}
