import { entity } from '#dsl'

/** An ordered group of buttons (a menu, a footer column, a call-to-action row). */
export default entity('website-builder', 'buttons-arrays', {
  label: { ru: 'Наборы кнопок', en: 'Button groups' },
  content: { subtitle: false },
  variants: ['default', 'retraining-footer-array-button'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
