import { relation } from '#dsl'
import websiteBuilderWidgets from '../website-builder/widgets.ts'
import articles from './articles.ts'

/** Website-builder blocks shown inside an article. */
export default relation('blog', 'articles-to-website-builder-module-widgets', {
  from: articles,
  to: websiteBuilderWidgets,
  variants: ['default'],
  access: { read: 'public' },
})
