/**
 * Money in a currency's minor units (cents, kopecks), converted from and to the exact decimal text
 * PostgreSQL's `numeric` gives, with integer arithmetic only: no float ever holds an amount.
 */
import { badRequest } from '#runtime/errors/http-error.ts'

// ISO 4217 exponents that differ from the usual 2; currencies are data, so their slug is the code.
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  bif: 0,
  clp: 0,
  djf: 0,
  gnf: 0,
  isk: 0,
  jpy: 0,
  kmf: 0,
  krw: 0,
  pyg: 0,
  rwf: 0,
  ugx: 0,
  vnd: 0,
  vuv: 0,
  xaf: 0,
  xof: 0,
  xpf: 0,
  bhd: 3,
  iqd: 3,
  jod: 3,
  kwd: 3,
  lyd: 3,
  omr: 3,
  tnd: 3,
}

/** How many decimal digits the currency `code` (a slug such as `usd`) has. */
export function minorDigitsOf(code: string): number {
  return MINOR_DIGITS[code.toLowerCase()] ?? 2
}

/** `"599.5"` with 2 digits → 59950; more precision than the currency has is rounded half up. */
export function toMinorUnits(decimal: string, digits: number): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim())
  if (match === null) throw new Error(`Not a decimal amount: ${decimal}`)
  const [, sign, whole, fraction = ''] = match
  const padded = fraction.padEnd(digits + 1, '0')
  let minor = BigInt(whole! + padded.slice(0, digits))
  if (Number(padded[digits]) >= 5) minor += 1n
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw badRequest('The amount is too large to be paid')
  return Number(sign === '-' ? -minor : minor)
}

/** 59950 with 2 digits → `"599.50"`, the decimal form providers that take decimals want. */
export function formatMinorUnits(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(minor)).padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * `"599.50"` with 2 digits → 59950, exactly: undefined for text that is not a plain decimal, or
 * that has more precision than the currency (`"599.501"`), so a provider's amount is compared as it
 * was sent, never rounded into a match.
 */
export function exactMinorUnits(decimal: string, digits: number): number | undefined {
  const match = /^(\d{1,15})(?:\.(\d{1,12}))?$/.exec(decimal.trim())
  if (match === null) return undefined
  const [, whole, fraction = ''] = match
  if (/[1-9]/.test(fraction.slice(digits))) return undefined
  const minor = BigInt(whole! + fraction.slice(0, digits).padEnd(digits, '0'))
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(minor)
}
