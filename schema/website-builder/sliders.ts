import { entity } from '#dsl'

/** A looping carousel of slides. */
export default entity('website-builder', 'sliders', {
  content: true,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
