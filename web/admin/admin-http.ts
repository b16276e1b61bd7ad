/**
 * The admin's way to the API. Importing this module gives the generated entity clients the
 * browser's one request stack (web/api), so the admin's reads and writes share its cap on calls in
 * flight (SPEC §7: at most 5 over the whole page), the page's language, the silent refresh and the
 * errors with every other call; and it asks for the drafts of the entities that keep them. Who may
 * use a model is the access engine's own answer, through the generated rbac client.
 */
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { defaultHttpClient, type HttpRequest } from '#runtime/client/http-client.ts'
import { apiTransport } from '#web/api/http-transport.ts'

defaultHttpClient.configure({ transport: apiTransport, headers: previewHeaders })

const draftedRoutes: string[] = []

/**
 * Reads of an entity that keeps drafts ask for the preview (README "Versions and drafts"): editors
 * see and edit the records as last saved, unpublished ones included, not what visitors read.
 */
function previewHeaders(request: HttpRequest): Record<string, string> {
  const drafted = request.method === 'GET' && draftedRoutes.some((route) => request.path === route || request.path.startsWith(`${route}/`))
  return drafted ? { 'x-preview': 'true' } : {}
}

/** Makes the admin's reads of the entity at `route` (`/api/blog/articles`) read drafts: its model calls this as it loads. */
export function readDraftsOf(route: string): void {
  if (!draftedRoutes.includes(route)) draftedRoutes.push(route)
}

/** Whether the signed-in subject may call `method route`, as the route itself would decide. */
export async function isAuthorized(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', route: string): Promise<boolean> {
  return (await rbacApi.isAuthorized({ query: { action: { route, method } } })) === true
}
