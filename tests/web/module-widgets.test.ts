/**
 * The widgets of the blog, ecommerce, social, file-storage, billing, startup, agent, analytic and
 * notification modules from small fixture trees (no database): which variants each registry
 * covers, the default widgets that show whatever their tree holds (and nothing when it is empty),
 * the category buttons, and lists built from links or from a listing.
 */
import { createElement } from 'react'
import { PRODUCT_PRICES, type ProductPrices } from '#contract/product-prices.ts'
import { describe, expect, it } from 'vitest'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { PageView } from '#web/site/page-view.tsx'
import { loadPageWidgets } from '#web/site/page-widgets.ts'
import { widgetRegistries } from '#generated/modules/widget-modules.gen.ts'
import { edge, fixtureId, node, type PageFixtureOptions, resolvedPage } from './support/page-fixtures.ts'
import { renderOnSite } from './support/render-on-site.tsx'

const ru = (text: string) => ({ ru: text, en: `${text} (en)` })

async function render(options: PageFixtureOptions, url = '/ru'): Promise<string> {
  const page = resolvedPage(options)
  await loadPageWidgets(page)
  const html = await renderOnSite(createElement(PageView, { page }), url)
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
}

function widget(
  module: string,
  variant: string,
  fields: Record<string, unknown> = {},
  children: Record<string, readonly ReturnType<typeof edge>[]> = {},
): TreeNode {
  return node(`${module}/widgets`, { variant, title: {}, subtitle: {}, description: {}, className: null, ...fields }, children)
}

describe('the module registries', () => {
  it('cover every variant the schema lists, in every module', () => {
    for (const [module, registry] of Object.entries(widgetRegistries)) {
      const metadata = findEntityMetadata(module, 'widgets')
      expect(metadata, module).toBeDefined()
      expect(Object.keys(registry).sort(), module).toEqual([...metadata!.variants].sort())
    }
  })
})

describe('default widgets', () => {
  it('show their title, subtitle, rich-text description and files; an empty one renders nothing', async () => {
    const description = JSON.stringify([
      {
        type: 'paragraph',
        children: [
          { text: 'Оплата ', bold: false },
          { text: 'картой', bold: true },
        ],
      },
    ])
    const file = node('file-storage/files', {
      file: 'demo/hero.svg',
      width: 800,
      height: 600,
      alt: ru('Схема оплаты'),
      mimeType: 'image/svg+xml',
    })
    const html = await render({
      own: [
        widget('billing', 'default', { title: ru('Оплата'), subtitle: ru('Без комиссии'), description: { ru: description } }),
        widget('file-storage', 'default', { title: ru('Документы') }, { 'file-storage/widgets-to-files': [edge(file)] }),
        widget('startup', 'default'),
        widget('notification', 'no-such-variant', { title: ru('Не показывать') }),
      ],
    })
    expect(html).toMatch(/<h2[^>]*>Оплата<\/h2><p[^>]*>Без комиссии<\/p>/)
    expect(html).toContain('<p>Оплата <strong>картой</strong></p>')
    expect(html).toMatch(/<h2[^>]*>Документы<\/h2>/)
    expect(html).toContain('src="/public/demo/hero.svg"')
    expect(html).toContain('<figcaption class="text-sm text-muted-foreground">Схема оплаты</figcaption>')
    expect(html).not.toContain('Не показывать')
    expect(html.match(/<section/g)).toHaveLength(2)
  })
})

describe('lists', () => {
  const category = (slug: string, title: string) => node('blog/categories', { slug, title: ru(title), subtitle: {}, description: {} })

  it('category buttons link every listed category and mark the one the page shows', async () => {
    const news = category('news', 'Новости')
    const stories = category('stories', 'Истории')
    const buttons = widget('blog', 'category-list-button-default', {}, { 'blog/categories': [edge(news), edge(stories)] })
    const html = await render({ own: [buttons], entity: stories, path: '/blog/categories/stories' }, '/ru/blog/categories/stories')
    expect(html).toMatch(/<nav aria-label="Категории"/)
    expect(html).toMatch(/href="\/ru\/blog\/categories\/news"[^>]*>Новости</)
    const current =
      /<a[^>]*class="([^"]*)"[^>]*href="\/ru\/blog\/categories\/stories"/.exec(html) ??
      /<a[^>]*href="\/ru\/blog\/categories\/stories"[^>]*class="([^"]*)"/.exec(html)
    expect(current?.[1]).toContain('ui-button--primary')
  })

  it('product cards: linked products first, a course to its course page, prices with symbols; category cards with More', async () => {
    // The prices the server chose for the page (contract/product-prices.ts): the card formats them.
    const prices: ProductPrices = {
      storeId: null,
      prices: [{ amount: '1500', currency: { id: fixtureId(), slug: 'rub', symbol: '₽', isDefault: true } }],
    }
    const course: TreeNode = {
      ...node('ecommerce/products', { variant: 'course', slug: 'python', title: ru('Python'), shortDescription: {} }),
      computed: { [PRODUCT_PRICES]: prices },
    }
    const book = node('ecommerce/products', { variant: 'default', slug: 'book', title: ru('Книга'), shortDescription: ru('Бумажная') })
    const list = widget(
      'ecommerce',
      'product-list-default',
      { title: ru('Каталог') },
      {
        'ecommerce/widgets-to-products': [edge(course)],
        'ecommerce/products': [edge(book)],
      },
    )
    const categories = widget(
      'ecommerce',
      'category-list-default',
      {},
      {
        'ecommerce/categories': [edge(node('ecommerce/categories', { slug: 'it', title: ru('IT'), subtitle: {}, description: {} }))],
      },
    )
    const html = (await render({ own: [list, categories] })).replace(/[\u00a0\u202f]/g, ' ')
    expect(html.indexOf('/ru/courses/python')).toBeGreaterThan(-1)
    expect(html.indexOf('/ru/courses/python')).toBeLessThan(html.indexOf('/ru/ecommerce/products/book'))
    expect(html).toContain('1 500 ₽')
    expect(html).toContain('lg:grid-cols-2')
    expect(html).toMatch(
      /aria-label="Подробнее: IT" href="\/ru\/ecommerce\/categories\/it"|href="\/ru\/ecommerce\/categories\/it"[^>]*aria-label="Подробнее: IT"/,
    )
  })
})
