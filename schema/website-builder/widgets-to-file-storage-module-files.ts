import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import widgets from './widgets.ts'

/** The images and videos of a widget. */
export default relation('website-builder', 'widgets-to-file-storage-module-files', {
  from: widgets,
  to: fileStorageFiles,
  variants: ['default'],
  access: { read: 'public' },
})
