/**
 * Variants named after the product that uses them (SPEC §5: `{product}-custom-link`,
 * `{product}-footer-array-button`, `footer-feature-{product}`…; the demo's product is
 * `retraining`). Widgets match the family, not one product's name, so a second product's records
 * (`bootcamp-custom-link`) render the same way without code.
 */

/** Whether `variant` is `{product}-{family}` (or the bare family): `custom-link`, `questions`. */
export function hasProductSuffix(variant: unknown, family: string): boolean {
  return typeof variant === 'string' && (variant === family || variant.endsWith(`-${family}`))
}

/** Whether `variant` is `{family}-{product}` (or the bare family): `footer-feature`. */
export function hasProductPrefix(variant: unknown, family: string): boolean {
  return typeof variant === 'string' && (variant === family || variant.startsWith(`${family}-`))
}
