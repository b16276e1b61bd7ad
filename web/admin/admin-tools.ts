/**
 * Admin tools: what a module adds to its models' admin pages besides the table and the form (an
 * operation such as clearing old orders). A module lists them in `web/modules/<module>/admin/index.ts`
 * (`export const <camelName>AdminTools: AdminTools = { '<module>/<entity>': [() => import('./tool.tsx')] }`);
 * `npm run generate` registers the listed modules' lists (generated/modules/admin-tools.gen.ts), and
 * each tool's code loads only on its model's page. Listed under DASHBOARD_PANELS (dashboard-panels.ts) instead of a
 * model's key, a tool is a panel of the dashboard at `/admin` (admin-dashboard.tsx), so a module left
 * out of the site takes its panels with it. Under FILE_PICKER (file-picker.ts) it is the picker a file
 * field opens to choose an uploaded file.
 */
import type { ComponentType } from 'react'
import { moduleAdminTools } from '#generated/modules/admin-tools.gen.ts'

/** Loads a tool: a component shown above the model's table. */
export type AdminToolLoader = () => Promise<{ readonly default: ComponentType }>

/** A module's tools by model key (`ecommerce/orders`). */
export type AdminTools = Readonly<Record<string, readonly AdminToolLoader[]>>

/** The tools of the model `modelKey`, from every listed module. */
export function adminToolsOf(modelKey: string, registries: readonly AdminTools[] = moduleAdminTools): readonly AdminToolLoader[] {
  return registries.flatMap((tools) => tools[modelKey] ?? [])
}
