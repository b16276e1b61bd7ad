/** The fixed words of generated files, per language; the site's default language fills any gap. */
import { defaultLanguage } from '#generated/metadata/index.gen.ts'

/** Every fixed word a template prints. */
export interface TemplateLabels {
  readonly receipt: string
  readonly order: string
  readonly date: string
  readonly store: string
  readonly customer: string
  readonly status: string
  readonly item: string
  readonly quantity: string
  readonly amount: string
  readonly total: string
  readonly moreLines: (count: number) => string
  readonly thanks: string
  readonly details: string
  readonly price: string
}

const LABELS: Readonly<Record<string, TemplateLabels>> = {
  en: {
    receipt: 'Receipt',
    order: 'Order',
    date: 'Date',
    store: 'Store',
    customer: 'Customer',
    status: 'Status',
    item: 'Item',
    quantity: 'Qty',
    amount: 'Amount',
    total: 'Total',
    moreLines: (count) => `…and ${count} more`,
    thanks: 'Thank you for your order.',
    details: 'Details',
    price: 'Price',
  },
  ru: {
    receipt: 'Чек',
    order: 'Заказ',
    date: 'Дата',
    store: 'Магазин',
    customer: 'Покупатель',
    status: 'Статус',
    item: 'Товар',
    quantity: 'Кол-во',
    amount: 'Сумма',
    total: 'Итого',
    moreLines: (count) => `…и ещё ${count}`,
    thanks: 'Спасибо за заказ.',
    details: 'Характеристики',
    price: 'Цена',
  },
}

/** The labels in `language`, else in the default language, else English. */
export function templateLabels(language: string): TemplateLabels {
  return LABELS[language] ?? LABELS[defaultLanguage] ?? LABELS.en!
}
