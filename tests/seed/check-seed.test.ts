import { describe, expect, it } from 'vitest'
import { checkSeed } from '#runtime/seed/check-seed.ts'
import { planSeed } from '#runtime/seed/plan-seed.ts'
import { SeedError } from '#runtime/seed/seed-error.ts'
import { type AnySeedRecord, link, record } from '#runtime/seed/seed-record.ts'
import { stableId } from '#runtime/seed/stable-id.ts'
import { demoSeed } from '../../seed/demo/index.ts'

const page = record('host/pages', '/', { url: '/' })
const hostWidget = record('host/widgets', 'hero', {})
const hero = record('website-builder/widgets', 'hero', { variant: 'retraining-hero-default' })

// Records built around the type checks, as a seed file written in plain JavaScript could be.
function untyped(entity: string, key: string, values: Record<string, unknown>): AnySeedRecord {
  return { entity: entity as AnySeedRecord['entity'], key, id: stableId(`${entity}:${key}`), values }
}

describe('checkSeed', () => {
  it('accepts the demo seed', () => {
    expect(checkSeed(demoSeed)).toEqual([])
  })

  it('reports every problem at once, naming the record, with the messages of the create validators', () => {
    const issues = checkSeed([
      page,
      untyped('website-builder/widgets', 'bad-variant', { variant: 'hero' }),
      untyped('host/pages', 'unknown-field', { colour: 'red' }),
      untyped('host/metadata', 'no-title', {}),
      untyped('website-builder/widgets', 'bad-colour', { accentColor: 'red' }),
      untyped('host/nothing', 'x', {}),
      link('host/pages-to-widgets', { pageId: page.id, widgetId: hostWidget.id }),
      record('host/pages', '/', { url: '/' }),
    ])
    expect(issues).toEqual([
      { record: 'host/pages:/', message: 'same id as host/pages:/' },
      {
        record: 'website-builder/widgets:bad-variant',
        message: expect.stringMatching(/^'variant': Invalid option: expected one of "default"/),
      },
      { record: 'host/pages:unknown-field', message: 'Unrecognized key: "colour"' },
      { record: 'host/metadata:no-title', message: expect.stringMatching(/^'title': /) },
      { record: 'website-builder/widgets:bad-colour', message: "'accentColor': must be a colour written as #rrggbb" },
      { record: 'host/nothing:x', message: "unknown entity 'host/nothing'" },
      { record: expect.stringMatching(/^host\/pages-to-widgets:/), message: "'widgetId' must point to a host/widgets record of this seed" },
    ])
  })

  it("wants a page's head titled in every language of the site", () => {
    expect(checkSeed([untyped('host/metadata', 'russian-only', { title: { ru: 'Главная', en: ' ' } })])).toEqual([
      { record: 'host/metadata:russian-only', message: "'title': needs text in en" },
    ])
  })

  it('refuses an id set by hand: ids come from keys', () => {
    expect(checkSeed([untyped('host/pages', 'with-id', { id: stableId('elsewhere') })])).toEqual([
      { record: 'host/pages:with-id', message: 'the id is derived from the key; do not set it' },
    ])
  })

  it('checks that an embedded widget belongs to the module the relation names', () => {
    const wrongModule = link('host/widgets-to-external-widgets', {
      widgetId: hostWidget.id,
      externalModule: 'rbac',
      externalWidgetId: hero.id,
    })
    expect(checkSeed([hostWidget, hero, wrongModule])).toEqual([
      {
        record: `host/widgets-to-external-widgets:${wrongModule.key}`,
        message: "'externalWidgetId' must point to a rbac/* record of this seed",
      },
    ])
  })
})

describe('planSeed', () => {
  it('orders tables so that every row comes after the rows it points to, whatever the input order', () => {
    const embed = link('host/widgets-to-external-widgets', { widgetId: hostWidget.id, externalWidgetId: hero.id })
    const placement = link('host/pages-to-widgets', { pageId: page.id, widgetId: hostWidget.id })
    const order = planSeed([placement, embed, hero, hostWidget, page]).map((step) => step.metadata.table)
    expect(order.indexOf('host_pages_to_widgets')).toBeGreaterThan(order.indexOf('host_pages'))
    expect(order.indexOf('host_pages_to_widgets')).toBeGreaterThan(order.indexOf('host_widgets'))
    expect(order.indexOf('host_widgets_to_external_widgets')).toBeGreaterThan(order.indexOf('website_builder_widgets'))
  })

  it('throws a SeedError before anything is written when the seed is inconsistent', () => {
    expect(() => planSeed([link('host/pages-to-widgets', { pageId: page.id, widgetId: hostWidget.id })])).toThrow(SeedError)
  })
})
