import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import widgets from './widgets.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Аналитика', en: 'Analytics' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {}

export default schemaModule('analytic', [widgets], { label, labels })
