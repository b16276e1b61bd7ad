import { entity, text } from '#dsl'

/** A permission: an HTTP method and a path pattern a role may call (`*` `*` is the root action). */
export default entity('rbac', 'actions', {
  label: { ru: 'Действия', en: 'Actions' },
  content: { title: false, subtitle: false, description: false, slug: false },
  className: false,
  fields: {
    method: text({ required: true, description: "An HTTP method such as 'GET', or '*' for any." }),
    pathPattern: text({
      required: true,
      description: "A path such as '/api/ecommerce/orders/*', where '*' matches the rest; '*' alone matches any.",
    }),
  },
  indexes: [{ fields: ['method', 'pathPattern'], unique: true }],
  variants: ['default'],
  admin: { columns: ['adminTitle', 'method', 'pathPattern'], label: 'adminTitle' },
})
