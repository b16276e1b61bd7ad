/**
 * The variant union of every module's widget entity, derived from the generated validators so a
 * registry key that the schema does not list fails to compile. Types only: no validator code
 * reaches the browser.
 */
import type { z } from 'zod'
import type { agentWidgetsSelectSchema } from '#generated/validators/agent/widgets.gen.ts'
import type { analyticWidgetsSelectSchema } from '#generated/validators/analytic/widgets.gen.ts'
import type { billingWidgetsSelectSchema } from '#generated/validators/billing/widgets.gen.ts'
import type { blogWidgetsSelectSchema } from '#generated/validators/blog/widgets.gen.ts'
import type { crmWidgetsSelectSchema } from '#generated/validators/crm/widgets.gen.ts'
import type { ecommerceWidgetsSelectSchema } from '#generated/validators/ecommerce/widgets.gen.ts'
import type { fileStorageWidgetsSelectSchema } from '#generated/validators/file-storage/widgets.gen.ts'
import type { hostWidgetsToExternalWidgetsSelectSchema } from '#generated/validators/host/widgets-to-external-widgets.gen.ts'
import type { notificationWidgetsSelectSchema } from '#generated/validators/notification/widgets.gen.ts'
import type { rbacWidgetsSelectSchema } from '#generated/validators/rbac/widgets.gen.ts'
import type { socialWidgetsSelectSchema } from '#generated/validators/social/widgets.gen.ts'
import type { startupWidgetsSelectSchema } from '#generated/validators/startup/widgets.gen.ts'
import type { websiteBuilderWidgetsSelectSchema } from '#generated/validators/website-builder/widgets.gen.ts'

type VariantOf<Schema extends z.ZodType> = z.infer<Schema> extends { variant: infer V extends string } ? V : never

/** A module a host widget can embed (`externalModule` of host/widgets-to-external-widgets). */
export type ExternalModule = z.infer<typeof hostWidgetsToExternalWidgetsSelectSchema>['externalModule']

/** The variants of each module's widget entity. */
export interface WidgetVariants {
  readonly agent: VariantOf<typeof agentWidgetsSelectSchema>
  readonly analytic: VariantOf<typeof analyticWidgetsSelectSchema>
  readonly billing: VariantOf<typeof billingWidgetsSelectSchema>
  readonly blog: VariantOf<typeof blogWidgetsSelectSchema>
  readonly crm: VariantOf<typeof crmWidgetsSelectSchema>
  readonly ecommerce: VariantOf<typeof ecommerceWidgetsSelectSchema>
  readonly 'file-storage': VariantOf<typeof fileStorageWidgetsSelectSchema>
  readonly notification: VariantOf<typeof notificationWidgetsSelectSchema>
  readonly rbac: VariantOf<typeof rbacWidgetsSelectSchema>
  readonly social: VariantOf<typeof socialWidgetsSelectSchema>
  readonly startup: VariantOf<typeof startupWidgetsSelectSchema>
  readonly 'website-builder': VariantOf<typeof websiteBuilderWidgetsSelectSchema>
}

/** A module that has a widget entity, hence a widget registry. */
export type WidgetModule = keyof WidgetVariants
