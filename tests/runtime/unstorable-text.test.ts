/**
 * The server skips walking a request's parsed query and path for unstorable text when its raw URL
 * cannot hold any (create-app.ts). That shortcut is only safe if no parse of such a URL yields NUL or
 * an unpaired surrogate: checked here for every kind of escape a client can send.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQueryString } from '#runtime/http/parse-query-string.ts'
import { holdsUnstorableText, urlMayHoldUnstorableText } from '#runtime/server/unstorable-text.ts'

// Escapes of NUL, of a surrogate half as UTF-8 (invalid), of a pair, overlong and broken sequences.
const ESCAPES = ['%00', '%ED%A0%80', '%ed%b0%80', '%F0%9F%98%80', '%C0%80', '%E0%A4', '%zz', '%', '%u0000', '%25%30%30', '%2500']
const unit = fc.constantFrom(...'ab[]=&+0.,'.split(''), 'filters', 'and', 'value', ...ESCAPES)
const queryText = fc.array(unit, { maxLength: 40 }).map((units) => units.join(''))

describe('urlMayHoldUnstorableText', () => {
  it('is false only for URLs whose parsed query holds no unstorable text', () => {
    let skipped = 0
    fc.assert(
      fc.property(queryText, (text) => {
        if (urlMayHoldUnstorableText(`/api/x?${text}`)) return
        skipped += 1
        expect(holdsUnstorableText(parseQueryString(text))).toBe(false)
      }),
      { numRuns: 5000 },
    )
    expect(skipped).toBeGreaterThan(500)
  })

  it('is true for NUL sent escaped or raw, and for raw unpaired surrogates', () => {
    expect(urlMayHoldUnstorableText('/api/x?a=%00')).toBe(true)
    expect(holdsUnstorableText(parseQueryString('a=%00'))).toBe(true)
    expect(urlMayHoldUnstorableText('/api/x/%00')).toBe(true)
    expect(urlMayHoldUnstorableText('/api/x?a=\u0000')).toBe(true)
    expect(urlMayHoldUnstorableText('/api/x?a=\ud800')).toBe(true)
    expect(urlMayHoldUnstorableText('/api/x?a=%25%30%30&b=%ED%A0%80')).toBe(false)
  })
})
