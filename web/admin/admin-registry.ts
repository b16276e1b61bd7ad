/**
 * The shape of generated/admin/registry.gen.ts: every model with an admin view, each loaded only
 * when opened, so the admin's first screen does not download a hundred models.
 */
import type { AdminLabel, AdminModel } from './admin-model.ts'

/** One model of the registry. */
export interface AdminRegistryEntry {
  /** The model's module, as in the URL: `ecommerce`. */
  readonly module: string
  /** What editors call the model, per language. */
  readonly title: AdminLabel
  /** Left out of the model picker (still reachable by URL and relation tables). */
  readonly hidden: boolean
  /** A relation's entity it links from (`blog/articles` for articles-to-products): the navigation nests it there. */
  readonly parent?: string
  readonly load: () => Promise<AdminModel>
}

/** `module/entity` → entry. */
export type AdminRegistry = Readonly<Record<string, AdminRegistryEntry>>

/** Module → what editors call it, per language. */
export type AdminModuleLabels = Readonly<Record<string, AdminLabel>>
