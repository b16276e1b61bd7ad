/**
 * A visitor's text as administrators read it in mail: links made unclickable ("defanged"), so a
 * form request cannot put a phishing link one click away from an administrator (issue 30).
 * `https://evil.example/x` becomes `hxxps[:]//evil[.]example/x` and a bare `evil.example` becomes
 * `evil[.]example`, which neither our HTML mail (render-notification.ts links `http(s)://…`) nor
 * mail clients turn into links. E-mail addresses are kept as written, so the sender can be answered.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// A dot between two characters of a host name.
const HOST_DOT = /(?<=[\p{L}\p{N}-])\.(?=[\p{L}\p{N}])/gu

/** `text` with every link written so that nothing turns it into a link. */
export function defangedText(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => {
      if (EMAIL.test(token)) return token
      return token
        .replace(/\bh(t)tp(s?):\/\//gi, (_match, _t: string, secure: string) => `hxxp${secure}[:]//`)
        .replace(/:\/\//g, '[:]//')
        .replace(HOST_DOT, '[.]')
    })
    .join('')
}
