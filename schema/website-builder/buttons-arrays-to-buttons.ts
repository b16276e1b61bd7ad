import { relation } from '#dsl'
import buttonsArrays from './buttons-arrays.ts'
import buttons from './buttons.ts'

/** The buttons of a group, in order. */
export default relation('website-builder', 'buttons-arrays-to-buttons', {
  from: buttonsArrays,
  to: buttons,
  variants: ['default'],
  access: { read: 'public' },
})
