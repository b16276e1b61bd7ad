import { relation } from '#dsl'
import files from './files.ts'
import widgets from './widgets.ts'

/** The files a file-storage widget shows. */
export default relation('file-storage', 'widgets-to-files', {
  from: widgets,
  to: files,
  variants: ['default'],
  access: { read: 'public' },
})
