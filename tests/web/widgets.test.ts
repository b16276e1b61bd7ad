import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ComponentError, ComponentErrorBoundary } from '#web/site/component-error-boundary.tsx'
import { loadPageWidgets, loadedWidget, pageWidgetKeys, widgetOf } from '#web/site/page-widgets.ts'
import { PageView } from '#web/site/page-view.tsx'
import { entities } from '#generated/metadata/index.gen.ts'
import { widgetRegistries } from '#generated/modules/widget-modules.gen.ts'
import { button, contentWidget, node, resolvedPage } from './support/page-fixtures.ts'
import { renderOnSite } from './support/render-on-site.tsx'

describe('the widget registry', () => {
  it('has a registry for every module with a widget entity', () => {
    // host's widgets are the slots pages place, not drawn themselves.
    const widgetModules = entities.filter((entity) => entity.name === 'widgets' && entity.module !== 'host').map((entity) => entity.module)
    expect(widgetModules).toEqual(expect.arrayContaining(['website-builder', 'rbac']))
    expect(Object.keys(widgetRegistries).sort()).toEqual(widgetModules.sort())
  })

  it('knows module widgets by entity and variant, and nothing else', () => {
    expect(widgetOf(node('website-builder/widgets', { variant: 'content-default' }))).toEqual({
      module: 'website-builder',
      variant: 'content-default',
      key: 'website-builder/content-default',
    })
    expect(widgetOf(node('rbac/widgets', { variant: 'subject-overview-default' }))?.key).toBe('rbac/subject-overview-default')
    expect(widgetOf(node('host/widgets'))).toBeUndefined()
    expect(widgetOf(node('website-builder/buttons'))).toBeUndefined()
    expect(widgetOf(node('broadcast/widgets'))).toBeUndefined()
  })

  it('collects the registered widgets of the page and of its entity, once each', () => {
    const page = resolvedPage({
      own: [contentWidget({ en: 'a' }), contentWidget({ en: 'b' }), node('website-builder/widgets', { variant: 'no-such-variant' })],
      entity: node('blog/articles', {}, {}),
    })
    expect(pageWidgetKeys(page)).toEqual(['website-builder/content-default'])
  })

  it('loads a page’s widgets before it renders', async () => {
    const page = resolvedPage({ own: [contentWidget({ en: 'a' })] })
    await loadPageWidgets(page)
    expect(loadedWidget('website-builder/content-default')).toBeTypeOf('function')
  })
})

describe('a page', () => {
  it('renders its widgets by the layout rule, in its language, and skips unknown variants', async () => {
    const page = resolvedPage({
      language: 'en',
      layoutBefore: [contentWidget({ ru: 'Навигация', en: 'Navigation' })],
      own: [
        contentWidget({ ru: 'Главная', en: 'Home' }, { ru: 'Описание' }, [button({ ru: 'Курсы', en: 'Courses' }, '/courses')]),
        node('website-builder/widgets', { variant: 'no-such-variant', title: { en: 'Invisible' } }),
      ],
      layoutAfter: [contentWidget({ en: 'Footer' })],
    })
    await loadPageWidgets(page)
    const html = await renderOnSite(createElement(PageView, { page }), '/en')
    const order = ['Navigation', 'Home', 'Footer'].map((text) => html.indexOf(`>${text}</h1>`))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(html.indexOf('<main')).toBeLessThan(order[1]!)
    expect(html.indexOf('</main>')).toBeLessThan(order[2]!)
    // The English description is missing: the default language's stands in.
    expect(html).toContain('Описание')
    expect(html).toMatch(/<a[^>]*href="\/en\/courses"[^>]*>Courses<\/a>/)
    expect(html).not.toContain('Invisible')
  })
})

describe("a widget variant with no component ('Unknown Variant', SPEC §2, §8)", () => {
  const page = resolvedPage({
    language: 'en',
    own: [contentWidget({ en: 'Home' }), node('website-builder/widgets', { variant: 'no-such-variant', title: { en: 'Invisible' } })],
  })
  const subject = (administrator: boolean) => ({ id: 's1', slug: 'someone', roles: [], identities: [], administrator })

  it('renders nothing for a visitor or a signed-in subject who is no administrator', async () => {
    await loadPageWidgets(page)
    for (const context of [{}, { subject: subject(false) }]) {
      const html = await renderOnSite(createElement(PageView, { page }), '/en', undefined, context)
      expect(html).toContain('Home')
      expect(html).not.toContain('Unknown Variant')
      expect(html).not.toContain('no-such-variant')
    }
  })

  it('names the module and variant to an administrator, in the page language', async () => {
    await loadPageWidgets(page)
    const html = await renderOnSite(createElement(PageView, { page }), '/en', undefined, { subject: subject(true) })
    expect(html).toMatch(/data-testid="unknown-variant"[^>]*>.*Unknown Variant.*website-builder\/no-such-variant/s)
    expect(html).not.toContain('Invisible')
    const ru = await renderOnSite(createElement(PageView, { page: { ...page, language: 'ru' } }), '/', undefined, {
      subject: subject(true),
    })
    expect(ru).toContain('Неизвестный вариант')
  })
})

function Broken(): never {
  throw new Error('Widget exploded')
}

describe('the component error boundary', () => {
  it('shows the message in a dashed red box', () => {
    const html = renderToString(createElement(ComponentError, { error: new Error('Widget exploded'), fallbackMessage: 'x' }))
    expect(html).toContain('role="alert"')
    expect(html).toContain('border-dashed')
    expect(html).toContain('Widget exploded')
    const fallback = renderToString(
      createElement(ComponentError, { error: 'not an Error', fallbackMessage: 'Oh no! Something went wrong...' }),
    )
    expect(fallback).toContain('Oh no! Something went wrong...')
  })

  it('keeps a server render going when a widget throws, leaving the widget to the browser', () => {
    const errors: unknown[] = []
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement(ComponentErrorBoundary, null, createElement(Broken)),
        createElement('p', null, 'The rest of the page'),
      ),
      { onError: (error: unknown) => void errors.push(error) } as never,
    )
    expect(html).toContain('The rest of the page')
    // React marks the boundary for rendering in the browser, where the boundary catches the error.
    expect(html).toContain('<!--$!-->')
  })
})
