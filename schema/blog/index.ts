import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import articles from './articles.ts'
import articlesToEcommerceModuleProducts from './articles-to-ecommerce-module-products.ts'
import articlesToFileStorageModuleFiles from './articles-to-file-storage-module-files.ts'
import articlesToWebsiteBuilderModuleWidgets from './articles-to-website-builder-module-widgets.ts'
import categories from './categories.ts'
import categoriesToArticles from './categories-to-articles.ts'
import widgets from './widgets.ts'
import widgetsToArticles from './widgets-to-articles.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Блог', en: 'Blog' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  values: {
    'article-list-default': { ru: 'Список статей', en: 'Article list' },
    'article-overview-default': { ru: 'Статья', en: 'Article overview' },
    'article-overview-with-private-content-default': { ru: 'Статья с закрытой частью', en: 'Article with private content' },
    'article-overview-ecommerce-module-product-list-default': { ru: 'Товары статьи', en: "Article's products" },
    'category-overview-default': { ru: 'Категория', en: 'Category overview' },
    'category-list-default': { ru: 'Список категорий', en: 'Category list' },
    'category-list-button-default': { ru: 'Кнопки категорий', en: 'Category buttons' },
  },
}

export default schemaModule(
  'blog',
  [
    articles,
    categories,
    widgets,
    articlesToEcommerceModuleProducts,
    articlesToFileStorageModuleFiles,
    articlesToWebsiteBuilderModuleWidgets,
    categoriesToArticles,
    widgetsToArticles,
  ],
  { label, labels },
)
