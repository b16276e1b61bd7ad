/** The site's routes, defined in code: the document root, the admin (client-only) and the public site. */
import { adminIndexRoute, adminPathsRoute, adminRoute, uiKitRoute } from './routes/admin-route.tsx'
import { rootRoute } from './routes/root-route.tsx'
import { siteRoute } from './routes/site-route.tsx'

/** Every route of the app. `admin` is a static segment, so it wins over the site's splat. */
export const routeTree = rootRoute.addChildren([adminRoute.addChildren([adminIndexRoute, uiKitRoute, adminPathsRoute]), siteRoute])
