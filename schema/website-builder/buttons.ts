import { entity, text } from '#dsl'

/** A link rendered as a button; the variant picks its look (link, ghost, outline, accordion question...). */
export default entity('website-builder', 'buttons', {
  label: { ru: 'Кнопки', en: 'Buttons' },
  content: { description: false },
  fields: {
    url: text(),
  },
  variants: [
    'default',
    'destructive',
    'primary',
    'secondary',
    'outline',
    'link',
    'ghost',
    'retraining-employment-promotion-default',
    'retraining-custom-link',
    'button-with-image',
    'retraining-questions',
  ],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'url', 'variant'], label: 'adminTitle' },
})
