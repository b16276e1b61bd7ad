/** The file-storage module's server code: URL imports, generated files, and removal of bytes no record uses. */
import { serverModule } from '#runtime/server/server-module.ts'
import { fileStorageRoutes } from './file-storage-routes.ts'
import { storedFileCleanup } from './stored-file-cleanup.ts'

export default serverModule('file-storage', { writeHooks: [storedFileCleanup], routes: [fileStorageRoutes] })
