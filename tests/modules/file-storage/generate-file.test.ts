import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { HttpError } from '#runtime/errors/http-error.ts'
import { type GenerateFileRequest, generateFile, renderFileTemplate } from '#runtime/modules/file-storage/generate-file.ts'
import { inspectFile } from '#runtime/modules/file-storage/inspect-file.ts'
import { createLocalFileStorage } from '#runtime/modules/file-storage/local-file-storage.ts'
import { openGraphInputForPage, openGraphInputForProduct } from '#runtime/modules/file-storage/templates/load-template-input.ts'
import { openGraphImageElement } from '#runtime/modules/file-storage/templates/opengraph-image.ts'
import { renderSvg } from '#runtime/modules/file-storage/templates/render-png.ts'
import { createTestDatabase } from '../../support/test-database.ts'

const receiptInput = {
  language: 'ru',
  orderNumber: '1024',
  issuedAt: new Date('2026-03-01T10:20:00Z'),
  storeName: 'Онлайн-школа',
  lines: [
    { title: 'Курс «Разработчик»', quantity: 2, amounts: [{ symbol: '₽', total: '2980.00' }] },
    { title: 'Консультация', quantity: 1, amounts: [{ symbol: '₽', total: '500.00' }] },
  ],
  totals: [{ symbol: '₽', total: '3480.00' }],
}

const openGraph = (title: string, description = ''): GenerateFileRequest => ({ template: 'opengraph-image', input: { title, description } })

describe('generated files', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tessera-generated-'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it.each([
    [openGraph('Бесплатная переподготовка', 'Курс для тех, кто меняет профессию'), 'generate-template-opengraph-image', 1200, 630],
    [{ template: 'ecommerce-order-receipt', input: receiptInput } as const, 'generate-template-ecommerce-order-receipt', 1500, 1500],
    [
      {
        template: 'ecommerce-product-attachment',
        input: {
          language: 'ru',
          title: 'Разработчик',
          shortDescription: 'Шесть месяцев',
          description: 'Программа курса',
          prices: ['0.00 ₽'],
        },
      } as const,
      'generate-template-ecommerce-product-attachment',
      1240,
      1754,
    ],
  ])('renders %#: a PNG of the template size, stored with its variant', async (request, variant, width, height) => {
    const storage = createLocalFileStorage({ root })
    const generated = await generateFile(storage, request)
    expect(generated.variant).toBe(variant)
    expect(generated.key).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(generated.fields).toMatchObject({ file: `/public/${generated.key}`, width, height, extension: 'png', mimeType: 'image/png' })
    // The recorded facts are the stored bytes' own.
    const object = await storage.get(generated.key)
    const chunks: Buffer[] = []
    for await (const chunk of object!.body) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    expect(generated.fields.size).toBe(bytes.length)
    expect(await inspectFile(bytes, { maxBytes: bytes.length })).toMatchObject({ width, height, mimeType: 'image/png' })
  })

  it('draws Cyrillic with real glyphs, not missing-glyph boxes', async () => {
    const empty = await renderFileTemplate(openGraph(''))
    const cyrillic = await renderFileTemplate(openGraph('Бесплатно'))
    expect(cyrillic.equals(empty)).toBe(false)
    // A font without Cyrillic draws every letter as the same box: distinct letters must differ.
    const be = await renderFileTemplate(openGraph('БББББ'))
    const zhe = await renderFileTemplate(openGraph('ЖЖЖЖЖ'))
    expect(be.equals(zhe)).toBe(false)
    // And the glyphs are the bundled font's outlines: the same letters render the same.
    expect((await renderFileTemplate(openGraph('БББББ'))).equals(be)).toBe(true)
  })

  it('keeps markup and template syntax in the text inert', async () => {
    const svg = await renderSvg(
      openGraphImageElement({
        title: '<script>alert(1)</script>"/><image href="http://169.254.169.254/x.png"/>',
        description: '{{constructor.constructor("alert(1)")()}} &amp; <foreignObject>',
      }),
      { width: 1200, height: 630 },
    )
    // Text becomes glyph outlines: none of it reaches the SVG as markup, attributes or links.
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|169\.254|alert|\{\{/)
    expect(svg.startsWith('<svg')).toBe(true)
  })
})

describe('template inputs from the database', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
  })
  afterAll(() => database?.close())

  it('reads a page, and answers 404 for a missing record', async () => {
    const page = await database.db
      .insertInto('host_pages')
      .values({ url: '/about', title: 'О нас', description: 'Кто мы' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await openGraphInputForPage(database.db, page.id)).toEqual({ title: 'О нас', description: 'Кто мы' })
    const missing = '00000000-0000-4000-8000-000000000000'
    await expect(openGraphInputForPage(database.db, missing)).rejects.toMatchObject({ statusCode: 404 })
    await expect(openGraphInputForProduct(database.db, missing, 'ru')).rejects.toBeInstanceOf(HttpError)
  })
})
