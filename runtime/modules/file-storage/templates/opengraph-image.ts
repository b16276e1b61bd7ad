/** The Open Graph image of a page or a product (1200×630, the size social sites crop to). */
import { h, type TemplateElement, text } from './template-element.ts'

/** The size every Open Graph image is rendered at. */
export const OPENGRAPH_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** What an Open Graph image shows. */
export interface OpenGraphImageInput {
  readonly title: string
  readonly description: string
  /** A small line above the title: the site's name or the kind of page ("Курс", "Product"). */
  readonly eyebrow?: string
}

/** The layout: eyebrow, title (up to 3 lines), description (up to 3 lines), on a dark gradient. */
export function openGraphImageElement(input: OpenGraphImageInput): TemplateElement {
  return h(
    {
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      padding: '72px 80px',
      color: '#f8fafc',
      backgroundColor: '#0f172a',
      backgroundImage: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)',
    },
    h(
      { flexDirection: 'column' },
      input.eyebrow ? text({ fontSize: 30, color: '#93c5fd', marginBottom: 28 }, input.eyebrow, 1) : null,
      text({ fontSize: 68, fontWeight: 700, lineHeight: 1.15 }, input.title, 3),
      input.description ? text({ fontSize: 34, lineHeight: 1.35, color: '#cbd5e1', marginTop: 32 }, input.description, 3) : null,
    ),
    h({ width: 160, height: 10, borderRadius: 5, backgroundColor: '#3b82f6' }),
  )
}
