import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import currencies from './currencies.ts'
import invoices from './invoices.ts'
import webhookEvents from './webhook-events.ts'
import widgets from './widgets.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Оплата', en: 'Billing' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    symbol: { ru: 'Символ', en: 'Symbol' },
    isDefault: { ru: 'Валюта по умолчанию', en: 'Default currency' },
    providerId: { ru: 'Номер у провайдера', en: 'Provider reference' },
    paymentUrl: { ru: 'Ссылка на оплату', en: 'Payment link' },
    amount: { ru: 'Сумма', en: 'Amount' },
    currencyId: { ru: 'Валюта', en: 'Currency' },
    lines: { ru: 'Позиции', en: 'Lines' },
    disputeReason: { ru: 'Причина спора', en: 'Dispute reason' },
    notifiedAmount: { ru: 'Сумма из уведомления', en: 'Notified amount' },
    notifiedCurrency: { ru: 'Валюта из уведомления', en: 'Notified currency' },
    eventId: { ru: 'Номер события', en: 'Event ID' },
  },
  values: {
    open: { ru: 'Ожидает оплаты', en: 'Open' },
    paid: { ru: 'Оплачен', en: 'Paid' },
    disputed: { ru: 'Оспорен', en: 'Disputed' },
  },
}

export default schemaModule('billing', [currencies, invoices, webhookEvents, widgets], { label, labels })
