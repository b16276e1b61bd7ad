import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import categories from './categories.ts'

/** The images of a category. */
export default relation('ecommerce', 'categories-to-file-storage-module-files', {
  from: categories,
  to: fileStorageFiles,
  variants: ['default'],
  access: { read: 'public' },
})
