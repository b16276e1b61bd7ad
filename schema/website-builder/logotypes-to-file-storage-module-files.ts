import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import logotypes from './logotypes.ts'

/** The image of a logotype. */
export default relation('website-builder', 'logotypes-to-file-storage-module-files', {
  from: logotypes,
  to: fileStorageFiles,
  variants: ['default'],
  access: { read: 'public' },
})
