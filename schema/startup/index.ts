import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import widgets from './widgets.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Стартап', en: 'Startup' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {}

export default schemaModule('startup', [widgets], { label, labels })
