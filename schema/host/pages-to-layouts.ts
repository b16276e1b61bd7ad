import { relation } from '#dsl'
import layouts from './layouts.ts'
import pages from './pages.ts'

/** The layouts a page is framed by. */
export default relation('host', 'pages-to-layouts', {
  from: pages,
  to: layouts,
  variants: ['default', 'additional'],
  access: { read: 'public' },
})
