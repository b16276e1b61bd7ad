/** The file-storage module's server code: URL imports, generated files and where files are used (entity-hooks.ts removes bytes no record uses). */
import { serverModule } from '#runtime/server/server-module.ts'
import { fileStorageRoutes } from './file-storage-routes.ts'
import { fileUsagesRoutes } from './file-usages-routes.ts'

export default serverModule('file-storage', { routes: [fileStorageRoutes, fileUsagesRoutes] })
