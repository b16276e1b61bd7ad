/**
 * The font generated files are set in: PT Sans (regular and bold), shipped in the
 * `@expo-google-fonts/pt-sans` package (SIL Open Font License). It is bundled rather than taken
 * from the system so every machine renders the same pixels, and it is a ParaType face made for
 * Russian and Latin alike, so Cyrillic never falls back to boxes. Nothing is fetched at run time.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** The family name templates use in `fontFamily`. */
export const TEMPLATE_FONT_FAMILY = 'PT Sans'

/** A font face as satori takes it. */
export interface TemplateFont {
  readonly name: string
  readonly data: Buffer
  readonly weight: 400 | 700
  readonly style: 'normal'
}

let fonts: readonly TemplateFont[] | undefined

/** The regular and bold faces, read from the package once per process. */
export function templateFonts(): readonly TemplateFont[] {
  if (fonts === undefined) {
    const require = createRequire(import.meta.url)
    const face = (file: string, weight: 400 | 700): TemplateFont => ({
      name: TEMPLATE_FONT_FAMILY,
      data: readFileSync(require.resolve(`@expo-google-fonts/pt-sans/${file}`)),
      weight,
      style: 'normal',
    })
    fonts = [face('400Regular/PTSans_400Regular.ttf', 400), face('700Bold/PTSans_700Bold.ttf', 700)]
  }
  return fonts
}
