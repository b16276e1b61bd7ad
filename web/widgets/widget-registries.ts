/** Every module's widget registry, by the module name host widgets use (`externalModule`). */
import { agentWidgets } from '../modules/agent/widgets/index.ts'
import { analyticWidgets } from '../modules/analytic/widgets/index.ts'
import { billingWidgets } from '../modules/billing/widgets/index.ts'
import { blogWidgets } from '../modules/blog/widgets/index.ts'
import { crmWidgets } from '../modules/crm/widgets/index.ts'
import { ecommerceWidgets } from '../modules/ecommerce/widgets/index.ts'
import { fileStorageWidgets } from '../modules/file-storage/widgets/index.ts'
import { notificationWidgets } from '../modules/notification/widgets/index.ts'
import { rbacWidgets } from '../modules/rbac/widgets/index.ts'
import { socialWidgets } from '../modules/social/widgets/index.ts'
import { startupWidgets } from '../modules/startup/widgets/index.ts'
import type { WidgetRegistry } from './widget-registry.ts'
import type { WidgetModule, WidgetVariants } from './widget-variants.ts'
import { websiteBuilderWidgets } from '../modules/website-builder/widgets/index.ts'

/** `widgetRegistries[module][variant]` → the widget's loader. */
export const widgetRegistries: { readonly [Module in WidgetModule]: WidgetRegistry<WidgetVariants[Module]> } = {
  agent: agentWidgets,
  analytic: analyticWidgets,
  billing: billingWidgets,
  blog: blogWidgets,
  crm: crmWidgets,
  ecommerce: ecommerceWidgets,
  'file-storage': fileStorageWidgets,
  notification: notificationWidgets,
  rbac: rbacWidgets,
  social: socialWidgets,
  startup: startupWidgets,
  'website-builder': websiteBuilderWidgets,
}
