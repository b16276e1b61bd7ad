/**
 * What the schema says widgets do with records (generator/ir/resolve-widget-rules.ts and the
 * relation options the page tree reads): an entity's private content, a widget's listings, a
 * relation read backwards and a polymorphic end's entity, as the IR, the validators and the OpenAPI
 * document carry them; and every wrong name in them a generator error saying which.
 */
import { describe, expect, it } from 'vitest'
import { entity, type EntityOptions, type FieldDefinition, oneOf, relation, schemaModule, site, type SiteDefinition } from '#dsl'
import { generate } from '#generator/generate.ts'
import { issuesOf } from './support/issues-of.ts'

type Options = EntityOptions<Readonly<Record<string, FieldDefinition>>>

const PRIVATE = 'article-overview-with-private-content-default'

/** A small blog: articles, categories, widgets that show and list them, a host widget embedding any module's widget. */
function blog(
  change: {
    readonly articles?: Partial<Options>
    readonly widgets?: Partial<Options>
    readonly readBackwards?: boolean
    readonly entity?: string
  } = {},
): SiteDefinition {
  const articles = entity('blog', 'articles', {
    content: { description: 'richText' },
    fieldAccess: { description: { read: 'privateContent' } },
    privateContent: { shownBy: { relation: 'blog/widgets-to-articles', variants: [PRIVATE] } },
    ...change.articles,
  })
  const categories = entity('blog', 'categories', { content: true })
  const widgets = entity('blog', 'widgets', {
    variants: ['default', 'article-list-default', 'category-list-default', PRIVATE],
    listings: [
      { entity: 'blog/categories', variants: ['category-list-default'] },
      { entity: 'blog/articles', variants: ['article-list-default'], unlessLinkedBy: 'blog/widgets-to-articles' },
    ],
    ...change.widgets,
  })
  const widgetsToArticles = relation('blog', 'widgets-to-articles', { from: widgets, to: articles })
  const categoriesToArticles = relation('blog', 'categories-to-articles', {
    from: categories,
    to: articles,
    readBackwards: change.readBackwards ?? true,
  })
  const hostWidgets = entity('host', 'widgets', {})
  const external = relation('host', 'widgets-to-external-widgets', {
    from: hostWidgets,
    to: { polymorphic: true, key: 'externalWidgetId', moduleField: 'externalModule', entity: change.entity ?? 'widgets' },
    fields: { externalModule: oneOf(['blog', 'broadcast'], { required: true }) },
    ...(change.readBackwards === false ? { readBackwards: true } : {}),
  })
  return site({
    languages: ['en'],
    defaultLanguage: 'en',
    modules: [
      schemaModule('blog', [articles, categories, widgets, widgetsToArticles, categoriesToArticles]),
      schemaModule('host', [hostWidgets, external]),
    ],
  })
}

const byKey = (output: ReturnType<typeof generate>, key: string) =>
  output.ir.entities.find((node) => `${node.module}/${node.name}` === key)!
const fileOf = (output: ReturnType<typeof generate>, path: string) => output.files.find((file) => file.path === path)!.contents

describe('widget rules in the schema', () => {
  it('resolves private content, listings, reading backwards and a polymorphic end into the IR', () => {
    const output = generate({ site: blog() })
    expect(byKey(output, 'blog/articles').privateContent).toEqual({
      fields: ['description'],
      widget: 'blog/widgets',
      variants: [PRIVATE],
      relation: 'blog/widgets-to-articles',
    })
    expect(byKey(output, 'blog/widgets').listings).toEqual([
      { entity: 'blog/categories', variants: ['category-list-default'] },
      { entity: 'blog/articles', variants: ['article-list-default'], unlessLinkedBy: 'blog/widgets-to-articles' },
    ])
    expect(byKey(output, 'blog/categories-to-articles').ends?.readBackwards).toBe(true)
    expect(byKey(output, 'blog/widgets-to-articles').ends?.readBackwards).toBeUndefined()
    // `broadcast` is no module of this site, so it needs no widgets.
    expect(byKey(output, 'host/widgets-to-external-widgets').ends?.to).toMatchObject({ kind: 'polymorphic', entity: 'widgets' })
    expect(byKey(output, 'blog/categories').privateContent).toBeUndefined()
    expect(byKey(output, 'blog/categories').listings).toBeUndefined()
  })

  it('makes private content optional in the answer, and says when it is left out', () => {
    const output = generate({ site: blog() })
    const document = JSON.parse(fileOf(output, 'openapi/openapi.gen.json'))
    const row = document.components.schemas.BlogArticles
    expect(row.required).not.toContain('description')
    expect(row.required).toContain('title')
    expect(row.properties.description.description).toBe(
      `Private content: left out for callers who may not read it once a blog/widgets widget (variant ${PRIVATE}) shows the record through blog/widgets-to-articles.`,
    )
    const validators = fileOf(output, 'validators/blog/articles.gen.ts')
    expect(validators).toMatch(/ {2}description: localizedSchema\.optional\(\)\.describe\('Private content: /)
    expect(validators).toMatch(/ {2}title: localizedSchema,/)
    // Only the answer changes: a create still takes the field as before.
    expect(document.components.schemas.NewBlogArticles.properties.description.description).toBeUndefined()
  })

  it('names each unknown field, relation, entity or variant', () => {
    const described = (definition: SiteDefinition) =>
      issuesOf(() => generate({ site: definition })).map(({ entity: key, message }) => `${key}: ${message}`)
    const articles = (privateContent: Options['privateContent']) => blog({ articles: { privateContent } })
    const gated = (field: string) => blog({ articles: { fieldAccess: { [field]: { read: 'privateContent' } } as Options['fieldAccess'] } })
    expect(described(gated('body'))).toEqual([
      'blog/articles: fieldAccess names no field "body"',
      "blog/articles: privateContent withholds no field: give one a fieldAccess read policy of 'privateContent'",
    ])
    expect(described(gated('id'))).toEqual(['blog/articles: fieldAccess field "id" is secret, a system field or a relation key'])
    expect(described(articles({ shownBy: { relation: 'blog/widgets-to-nothing', variants: [PRIVATE] } }))).toEqual([
      'blog/articles: privateContent.shownBy names no relation "blog/widgets-to-nothing" leading to blog/articles',
    ])
    // A relation that exists but does not lead to the entity.
    expect(described(articles({ shownBy: { relation: 'host/widgets-to-external-widgets', variants: [PRIVATE] } }))).toEqual([
      'blog/articles: privateContent.shownBy names no relation "host/widgets-to-external-widgets" leading to blog/articles',
    ])
    expect(described(articles({ shownBy: { relation: 'blog/widgets-to-articles', variants: ['overview'] } }))).toEqual([
      'blog/articles: privateContent.shownBy: "overview" is no variant of blog/widgets',
    ])
    const widgets = (listings: Options['listings']) => blog({ widgets: { listings } })
    expect(described(widgets([{ entity: 'blog/tags', variants: ['article-list-default'] }]))).toEqual([
      'blog/widgets: listings names no entity "blog/tags"',
    ])
    expect(described(widgets([{ entity: 'blog/categories', variants: [] }]))).toEqual([
      'blog/widgets: listings of blog/categories names no variant',
    ])
    expect(
      described(widgets([{ entity: 'blog/categories', variants: ['category-list-default'], unlessLinkedBy: 'blog/widgets-to-articles' }])),
    ).toEqual([
      'blog/widgets: listings of blog/categories: unlessLinkedBy names no relation from blog/widgets to blog/categories ("blog/widgets-to-articles")',
    ])
    expect(described(blog({ entity: 'sliders' }))).toEqual([
      `host/widgets-to-external-widgets: the polymorphic end's entity "sliders" is no entity of module "blog", which the module field allows`,
    ])
    expect(described(blog({ readBackwards: false }))).toEqual([
      'host/widgets-to-external-widgets: readBackwards needs an entity at the to end, not a polymorphic one',
    ])
  })
})
