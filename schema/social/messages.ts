import { entity } from '#dsl'

/** A chat message; its text is the description. */
export default entity('social', 'messages', {
  label: { ru: 'Сообщения', en: 'Messages' },
  content: { adminTitle: false, slug: false },
  variants: ['default'],
  admin: { columns: ['description', 'createdAt', 'variant'], label: 'description' },
})
