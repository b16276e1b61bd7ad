/**
 * The element tree generated files are laid out from: plain objects in the shape satori reads
 * (`{ type, props: { style, children } }`), built with {@link h}. Text children are data, never
 * markup: satori turns them into glyph outlines, so no payload can inject SVG or load anything.
 */

/** A CSS subset satori supports (flexbox, fonts, colours, borders). */
export type TemplateStyle = Readonly<Record<string, string | number>>

/** A child: an element, a text, or nothing. */
export type TemplateChild = TemplateElement | string | number | null | undefined | false

/** A `div` (or `span`) with a style and children. */
export interface TemplateElement {
  readonly type: 'div' | 'span'
  readonly props: { readonly style: TemplateStyle; readonly children: readonly TemplateChild[] }
}

/** A `div` laid out with flexbox (satori requires `display: flex` on elements with several children). */
export function h(style: TemplateStyle, ...children: TemplateChild[]): TemplateElement {
  return {
    type: 'div',
    props: {
      style: { display: 'flex', ...style },
      children: children.filter((child) => child !== null && child !== undefined && child !== false),
    },
  }
}

/**
 * A block of text: wraps at word boundaries and, with `lines`, stops after that many lines with an
 * ellipsis, so long titles and descriptions never run out of the image.
 */
export function text(style: TemplateStyle, content: string, lines?: number): TemplateElement {
  const clamp: TemplateStyle = lines === undefined ? {} : { lineClamp: lines, overflow: 'hidden' }
  return { type: 'div', props: { style: { display: 'block', ...clamp, ...style }, children: [content] } }
}
