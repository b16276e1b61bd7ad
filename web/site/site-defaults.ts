/**
 * What the head shows when a page has no metadata (a page without its `host/metadata`, the error
 * and not-found screens, a page the database could not give): the site's title, description and
 * keywords in the page's language (SPEC §9: Russian ones by default, the site's default language),
 * and the theme colour browsers paint their chrome with.
 */
import type { Language } from './languages.ts'

/** The default head texts of one language. */
export interface SiteDefaults {
  /** The site's name and default title. */
  readonly title: string
  readonly description: string
  readonly keywords: string
}

/** The default head texts by language. */
export const SITE_DEFAULTS: Readonly<Record<Language, SiteDefaults>> = {
  ru: {
    title: 'Новая профессия — бесплатное переобучение',
    description:
      'Бесплатная профессиональная переподготовка: онлайн-обучение востребованным профессиям, диплом и помощь в трудоустройстве.',
    keywords: 'бесплатное обучение, профессиональная переподготовка, новая профессия, онлайн-курсы',
  },
  en: {
    title: 'New Profession — free retraining',
    description: 'Free professional retraining: online courses in professions in demand, a diploma and help finding a job.',
    keywords: 'free education, professional retraining, new profession, online courses',
  },
}

/** The browser chrome colour: the primary blue of web/app/styles.css. */
export const THEME_COLOR = '#1d4ed8'
