import { entity } from '#dsl'

/** A social widget: a profile overview or a profile's chats. */
export default entity('social', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  variants: ['default', 'chat-list-default', 'profile-overview-default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
