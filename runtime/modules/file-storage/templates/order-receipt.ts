/** The order receipt (SPEC §9: 1500×1500): the order's lines and its totals per currency. */
import { h, type TemplateElement, text } from './template-element.ts'
import { templateLabels } from './template-labels.ts'

/** The receipt's size, fixed by the spec. */
export const ORDER_RECEIPT_SIZE = { width: 1500, height: 1500 } as const

/** An amount in one currency, as computed in SQL (`numeric`) and formatted by the caller. */
export interface ReceiptAmount {
  readonly symbol: string
  /** The amount as text (`1490.00`), never a float. */
  readonly total: string
}

/** One product line of the order. */
export interface ReceiptLine {
  readonly title: string
  readonly quantity: number
  readonly amounts?: readonly ReceiptAmount[]
}

/** What the receipt shows; the shop computes the lines and totals. */
export interface OrderReceiptInput {
  readonly language: string
  /** The order's number as customers see it. */
  readonly orderNumber: string
  readonly issuedAt: Date
  readonly storeName?: string
  readonly customer?: string
  readonly status?: string
  readonly lines: readonly ReceiptLine[]
  readonly totals: readonly ReceiptAmount[]
}

// Lines that fit between the header and the totals at the row height below, with every header
// row filled and totals in up to four currencies.
const MAX_LINES = 8

/** The layout: header, a table of lines (overflow summarised), totals, a closing line. */
export function orderReceiptElement(input: OrderReceiptInput): TemplateElement {
  const labels = templateLabels(input.language)
  const shown = input.lines.length > MAX_LINES ? input.lines.slice(0, MAX_LINES - 1) : input.lines
  const hidden = input.lines.length - shown.length
  const formatAmounts = (amounts: readonly ReceiptAmount[] | undefined) =>
    (amounts ?? []).map((amount) => `${amount.total} ${amount.symbol}`).join(' · ')
  const meta = [
    [labels.date, formatDate(input.issuedAt)],
    [labels.store, input.storeName],
    [labels.customer, input.customer],
    [labels.status, input.status],
  ].filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
  const cell = { fontSize: 32, lineHeight: 1.3 }

  return h(
    { flexDirection: 'column', flexGrow: 1, padding: '80px 110px', backgroundColor: '#ffffff', color: '#0f172a' },
    h(
      { justifyContent: 'space-between', alignItems: 'flex-end', borderBottom: '6px solid #0f172a', paddingBottom: 36, flexShrink: 0 },
      text({ fontSize: 88, fontWeight: 700 }, labels.receipt, 1),
      text({ fontSize: 44, fontWeight: 700 }, `${labels.order} № ${input.orderNumber}`, 1),
    ),
    h(
      { flexDirection: 'column', marginTop: 28, flexShrink: 0 },
      ...meta.map(([label, value]) =>
        h({ marginTop: 6 }, text({ ...cell, color: '#64748b', width: 300 }, label, 1), text({ ...cell, flex: 1 }, value, 1)),
      ),
    ),
    h(
      { marginTop: 44, paddingBottom: 14, borderBottom: '2px solid #cbd5e1', color: '#64748b', flexShrink: 0 },
      text({ ...cell, flex: 1 }, labels.item, 1),
      text({ ...cell, width: 160, textAlign: 'right' }, labels.quantity, 1),
      text({ ...cell, width: 380, textAlign: 'right' }, labels.amount, 1),
    ),
    h(
      { flexDirection: 'column', flexShrink: 0 },
      ...shown.map((line) =>
        h(
          { paddingTop: 10, paddingBottom: 10, borderBottom: '1px solid #e2e8f0', flexShrink: 0 },
          text({ ...cell, flex: 1, paddingRight: 24 }, line.title, 1),
          text({ ...cell, width: 160, textAlign: 'right' }, `× ${line.quantity}`, 1),
          text({ ...cell, width: 380, textAlign: 'right' }, formatAmounts(line.amounts), 1),
        ),
      ),
      hidden > 0 ? h({ paddingTop: 10, flexShrink: 0 }, text({ ...cell, color: '#64748b' }, labels.moreLines(hidden), 1)) : null,
    ),
    h({ flexGrow: 1 }),
    h(
      { justifyContent: 'space-between', alignItems: 'flex-start', borderTop: '6px solid #0f172a', paddingTop: 32, flexShrink: 0 },
      text({ fontSize: 52, fontWeight: 700 }, labels.total, 1),
      h(
        { flexDirection: 'column', alignItems: 'flex-end' },
        ...input.totals.slice(0, 4).map((amount) => text({ fontSize: 52, fontWeight: 700 }, `${amount.total} ${amount.symbol}`, 1)),
      ),
    ),
    h({ marginTop: 40, flexShrink: 0 }, text({ fontSize: 30, color: '#64748b' }, labels.thanks, 1)),
  )
}

function formatDate(date: Date): string {
  // Spec §9's date format, DD.MM.YYYY HH:mm, in UTC so the same order renders the same anywhere.
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
}
