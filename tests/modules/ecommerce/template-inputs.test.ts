/**
 * The file templates' inputs read from the shop's records (runtime/modules/file-storage/templates/
 * load-template-input.ts): a product in the asked language (the templates themselves and a page's
 * input: tests/modules/file-storage/generate-file.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { openGraphInputForProduct, productAttachmentInputForProduct } from '#runtime/modules/file-storage/templates/load-template-input.ts'
import { createTestDatabase } from '../../support/test-database.ts'

describe('template inputs from the database', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
  })
  afterAll(() => database?.close())

  it('reads a product in the asked language, falling back to the default language', async () => {
    const product = await database.db
      .insertInto('ecommerce_products')
      .values({
        title: { ru: 'Курс', en: 'Course' },
        short_description: { ru: 'Кратко' },
        // Rich text: a serialised Slate document per language.
        description: {
          ru: JSON.stringify([
            { type: 'paragraph', children: [{ text: 'Первый ' }, { text: 'абзац', bold: true }] },
            { type: 'paragraph', children: [{ text: 'Второй' }] },
          ]),
        },
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await openGraphInputForProduct(database.db, product.id, 'en')).toEqual({ title: 'Course', description: 'Кратко' })
    expect(await openGraphInputForProduct(database.db, product.id, 'de')).toEqual({ title: 'Курс', description: 'Кратко' })
    expect(await productAttachmentInputForProduct(database.db, product.id, 'ru')).toEqual({
      language: 'ru',
      title: 'Курс',
      shortDescription: 'Кратко',
      description: 'Первый абзац\nВторой',
    })
  })
})
