import { schemaModule } from '#dsl'
import widgets from './widgets.ts'

export default schemaModule('agent', [
  widgets,
])
