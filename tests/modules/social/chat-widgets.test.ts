/**
 * The social chat list rendered as the server renders it: a visitor is asked to sign in (split
 * from the crm widgets' test, whose helpers it shares, so each module's test leaves with it).
 */
import { QueryClient } from '@tanstack/react-query'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { loadCrmForm } from '#web/modules/crm/crm-form-loader.ts'
import type { PageApi, SessionSubject } from '#web/app/page-api.ts'
import ChatListDefault from '#web/modules/social/widgets/chat-list-default.tsx'
import { edge, node, resolvedPage } from '../../web/support/page-fixtures.ts'
import { renderOnSite } from '../../web/support/render-on-site.tsx'

const input = (slug: string, type: string, label: string) => node('crm/inputs', { slug, type, isRequired: true, label: { ru: label, en: label } })

function crmWidget(variant: string, inputs: ReturnType<typeof input>[]) {
  const form = node('crm/forms', { title: { ru: 'Форма' } }, { 'crm/forms-to-inputs': inputs.map((each) => edge(each)) })
  return node('crm/widgets', { variant, title: { ru: 'Остались вопросы?', en: 'Questions?' } }, { 'crm/widgets-to-forms': [edge(form)] })
}

const contactInputs = () => [
  input('namefamily', 'text', 'Фамилия и имя'),
  input('confirm', 'checkbox', 'Согласие'),
  input('contact', 'text', 'Контакт'),
  input('qwestion', 'textarea', 'Вопрос'),
]

async function render(element: ReturnType<typeof createElement>, subject: SessionSubject | null, language: 'ru' | 'en' = 'ru'): Promise<string> {
  const queryClient = new QueryClient()
  const api: PageApi = { resolvePage: async () => resolvedPage(), currentSubject: async () => subject, session: async () => ({ accessIssuedAt: null, accessExpiresAt: null, resumable: false }), siteSettings: async () => ({ publicUrl: 'https://site.example' }) }
  // As the root route does for a signed-in visitor: the form's code is loaded before the page renders.
  if (subject !== null) await loadCrmForm()
  return renderOnSite(element, language === 'ru' ? '/' : '/en', language, { api, queryClient, subject })
}

const subject = { id: '00000000-0000-4000-8000-00000000abcd', roles: [], identities: [] } as SessionSubject

describe('social widgets', () => {
  it('asks a visitor to sign in to see chats', async () => {
    const html = await render(createElement(ChatListDefault, { node: node('social/widgets', { variant: 'chat-list-default', title: { ru: 'Сообщения' } }), page: resolvedPage() }), null)
    expect(html).toContain('Сообщения')
    expect(html).toContain('Войдите, чтобы увидеть свои чаты')
  })
})
