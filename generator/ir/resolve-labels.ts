/**
 * Resolves labels (generator/dsl/label.ts) into the IR: each in every language of the site, from
 * the most specific source that has one — the field's, enum's or entity's own, then the module's
 * dictionary, then the site's — else made from the name. A relation without its own label is
 * named by its ends (`Pages → Widgets`).
 */

import type { EntityLabelsNode, FieldNode, LabelNode } from '#contract/schema-ir.ts'
import {
  type EntityDefinition,
  isRelationDefinition,
  type LabelDefinition,
  type LabelDictionary,
  type ModuleName,
  type SiteDefinition,
} from '#dsl'
import { nameLabel } from './name-label.ts'
import { targetDefinition } from './resolve-reference.ts'
import type { SchemaIssues } from './schema-issues.ts'

/** What every entity's labels are resolved against. */
export interface LabelContext {
  readonly languages: readonly string[]
  readonly site: LabelDictionary | undefined
  /** The dictionary of each module. */
  readonly modules: ReadonlyMap<ModuleName, LabelDictionary | undefined>
  /** Each module's own label: the values of a polymorphic end's module field are module names. */
  readonly moduleLabels: ReadonlyMap<string, LabelDefinition | undefined>
}

/** The context of `site`. */
export function labelContext(site: SiteDefinition): LabelContext {
  return {
    languages: site.languages,
    site: site.labels,
    modules: new Map(site.modules.map((module) => [module.name, module.labels])),
    moduleLabels: new Map(site.modules.map((module) => [module.name, module.label])),
  }
}

/** Problems of one label: a language the site does not have, or an empty text. */
function labelProblems(label: LabelDefinition, languages: readonly string[], where: string): string[] {
  return Object.entries(label).flatMap(([language, text]) => [
    ...(languages.includes(language)
      ? []
      : [`${where} has language "${language}", which the site does not list (${languages.join(', ')})`]),
    ...(typeof text === 'string' && text.trim() !== '' ? [] : [`${where} in "${language}" is empty`]),
  ])
}

/** The first label that has `language`, else the name's. */
function pick(languages: readonly string[], name: string, ...candidates: readonly (LabelDefinition | undefined)[]): LabelNode {
  return Object.fromEntries(
    languages.map((language) => [language, candidates.find((label) => label?.[language] !== undefined)?.[language] ?? nameLabel(name)]),
  )
}

/** Each module's label, by module name, sorted. */
export function moduleLabels(site: SiteDefinition, issues: SchemaIssues): Record<ModuleName, LabelNode> {
  const modules = [...site.modules].sort((a, b) => a.name.localeCompare(b.name))
  for (const module of modules) {
    for (const problem of labelProblems(module.label ?? {}, site.languages, `the label of module "${module.name}"`)) issues.site(problem)
    for (const [kind, dictionary] of Object.entries(module.labels ?? {}) as [
      string,
      Readonly<Record<string, LabelDefinition>> | undefined,
    ][]) {
      for (const [name, label] of Object.entries(dictionary ?? {})) {
        for (const problem of labelProblems(label, site.languages, `module "${module.name}"'s ${kind} label "${name}"`))
          issues.site(problem)
      }
    }
  }
  for (const [kind, dictionary] of Object.entries(site.labels ?? {}) as [string, Readonly<Record<string, LabelDefinition>> | undefined][]) {
    for (const [name, label] of Object.entries(dictionary ?? {})) {
      for (const problem of labelProblems(label, site.languages, `the site's ${kind} label "${name}"`)) issues.site(problem)
    }
  }
  return Object.fromEntries(modules.map((module) => [module.name, pick(site.languages, module.name, module.label)]))
}

/** The entity's own label: declared, else a relation's ends', else its name's. */
function entityLabel(definition: EntityDefinition, languages: readonly string[]): LabelNode {
  const own = definition.options.label
  if (own === undefined && isRelationDefinition(definition)) {
    const { from, to } = definition.relation
    const end = (side: typeof from | typeof to) =>
      typeof side !== 'function' && 'polymorphic' in side
        ? undefined
        : targetDefinition(typeof side === 'function' || 'kind' in side ? side : side.entity)
    const [source, target] = [end(from), end(to)]
    if (source !== undefined && target !== undefined) {
      const left = entityLabel(source, languages)
      const right = entityLabel(target, languages)
      return Object.fromEntries(languages.map((language) => [language, `${left[language]} → ${right[language]}`]))
    }
  }
  return pick(languages, definition.name, own)
}

/** Every label of one entity; problems of its own labels are reported against it. */
export function entityLabels(
  definition: EntityDefinition,
  fields: readonly FieldNode[],
  context: LabelContext,
  issues: SchemaIssues,
): EntityLabelsNode {
  const { languages } = context
  const module = context.modules.get(definition.module)
  const declared = definition.options.fields ?? {}
  const report = (label: LabelDefinition | undefined, where: string, field?: string) => {
    for (const problem of labelProblems(label ?? {}, languages, where)) issues.entity(definition, problem, field)
  }
  report(definition.options.label, 'the label')
  const variants = fields.find((field) => field.name === 'variant')?.values ?? []
  for (const [variant, label] of Object.entries(definition.options.variantLabels ?? {})) {
    if (!variants.includes(variant)) issues.entity(definition, `variantLabels names "${variant}", which is not a variant`, 'variant')
    report(label, `the label of variant "${variant}"`, 'variant')
  }
  const labels: Record<string, LabelNode> = {}
  const values: Record<string, Record<string, LabelNode>> = {}
  for (const field of fields) {
    const own = declared[field.name]
    report(own?.options.label, 'the label', field.name)
    labels[field.name] = pick(languages, field.name, own?.options.label, module?.fields?.[field.name], context.site?.fields?.[field.name])
    if (field.kind !== 'enum' || field.values === undefined) continue
    const valueLabels: Readonly<Record<string, LabelDefinition | undefined>> =
      field.name === 'variant' ? (definition.options.variantLabels ?? {}) : own?.kind === 'enum' ? (own.options.valueLabels ?? {}) : {}
    for (const [value, label] of Object.entries(field.name === 'variant' ? {} : valueLabels)) {
      if (!field.values.includes(value))
        issues.entity(definition, `valueLabels names "${value}", which is not one of the values`, field.name)
      report(label, `the label of value "${value}"`, field.name)
    }
    const moduleField =
      isRelationDefinition(definition) && 'polymorphic' in definition.relation.to && definition.relation.to.moduleField === field.name
    values[field.name] = Object.fromEntries(
      field.values.map((value) => [
        value,
        pick(
          languages,
          value,
          valueLabels[value],
          moduleField ? context.moduleLabels.get(value) : undefined,
          module?.values?.[value],
          context.site?.values?.[value],
        ),
      ]),
    )
  }
  return { entity: entityLabel(definition, languages), fields: labels, values }
}
