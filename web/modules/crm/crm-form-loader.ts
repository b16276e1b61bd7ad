/**
 * The CRM form's code (react-hook-form, the checkbox, ~16 KB gzip) is sent only to signed-in
 * visitors, the only ones it is shown to (SPEC §6): anyone else sees a sign-in link in its place.
 * For a signed-in visitor it is loaded before the page renders (the root route on the server and
 * on client navigations, the browser entry before hydration), so the form renders synchronously
 * and the server's HTML and the first client render match.
 */
import type { CrmForm } from './crm-form.tsx'

let loaded: typeof CrmForm | undefined
let loading: Promise<typeof CrmForm> | undefined

/** Loads the form's code once; a failed download is tried again on the next call. */
export function loadCrmForm(): Promise<typeof CrmForm> {
  loading ??= import('./crm-form.tsx').then(
    (module) => (loaded = module.CrmForm),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The form's component once loaded, else undefined. */
export function loadedCrmForm(): typeof CrmForm | undefined {
  return loaded
}
