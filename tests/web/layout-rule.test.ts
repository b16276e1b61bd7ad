import { describe, expect, it } from 'vitest'
import type { TreeEdge } from '#contract/routes/host/resolved-page.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { pageSlots } from '#web/site/layout-rule.ts'
import { contentWidget, edge, hostWidget, node } from './support/page-fixtures.ts'

const titleOf = (slot: TreeEdge) => (childNodes(slot.node, 'host/widgets-to-external-widgets')[0]!.record.title as { en: string }).en

describe('the layout rule (SPEC §2)', () => {
  it("puts each layout's default widgets first, then the page's own, then the layouts' additional ones", () => {
    const widget = (name: string) => hostWidget(contentWidget({ en: name }))
    const layout = (name: string) =>
      node(
        'host/layouts',
        {},
        {
          'host/layouts-to-widgets': [
            edge(widget(`${name} footer`), { variant: 'additional', orderIndex: 0 }),
            edge(widget(`${name} navbar`), { variant: 'default', orderIndex: 0 }),
            edge(widget(`${name} banner`), { variant: 'default', orderIndex: 1 }),
          ],
        },
      )
    const page = node(
      'host/pages',
      {},
      {
        'host/pages-to-layouts': [edge(layout('first')), edge(layout('second'))],
        'host/pages-to-widgets': [edge(widget('hero')), edge(widget('about'), { variant: 'additional' })],
      },
    )

    const slots = pageSlots(page)
    expect(slots.before.map(titleOf)).toEqual(['first navbar', 'first banner', 'second navbar', 'second banner'])
    expect(slots.own.map(titleOf)).toEqual(['hero', 'about'])
    expect(slots.after.map(titleOf)).toEqual(['first footer', 'second footer'])
  })

  it('works for a page with no layout and no widgets', () => {
    expect(pageSlots(node('host/pages'))).toEqual({ before: [], own: [], after: [] })
  })

  it('childNodes keeps the relation order and filters by link variant', () => {
    const a = node('website-builder/buttons', { title: { en: 'a' } })
    const b = node('website-builder/buttons', { title: { en: 'b' } })
    const parent = node(
      'website-builder/widgets',
      {},
      { 'website-builder/widgets-to-buttons-arrays': [edge(a, { variant: 'extra' }), edge(b)] },
    )
    expect(childNodes(parent, 'website-builder/widgets-to-buttons-arrays')).toEqual([a, b])
    expect(childNodes(parent, 'website-builder/widgets-to-buttons-arrays', 'extra')).toEqual([a])
    expect(childNodes(parent, 'website-builder/widgets-to-sliders')).toEqual([])
  })
})
