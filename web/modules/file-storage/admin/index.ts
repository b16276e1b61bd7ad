/** The file-storage module's admin tools (web/admin/admin-tools.ts). */
import type { AdminTools } from '#web/admin/admin-tools.ts'
import { FILE_PICKER } from '#web/admin/file-picker.ts'

/** On the files' page: the media library; in every file field: the library as the picker of uploaded files. */
export const fileStorageAdminTools: AdminTools = {
  'file-storage/files': [() => import('./media-library-tool.tsx')],
  [FILE_PICKER]: [() => import('./media-library-picker.tsx')],
}
