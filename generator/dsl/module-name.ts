/** The product's modules, as they appear in URLs and table prefixes. */
export const moduleNames = [
  'agent',
  'analytic',
  'billing',
  'blog',
  'broadcast',
  'crm',
  'ecommerce',
  'file-storage',
  'host',
  'notification',
  'rbac',
  'social',
  'startup',
  'website-builder',
] as const

/** One module of the product. */
export type ModuleName = (typeof moduleNames)[number]
