import { relation } from '#dsl'
import ecommerceProducts from '../ecommerce/products.ts'
import articles from './articles.ts'

/** The products an article presents. */
export default relation('blog', 'articles-to-ecommerce-module-products', {
  from: articles,
  to: ecommerceProducts,
  variants: ['default'],
  access: { read: 'public' },
})
