/** The courses the demo's articles recommend: registered when the site lists both the blog and the shop. */
import { type AnySeedRecord, link } from '#runtime/seed/seed-record.ts'
import { choosingArticle, storyArticle } from '../blog.ts'
import { courses } from '../ecommerce.ts'

/** The articles' links to the shop's courses. */
export default [
  link('blog/articles-to-ecommerce-module-products', { articleId: storyArticle.id, ecommerceModuleProductId: courses['data-analyst'].id }),
  link('blog/articles-to-ecommerce-module-products', {
    articleId: choosingArticle.id,
    ecommerceModuleProductId: courses['data-analyst'].id,
    orderIndex: 0,
  }),
  link('blog/articles-to-ecommerce-module-products', {
    articleId: choosingArticle.id,
    ecommerceModuleProductId: courses['web-developer'].id,
    orderIndex: 1,
  }),
  link('blog/articles-to-ecommerce-module-products', {
    articleId: choosingArticle.id,
    ecommerceModuleProductId: courses.accountant.id,
    orderIndex: 2,
  }),
] satisfies readonly AnySeedRecord[]
