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
      patternMessage: {
        en: 'may contain only lowercase letters, digits and hyphens',
        ru: 'только строчные латинские буквы, цифры и дефисы',
      },
    }),
    symbol: text({
      rules: [
        {
          matches: /^\S{1,3}$/u,
          message: {
            en: 'must be a short sign such as ₽ or $: one to three characters, no spaces',
            ru: 'короткий знак, например ₽ или $: от одного до трёх символов без пробелов',
          },
        },
      ],
    }),
    isDefault: boolean({ required: true, default: false }),
  },
  variants: ['default'],
  access: { read: 'public' },
  // Prices in the default currency are shown with its sign.
  rules: [
    {
      when: { field: 'isDefault', equals: true },
      check: { field: 'symbol', present: true },
      message: { en: 'is required for the default currency', ru: 'укажите для валюты по умолчанию' },
    },
  ],
  admin: { columns: ['title', 'symbol', 'slug', 'variant'], label: 'adminTitle' },
})
