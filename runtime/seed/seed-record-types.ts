/**
 * Entity key (`module/name`) → the body its create accepts, so seed files are checked against the
 * generated validators. Written from `generated/metadata`; add a line when an entity is added (the
 * seed loader rejects unknown keys at run time, and `tsc` flags a stale line).
 */
import type { NewAgentWidgets } from '#generated/validators/agent/widgets.gen.ts'
import type { NewAnalyticWidgets } from '#generated/validators/analytic/widgets.gen.ts'
import type { NewBillingCurrencies } from '#generated/validators/billing/currencies.gen.ts'
import type { NewBillingInvoices } from '#generated/validators/billing/invoices.gen.ts'
import type { NewBillingWebhookEvents } from '#generated/validators/billing/webhook-events.gen.ts'
import type { NewBillingWidgets } from '#generated/validators/billing/widgets.gen.ts'
import type { NewBlogArticles } from '#generated/validators/blog/articles.gen.ts'
import type { NewBlogArticlesToEcommerceModuleProducts } from '#generated/validators/blog/articles-to-ecommerce-module-products.gen.ts'
import type { NewBlogArticlesToFileStorageModuleFiles } from '#generated/validators/blog/articles-to-file-storage-module-files.gen.ts'
import type { NewBlogArticlesToWebsiteBuilderModuleWidgets } from '#generated/validators/blog/articles-to-website-builder-module-widgets.gen.ts'
import type { NewBlogCategories } from '#generated/validators/blog/categories.gen.ts'
import type { NewBlogCategoriesToArticles } from '#generated/validators/blog/categories-to-articles.gen.ts'
import type { NewBlogWidgets } from '#generated/validators/blog/widgets.gen.ts'
import type { NewBlogWidgetsToArticles } from '#generated/validators/blog/widgets-to-articles.gen.ts'
import type { NewCrmForms } from '#generated/validators/crm/forms.gen.ts'
import type { NewCrmFormsToInputs } from '#generated/validators/crm/forms-to-inputs.gen.ts'
import type { NewCrmInputs } from '#generated/validators/crm/inputs.gen.ts'
import type { NewCrmRequests } from '#generated/validators/crm/requests.gen.ts'
import type { NewCrmWidgets } from '#generated/validators/crm/widgets.gen.ts'
import type { NewCrmWidgetsToForms } from '#generated/validators/crm/widgets-to-forms.gen.ts'
import type { NewEcommerceAttributeKeys } from '#generated/validators/ecommerce/attribute-keys.gen.ts'
import type { NewEcommerceAttributeKeysToAttributes } from '#generated/validators/ecommerce/attribute-keys-to-attributes.gen.ts'
import type { NewEcommerceAttributes } from '#generated/validators/ecommerce/attributes.gen.ts'
import type { NewEcommerceAttributesToBillingModuleCurrencies } from '#generated/validators/ecommerce/attributes-to-billing-module-currencies.gen.ts'
import type { NewEcommerceCategories } from '#generated/validators/ecommerce/categories.gen.ts'
import type { NewEcommerceCategoriesToFileStorageModuleFiles } from '#generated/validators/ecommerce/categories-to-file-storage-module-files.gen.ts'
import type { NewEcommerceCategoriesToProducts } from '#generated/validators/ecommerce/categories-to-products.gen.ts'
import type { NewEcommerceOrders } from '#generated/validators/ecommerce/orders.gen.ts'
import type { NewEcommerceOrdersToBillingModuleInvoices } from '#generated/validators/ecommerce/orders-to-billing-module-invoices.gen.ts'
import type { NewEcommerceOrdersToProducts } from '#generated/validators/ecommerce/orders-to-products.gen.ts'
import type { NewEcommerceProducts } from '#generated/validators/ecommerce/products.gen.ts'
import type { NewEcommerceProductsToAttributes } from '#generated/validators/ecommerce/products-to-attributes.gen.ts'
import type { NewEcommerceProductsToFileStorageModuleFiles } from '#generated/validators/ecommerce/products-to-file-storage-module-files.gen.ts'
import type { NewEcommerceProductsToWebsiteBuilderModuleWidgets } from '#generated/validators/ecommerce/products-to-website-builder-module-widgets.gen.ts'
import type { NewEcommerceStores } from '#generated/validators/ecommerce/stores.gen.ts'
import type { NewEcommerceStoresToAttributes } from '#generated/validators/ecommerce/stores-to-attributes.gen.ts'
import type { NewEcommerceStoresToProducts } from '#generated/validators/ecommerce/stores-to-products.gen.ts'
import type { NewEcommerceStoresToProductsToAttributes } from '#generated/validators/ecommerce/stores-to-products-to-attributes.gen.ts'
import type { NewEcommerceWidgets } from '#generated/validators/ecommerce/widgets.gen.ts'
import type { NewEcommerceWidgetsToProducts } from '#generated/validators/ecommerce/widgets-to-products.gen.ts'
import type { NewEcommerceWidgetsToStores } from '#generated/validators/ecommerce/widgets-to-stores.gen.ts'
import type { NewFileStorageFiles } from '#generated/validators/file-storage/files.gen.ts'
import type { NewFileStorageWidgets } from '#generated/validators/file-storage/widgets.gen.ts'
import type { NewFileStorageWidgetsToFiles } from '#generated/validators/file-storage/widgets-to-files.gen.ts'
import type { NewHostLayouts } from '#generated/validators/host/layouts.gen.ts'
import type { NewHostLayoutsToWidgets } from '#generated/validators/host/layouts-to-widgets.gen.ts'
import type { NewHostMetadata } from '#generated/validators/host/metadata.gen.ts'
import type { NewHostPages } from '#generated/validators/host/pages.gen.ts'
import type { NewHostPagesToLayouts } from '#generated/validators/host/pages-to-layouts.gen.ts'
import type { NewHostPagesToMetadata } from '#generated/validators/host/pages-to-metadata.gen.ts'
import type { NewHostPagesToWidgets } from '#generated/validators/host/pages-to-widgets.gen.ts'
import type { NewHostWidgets } from '#generated/validators/host/widgets.gen.ts'
import type { NewHostWidgetsToExternalWidgets } from '#generated/validators/host/widgets-to-external-widgets.gen.ts'
import type { NewNotificationMessages } from '#generated/validators/notification/messages.gen.ts'
import type { NewNotificationTemplates } from '#generated/validators/notification/templates.gen.ts'
import type { NewNotificationWidgets } from '#generated/validators/notification/widgets.gen.ts'
import type { NewRbacActions } from '#generated/validators/rbac/actions.gen.ts'
import type { NewRbacCodes } from '#generated/validators/rbac/codes.gen.ts'
import type { NewRbacIdentities } from '#generated/validators/rbac/identities.gen.ts'
import type { NewRbacRoles } from '#generated/validators/rbac/roles.gen.ts'
import type { NewRbacRolesToActions } from '#generated/validators/rbac/roles-to-actions.gen.ts'
import type { NewRbacRolesToEcommerceModuleProducts } from '#generated/validators/rbac/roles-to-ecommerce-module-products.gen.ts'
import type { NewRbacSessions } from '#generated/validators/rbac/sessions.gen.ts'
import type { NewRbacSubjects } from '#generated/validators/rbac/subjects.gen.ts'
import type { NewRbacSubjectsToEcommerceModuleOrders } from '#generated/validators/rbac/subjects-to-ecommerce-module-orders.gen.ts'
import type { NewRbacSubjectsToEcommerceModuleProducts } from '#generated/validators/rbac/subjects-to-ecommerce-module-products.gen.ts'
import type { NewRbacSubjectsToIdentities } from '#generated/validators/rbac/subjects-to-identities.gen.ts'
import type { NewRbacSubjectsToRoles } from '#generated/validators/rbac/subjects-to-roles.gen.ts'
import type { NewRbacSubjectsToSocialModuleProfiles } from '#generated/validators/rbac/subjects-to-social-module-profiles.gen.ts'
import type { NewRbacWidgets } from '#generated/validators/rbac/widgets.gen.ts'
import type { NewSocialChats } from '#generated/validators/social/chats.gen.ts'
import type { NewSocialChatsToMessages } from '#generated/validators/social/chats-to-messages.gen.ts'
import type { NewSocialMessages } from '#generated/validators/social/messages.gen.ts'
import type { NewSocialProfiles } from '#generated/validators/social/profiles.gen.ts'
import type { NewSocialProfilesToChats } from '#generated/validators/social/profiles-to-chats.gen.ts'
import type { NewSocialProfilesToEcommerceModuleProducts } from '#generated/validators/social/profiles-to-ecommerce-module-products.gen.ts'
import type { NewSocialProfilesToMessages } from '#generated/validators/social/profiles-to-messages.gen.ts'
import type { NewSocialProfilesToWebsiteBuilderModuleWidgets } from '#generated/validators/social/profiles-to-website-builder-module-widgets.gen.ts'
import type { NewSocialWidgets } from '#generated/validators/social/widgets.gen.ts'
import type { NewStartupWidgets } from '#generated/validators/startup/widgets.gen.ts'
import type { NewWebsiteBuilderButtons } from '#generated/validators/website-builder/buttons.gen.ts'
import type { NewWebsiteBuilderButtonsArrays } from '#generated/validators/website-builder/buttons-arrays.gen.ts'
import type { NewWebsiteBuilderButtonsArraysToButtons } from '#generated/validators/website-builder/buttons-arrays-to-buttons.gen.ts'
import type { NewWebsiteBuilderButtonsToFileStorageModuleFiles } from '#generated/validators/website-builder/buttons-to-file-storage-module-files.gen.ts'
import type { NewWebsiteBuilderCategories } from '#generated/validators/website-builder/categories.gen.ts'
import type { NewWebsiteBuilderFeatures } from '#generated/validators/website-builder/features.gen.ts'
import type { NewWebsiteBuilderFeaturesToButtonsArrays } from '#generated/validators/website-builder/features-to-buttons-arrays.gen.ts'
import type { NewWebsiteBuilderFeaturesToFileStorageModuleFiles } from '#generated/validators/website-builder/features-to-file-storage-module-files.gen.ts'
import type { NewWebsiteBuilderFiles } from '#generated/validators/website-builder/files.gen.ts'
import type { NewWebsiteBuilderLogotypes } from '#generated/validators/website-builder/logotypes.gen.ts'
import type { NewWebsiteBuilderLogotypesToFileStorageModuleFiles } from '#generated/validators/website-builder/logotypes-to-file-storage-module-files.gen.ts'
import type { NewWebsiteBuilderSliders } from '#generated/validators/website-builder/sliders.gen.ts'
import type { NewWebsiteBuilderSlidersToSlides } from '#generated/validators/website-builder/sliders-to-slides.gen.ts'
import type { NewWebsiteBuilderSlides } from '#generated/validators/website-builder/slides.gen.ts'
import type { NewWebsiteBuilderSlidesToButtonsArrays } from '#generated/validators/website-builder/slides-to-buttons-arrays.gen.ts'
import type { NewWebsiteBuilderSlidesToFileStorageModuleFiles } from '#generated/validators/website-builder/slides-to-file-storage-module-files.gen.ts'
import type { NewWebsiteBuilderWidgets } from '#generated/validators/website-builder/widgets.gen.ts'
import type { NewWebsiteBuilderWidgetsToButtonsArrays } from '#generated/validators/website-builder/widgets-to-buttons-arrays.gen.ts'
import type { NewWebsiteBuilderWidgetsToFeatures } from '#generated/validators/website-builder/widgets-to-features.gen.ts'
import type { NewWebsiteBuilderWidgetsToFileStorageModuleFiles } from '#generated/validators/website-builder/widgets-to-file-storage-module-files.gen.ts'
import type { NewWebsiteBuilderWidgetsToLogotypes } from '#generated/validators/website-builder/widgets-to-logotypes.gen.ts'
import type { NewWebsiteBuilderWidgetsToSliders } from '#generated/validators/website-builder/widgets-to-sliders.gen.ts'

/** What a seed record of each entity may hold: the generated create body of that entity. */
export interface SeedRecordTypes {
  'agent/widgets': NewAgentWidgets
  'analytic/widgets': NewAnalyticWidgets
  'billing/currencies': NewBillingCurrencies
  'billing/invoices': NewBillingInvoices
  'billing/webhook-events': NewBillingWebhookEvents
  'billing/widgets': NewBillingWidgets
  'blog/articles': NewBlogArticles
  'blog/articles-to-ecommerce-module-products': NewBlogArticlesToEcommerceModuleProducts
  'blog/articles-to-file-storage-module-files': NewBlogArticlesToFileStorageModuleFiles
  'blog/articles-to-website-builder-module-widgets': NewBlogArticlesToWebsiteBuilderModuleWidgets
  'blog/categories': NewBlogCategories
  'blog/categories-to-articles': NewBlogCategoriesToArticles
  'blog/widgets': NewBlogWidgets
  'blog/widgets-to-articles': NewBlogWidgetsToArticles
  'crm/forms': NewCrmForms
  'crm/forms-to-inputs': NewCrmFormsToInputs
  'crm/inputs': NewCrmInputs
  'crm/requests': NewCrmRequests
  'crm/widgets': NewCrmWidgets
  'crm/widgets-to-forms': NewCrmWidgetsToForms
  'ecommerce/attribute-keys': NewEcommerceAttributeKeys
  'ecommerce/attribute-keys-to-attributes': NewEcommerceAttributeKeysToAttributes
  'ecommerce/attributes': NewEcommerceAttributes
  'ecommerce/attributes-to-billing-module-currencies': NewEcommerceAttributesToBillingModuleCurrencies
  'ecommerce/categories': NewEcommerceCategories
  'ecommerce/categories-to-file-storage-module-files': NewEcommerceCategoriesToFileStorageModuleFiles
  'ecommerce/categories-to-products': NewEcommerceCategoriesToProducts
  'ecommerce/orders': NewEcommerceOrders
  'ecommerce/orders-to-billing-module-invoices': NewEcommerceOrdersToBillingModuleInvoices
  'ecommerce/orders-to-products': NewEcommerceOrdersToProducts
  'ecommerce/products': NewEcommerceProducts
  'ecommerce/products-to-attributes': NewEcommerceProductsToAttributes
  'ecommerce/products-to-file-storage-module-files': NewEcommerceProductsToFileStorageModuleFiles
  'ecommerce/products-to-website-builder-module-widgets': NewEcommerceProductsToWebsiteBuilderModuleWidgets
  'ecommerce/stores': NewEcommerceStores
  'ecommerce/stores-to-attributes': NewEcommerceStoresToAttributes
  'ecommerce/stores-to-products': NewEcommerceStoresToProducts
  'ecommerce/stores-to-products-to-attributes': NewEcommerceStoresToProductsToAttributes
  'ecommerce/widgets': NewEcommerceWidgets
  'ecommerce/widgets-to-products': NewEcommerceWidgetsToProducts
  'ecommerce/widgets-to-stores': NewEcommerceWidgetsToStores
  'file-storage/files': NewFileStorageFiles
  'file-storage/widgets': NewFileStorageWidgets
  'file-storage/widgets-to-files': NewFileStorageWidgetsToFiles
  'host/layouts': NewHostLayouts
  'host/layouts-to-widgets': NewHostLayoutsToWidgets
  'host/metadata': NewHostMetadata
  'host/pages': NewHostPages
  'host/pages-to-layouts': NewHostPagesToLayouts
  'host/pages-to-metadata': NewHostPagesToMetadata
  'host/pages-to-widgets': NewHostPagesToWidgets
  'host/widgets': NewHostWidgets
  'host/widgets-to-external-widgets': NewHostWidgetsToExternalWidgets
  'notification/messages': NewNotificationMessages
  'notification/templates': NewNotificationTemplates
  'notification/widgets': NewNotificationWidgets
  'rbac/actions': NewRbacActions
  'rbac/codes': NewRbacCodes
  'rbac/identities': NewRbacIdentities
  'rbac/roles': NewRbacRoles
  'rbac/roles-to-actions': NewRbacRolesToActions
  'rbac/roles-to-ecommerce-module-products': NewRbacRolesToEcommerceModuleProducts
  'rbac/sessions': NewRbacSessions
  'rbac/subjects': NewRbacSubjects
  'rbac/subjects-to-ecommerce-module-orders': NewRbacSubjectsToEcommerceModuleOrders
  'rbac/subjects-to-ecommerce-module-products': NewRbacSubjectsToEcommerceModuleProducts
  'rbac/subjects-to-identities': NewRbacSubjectsToIdentities
  'rbac/subjects-to-roles': NewRbacSubjectsToRoles
  'rbac/subjects-to-social-module-profiles': NewRbacSubjectsToSocialModuleProfiles
  'rbac/widgets': NewRbacWidgets
  'social/chats': NewSocialChats
  'social/chats-to-messages': NewSocialChatsToMessages
  'social/messages': NewSocialMessages
  'social/profiles': NewSocialProfiles
  'social/profiles-to-chats': NewSocialProfilesToChats
  'social/profiles-to-ecommerce-module-products': NewSocialProfilesToEcommerceModuleProducts
  'social/profiles-to-messages': NewSocialProfilesToMessages
  'social/profiles-to-website-builder-module-widgets': NewSocialProfilesToWebsiteBuilderModuleWidgets
  'social/widgets': NewSocialWidgets
  'startup/widgets': NewStartupWidgets
  'website-builder/buttons': NewWebsiteBuilderButtons
  'website-builder/buttons-arrays': NewWebsiteBuilderButtonsArrays
  'website-builder/buttons-arrays-to-buttons': NewWebsiteBuilderButtonsArraysToButtons
  'website-builder/buttons-to-file-storage-module-files': NewWebsiteBuilderButtonsToFileStorageModuleFiles
  'website-builder/categories': NewWebsiteBuilderCategories
  'website-builder/features': NewWebsiteBuilderFeatures
  'website-builder/features-to-buttons-arrays': NewWebsiteBuilderFeaturesToButtonsArrays
  'website-builder/features-to-file-storage-module-files': NewWebsiteBuilderFeaturesToFileStorageModuleFiles
  'website-builder/files': NewWebsiteBuilderFiles
  'website-builder/logotypes': NewWebsiteBuilderLogotypes
  'website-builder/logotypes-to-file-storage-module-files': NewWebsiteBuilderLogotypesToFileStorageModuleFiles
  'website-builder/sliders': NewWebsiteBuilderSliders
  'website-builder/sliders-to-slides': NewWebsiteBuilderSlidersToSlides
  'website-builder/slides': NewWebsiteBuilderSlides
  'website-builder/slides-to-buttons-arrays': NewWebsiteBuilderSlidesToButtonsArrays
  'website-builder/slides-to-file-storage-module-files': NewWebsiteBuilderSlidesToFileStorageModuleFiles
  'website-builder/widgets': NewWebsiteBuilderWidgets
  'website-builder/widgets-to-buttons-arrays': NewWebsiteBuilderWidgetsToButtonsArrays
  'website-builder/widgets-to-features': NewWebsiteBuilderWidgetsToFeatures
  'website-builder/widgets-to-file-storage-module-files': NewWebsiteBuilderWidgetsToFileStorageModuleFiles
  'website-builder/widgets-to-logotypes': NewWebsiteBuilderWidgetsToLogotypes
  'website-builder/widgets-to-sliders': NewWebsiteBuilderWidgetsToSliders
}

/** An entity or relation a seed record can belong to. */
export type SeedEntityKey = keyof SeedRecordTypes
