/**
 * Zod's own messages (a missing or malformed value, which the generated schemas leave to Zod) in
 * the admin's language, so a form's errors speak the language of the screen around them.
 */
import { z } from 'zod'
import en from 'zod/v4/locales/en.js'
import ru from 'zod/v4/locales/ru.js'
import type { Language } from '#web/site/languages.ts'

const locales: Readonly<Record<Language, () => ReturnType<typeof en>>> = { en, ru }

/** Makes Zod speak `language` from now on; idempotent, called as the admin renders (one screen, one language). */
export function setValidationLanguage(language: Language): void {
  z.config(locales[language]())
}
