import { entity, generated, text } from '#dsl'

/** A user of the site; signs in through its identities and is granted roles. */
export default entity('rbac', 'subjects', {
  label: { ru: 'Пользователи', en: 'Users' },
  page: true,
  fields: {
    slug: text({ required: true, unique: true, default: generated('randomWords') }),
  },
  variants: ['default'],
  admin: { columns: ['slug', 'createdAt', 'variant'], label: 'slug' },
})
