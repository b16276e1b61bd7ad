/**
 * A sentence whose last words are a link, kept as one UI string (SPEC's "Don't have an account?
 * Sign up"): the part equal to `linkText` becomes the link, the rest stays text.
 */
import { LocalizedLink } from '#web/site/localized-link.tsx'

/** `<TextWithLink text={t.dontHaveAnAccountSignUp} linkText={t.signUp} href={REGISTRATION_PATH} />`. */
export function TextWithLink({ text, linkText, href }: { readonly text: string; readonly linkText: string; readonly href: string }) {
  const at = text.lastIndexOf(linkText)
  const link = (
    <LocalizedLink href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {at === -1 ? text : linkText}
    </LocalizedLink>
  )
  if (at === -1) return <p>{link}</p>
  return (
    <p>
      {text.slice(0, at)}
      {link}
      {text.slice(at + linkText.length)}
    </p>
  )
}
