import { relation } from '#dsl'
import articles from './articles.ts'
import widgets from './widgets.ts'

/** The articles a blog widget lists. */
export default relation('blog', 'widgets-to-articles', {
  from: widgets,
  to: articles,
  variants: ['default'],
  access: { read: 'public' },
})
