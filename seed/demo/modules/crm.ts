/**
 * The demo contact form (SPEC §2): namefamily, confirm, contact and qwestion, whose slugs are the
 * keys of the submitted payload. A form has no field for its submit label, so the form's title
 * holds it ('Отправить'); the heading above the form is the crm widget's title. The form is on the
 * landing page and, with the shop, on every course's page (crm/with-ecommerce.ts).
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { landingPage, placeOnPage } from '../pages.ts'
import { t } from '../text.ts'

/** The contact form; its title is the submit button's label. */
export const contactForm = recordWithSlug('crm/forms', 'contact', 'Форма: остались вопросы', {
  title: t('Отправить', 'Send'),
  description: t(
    'Оставьте контакты — консультант перезвонит и расскажет, подходите ли вы под программу.',
    'Leave your contacts and a consultant will call you back to tell whether you qualify for the programme.',
  ),
})

/** Surname and name. */
export const namefamilyInput = recordWithSlug('crm/inputs', 'namefamily', 'Поле: фамилия и имя', {
  type: 'text',
  isRequired: true,
  label: t('Фамилия и имя', 'Surname and name'),
  placeholder: t('Иванова Мария', 'Jane Smith'),
})

/** Consent to personal data processing. */
export const confirmInput = recordWithSlug('crm/inputs', 'confirm', 'Поле: согласие', {
  type: 'checkbox',
  isRequired: true,
  label: t('Я согласен на обработку персональных данных', 'I agree to the processing of my personal data'),
})

/** Phone or e-mail. */
export const contactInput = recordWithSlug('crm/inputs', 'contact', 'Поле: контакт', {
  type: 'text',
  isRequired: true,
  label: t('Телефон или e-mail', 'Phone or e-mail'),
  placeholder: t('+7 900 000-00-00', '+1 555 000 0000'),
})

/** The question itself (the spelling is the payload key of the spec). */
export const qwestionInput = recordWithSlug('crm/inputs', 'qwestion', 'Поле: вопрос', {
  type: 'textarea',
  isRequired: true,
  label: t('Ваш вопрос', 'Your question'),
  placeholder: t('Например: подойдёт ли мне курс, если я работаю?', 'For example: can I take the course while working?'),
})

/**
 * The crm widget that shows the contact form on the landing page, right after the "Остались
 * вопросы?" band (landing-page.ts): its own heading says what the form is for, not the band's again.
 */
export const contactFormWidget = recordWithSlug('crm/widgets', 'contact-form', 'Форма: задать вопрос', {
  variant: 'form-list-default',
  title: t('Задайте вопрос', 'Ask us a question'),
  subtitle: t('Ответим в течение рабочего дня', 'We answer within one working day'),
})

/** Every crm record of the demo, with the contact form on the landing page. */
export const crmSeed: readonly AnySeedRecord[] = [
  contactForm,
  namefamilyInput,
  confirmInput,
  contactInput,
  qwestionInput,
  ...[namefamilyInput, confirmInput, contactInput, qwestionInput].map((input, orderIndex) =>
    link('crm/forms-to-inputs', { formId: contactForm.id, inputId: input.id, orderIndex }),
  ),
  contactFormWidget,
  link('crm/widgets-to-forms', { widgetId: contactFormWidget.id, formId: contactForm.id }),
  ...placeOnPage(landingPage, 'landing-contact-form', contactFormWidget),
]

export default crmSeed
