import { schemaModule } from '#dsl'
import messages from './messages.ts'
import templates from './templates.ts'
import widgets from './widgets.ts'

export default schemaModule('notification', [
  messages,
  templates,
  widgets,
], { requires: ['rbac'] })
