/**
 * The crm widgets rendered as the server renders them: a visitor is asked to sign in; a signed-in
 * subject gets each input as its type's control (text, textarea, checkbox; an unknown type says
 * so), the contact form's 'Отправить' or a generic form's 'Submit', and the modal link's button.
 */
import { QueryClient } from '@tanstack/react-query'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { loadCrmForm } from '#web/modules/crm/crm-form-loader.ts'
import type { PageApi, SessionSubject } from '#web/app/page-api.ts'
import CrmDefault from '#web/modules/crm/widgets/default.tsx'
import FormListDefault from '#web/modules/crm/widgets/form-list-default.tsx'
import { edge, node, resolvedPage } from '../../web/support/page-fixtures.ts'
import { renderOnSite } from '../../web/support/render-on-site.tsx'

const input = (slug: string, type: string, label: string) =>
  node('crm/inputs', { slug, type, isRequired: true, label: { ru: label, en: label } })

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
  // As the root route does for a signed-in visitor: the form's code is loaded before the page renders.
  if (subject !== null) await loadCrmForm()
  return renderOnSite(element, language === 'ru' ? '/' : '/en', language, { api, queryClient, subject })
}

const subject = { id: '00000000-0000-4000-8000-00000000abcd', roles: [], identities: [] } as SessionSubject

describe('crm widgets', () => {
  it('asks a visitor to sign in instead of showing the form', async () => {
    const html = await render(
      createElement(FormListDefault, { node: crmWidget('form-list-default', contactInputs()), page: resolvedPage() }),
      null,
    )
    expect(html).toContain('Остались вопросы?')
    expect(html).toContain('Войдите, чтобы отправить форму')
    expect(html).toContain('href="/ru/rbac/subject/authentication/select-method"')
    expect(html).not.toContain('<form')
  })

  it('renders the contact form for a subject: each input by type, and Отправить', async () => {
    const html = await render(
      createElement(FormListDefault, { node: crmWidget('form-list-default', contactInputs()), page: resolvedPage() }),
      subject,
    )
    expect(html).toContain('<form')
    expect(html).toMatch(/<input[^>]*name="namefamily"/)
    expect(html).toMatch(/<button[^>]*role="checkbox"[^>]*/)
    expect(html).toMatch(/<textarea[^>]*name="qwestion"/)
    expect(html).toContain('Фамилия и имя')
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Отправить<\/button>/)
  })

  it('renders a generic form with Submit, and says so for an unknown input type', async () => {
    const generic = crmWidget('form-list-default', [input('email', 'email', 'E-mail'), input('colour', 'colour-picker', 'Цвет')])
    const html = await render(createElement(FormListDefault, { node: generic, page: resolvedPage() }), subject, 'en')
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/)
    expect(html).toContain('Unknown input type')
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Submit<\/button>/)
  })

  it('renders the modal link as a button named by the widget', async () => {
    const html = await render(createElement(CrmDefault, { node: crmWidget('default', contactInputs()), page: resolvedPage() }), subject)
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Остались вопросы\?<\/button>/)
  })
})
