import { entity, text } from '#dsl'

/** One slide of a slider: title, subtitle, background files and buttons; `testimonial` for reviews. */
export default entity('website-builder', 'slides', {
  label: { ru: 'Слайды', en: 'Slides' },
  content: true,
  fields: {
    url: text(),
  },
  variants: ['default', 'testimonial'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'url', 'variant'], label: 'adminTitle' },
})
