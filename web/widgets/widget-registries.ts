/** Every module's widget registry, by the module name host widgets use (`externalModule`). */
import { agentWidgets } from './agent/index.ts'
import { analyticWidgets } from './analytic/index.ts'
import { billingWidgets } from './billing/index.ts'
import { blogWidgets } from './blog/index.ts'
import { crmWidgets } from './crm/index.ts'
import { ecommerceWidgets } from './ecommerce/index.ts'
import { fileStorageWidgets } from './file-storage/index.ts'
import { notificationWidgets } from './notification/index.ts'
import { rbacWidgets } from './rbac/index.ts'
import { socialWidgets } from './social/index.ts'
import { startupWidgets } from './startup/index.ts'
import type { WidgetRegistry } from './widget-registry.ts'
import type { WidgetModule, WidgetVariants } from './widget-variants.ts'
import { websiteBuilderWidgets } from './website-builder/index.ts'

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
