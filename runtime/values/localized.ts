/** A text in several languages: language code → text. */
export type Localized = Record<string, string>
