/**
 * The schema's labels in the admin's language: every name an editor reads on an admin screen
 * (models, modules, fields, enum values) comes from here, so nothing shows a schema name or
 * another language's text.
 */
import { useMemo } from 'react'
import { adminModuleLabels, adminRegistry } from '#generated/admin/registry.gen.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { defaultLanguage, type Language } from '#web/site/languages.ts'
import type { AdminField, AdminLabel } from './admin-model.ts'

/** `label` in `language` (the default language's text if it lacks one; generated labels never do). */
export function labelText(label: AdminLabel | undefined, language: Language, fallback = ''): string {
  return label?.[language] ?? label?.[defaultLanguage] ?? fallback
}

/** The labels of one language. */
export interface AdminLabels {
  readonly language: Language
  /** A model's name: `ecommerce/products` → `Товары`. */
  model(key: string): string
  /** A module's name: `ecommerce` → `Магазин`. */
  module(name: string): string
  /** A model's name with its module's: `Магазин / Товары`. */
  modelInModule(key: string): string
  field(field: AdminField): string
  /** An enum value's name (the value itself when the field has no label for it). */
  value(field: AdminField, value: string): string
}

/** The labels in `language`. */
export function adminLabels(language: Language): AdminLabels {
  const model = (key: string) => labelText(adminRegistry[key]?.title, language, key)
  const module = (name: string) => labelText(adminModuleLabels[name], language, name)
  return {
    language,
    model,
    module,
    modelInModule: (key) => `${module(adminRegistry[key]?.module ?? key.split('/')[0] ?? key)} / ${model(key)}`,
    field: (field) => labelText(field.label, language, field.name),
    value: (field, value) => labelText(field.valueLabels?.[value], language, value),
  }
}

/** The labels in the admin's current language. */
export function useAdminLabels(): AdminLabels {
  const language = useLanguage()
  return useMemo(() => adminLabels(language), [language])
}
