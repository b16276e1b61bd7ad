/**
 * The product attachment: a printable product sheet, A4 portrait at 150 dpi (1240×1754 PNG).
 * PNG rather than PDF because the site renders image files where it lists a product's files
 * (SPEC §3: image and video types are rendered), so the sheet shows inline and prints from the
 * browser; and it keeps one renderer, one font path and one escaping rule for every generated file.
 */
import { h, type TemplateElement, text } from './template-element.ts'
import { templateLabels } from './template-labels.ts'

/** A4 at 150 dpi. */
export const PRODUCT_ATTACHMENT_SIZE = { width: 1240, height: 1754 } as const

/** What the product sheet shows. */
export interface ProductAttachmentInput {
  readonly language: string
  readonly title: string
  readonly shortDescription: string
  readonly description: string
  /** Attribute rows (`Формат`: `онлайн`), in order. */
  readonly details?: readonly { readonly label: string; readonly value: string }[]
  /** Prices as text per currency (`1490.00 ₽`). */
  readonly prices?: readonly string[]
  /** The footer: the site's name or address. */
  readonly footer?: string
}

/** The layout: title, short description, prices, description, details table, footer. */
export function productAttachmentElement(input: ProductAttachmentInput): TemplateElement {
  const labels = templateLabels(input.language)
  // Every block is clamped so that the longest possible content still leaves the footer on the page.
  const details = (input.details ?? []).slice(0, 8)
  return h(
    { flexDirection: 'column', flexGrow: 1, padding: '110px 100px 80px', backgroundColor: '#ffffff', color: '#0f172a' },
    h({ width: 120, height: 12, borderRadius: 6, backgroundColor: '#2563eb', marginBottom: 44 }),
    text({ fontSize: 72, fontWeight: 700, lineHeight: 1.15 }, input.title, 2),
    input.shortDescription ? text({ fontSize: 38, lineHeight: 1.35, color: '#334155', marginTop: 30 }, input.shortDescription, 3) : null,
    input.prices !== undefined && input.prices.length > 0
      ? h(
          { marginTop: 40, alignItems: 'baseline' },
          text({ fontSize: 32, color: '#64748b', marginRight: 24 }, labels.price, 1),
          text({ fontSize: 48, fontWeight: 700, color: '#1d4ed8' }, input.prices.join(' · '), 1),
        )
      : null,
    input.description ? text({ fontSize: 30, lineHeight: 1.5, color: '#1e293b', marginTop: 48 }, input.description, 8) : null,
    details.length > 0
      ? h(
          { flexDirection: 'column', marginTop: 48 },
          text({ fontSize: 34, fontWeight: 700, marginBottom: 16 }, labels.details, 1),
          ...details.map((row) =>
            h(
              { paddingTop: 12, paddingBottom: 12, borderBottom: '1px solid #e2e8f0' },
              text({ fontSize: 28, color: '#64748b', width: 420, paddingRight: 24 }, row.label, 1),
              text({ fontSize: 28, flex: 1 }, row.value, 1),
            ),
          ),
        )
      : null,
    h({ flex: 1 }),
    input.footer ? h({ borderTop: '2px solid #e2e8f0', paddingTop: 24 }, text({ fontSize: 26, color: '#94a3b8' }, input.footer, 1)) : null,
  )
}
