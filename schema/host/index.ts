import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import auditEntries from './audit-entries.ts'
import jobs from './jobs.ts'
import layouts from './layouts.ts'
import layoutsToWidgets from './layouts-to-widgets.ts'
import metadata from './metadata.ts'
import pages from './pages.ts'
import pagesToLayouts from './pages-to-layouts.ts'
import pagesToMetadata from './pages-to-metadata.ts'
import pagesToWidgets from './pages-to-widgets.ts'
import recordVersions from './record-versions.ts'
import widgets from './widgets.ts'
import widgetsToExternalWidgets from './widgets-to-external-widgets.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Страницы сайта', en: 'Site pages' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    name: { ru: 'Задача', en: 'Job' },
    key: { ru: 'Ключ', en: 'Key' },
    dueAt: { ru: 'Срок запуска', en: 'Due at' },
    lockedUntil: { ru: 'Занята до', en: 'Locked until' },
    attempts: { ru: 'Попытки', en: 'Attempts' },
    lastError: { ru: 'Последняя ошибка', en: 'Last error' },
    entity: { ru: 'Сущность', en: 'Entity' },
    recordId: { ru: 'Запись', en: 'Record' },
    action: { ru: 'Действие', en: 'Action' },
    fields: { ru: 'Поля', en: 'Fields' },
    writer: { ru: 'Кем', en: 'Written by' },
    number: { ru: 'Номер версии', en: 'Version number' },
    data: { ru: 'Снимок записи', en: 'Record snapshot' },
    keywords: { ru: 'Ключевые слова', en: 'Keywords' },
    author: { ru: 'Автор', en: 'Author' },
    viewport: { ru: 'Область просмотра (viewport)', en: 'Viewport' },
    opengraphTitle: { ru: 'Open Graph: заголовок', en: 'Open Graph title' },
    opengraphDescription: { ru: 'Open Graph: описание', en: 'Open Graph description' },
    opengraphUrl: { ru: 'Open Graph: ссылка', en: 'Open Graph URL' },
    opengraphType: { ru: 'Open Graph: тип', en: 'Open Graph type' },
    opengraphSiteName: { ru: 'Open Graph: название сайта', en: 'Open Graph site name' },
    opengraphLocale: { ru: 'Open Graph: локаль', en: 'Open Graph locale' },
    twitterCard: { ru: 'Twitter: карточка', en: 'Twitter card' },
    twitterSite: { ru: 'Twitter: сайт', en: 'Twitter site' },
    twitterCreator: { ru: 'Twitter: автор', en: 'Twitter creator' },
    twitterTitle: { ru: 'Twitter: заголовок', en: 'Twitter title' },
    twitterDescription: { ru: 'Twitter: описание', en: 'Twitter description' },
    twitterUrl: { ru: 'Twitter: ссылка', en: 'Twitter URL' },
    twitterDomain: { ru: 'Twitter: домен', en: 'Twitter domain' },
    twitterAppCountryName: { ru: 'Twitter: страна приложения', en: 'Twitter app country' },
    language: { ru: 'Язык', en: 'Language' },
    pageId: { ru: 'Страница', en: 'Page' },
    layoutId: { ru: 'Макет', en: 'Layout' },
    metadataId: { ru: 'Метаданные', en: 'Metadata' },
    externalModule: { ru: 'Модуль виджета', en: "Widget's module" },
    externalWidgetId: { ru: 'Встроенный виджет', en: 'Embedded widget' },
  },
  values: {
    done: { ru: 'Выполнена', en: 'Done' },
    create: { ru: 'Создание', en: 'Created' },
    update: { ru: 'Изменение', en: 'Changed' },
    delete: { ru: 'Удаление', en: 'Deleted' },
    editor: { ru: 'Редактор', en: 'Editor' },
    visitor: { ru: 'Посетитель', en: 'Visitor' },
    server: { ru: 'Сервер', en: 'Server' },
  },
}

export default schemaModule(
  'host',
  [
    pages,
    layouts,
    widgets,
    metadata,
    pagesToWidgets,
    pagesToLayouts,
    pagesToMetadata,
    layoutsToWidgets,
    widgetsToExternalWidgets,
    jobs,
    auditEntries,
    recordVersions,
  ],
  { label, labels },
)
