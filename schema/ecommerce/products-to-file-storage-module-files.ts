import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import products from './products.ts'

/** The images of a product, and with `attachment-default` the files delivered with it. */
export default relation('ecommerce', 'products-to-file-storage-module-files', {
  from: products,
  to: fileStorageFiles,
  variants: ['default', 'attachment-default'],
  access: { read: 'public' },
})
