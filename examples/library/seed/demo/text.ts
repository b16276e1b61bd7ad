/** Every public text of the library is English (the default language) with its Russian translation. */
import type { Localized } from '#runtime/values/localized.ts'

/** A text in English and Russian. */
export function t(en: string, ru: string): Localized {
  return { en, ru }
}
