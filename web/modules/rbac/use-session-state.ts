/**
 * Whether the visitor is signed in, signed out, or not known yet (SPEC §2 "Loading": the page was
 * rendered without a valid access token but with a session to resume, which the browser is
 * doing; meanwhile the current-user parts show a skeleton).
 */
import type { SessionSubject } from '#web/app/page-api.ts'
import { useSessionSnapshot } from '#web/app/session-store.ts'
import { shortenAddress } from './shorten-address.ts'

/** The visitor as far as the page knows. */
export type SessionView =
  | { readonly kind: 'signed-in'; readonly subject: SessionSubject }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'unknown' }

/** The current {@link SessionView}. */
export function useSessionView(): SessionView {
  const { subject, session } = useSessionSnapshot()
  return sessionViewOf(subject, session.resumable)
}

/** The {@link SessionView} of a subject (or none) and whether a session is being resumed. */
export function sessionViewOf(subject: SessionSubject | null, resumable: boolean): SessionView {
  if (subject !== null) return { kind: 'signed-in', subject }
  return resumable ? { kind: 'unknown' } : { kind: 'signed-out' }
}

/** The subject's e-mail (its first e-mail identity), else its wallet address, else its slug. */
export function subjectLabel(subject: SessionSubject): string {
  const email = subject.identities.find((identity) => typeof identity.email === 'string' && identity.email !== '')?.email
  if (typeof email === 'string') return email
  const account = subject.identities[0]?.account
  return typeof account === 'string' ? account : String(subject.slug ?? subject.id)
}

/** A label as a button shows it: a wallet address shortened (6 + 4 characters), an e-mail whole. */
export function shownLabel(label: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(label) ? shortenAddress(label) : label
}
