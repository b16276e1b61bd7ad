import { relation } from '#dsl'
import sliders from './sliders.ts'
import widgets from './widgets.ts'

/** The sliders a widget shows. */
export default relation('website-builder', 'widgets-to-sliders', {
  from: widgets,
  to: sliders,
  variants: ['default'],
  access: { read: 'public' },
})
