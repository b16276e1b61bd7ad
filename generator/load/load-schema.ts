/**
 * Imports `schema/index.ts` and every file of every module folder, so each
 * definition is known with the file it came from. The only disk access of the
 * schema side of the generator lives here.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { EntityDefinition, SiteDefinition } from '#dsl'
import type { SchemaIssue } from '../ir/schema-error.ts'

/** What was loaded, with problems found while loading. */
export interface LoadedSchema {
  readonly site: SiteDefinition
  readonly sourceFiles: ReadonlyMap<EntityDefinition, string>
  readonly issues: readonly SchemaIssue[]
}

function isDefinition(value: unknown): value is EntityDefinition {
  return typeof value === 'object' && value !== null && 'kind' in value && 'module' in value && 'name' in value && 'options' in value
}

/** Loads the schema rooted at `schemaDir`; `label` prefixes file names in messages. */
export async function loadSchema(schemaDir: string, label = 'schema'): Promise<LoadedSchema> {
  const root = path.resolve(schemaDir)
  const site = (await import(pathToFileURL(path.join(root, 'index.ts')).href)).default as SiteDefinition
  const issues: SchemaIssue[] = []
  const sourceFiles = new Map<EntityDefinition, string>()
  for (const module of site.modules) {
    const folder = path.join(root, module.name)
    const listed = new Set(module.definitions)
    let names: string[] = []
    try {
      names = (await readdir(folder)).filter((name) => name.endsWith('.ts') && name !== 'index.ts').sort()
    } catch {
      issues.push({ file: `${label}/index.ts`, message: `module "${module.name}" has no folder ${label}/${module.name}/` })
    }
    for (const name of names) {
      const file = `${label}/${module.name}/${name}`
      const exported = (await import(pathToFileURL(path.join(folder, name)).href)).default as unknown
      if (!isDefinition(exported)) {
        issues.push({ file, message: 'must `export default` an entity(...) or relation(...)' })
        continue
      }
      sourceFiles.set(exported, file)
      if (!listed.has(exported))
        issues.push({ file, entity: `${exported.module}/${exported.name}`, message: `is not listed in ${label}/${module.name}/index.ts` })
      if (name !== `${exported.name}.ts`)
        issues.push({ file, entity: `${exported.module}/${exported.name}`, message: `the file should be named ${exported.name}.ts` })
    }
  }
  return { site, sourceFiles, issues }
}
