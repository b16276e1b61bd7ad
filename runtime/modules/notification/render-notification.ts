/**
 * Renders a notification template (Handlebars) with a payload, in a language. Templates are plain
 * text: values are inserted as they are into the text part (no markup can mean anything there),
 * and the HTML part is the rendered text escaped as a whole, so neither a `<script>` in a value nor
 * in the template becomes markup. Handlebars never re-reads an inserted value, so a payload that
 * contains `{{...}}` stays text. Only built-in helpers are allowed, and prototype access is off.
 */
import Handlebars from 'handlebars'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import type { Localized } from '#runtime/values/localized.ts'
import { NotificationTemplateError } from './notification-template-error.ts'

/** A template's localized subject and body. */
export interface NotificationTemplateText {
  readonly slug: string
  readonly subject: Localized
  readonly body: Localized
}

/** A rendered message, ready for the mailer. */
export interface RenderedNotification {
  readonly language: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

// An isolated instance: no helper or partial registered elsewhere can reach these templates.
const handlebars = Handlebars.create()
const compiled = new Map<string, HandlebarsTemplateDelegate>()

function compile(source: string, slug: string): HandlebarsTemplateDelegate {
  let template = compiled.get(source)
  if (template === undefined) {
    try {
      template = handlebars.compile(source, { noEscape: true, knownHelpersOnly: true, strict: false })
      // Compilation is lazy: force it so a syntax error surfaces here, named.
      template({})
    } catch (error) {
      throw new NotificationTemplateError(`Template ${slug} does not compile: ${(error as Error).message}`)
    }
    compiled.set(source, template)
  }
  return template
}

/**
 * The text of `localized` in `language`, else in the site's default language; which one was used.
 * A template missing in both is an error: guessing another language would mail the wrong one.
 */
function pick(localized: Localized, language: string, part: string, slug: string): { language: string; source: string } {
  for (const candidate of [language, defaultLanguage]) {
    const source = localized[candidate]
    if (typeof source === 'string' && source.trim() !== '') return { language: candidate, source }
  }
  throw new NotificationTemplateError(`Template ${slug} has no ${part} in ${language} or in the default language ${defaultLanguage}`)
}

/** Renders `template` with `payload` in `language` (falling back to the default language). */
export function renderNotification(
  template: NotificationTemplateText,
  payload: Readonly<Record<string, unknown>>,
  language: string,
): RenderedNotification {
  const body = pick(template.body, language, 'body', template.slug)
  // The subject follows the body's language, so one message never mixes two.
  const subject = pick(template.subject, body.language, 'subject', template.slug)
  const text = compile(body.source, template.slug)(payload).replace(/\r\n?/g, '\n').trim()
  // Headers cannot span lines; a value with a newline would otherwise be folded into the header.
  const subjectText = compile(subject.source, template.slug)(payload).replace(/\s+/g, ' ').trim()
  return { language: body.language, subject: subjectText, text, html: textToHtml(text) }
}

// Escaped paragraphs and line breaks. Links are found in the raw text and escaped like the rest,
// so an address never carries markup into the href or the page.
function textToHtml(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => `<p>${paragraphHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`)
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>\n`
}

const LINK = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g

function paragraphHtml(paragraph: string): string {
  let html = ''
  let last = 0
  for (const match of paragraph.matchAll(LINK)) {
    const url = escapeHtml(match[0])
    html += `${escapeHtml(paragraph.slice(last, match.index))}<a href="${url}">${url}</a>`
    last = match.index + match[0].length
  }
  return html + escapeHtml(paragraph.slice(last))
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}
