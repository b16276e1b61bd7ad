import { schemaModule } from '#dsl'
import attributeKeys from './attribute-keys.ts'
import attributeKeysToAttributes from './attribute-keys-to-attributes.ts'
import attributes from './attributes.ts'
import attributesToBillingModuleCurrencies from './attributes-to-billing-module-currencies.ts'
import categories from './categories.ts'
import categoriesToFileStorageModuleFiles from './categories-to-file-storage-module-files.ts'
import categoriesToProducts from './categories-to-products.ts'
import orders from './orders.ts'
import ordersToBillingModuleInvoices from './orders-to-billing-module-invoices.ts'
import ordersToProducts from './orders-to-products.ts'
import products from './products.ts'
import productsToAttributes from './products-to-attributes.ts'
import productsToFileStorageModuleFiles from './products-to-file-storage-module-files.ts'
import productsToWebsiteBuilderModuleWidgets from './products-to-website-builder-module-widgets.ts'
import stores from './stores.ts'
import storesToAttributes from './stores-to-attributes.ts'
import storesToProducts from './stores-to-products.ts'
import storesToProductsToAttributes from './stores-to-products-to-attributes.ts'
import widgets from './widgets.ts'
import widgetsToProducts from './widgets-to-products.ts'
import widgetsToStores from './widgets-to-stores.ts'

export default schemaModule('ecommerce', [
  attributeKeys,
  attributes,
  categories,
  orders,
  products,
  stores,
  widgets,
  attributeKeysToAttributes,
  attributesToBillingModuleCurrencies,
  categoriesToFileStorageModuleFiles,
  categoriesToProducts,
  ordersToBillingModuleInvoices,
  ordersToProducts,
  productsToAttributes,
  productsToFileStorageModuleFiles,
  productsToWebsiteBuilderModuleWidgets,
  storesToAttributes,
  storesToProducts,
  storesToProductsToAttributes,
  widgetsToProducts,
  widgetsToStores,
], { requires: ['billing', 'rbac'] })
