import { relation } from '#dsl'
import logotypes from './logotypes.ts'
import widgets from './widgets.ts'

/** The logotypes of a widget (a navbar's or footer's brand). */
export default relation('website-builder', 'widgets-to-logotypes', {
  from: widgets,
  to: logotypes,
  variants: ['default'],
  access: { read: 'public' },
})
