import { relation } from '#dsl'
import layouts from './layouts.ts'
import widgets from './widgets.ts'

/** The widgets of a layout: `default` ones before the page content, `additional` after. */
export default relation('host', 'layouts-to-widgets', {
  from: layouts,
  to: widgets,
  variants: ['default', 'additional'],
  access: { read: 'public' },
})
