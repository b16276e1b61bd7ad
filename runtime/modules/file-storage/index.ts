/** The file-storage module's server code: URL imports and generated files (entity-hooks.ts removes bytes no record uses). */
import { serverModule } from '#runtime/server/server-module.ts'
import { fileStorageRoutes } from './file-storage-routes.ts'

export default serverModule('file-storage', { routes: [fileStorageRoutes] })
