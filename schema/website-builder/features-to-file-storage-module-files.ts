import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import features from './features.ts'

/** The images of a feature. */
export default relation('website-builder', 'features-to-file-storage-module-files', {
  from: features,
  to: fileStorageFiles,
  variants: ['default'],
  access: { read: 'public' },
})
