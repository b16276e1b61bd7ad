/** The social chat list rendered as the server renders it: a visitor is asked to sign in. */
import { QueryClient } from '@tanstack/react-query'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { PageApi, SessionSubject } from '#web/app/page-api.ts'
import ChatListDefault from '#web/modules/social/widgets/chat-list-default.tsx'
import { node, resolvedPage } from '../../web/support/page-fixtures.ts'
import { renderOnSite } from '../../web/support/render-on-site.tsx'

async function render(
  element: ReturnType<typeof createElement>,
  subject: SessionSubject | null,
  language: 'ru' | 'en' = 'ru',
): Promise<string> {
  const queryClient = new QueryClient()
  const api: PageApi = {
    resolvePage: async () => resolvedPage(),
    currentSubject: async () => subject,
    session: async () => ({ accessIssuedAt: null, accessExpiresAt: null, resumable: false }),
    siteSettings: async () => ({ publicUrl: 'https://site.example' }),
  }
  return renderOnSite(element, language === 'ru' ? '/' : '/en', language, { api, queryClient, subject })
}

describe('social widgets', () => {
  it('asks a visitor to sign in to see chats', async () => {
    const html = await render(
      createElement(ChatListDefault, {
        node: node('social/widgets', { variant: 'chat-list-default', title: { ru: 'Сообщения' } }),
        page: resolvedPage(),
      }),
      null,
    )
    expect(html).toContain('Сообщения')
    expect(html).toContain('Войдите, чтобы увидеть свои чаты')
  })
})
