import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import files from './files.ts'
import widgets from './widgets.ts'
import widgetsToFiles from './widgets-to-files.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Хранилище файлов', en: 'File storage' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  values: {
    'generate-template-opengraph-image': { ru: 'Шаблон: картинка для соцсетей', en: 'Template: Open Graph image' },
    'generate-template-ecommerce-order-receipt': { ru: 'Шаблон: чек заказа', en: 'Template: order receipt' },
    'generate-template-ecommerce-product-attachment': { ru: 'Шаблон: вложение товара', en: 'Template: product attachment' },
  },
}

export default schemaModule('file-storage', [files, widgets, widgetsToFiles], { label, labels })
