import { relation } from '#dsl'
import buttonsArrays from './buttons-arrays.ts'
import features from './features.ts'

/** The button groups of a feature. */
export default relation('website-builder', 'features-to-buttons-arrays', {
  from: features,
  to: buttonsArrays,
  variants: ['default'],
  access: { read: 'public' },
})
