import { entity } from '#dsl'

/** A looping carousel of slides. */
export default entity('website-builder', 'sliders', {
  label: { ru: 'Слайдеры', en: 'Sliders' },
  content: true,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
