/**
 * Fields' own admin components (generator/dsl/field-admin.ts): the input or cell a field names in
 * place of its kind's, loaded from the module's admin folder on first use, like the models.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react'
import type { CellProps } from './cells/cell-props.ts'
import type { FieldInputProps } from './fields/field-editor.ts'

/** `module/name` → the input file's import (generated/admin/components.gen.ts). */
export type AdminInputLoaders = Readonly<Record<string, () => Promise<{ readonly default: ComponentType<FieldInputProps> }>>>

/** `module/name` → the cell file's import. */
export type AdminCellLoaders = Readonly<Record<string, () => Promise<{ readonly default: ComponentType<CellProps> }>>>

// Props differ per role; each key is only ever read back with its own role's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const made = new Map<string, LazyExoticComponent<ComponentType<any>>>()

/** One lazy component per role and key, made once, so React keeps its state across renders; undefined for an unknown key. */
export function lazyComponent<P>(
  role: 'input' | 'cell',
  key: string,
  loaders: Readonly<Record<string, () => Promise<{ readonly default: ComponentType<P> }>>>,
): ComponentType<P> | undefined {
  const load = Object.hasOwn(loaders, key) ? loaders[key] : undefined
  if (load === undefined) return undefined
  const cacheKey = `${role}:${key}`
  const known = made.get(cacheKey) ?? lazy(load as () => Promise<{ default: ComponentType<P> }>)
  made.set(cacheKey, known)
  return known as ComponentType<P>
}
