import { schemaModule } from '#dsl'
import articles from './articles.ts'
import articlesToEcommerceModuleProducts from './articles-to-ecommerce-module-products.ts'
import articlesToFileStorageModuleFiles from './articles-to-file-storage-module-files.ts'
import articlesToWebsiteBuilderModuleWidgets from './articles-to-website-builder-module-widgets.ts'
import categories from './categories.ts'
import categoriesToArticles from './categories-to-articles.ts'
import widgets from './widgets.ts'
import widgetsToArticles from './widgets-to-articles.ts'

export default schemaModule('blog', [
  articles,
  categories,
  widgets,
  articlesToEcommerceModuleProducts,
  articlesToFileStorageModuleFiles,
  articlesToWebsiteBuilderModuleWidgets,
  categoriesToArticles,
  widgetsToArticles,
])
