/**
 * A language of the site in a hand-written route's input, without importing the site's generated
 * metadata: the contract stays pure data. The schema takes any language code and the handler
 * checks it is one the site speaks; the generator writes the site's languages, and its default
 * language, in its place in the OpenAPI document.
 */
import { z } from 'zod'

/** Where the marker lives in a schema's metadata. */
export const SITE_LANGUAGE_META = 'x-site-language'

/** A language code of the site; the default language when left out. */
export function siteLanguageSchema() {
  return z
    .string({ error: 'language must be a language code' })
    .regex(/^[a-z]{2,3}$/, { error: 'language must be a language code, such as en' })
    .meta({ [SITE_LANGUAGE_META]: true })
    .optional()
}

/** Whether a schema is the site's language (its JSON Schema is the site's languages). */
export function isSiteLanguage(schema: z.ZodType): boolean {
  const meta = z.globalRegistry.get(schema) as Record<string, unknown> | undefined
  return meta?.[SITE_LANGUAGE_META] === true
}
