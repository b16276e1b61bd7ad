/**
 * Element tree → SVG (satori: flexbox layout, line wrapping, text as glyph outlines) → PNG (resvg).
 * Both are made for exactly this (they are what @vercel/og is built on), and neither touches the
 * network: fonts come from {@link templateFonts}, system fonts are not loaded.
 */
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import type { TemplateElement } from './template-element.ts'
import { TEMPLATE_FONT_FAMILY, templateFonts } from './template-fonts.ts'

/** The pixel size of a generated image. */
export interface ImageSize {
  readonly width: number
  readonly height: number
}

/** Lays `element` out at `size` and renders it as SVG text. */
export async function renderSvg(element: TemplateElement, size: ImageSize): Promise<string> {
  // satori's types name React's element type; the plain object tree is what it reads at run time.
  // The root fills the image; a template grows into it (flexGrow) instead of sizing itself at 100%,
  // because satori sizes content boxes: 100% plus padding would run past the edge.
  const root = {
    type: 'div',
    props: {
      style: { display: 'flex', flexDirection: 'column', width: size.width, height: size.height, fontFamily: TEMPLATE_FONT_FAMILY },
      children: [element],
    },
  }
  return satori(root as unknown as Parameters<typeof satori>[0], { width: size.width, height: size.height, fonts: [...templateFonts()] })
}

/** Renders `element` as a PNG of exactly `size` pixels. */
export async function renderPng(element: TemplateElement, size: ImageSize): Promise<Buffer> {
  const svg = await renderSvg(element, size)
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: size.width }, font: { loadSystemFonts: false } }).render()
  return Buffer.from(image.asPng())
}
