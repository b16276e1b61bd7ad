/**
 * The library's one image, its logo: an SVG under seed/demo/files/, copied into the public files
 * area (`<DATA_DIR>/files/demo/`) by the seed commands, so `file` is a path served under /public/.
 */
import { record } from '#runtime/seed/seed-record.ts'
import { t } from './text.ts'

/** The logo of the navbar and the footer. */
export const logoFile = record('file-storage/files', 'library-logo', {
  adminTitle: 'Library logo.svg',
  file: 'demo/library-logo.svg',
  width: 40,
  height: 40,
  alt: t('Riverside Library logo', 'Логотип библиотеки «У реки»'),
  extension: 'svg',
  mimeType: 'image/svg+xml',
})
