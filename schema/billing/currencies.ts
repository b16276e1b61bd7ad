import { boolean, entity, generated, text } from '#dsl'

/** A currency prices and invoices are expressed in; its slug is also its code in URLs and seeds. */
export default entity('billing', 'currencies', {
  content: { subtitle: false, description: false },
  fields: {
    slug: text({
      required: true,
      unique: true,
      default: generated('randomWords'),
      pattern: /^[a-z0-9-]+$/,
      patternMessage: 'Only lowercase letters, digits and hyphens.',
    }),
    symbol: text(),
    isDefault: boolean({ required: true, default: false }),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['title', 'symbol', 'slug', 'variant'], label: 'adminTitle' },
})
