/**
 * The media library's texts per language. They live with the module and load with its admin
 * tools, never on the public site.
 */
import { useLanguage } from '#web/site/language-context.tsx'
import type { Language } from '#web/site/languages.ts'

const en = {
  library: 'Media library',
  libraryHint: 'Drop files here or choose them; each uploads with its own progress.',
  dropHere: 'Drop files to upload',
  chooseFiles: 'Choose files',
  uploading: 'Uploading {name}',
  uploadWaiting: 'waiting',
  uploadDone: 'uploaded',
  uploadFailed: 'failed: {message}',
  uploadsHeading: 'Uploads',
  clearUploads: 'Clear',
  search: 'Search by title',
  empty: 'No files yet.',
  nothingFound: 'No files match.',
  showMore: 'Show more',
  shownOf: '{shown} of {total}',
  notUsed: 'Not used',
  usedIn: 'Used in {count}',
  usagesOf: 'Where {name} is used',
  choose: 'Choose',
  chosen: 'Chosen',
  open: 'Open',
  deleteFile: 'Delete {name}',
  deleteTitle: 'Delete {name}?',
  deleteUnused: 'No record uses this file.',
  deleteUsed: 'This file is used by {count} records. Deleting it removes it from them:',
  deleteAnyway: 'Delete anyway',
  deleted: 'Deleted {name}',
  checkingUsages: 'Checking where the file is used…',
  dimensions: '{width}×{height}',
} as const

/** The media library's texts of one language. */
export type MediaLibraryStrings = Readonly<Record<keyof typeof en, string>>

const ru: MediaLibraryStrings = {
  library: 'Медиатека',
  libraryHint: 'Перетащите файлы сюда или выберите их; у каждого свой ход загрузки.',
  dropHere: 'Отпустите файлы, чтобы загрузить',
  chooseFiles: 'Выбрать файлы',
  uploading: 'Загрузка {name}',
  uploadWaiting: 'в очереди',
  uploadDone: 'загружен',
  uploadFailed: 'ошибка: {message}',
  uploadsHeading: 'Загрузки',
  clearUploads: 'Очистить',
  search: 'Поиск по названию',
  empty: 'Файлов пока нет.',
  nothingFound: 'Ничего не найдено.',
  showMore: 'Показать ещё',
  shownOf: '{shown} из {total}',
  notUsed: 'Не используется',
  usedIn: 'Используется: {count}',
  usagesOf: 'Где используется {name}',
  choose: 'Выбрать',
  chosen: 'Выбран',
  open: 'Открыть',
  deleteFile: 'Удалить {name}',
  deleteTitle: 'Удалить {name}?',
  deleteUnused: 'Файл не используется ни в одной записи.',
  deleteUsed: 'Файл используется в записях ({count}). После удаления он пропадёт из них:',
  deleteAnyway: 'Всё равно удалить',
  deleted: 'Удалён файл {name}',
  checkingUsages: 'Проверяем, где используется файл…',
  dimensions: '{width}×{height}',
}

const byLanguage: Readonly<Record<Language, MediaLibraryStrings>> = { en, ru }

/** The texts in the admin's current language. */
export function useMediaLibraryStrings(): MediaLibraryStrings {
  return byLanguage[useLanguage()]
}

/** The texts of `language` (tests read them). */
export function mediaLibraryStrings(language: Language): MediaLibraryStrings {
  return byLanguage[language]
}
