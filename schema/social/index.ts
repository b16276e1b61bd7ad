import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import chats from './chats.ts'
import chatsToMessages from './chats-to-messages.ts'
import messages from './messages.ts'
import profiles from './profiles.ts'
import profilesToChats from './profiles-to-chats.ts'
import profilesToEcommerceModuleProducts from './profiles-to-ecommerce-module-products.ts'
import profilesToMessages from './profiles-to-messages.ts'
import profilesToWebsiteBuilderModuleWidgets from './profiles-to-website-builder-module-widgets.ts'
import widgets from './widgets.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Профили и чаты', en: 'Profiles and chats' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    chatId: { ru: 'Чат', en: 'Chat' },
    messageId: { ru: 'Сообщение', en: 'Message' },
    profileId: { ru: 'Профиль', en: 'Profile' },
    isRead: { ru: 'Прочитано', en: 'Read' },
  },
  values: {
    'artificial-intelligence': { ru: 'Искусственный интеллект', en: 'Artificial intelligence' },
    author: { ru: 'Автор', en: 'Author' },
    'chat-list-default': { ru: 'Список чатов', en: 'Chat list' },
    'profile-overview-default': { ru: 'Профиль', en: 'Profile overview' },
  },
}

export default schemaModule(
  'social',
  [
    chats,
    messages,
    profiles,
    widgets,
    chatsToMessages,
    profilesToChats,
    profilesToEcommerceModuleProducts,
    profilesToMessages,
    profilesToWebsiteBuilderModuleWidgets,
  ],
  { requires: ['notification', 'rbac'], label, labels },
)
