/**
 * The shape of generated/admin/registry.gen.ts: every model with an admin view, each loaded only
 * when opened, so the admin's first screen does not download a hundred models.
 */
import type { AdminModel } from './admin-model.ts'

/** One model of the registry. */
export interface AdminRegistryEntry {
  /** Left out of the model picker (still reachable by URL and relation tables). */
  readonly hidden: boolean
  readonly load: () => Promise<AdminModel>
}

/** `module/entity` → entry. */
export type AdminRegistry = Readonly<Record<string, AdminRegistryEntry>>
