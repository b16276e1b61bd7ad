import { boolean, entity, generated, text } from '#dsl'

/** A currency prices and invoices are expressed in; its slug is also its code in URLs and seeds. */
export default entity('billing', 'currencies', {
  label: { ru: 'Валюты', en: 'Currencies' },
  content: { subtitle: false, description: false },
  fields: {
    slug: text({
      required: true,
      unique: true,
      default: generated('randomWords'),
      pattern: /^[a-z0-9-]+$/,
      patternMessage: 'Only lowercase letters, digits and hyphens.',
    }),
    symbol: text({ rules: [{ matches: /^\S{1,3}$/u, message: 'must be a short sign such as ₽ or $: one to three characters, no spaces' }] }),
    isDefault: boolean({ required: true, default: false }),
  },
  variants: ['default'],
  access: { read: 'public' },
  // Prices in the default currency are shown with its sign.
  rules: [{ when: { field: 'isDefault', equals: true }, check: { field: 'symbol', present: true }, message: 'is required for the default currency' }],
  admin: { columns: ['title', 'symbol', 'slug', 'variant'], label: 'adminTitle' },
})
