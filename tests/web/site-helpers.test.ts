import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { SessionSubject } from '#web/app/page-api.ts'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { localized } from '#web/site/localized.ts'
import { fileKind, fileUrl, StoredFile } from '#web/site/stored-file.tsx'
import { renderOnSite } from './support/render-on-site.tsx'

describe('localized text', () => {
  it('reads the current language, then the default one, then the fallback', () => {
    expect(localized({ en: 'Hello', ru: 'Привет' }, 'en')).toBe('Hello')
    expect(localized({ ru: 'Привет' }, 'en')).toBe('Привет')
    expect(localized({ en: '  ', ru: 'Привет' }, 'en')).toBe('Привет')
    expect(localized({ en: 'Hello' }, 'ru')).toBe('')
    expect(localized({}, 'ru', 'Untitled')).toBe('Untitled')
    expect(localized(null, 'ru', 'Untitled')).toBe('Untitled')
    expect(localized('not a map', 'ru')).toBe('')
  })
})

describe('stored files', () => {
  it('serve a stored path from /public/ and keep full web addresses', () => {
    expect(fileUrl('demo/hero.svg')).toBe('/public/demo/hero.svg')
    expect(fileUrl('/demo/hero.svg')).toBe('/public/demo/hero.svg')
    expect(fileUrl('/public/demo/hero.svg')).toBe('/public/demo/hero.svg')
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
  })

  it('know images and videos by MIME type, else by extension', () => {
    expect(fileKind({ id: '1', mimeType: 'image/svg+xml' })).toBe('image')
    expect(fileKind({ id: '1', extension: 'MP4' })).toBe('video')
    expect(fileKind({ id: '1', file: 'a/b/photo.webp' })).toBe('image')
    expect(fileKind({ id: '1', file: 'price.pdf', mimeType: 'application/pdf' })).toBe('other')
  })

  it('render images with size and alt, videos with controls, others as a download', async () => {
    const image = await renderOnSite(
      createElement(StoredFile, {
        file: {
          id: '1',
          file: 'demo/hero.svg',
          width: 1200,
          height: 800,
          alt: { ru: 'Студенты', en: 'Students' },
          mimeType: 'image/svg+xml',
        },
      }),
      '/en',
    )
    expect(image).toMatch(/<img[^>]*src="\/public\/demo\/hero.svg"/)
    expect(image).toContain('alt="Students"')
    expect(image).toContain('width="1200"')
    expect(image).toContain('height="800"')
    expect(image).toContain('loading="lazy"')
    const eager = await renderOnSite(createElement(StoredFile, { file: { id: '1', file: 'x.png' }, priority: true, alt: 'X' }))
    expect(eager).toContain('loading="eager"')
    const video = await renderOnSite(createElement(StoredFile, { file: { id: '2', file: 'https://cdn.example.com/intro.mp4' } }))
    expect(video).toMatch(/<video[^>]*src="https:\/\/cdn.example.com\/intro.mp4"[^>]*controls/)
    const other = await renderOnSite(createElement(StoredFile, { file: { id: '3', file: 'docs/plan.pdf' } }))
    expect(other).toMatch(/<a[^>]*href="\/public\/docs\/plan.pdf"[^>]*download/)
  })
})

function Who() {
  const subject = useCurrentSubject()
  return createElement('p', null, subject === null ? 'visitor' : `signed in as ${String(subject.slug)}`)
}

describe('the current subject', () => {
  it('comes from the session the page was sent with, without calling the API', async () => {
    let calls = 0
    const api = {
      resolvePage: () => Promise.reject(new Error('not used')),
      currentSubject: async () => {
        calls += 1
        return null
      },
      session: async () => ({ accessIssuedAt: null, accessExpiresAt: null, resumable: false }),
      siteSettings: async () => ({ publicUrl: 'https://school.example' }),
    }
    const subject: SessionSubject = { id: 's1', slug: 'ada', roles: [{ id: 'r', title: 'user' }], identities: [] }
    const html = await renderOnSite(createElement(Who), '/', undefined, { api, subject })
    expect(html).toContain('signed in as ada')
    expect(calls).toBe(0)
  })
})
