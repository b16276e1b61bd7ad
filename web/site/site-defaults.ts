/**
 * What the head shows when a page has no metadata (SPEC §9: the default site title, description
 * and keywords are Russian), and the theme colour browsers paint their chrome with.
 */

/** The site's name and default title. */
export const DEFAULT_SITE_TITLE = 'Новая профессия — бесплатное переобучение'

/** The default description. */
export const DEFAULT_SITE_DESCRIPTION =
  'Бесплатная профессиональная переподготовка: онлайн-обучение востребованным профессиям, диплом и помощь в трудоустройстве.'

/** The default keywords. */
export const DEFAULT_SITE_KEYWORDS = 'бесплатное обучение, профессиональная переподготовка, новая профессия, онлайн-курсы'

/** The browser chrome colour: the primary blue of web/app/styles.css. */
export const THEME_COLOR = '#1d4ed8'
