import { entity } from '#dsl'

/** A website-builder category (SPEC §1, §3); subtitle and description are rich text. */
export default entity('website-builder', 'categories', {
  label: { ru: 'Категории', en: 'Categories' },
  content: { subtitle: 'richText', description: 'richText' },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
