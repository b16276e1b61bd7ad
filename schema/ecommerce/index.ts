import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
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

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Интернет-магазин', en: 'E-commerce' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    prefix: { ru: 'Перед значением', en: 'Prefix' },
    suffix: { ru: 'После значения', en: 'Suffix' },
    field: { ru: 'Тип значения', en: 'Value type' },
    attributeKeyId: { ru: 'Ключ атрибута', en: 'Attribute key' },
    attributeId: { ru: 'Атрибут', en: 'Attribute' },
    string: { ru: 'Текст', en: 'Text' },
    number: { ru: 'Число', en: 'Number' },
    boolean: { ru: 'Да или нет', en: 'Yes or no' },
    date: { ru: 'Дата', en: 'Date' },
    datetime: { ru: 'Дата и время', en: 'Date and time' },
    receipt: { ru: 'Чек', en: 'Receipt' },
    comment: { ru: 'Комментарий', en: 'Comment' },
    orderId: { ru: 'Заказ', en: 'Order' },
    quantity: { ru: 'Количество', en: 'Quantity' },
    storeId: { ru: 'Магазин', en: 'Store' },
    sku: { ru: 'Артикул', en: 'SKU' },
    storesToProductsId: { ru: 'Товар в магазине', en: 'Product in store' },
  },
  values: {
    feature: { ru: 'Характеристика', en: 'Feature' },
    price: { ru: 'Цена', en: 'Price' },
    interval: { ru: 'Период оплаты', en: 'Billing interval' },
    string: { ru: 'Текст', en: 'Text' },
    number: { ru: 'Число', en: 'Number' },
    boolean: { ru: 'Да или нет', en: 'Yes or no' },
    date: { ru: 'Дата', en: 'Date' },
    datetime: { ru: 'Дата и время', en: 'Date and time' },
    new: { ru: 'Новый', en: 'New' },
    paying: { ru: 'Оплачивается', en: 'Paying' },
    approving: { ru: 'Подтверждается', en: 'Approving' },
    packaging: { ru: 'Собирается', en: 'Packaging' },
    delivering: { ru: 'Доставляется', en: 'Delivering' },
    delivered: { ru: 'Доставлен', en: 'Delivered' },
    cart: { ru: 'Корзина', en: 'Cart' },
    history: { ru: 'История', en: 'History' },
    one_off: { ru: 'Разовая покупка', en: 'One-off' },
    subscription: { ru: 'Подписка', en: 'Subscription' },
    course: { ru: 'Курс', en: 'Course' },
    'overview-default': { ru: 'Обзор', en: 'Overview' },
    'attachment-default': { ru: 'Вложение', en: 'Attachment' },
    'category-list-default': { ru: 'Список категорий', en: 'Category list' },
    'category-overview-default': { ru: 'Категория', en: 'Category overview' },
    'order-list-default': { ru: 'Список заказов', en: 'Order list' },
    'order-overview-default': { ru: 'Заказ', en: 'Order overview' },
    'product-list-default': { ru: 'Список товаров', en: 'Product list' },
    'product-overview-default': { ru: 'Товар', en: 'Product overview' },
    'store-list-default': { ru: 'Список магазинов', en: 'Store list' },
    'store-overview-default': { ru: 'Магазин', en: 'Store overview' },
    'retraining-product-list-default': { ru: 'Переподготовка: список курсов', en: 'Retraining: course list' },
    'courses-overview-retraining': { ru: 'Переподготовка: обзор курса', en: 'Retraining: course overview' },
  },
}

export default schemaModule(
  'ecommerce',
  [
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
  ],
  { requires: ['billing', 'rbac'], label, labels },
)
