import { entity } from '#dsl'

/** A blog widget: article and category lists and overviews. */
export default entity('blog', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  variants: [
    'default',
    'article-list-default',
    'article-overview-default',
    'article-overview-with-private-content-default',
    'article-overview-ecommerce-module-product-list-default',
    'category-overview-default',
    'category-list-default',
    'category-list-button-default',
  ],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
  listings: [
    { entity: 'blog/categories', variants: ['category-list-default', 'category-list-button-default'] },
    { entity: 'blog/articles', variants: ['article-list-default'], unlessLinkedBy: 'blog/widgets-to-articles' },
  ],
})
