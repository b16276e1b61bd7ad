import { relation } from '#dsl'
import sliders from './sliders.ts'
import slides from './slides.ts'

/** The slides of a slider, in order. */
export default relation('website-builder', 'sliders-to-slides', {
  from: sliders,
  to: slides,
  variants: ['default'],
  access: { read: 'public' },
})
