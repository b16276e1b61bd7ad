/** Looks on disk for the modules' own admin components, `web/modules/<module>/admin/<name>.tsx`. */
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Every `module/name` with a file `<root>/web/modules/<module>/admin/<name>.tsx`, sorted. */
export async function findAdminComponents(root: string): Promise<string[]> {
  const modulesDir = path.join(root, 'web/modules')
  const modules = await readdir(modulesDir, { withFileTypes: true }).catch(() => [])
  const found: string[] = []
  for (const module of modules.filter((entry) => entry.isDirectory())) {
    const files = await readdir(path.join(modulesDir, module.name, 'admin')).catch(() => [])
    for (const file of files) if (file.endsWith('.tsx')) found.push(`${module.name}/${file.slice(0, -'.tsx'.length)}`)
  }
  return found.sort()
}
