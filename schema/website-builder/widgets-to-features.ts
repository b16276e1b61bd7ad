import { relation } from '#dsl'
import features from './features.ts'
import widgets from './widgets.ts'

/** The feature cards of a widget. */
export default relation('website-builder', 'widgets-to-features', {
  from: widgets,
  to: features,
  variants: ['default'],
  access: { read: 'public' },
})
