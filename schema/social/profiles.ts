import { entity } from '#dsl'

/** A public social profile of a subject (or an AI assistant) with its widgets, products and chats. */
export default entity('social', 'profiles', {
  label: { ru: 'Профили', en: 'Profiles' },
  page: true,
  content: true,
  variants: ['default', 'artificial-intelligence'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
