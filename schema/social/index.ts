import { schemaModule } from '#dsl'
import chats from './chats.ts'
import chatsToMessages from './chats-to-messages.ts'
import messages from './messages.ts'
import profiles from './profiles.ts'
import profilesToChats from './profiles-to-chats.ts'
import profilesToEcommerceModuleProducts from './profiles-to-ecommerce-module-products.ts'
import profilesToMessages from './profiles-to-messages.ts'
import profilesToWebsiteBuilderModuleWidgets from './profiles-to-website-builder-module-widgets.ts'
import widgets from './widgets.ts'

export default schemaModule('social', [
  chats,
  messages,
  profiles,
  widgets,
  chatsToMessages,
  profilesToChats,
  profilesToEcommerceModuleProducts,
  profilesToMessages,
  profilesToWebsiteBuilderModuleWidgets,
], { requires: ['notification', 'rbac'] })
