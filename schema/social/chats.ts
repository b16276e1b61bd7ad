import { entity } from '#dsl'

/** A conversation between profiles. */
export default entity('social', 'chats', {
  label: { ru: 'Чаты', en: 'Chats' },
  content: true,
  variants: ['default'],
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
