import { relation } from '#dsl'
import metadata from './metadata.ts'
import pages from './pages.ts'

/** The metadata of a page. */
export default relation('host', 'pages-to-metadata', {
  from: pages,
  to: metadata,
  variants: ['default'],
  access: { read: 'public' },
})
