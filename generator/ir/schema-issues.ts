/** Collects every problem normalisation finds, each with its file, entity and field. */
import type { EntityDefinition } from '#dsl'
import { entityKey } from './entity-draft.ts'
import { SchemaError, type SchemaIssue } from './schema-error.ts'

/** Where each definition came from, for error messages and generated headers. */
export type SourceFiles = ReadonlyMap<EntityDefinition, string>

/** The problems found so far, and where definitions live. */
export interface SchemaIssues {
  /** The schema file of a definition, as shown in messages. */
  fileOf(definition: EntityDefinition): string
  /** A problem of one entity, or of one of its fields. */
  entity(definition: EntityDefinition, message: string, field?: string): void
  /** A problem of the site as a whole, reported against the root schema file. */
  site(message: string): void
  /** A problem already placed (file, entity, field). */
  add(issue: SchemaIssue): void
  /** Throws one `SchemaError` with every problem, if there is any. */
  throwIfAny(): void
}

/** A collector that starts with the problems the loader already found. */
export function collectSchemaIssues(sourceFiles: SourceFiles, rootFile: string, loaderIssues: readonly SchemaIssue[]): SchemaIssues {
  const issues: SchemaIssue[] = [...loaderIssues]
  const fileOf = (definition: EntityDefinition) => sourceFiles.get(definition) ?? `schema/${definition.module}/${definition.name}.ts`
  return {
    fileOf,
    entity: (definition, message, field) =>
      issues.push({ file: fileOf(definition), entity: entityKey(definition), ...(field ? { field } : {}), message }),
    site: (message) => issues.push({ file: rootFile, message }),
    add: (issue) => issues.push(issue),
    throwIfAny: () => {
      if (issues.length > 0) throw new SchemaError(issues)
    },
  }
}
