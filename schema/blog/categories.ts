import { entity } from '#dsl'

/** A blog category grouping articles; subtitle and description are rich text. */
export default entity('blog', 'categories', {
  label: { ru: 'Категории', en: 'Categories' },
  page: true,
  content: { subtitle: 'richText', description: 'richText' },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
