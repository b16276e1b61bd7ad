import { entity, file, integer, localized, text } from '#dsl'

/** A website-builder file (SPEC §1); blocks show file-storage files through their *-to-file-storage-module-files relations. */
export default entity('website-builder', 'files', {
  label: { ru: 'Файлы', en: 'Files' },
  content: { title: false, subtitle: false, description: false, slug: false },
  fields: {
    file: file({ required: true }),
    containerClassName: text(),
    width: integer({ min: 0 }),
    height: integer({ min: 0 }),
    alt: localized(),
    size: integer({ min: 0, description: 'Size in bytes.' }),
    extension: text(),
    mimeType: text(),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'file', 'mimeType', 'variant'], label: 'adminTitle' },
})
