import { relation } from '#dsl'
import articles from './articles.ts'
import categories from './categories.ts'

/** The articles of a category. */
export default relation('blog', 'categories-to-articles', {
  from: categories,
  to: articles,
  variants: ['default'],
  access: { read: 'public' },
  // An article shows its categories.
  readBackwards: true,
})
