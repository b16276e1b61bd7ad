/**
 * ResolvedPage fixtures for the site's tests: small trees built the way the resolver shapes them
 * (contract/routes/host/resolved-page.ts), so renderer tests do not depend on the resolver or the demo.
 */
import type { PageRecord, ResolvedPage, TreeEdge, TreeNode } from '#contract/routes/host/resolved-page.ts'

let counter = 0

/** A fresh uuid-shaped id, stable within a test run. */
export function fixtureId(): string {
  counter += 1
  return `00000000-0000-4000-8000-${counter.toString().padStart(12, '0')}`
}

/** A record of `entity` with `fields`. */
export function node(entity: string, fields: Record<string, unknown> = {}, children: Record<string, readonly TreeEdge[]> = {}): TreeNode {
  const record: PageRecord = { id: fixtureId(), variant: 'default', ...fields }
  return { entity, record, children }
}

/** A relation row linking to `target`, with `fields` (variant, orderIndex). */
export function edge(target: TreeNode, fields: Record<string, unknown> = {}): TreeEdge {
  return { link: { id: fixtureId(), variant: 'default', orderIndex: 0, ...fields }, node: target }
}

/** A host widget slot embedding `moduleWidget` (a `<module>/widgets` node). */
export function hostWidget(moduleWidget: TreeNode): TreeNode {
  const module = moduleWidget.entity.split('/')[0]
  return node('host/widgets', {}, { 'host/widgets-to-external-widgets': [edge(moduleWidget, { externalModule: module })] })
}

/** A website-builder `content-default` widget (the registry's example widget). */
export function contentWidget(
  title: Record<string, string>,
  description: Record<string, string> = {},
  buttons: readonly TreeNode[] = [],
): TreeNode {
  const children: Record<string, readonly TreeEdge[]> =
    buttons.length === 0
      ? {}
      : {
          'website-builder/widgets-to-buttons-arrays': [
            edge(
              node(
                'website-builder/buttons-arrays',
                {},
                { 'website-builder/buttons-arrays-to-buttons': buttons.map((button) => edge(button)) },
              ),
            ),
          ],
        }
  return node(
    'website-builder/widgets',
    { variant: 'content-default', title, description, subtitle: {}, anchor: null, className: null },
    children,
  )
}

/** A button record. */
export function button(title: Record<string, string>, url: string, variant = 'primary'): TreeNode {
  return node('website-builder/buttons', { title, url, variant })
}

/** Options of {@link resolvedPage}. */
export interface PageFixtureOptions {
  readonly url?: string
  readonly language?: string
  readonly path?: string
  readonly status?: 200 | 404
  readonly own?: readonly TreeNode[]
  readonly layoutBefore?: readonly TreeNode[]
  readonly layoutAfter?: readonly TreeNode[]
  readonly metadata?: Record<string, unknown>
  readonly entity?: TreeNode | null
}

/** A whole page: a `host/pages` node with one layout, its own widgets and optional metadata. */
export function resolvedPage(options: PageFixtureOptions = {}): ResolvedPage {
  const layout = node(
    'host/layouts',
    {},
    {
      'host/layouts-to-widgets': [
        ...(options.layoutBefore ?? []).map((widget) => edge(hostWidget(widget), { variant: 'default' })),
        ...(options.layoutAfter ?? []).map((widget) => edge(hostWidget(widget), { variant: 'additional' })),
      ],
    },
  )
  const children: Record<string, readonly TreeEdge[]> = {
    'host/pages-to-layouts': [edge(layout)],
    'host/pages-to-widgets': (options.own ?? []).map((widget, orderIndex) => edge(hostWidget(widget), { orderIndex })),
  }
  if (options.metadata !== undefined) children['host/pages-to-metadata'] = [edge(node('host/metadata', options.metadata))]
  return {
    status: options.status ?? 200,
    language: options.language ?? 'ru',
    path: options.path ?? '/',
    page: node('host/pages', { url: options.url ?? options.path ?? '/', title: 'Page' }, children),
    params: {},
    entity: options.entity ?? null,
  }
}
