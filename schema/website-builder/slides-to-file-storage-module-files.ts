import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import slides from './slides.ts'

/** The background images of a slide. */
export default relation('website-builder', 'slides-to-file-storage-module-files', {
  from: slides,
  to: fileStorageFiles,
  variants: ['default'],
  access: { read: 'public' },
})
