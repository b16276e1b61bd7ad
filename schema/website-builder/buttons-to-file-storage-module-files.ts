import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import buttons from './buttons.ts'

/** The image of a button (the button-with-image variant). */
export default relation('website-builder', 'buttons-to-file-storage-module-files', {
  from: buttons,
  to: fileStorageFiles,
  variants: ['default'],
  access: { read: 'public' },
})
