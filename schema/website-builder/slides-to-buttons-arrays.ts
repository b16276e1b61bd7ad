import { relation } from '#dsl'
import buttonsArrays from './buttons-arrays.ts'
import slides from './slides.ts'

/** The button groups of a slide. */
export default relation('website-builder', 'slides-to-buttons-arrays', {
  from: slides,
  to: buttonsArrays,
  variants: ['default'],
  access: { read: 'public' },
})
