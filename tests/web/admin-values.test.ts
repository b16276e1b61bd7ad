/** The admin's value rules: strict dates, the number input's empty string, payloads, search patterns, public links. */
import { describe, expect, it } from 'vitest'
import { en } from '#web/i18n/en.ts'
import type { AdminField } from '#web/admin/admin-model.ts'
import { nameLabel } from '#generator/ir/name-label.ts'
import { formatDateText, formatDateTimeText, parseDateText, parseDateTimeText } from '#web/admin/fields/date-time-text.ts'
import { fieldEditors } from '#web/admin/fields/index.ts'
import { numberInputValue } from '#web/admin/fields/number.tsx'
import { isSlateDocument } from '#web/admin/fields/rich-text.tsx'
import { publicPathOf } from '#web/admin/public-page-link.tsx'
import { dataForValidation, followAdminTitle, formValuesOf, payloadOf } from '#web/admin/record-values.ts'
import { escapeLike, searchFilter } from '#web/admin/search-params.ts'
import { filterMembersOf, findFiltersOf } from '#web/admin/table-filters.tsx'

describe('date and date-time text', () => {
  it('takes exactly DD.MM.YYYY HH:mm and gives the ISO time of that local moment', () => {
    expect(parseDateTimeText('31.01.2026 14:05')).toBe(new Date(2026, 0, 31, 14, 5).toISOString())
    expect(parseDateTimeText('01.01.2026 00:00')).toBe(new Date(2026, 0, 1, 0, 0).toISOString())
    for (const wrong of [
      '1.2.2026 10:00',
      '31.04.2026 10:00',
      '29.02.2025 10:00',
      '01.01.2026 24:00',
      '01.01.2026 10:60',
      '2026-01-01 10:00',
      '01.01.2026',
      '01.01.2026 10:00 ',
    ]) {
      expect(parseDateTimeText(wrong), wrong).toBeUndefined()
    }
    expect(formatDateTimeText(new Date(2026, 11, 5, 9, 30).toISOString())).toBe('05.12.2026 09:30')
    expect(formatDateTimeText(null)).toBe('')
  })

  it('takes exactly DD.MM.YYYY for dates and gives YYYY-MM-DD', () => {
    expect(parseDateText('29.02.2028')).toBe('2028-02-29')
    expect(parseDateText('29.02.2027')).toBeUndefined()
    expect(parseDateText('9.02.2027')).toBeUndefined()
    expect(formatDateText('2026-01-31')).toBe('31.01.2026')
  })

  it('names a badly formatted date next to the field, before the schema is asked', () => {
    const field: AdminField = { name: 'sentAt', label: { en: 'sentAt', ru: 'sentAt' }, kind: 'datetime' }
    expect(fieldEditors.datetime.check?.('1.2.2026 10:00', en)).toBe(en.invalidDateTime)
    expect(fieldEditors.datetime.check?.('', en)).toBeUndefined()
    expect(fieldEditors.datetime.toPayload('', field)).toBeNull()
  })
})

describe('numbers', () => {
  it('keeps an empty number input as an empty string, otherwise a number (SPEC §5)', () => {
    expect(numberInputValue('')).toBe('')
    expect(numberInputValue('  ')).toBe('')
    expect(numberInputValue('12')).toBe(12)
    expect(numberInputValue('-1.5')).toBe(-1.5)
  })

  it('sends an empty number as null', () => {
    const field: AdminField = { name: 'stock', label: { en: 'stock', ru: 'stock' }, kind: 'integer' }
    expect(fieldEditors.integer.toPayload('', field)).toBeNull()
    expect(fieldEditors.integer.toPayload(0, field)).toBe(0)
  })
})

describe('form values and payloads', () => {
  const fields: AdminField[] = [
    { name: 'title', label: { en: 'title', ru: 'title' }, kind: 'localized' },
    { name: 'slug', label: { en: 'slug', ru: 'slug' }, kind: 'text', generated: 'randomWords' },
    { name: 'adminTitle', label: { en: 'adminTitle', ru: 'adminTitle' }, kind: 'text', generated: 'adminTitle' },
    { name: 'variant', label: { en: 'variant', ru: 'variant' }, kind: 'enum', values: ['default', 'course'], default: 'default' },
    { name: 'stock', label: { en: 'stock', ru: 'stock' }, kind: 'integer' },
    { name: 'file', label: { en: 'file', ru: 'file' }, kind: 'file', required: true },
  ]

  it('starts a new record from the defaults with a generated slug and admin title', () => {
    const values = formValuesOf(fields, undefined)
    expect(values.title).toEqual({ en: '', ru: '' })
    expect(values.slug).toMatch(/^[a-z]+(-[a-z]+){3}$/)
    expect(values.adminTitle).toMatch(/^Untitled \| [a-z]+( [a-z]+){3} \| default$/)
    expect(values.variant).toBe('default')
    expect(values.stock).toBe('')
  })

  it('lets a generated admin title follow the title in the default language and the variant, keeping its words', () => {
    expect(followAdminTitle('Untitled | red fox | default', { title: { ru: ' Курс ', en: 'Course' }, variant: 'course' })).toBe(
      'Курс | red fox | course',
    )
    expect(followAdminTitle('A | B | red fox | course', { title: { en: 'Course' } })).toBe('Untitled | red fox | default')
    expect(followAdminTitle('My own title', { title: { ru: 'Курс' } })).toBeUndefined()
  })

  it('drops empty languages, sends empty optional text as null and a chosen file as a part of its own', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' })
    const payload = payloadOf(
      fields,
      { title: { en: 'Hi', ru: '' }, slug: 's', adminTitle: '', variant: 'course', stock: '', file },
      { pageId: 'p' },
      en,
    )
    expect(payload.data).toEqual({ pageId: 'p', title: { en: 'Hi' }, slug: 's', adminTitle: null, variant: 'course', stock: null })
    expect(payload.files).toEqual({ file })
    expect(dataForValidation(payload).file).toBe('photo.png')
    expect(payload.problems.size).toBe(0)
  })
})

describe('searches and filters', () => {
  it('searches a substring on the server, with % and _ meaning themselves', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
    expect(searchFilter('adminTitle', '  lamp ')).toEqual([{ column: 'adminTitle', method: 'ilike', value: '%lamp%' }])
    expect(searchFilter('adminTitle', '   ')).toEqual([])
  })

  it('turns the editor’s filters into the API’s', () => {
    expect(
      findFiltersOf([
        { column: 'url', method: 'eq', value: '/' },
        { column: 'title', method: 'contains', value: 'a_b' },
        { column: 'className', method: 'isNull', value: 'ignored' },
      ]),
    ).toEqual([
      { column: 'url', method: 'eq', value: '/' },
      { column: 'title', method: 'ilike', value: '%a\\_b%' },
      { column: 'className', method: 'isNull' },
    ])
  })

  it('combines the editor’s filters with and, or as one or group inside the table’s and', () => {
    const filters = [
      { column: 'url', method: 'eq', value: '/' },
      { column: 'url', method: 'contains', value: 'products' },
    ] as const
    expect(filterMembersOf(filters, 'and')).toEqual(findFiltersOf(filters))
    expect(filterMembersOf(filters, 'or')).toEqual([{ or: findFiltersOf(filters) }])
    expect(filterMembersOf(filters.slice(0, 1), 'or')).toEqual(findFiltersOf(filters.slice(0, 1)))
  })
})

describe('links and labels', () => {
  it('links a page to its url and an entity to the page whose segment names its slug', () => {
    const pages = ['/', '/ecommerce/products/[ecommerce.products.slug]', '/blog/articles/[blog.articles.slug]']
    expect(publicPathOf({ key: 'host/pages' }, { id: '1', url: '/about' }, [])).toBe('/about')
    expect(publicPathOf({ key: 'host/pages' }, { id: '1', url: '/blog/articles/[blog.articles.slug]' }, [])).toBeUndefined()
    expect(publicPathOf({ key: 'ecommerce/products' }, { id: '1', slug: 'lamp' }, pages)).toBe('/ecommerce/products/lamp')
    expect(publicPathOf({ key: 'ecommerce/stores' }, { id: '1', slug: 'main' }, pages)).toBeUndefined()
  })

  it('labels names the schema gives no label and tells a Slate document from plain text', () => {
    expect(nameLabel('adminTitle')).toBe('Admin title')
    expect(nameLabel('pageId')).toBe('Page')
    expect(nameLabel('file-storage')).toBe('File storage')
    expect(nameLabel('one_off')).toBe('One off')
    expect(nameLabel('id')).toBe('Id')
    expect(isSlateDocument('')).toBe(true)
    expect(isSlateDocument('[{"type":"paragraph","children":[{"text":"a"}]}]')).toBe(true)
    expect(isSlateDocument('plain words')).toBe(false)
  })
})
