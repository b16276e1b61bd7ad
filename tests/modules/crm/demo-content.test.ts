/**
 * The demo's contact form: its inputs in order and its submit label (the rest of the demo site: tests/seed/demo-site-content.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { loadDemoRecords } from '../host/support/page-test-app.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoRecords(database)
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

describe('the demo contact form', () => {
  it('has the contact form with its four inputs in order and the submit label', async () => {
    const inputs = await database.db
      .selectFrom('crm_forms as f')
      .innerJoin('crm_forms_to_inputs as fi', 'fi.form_id', 'f.id')
      .innerJoin('crm_inputs as i', 'i.id', 'fi.input_id')
      .select(['f.title as formTitle', 'i.slug', 'i.type', 'i.is_required'])
      .orderBy('fi.order_index')
      .execute()
    expect(inputs.map((input) => [input.slug, input.type])).toEqual([
      ['namefamily', 'text'],
      ['confirm', 'checkbox'],
      ['contact', 'text'],
      ['qwestion', 'textarea'],
    ])
    expect(inputs[0]?.formTitle).toEqual({ ru: 'Отправить', en: 'Send' })
  })
})
