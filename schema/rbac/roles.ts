import { boolean, entity, generated, text } from '#dsl'

/** A role granted to subjects; its actions say what it may call. */
export default entity('rbac', 'roles', {
  label: { ru: 'Роли', en: 'Roles' },
  fields: {
    title: text({ required: true, unique: true }),
    slug: text({ required: true, unique: true, default: generated('randomWords') }),
    availableOnRegistration: boolean({
      required: true,
      default: false,
      description: 'Whether the role may be chosen or granted at registration.',
    }),
  },
  variants: ['default'],
  access: { read: 'public' },
  // Opening a role to self-registration grants it to anyone: an editor whose action grant lets it
  // change roles must not do that, only an administrator.
  fieldAccess: { availableOnRegistration: { write: 'admin' } },
  admin: { columns: ['title', 'slug', 'availableOnRegistration', 'variant'], label: 'title' },
})
