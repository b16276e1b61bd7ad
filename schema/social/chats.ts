import { entity } from '#dsl'

/** A conversation between profiles. */
export default entity('social', 'chats', {
  content: true,
  variants: ['default'],
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
