import { relation } from '#dsl'
import buttonsArrays from './buttons-arrays.ts'
import widgets from './widgets.ts'

/** The button groups of a widget; the variant places them (navbar centre, right side, extra slot). */
export default relation('website-builder', 'widgets-to-buttons-arrays', {
  from: widgets,
  to: buttonsArrays,
  variants: ['default', 'additional', 'extra'],
  access: { read: 'public' },
})
