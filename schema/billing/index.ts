import { schemaModule } from '#dsl'
import currencies from './currencies.ts'
import invoices from './invoices.ts'
import webhookEvents from './webhook-events.ts'
import widgets from './widgets.ts'

export default schemaModule('billing', [
  currencies,
  invoices,
  webhookEvents,
  widgets,
])
