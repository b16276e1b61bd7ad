import { site } from '#dsl'
import fileStorage from './file-storage/index.ts'
import host from './host/index.ts'
import library from './library/index.ts'
import notification from './notification/index.ts'
import rbac from './rbac/index.ts'
import websiteBuilder from './website-builder/index.ts'

/**
 * A small lending library: Tessera's pages, accounts, files and mail, and a module of its own
 * (schema/library/: authors, books, loans). No shop, blog, chats or billing. English is the
 * language of unprefixed URLs, Russian is at /ru.
 */
export default site({
  languages: ['en', 'ru'],
  defaultLanguage: 'en',
  modules: [host, websiteBuilder, rbac, notification, fileStorage, library],
})
