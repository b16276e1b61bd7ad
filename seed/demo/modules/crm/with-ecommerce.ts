/** The contact form on every course's page: registered when the site lists both crm and the shop. */
import type { AnySeedRecord } from '#runtime/seed/seed-record.ts'
import { placeOnPage } from '../../pages.ts'
import { contactFormWidget } from '../crm.ts'
import { coursePage } from '../ecommerce.ts'

export default placeOnPage(coursePage, 'course-contact-form', contactFormWidget) satisfies readonly AnySeedRecord[]
