import { relation } from '#dsl'
import pages from './pages.ts'
import widgets from './widgets.ts'

/** The widgets a page shows, in order. */
export default relation('host', 'pages-to-widgets', {
  from: pages,
  to: widgets,
  variants: ['default', 'additional'],
  access: { read: 'public' },
})
