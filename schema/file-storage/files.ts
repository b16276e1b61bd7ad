import { entity, file, integer, localized, text } from '#dsl'

/** A stored file (image, video, document) with its size, type and image dimensions. */
export default entity('file-storage', 'files', {
  label: { ru: 'Файлы', en: 'Files' },
  content: { title: false, subtitle: false, description: false, slug: false },
  fields: {
    file: file({ required: true, description: 'A path under the public files area or a full URL.' }),
    containerClassName: text(),
    width: integer({ min: 0 }),
    height: integer({ min: 0 }),
    alt: localized(),
    size: integer({ min: 0, description: 'Size in bytes.' }),
    extension: text(),
    mimeType: text(),
  },
  variants: [
    'default',
    'generate-template-opengraph-image',
    'generate-template-ecommerce-order-receipt',
    'generate-template-ecommerce-product-attachment',
  ],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'file', 'mimeType', 'variant'], label: 'adminTitle' },
})
