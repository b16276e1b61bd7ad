import { describe, expect, it } from 'vitest'
import { hostPagesMetadata } from '#generated/metadata/host/pages.gen.ts'
import { rbacIdentitiesMetadata } from '#generated/metadata/rbac/identities.gen.ts'
import { serializeRecord, visibleKeys, visibleKeysOf } from '#runtime/http/serialize-records.ts'
import { parseInclude } from '#runtime/operations/include.ts'

const keys = visibleKeys(['id', 'title'])

describe('serializeRecord', () => {
  it('returns a record holding only visible keys as it is, without a copy', () => {
    const record = { id: '1', title: 'T' }
    expect(serializeRecord(record, keys, [])).toBe(record)
  })

  it('drops any key the select schema does not list, a secret above all', () => {
    const record = { id: '1', title: 'T', password: 'hash' }
    expect(serializeRecord(record, keys, [])).toEqual({ id: '1', title: 'T' })
    const identityKeys = visibleKeysOf(rbacIdentitiesMetadata)
    expect(identityKeys.set.has('password')).toBe(false)
    expect(serializeRecord({ id: '2', password: 'hash' }, identityKeys, [])).toEqual({ id: '2' })
  })

  it('never passes on an object that is not a plain record, whatever its keys', () => {
    class Row {
      id = '1'
      toJSON() {
        return { leaked: true }
      }
    }
    const shaped = serializeRecord(new Row() as never, keys, [])
    expect(JSON.parse(JSON.stringify(shaped))).toEqual({ id: '1' })
  })

  it('shapes included records by their own entity, secrets dropped at every level', () => {
    const include = parseInclude('pagesToWidgets', hostPagesMetadata)
    const link = { id: 'l', pageId: 'p', widgetId: 'w', secretThing: 'x' }
    const shaped = serializeRecord({ id: 'p', title: 'T', pagesToWidgets: [link] }, keys, include)
    expect(shaped).toEqual({ id: 'p', title: 'T', pagesToWidgets: [{ id: 'l', pageId: 'p', widgetId: 'w' }] })
  })
})
