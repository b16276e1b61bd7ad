/**
 * Resolves validation rules (generator/dsl/validation-rule.ts) into the IR: a field's own `rules`
 * become rules at that field, an entity's `rules` keep their path (the first checked field by
 * default); each names only fields the API reads and writes, which is checked here.
 */

import type { EntityNode, RuleConditionNode, ValidationRuleNode } from '#contract/schema-ir.ts'
import type { FieldCheck, FieldCondition, FieldDefinition, RecordRule } from '#dsl'
import { messageNode } from './message-node.ts'

/** What one entity declares: its declared fields (with their own rules) and its rules across fields. */
export interface ValidationRulesDeclaration {
  readonly entity: EntityNode
  readonly fields: Readonly<Record<string, FieldDefinition>> | undefined
  readonly rules: readonly RecordRule<string>[] | undefined
}

const operators = ['<', '<=', '>', '>=']

/** The entities with their rules resolved, messages in each of `languages`; `report` receives each problem. */
export function resolveValidationRules(
  declarations: readonly ValidationRulesDeclaration[],
  languages: readonly string[],
  report: (entity: EntityNode, message: string) => void,
): EntityNode[] {
  return declarations.map(({ entity, fields, rules }) => {
    const problems: string[] = []
    const resolved: ValidationRuleNode[] = []
    for (const [name, definition] of Object.entries(fields ?? {})) {
      for (const rule of definition.options.rules ?? []) {
        const { message, ...check } = rule
        resolved.push(
          ruleNode(
            entity,
            `rules of "${name}"`,
            { check: { field: name, ...check } as FieldCondition<string>, message, path: name },
            languages,
            problems,
          ),
        )
      }
    }
    for (const [index, rule] of (rules ?? []).entries()) resolved.push(ruleNode(entity, `rules[${index}]`, rule, languages, problems))
    for (const problem of problems) report(entity, problem)
    return resolved.length === 0 ? entity : { ...entity, rules: resolved }
  })
}

function ruleNode(
  entity: EntityNode,
  where: string,
  rule: RecordRule<string>,
  languages: readonly string[],
  problems: string[],
): ValidationRuleNode {
  const list = (value: FieldCondition<string> | readonly FieldCondition<string>[] | undefined) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value as FieldCondition<string>]
  const when = list(rule.when).map((condition) => conditionNode(entity, where, condition, problems))
  const check = list(rule.check).map((condition) => conditionNode(entity, where, condition, problems))
  if (check.length === 0) problems.push(`${where} checks nothing`)
  const message = messageNode(rule.message, languages, where, problems)
  const path = rule.path ?? check[0]?.field ?? ''
  if (rule.path !== undefined) checkField(entity, where, path, problems)
  const fields = [
    ...new Set(
      [...when, ...check].flatMap((condition) => (condition.kind === 'compare' ? [condition.field, condition.to] : [condition.field])),
    ),
  ]
  return { path, message, when, check, fields }
}

function conditionNode(entity: EntityNode, where: string, condition: FieldCondition<string>, problems: string[]): RuleConditionNode {
  const { field } = condition
  checkField(entity, where, field, problems)
  const check = condition as FieldCheck
  if ('present' in check) return { field, kind: 'present', present: check.present }
  if ('equals' in check) return { field, kind: 'equals', value: check.equals }
  if ('oneOf' in check) return { field, kind: 'oneOf', values: [...check.oneOf] }
  if ('matches' in check) {
    if (!(check.matches instanceof RegExp)) problems.push(`${where}: matches needs a regular expression`)
    else if (/[gy]/.test(check.matches.flags)) problems.push(`${where}: matches must not use the g or y flag (the expression is reused)`)
    return { field, kind: 'matches', source: check.matches.source, flags: check.matches.flags }
  }
  if ('compare' in check) {
    if (!operators.includes(check.compare)) problems.push(`${where}: "${check.compare}" is no comparison (${operators.join(', ')})`)
    checkField(entity, where, check.to, problems)
    return { field, kind: 'compare', operator: check.compare, to: check.to }
  }
  problems.push(`${where}: a condition on "${field}" says neither present, equals, oneOf, matches nor compare`)
  return { field, kind: 'present', present: true }
}

// A rule reads what a body or a record as the API returns it holds: never a secret field.
function checkField(entity: EntityNode, where: string, name: string, problems: string[]): void {
  const field = entity.fields.find((candidate) => candidate.name === name)
  if (field === undefined) problems.push(`${where} names no field "${name}"`)
  else if (field.secret) problems.push(`${where} names the secret field "${name}", which the API never reads back`)
}
