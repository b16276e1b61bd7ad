import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { RichText } from '#web/site/rich-text.tsx'
import { parseRichText, richTextToPlainText } from '#web/site/rich-text-value.ts'
import { renderOnSite } from './support/render-on-site.tsx'

const document = JSON.stringify([
  { type: 'heading-one', children: [{ text: 'One' }] },
  { type: 'heading-two', children: [{ text: 'Two' }] },
  { type: 'heading-three', children: [{ text: 'Three' }] },
  { type: 'heading-four', children: [{ text: 'Four' }] },
  { type: 'heading-five', children: [{ text: 'Five' }] },
  { type: 'heading-six', children: [{ text: 'Six' }] },
  {
    type: 'paragraph',
    children: [
      { text: 'bold', bold: true },
      { text: ' italic', italic: true },
      { text: ' gone', strikethrough: true },
      { text: ' also gone', strike: true },
      { text: ' see ' },
      { type: 'link', url: '/courses', children: [{ text: 'courses' }] },
      { text: ' or ' },
      { type: 'link', url: 'https://example.com', children: [{ text: 'elsewhere' }] },
    ],
  },
])

describe('rich text (SPEC §5)', () => {
  it('renders headings 1–6, paragraphs and marks, read-only', async () => {
    const html = await renderOnSite(createElement(RichText, { value: document }), '/en/blog')
    for (const [tag, text] of [
      ['h1', 'One'],
      ['h2', 'Two'],
      ['h3', 'Three'],
      ['h4', 'Four'],
      ['h5', 'Five'],
      ['h6', 'Six'],
    ]) {
      expect(html).toMatch(new RegExp(`<${tag}[^>]*>${text}</${tag}>`))
    }
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<em> italic</em>')
    expect(html).toContain('<s> gone</s>')
    expect(html).toContain('<s> also gone</s>')
    expect(html).not.toContain('contenteditable')
  })

  it('links through the language prefix rule; external links open in a new tab', async () => {
    const html = await renderOnSite(createElement(RichText, { value: document }), '/en/blog')
    expect(html).toMatch(/<a[^>]*href="\/en\/courses"[^>]*>courses<\/a>/)
    expect(html).toMatch(/<a[^>]*href="https:\/\/example.com"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>elsewhere<\/a>/)
  })

  it('shows text that is not a JSON document as one plain paragraph', async () => {
    expect(parseRichText('Just <b>text</b>')).toEqual([{ type: 'paragraph', children: [{ text: 'Just <b>text</b>' }] }])
    expect(parseRichText('42')).toEqual([{ type: 'paragraph', children: [{ text: '42' }] }])
    expect(parseRichText('{"type":"paragraph"}')).toEqual([{ type: 'paragraph', children: [{ text: '{"type":"paragraph"}' }] }])
    const html = await renderOnSite(createElement(RichText, { value: 'Just <b>text</b>' }))
    expect(html).toContain('<p>Just &lt;b&gt;text&lt;/b&gt;</p>')
  })

  it('shows an empty value as one empty paragraph', async () => {
    for (const value of ['', '  ', null, undefined, '[]']) {
      expect(parseRichText(value)).toEqual([{ type: 'paragraph', children: [{ text: '' }] }])
    }
    const html = await renderOnSite(createElement(RichText, { value: '' }))
    expect(html).toMatch(/<div[^>]*><p><\/p><\/div>/)
  })

  it('reads as plain text for descriptions', () => {
    expect(richTextToPlainText(document)).toBe('One Two Three Four Five Six bold italic gone also gone see courses or elsewhere')
  })
})
