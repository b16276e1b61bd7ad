/**
 * The one call besides send-request.ts that leaves the browser, kept here so web/api/ holds every
 * way to the network: a report of an error (web/site/error-reports.ts). It goes around the request
 * stack on purpose: a report must leave when the stack is what failed, must not wait behind the
 * calls in flight (the cap of 5 may be held by the hung call being reported), and must neither
 * refresh nor end the session on a 401; `keepalive` lets it outlive a page that is being left.
 * Same origin, so the session cookie comes along and the server names the subject. Nothing is
 * answered: a report that fails is dropped.
 */
export function sendReport(path: string, body: unknown): void {
  void fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(
    () => undefined,
  )
}
