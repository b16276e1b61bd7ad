/**
 * Intl.NumberFormat instances, made once per locale and options and kept: making one loads the
 * locale's data and costs far more than formatting with it (on a phone, more than rendering a card).
 */
const formats = new Map<string, Intl.NumberFormat>()

/** The kept formatter for `locale` with `maximumFractionDigits`. */
export function numberFormat(locale: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maximumFractionDigits}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits })
    formats.set(key, format)
  }
  return format
}
