import { site } from '#dsl'
import agent from './agent/index.ts'
import analytic from './analytic/index.ts'
import billing from './billing/index.ts'
import blog from './blog/index.ts'
import crm from './crm/index.ts'
import ecommerce from './ecommerce/index.ts'
import fileStorage from './file-storage/index.ts'
import host from './host/index.ts'
import notification from './notification/index.ts'
import rbac from './rbac/index.ts'
import social from './social/index.ts'
import startup from './startup/index.ts'
import websiteBuilder from './website-builder/index.ts'
import { siteLabels } from './labels.ts'

/** The whole product: languages, modules and the labels they share. Add a module's folder here. */
export default site({
  languages: ['en', 'ru'],
  defaultLanguage: 'ru',
  // biome-ignore format: one module per line, so that adding or leaving out a module changes one line
  modules: [
    host,
    websiteBuilder,
    blog,
    ecommerce,
    crm,
    rbac,
    social,
    billing,
    fileStorage,
    agent,
    analytic,
    notification,
    startup,
  ],
  labels: siteLabels,
})
