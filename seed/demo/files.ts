/**
 * The demo's images. Each is an SVG under seed/demo/files/, copied into the public files area
 * (`<DATA_DIR>/files/demo/`) by the seed commands, so `file` is a path served under /public/.
 */
import { type AnySeedRecord, record, type SeedRecord } from '#runtime/seed/seed-record.ts'
import type { Localized } from '#runtime/values/localized.ts'
import { t } from './text.ts'

function svg(name: string, width: number, height: number, alt: Localized): SeedRecord<'file-storage/files'> {
  return record('file-storage/files', name, {
    adminTitle: `Демо: ${name}.svg`,
    file: `demo/${name}.svg`,
    width,
    height,
    alt,
    extension: 'svg',
    mimeType: 'image/svg+xml',
  })
}

/** The brand mark of the navbar and footer, shown beside the logotype's title. */
export const logoFile = svg('retraining-logo', 40, 40, t('Логотип «Новая профессия»', '“New Profession” logo'))
/** The hero illustration. */
export const heroFile = svg('hero', 1200, 800, t('Взрослые студенты на занятии', 'Adult students in class'))
/** Gallery: a classroom. */
export const classroomFile = svg('gallery-classroom', 800, 600, t('Учебный класс', 'A classroom'))
/** Gallery: practice at a laptop. */
export const laptopFile = svg('gallery-laptop', 800, 600, t('Практика за ноутбуком', 'Practice at a laptop'))
/** Gallery: a mentor session. */
export const mentorFile = svg('gallery-mentor', 800, 600, t('Встреча с наставником', 'A session with a mentor'))
/** Gallery: the diploma. */
export const certificateFile = svg('gallery-certificate', 800, 600, t('Диплом о переподготовке', 'The retraining diploma'))
/** Course cover: data analyst. */
export const dataAnalystCover = svg('course-data-analyst', 800, 450, t('Курс «Аналитик данных»', 'Data analyst course'))
/** Course cover: web developer. */
export const webDeveloperCover = svg('course-web-developer', 800, 450, t('Курс «Веб-разработчик»', 'Web developer course'))
/** Course cover: accountant. */
export const accountantCover = svg('course-accountant', 800, 450, t('Курс «Бухгалтер»', 'Accountant course'))

/** Every file record of the demo. */
export const filesSeed: readonly AnySeedRecord[] = [
  logoFile,
  heroFile,
  classroomFile,
  laptopFile,
  mentorFile,
  certificateFile,
  dataAnalystCover,
  webDeveloperCover,
  accountantCover,
]
