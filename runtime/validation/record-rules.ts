/**
 * Checks a record against its entity's validation rules (the schema's field `rules` and entity
 * `rules`, generator/dsl/validation-rule.ts, as the IR carries them). The generated validators call
 * it from their create and update schemas, so the API and the admin form report the same issue at
 * the same field; the update operation calls it again on the stored record after a change, which a
 * partial body cannot show whole. Pure: the browser runs it too.
 */
import type { z } from 'zod'
import type { RuleConditionNode, ValidationRuleNode } from '#contract/schema-ir.ts'
import type { RuleIssueParams } from './issue-messages.ts'

export type { ValidationRuleNode } from '#contract/schema-ir.ts'

/** One broken rule: the field it points at and its message per language (continuing the field's label). */
export interface RuleIssue {
  readonly path: string
  readonly message: Readonly<Record<string, string>>
}

/**
 * `whole`: the record holds every field (a create body with its defaults to come, or a stored
 * record); `change`: a partial body, checked only against the rules whose fields it all names.
 */
export type RuleScope = 'whole' | 'change'

/** The rules `record` breaks, in rule order. */
export function ruleIssues(rules: readonly ValidationRuleNode[], record: Readonly<Record<string, unknown>>, scope: RuleScope): RuleIssue[] {
  const issues: RuleIssue[] = []
  for (const rule of rules) {
    if (scope === 'change' && !rule.fields.every((field) => Object.hasOwn(record, field))) continue
    if (!rule.when.every((condition) => holds(condition, record))) continue
    if (!rule.check.every((condition) => holds(condition, record))) issues.push({ path: rule.path, message: rule.message })
  }
  return issues
}

/**
 * A Zod refinement reporting each broken rule at its field, for the generated validators: its
 * message in English (the API's language) and, in `params`, in each language, which
 * issue-messages.ts puts after the field's label in the reader's.
 */
export function checkRules(rules: readonly ValidationRuleNode[], scope: RuleScope) {
  return (record: Readonly<Record<string, unknown>>, context: z.core.$RefinementCtx): void => {
    for (const issue of ruleIssues(rules, record, scope)) {
      const params: RuleIssueParams = { message: issue.message }
      context.addIssue({
        code: 'custom',
        message: issue.message.en ?? Object.values(issue.message)[0] ?? '',
        path: [issue.path],
        input: record[issue.path],
        params,
      })
    }
  }
}

function holds(condition: RuleConditionNode, record: Readonly<Record<string, unknown>>): boolean {
  const value = record[condition.field]
  switch (condition.kind) {
    case 'present':
      return isPresent(value) === condition.present
    case 'equals':
      return value === condition.value
    case 'oneOf':
      return (condition.values as readonly unknown[]).includes(value)
    case 'matches':
      return !isPresent(value) || (typeof value === 'string' && expressionOf(condition).test(value))
    case 'compare': {
      const other = record[condition.to]
      if (!isPresent(value) || !isPresent(other)) return true
      return compares(order(value, other), condition.operator)
    }
  }
}

// Absent, null, blank text and a language map with no text are all empty.
function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value).some(isPresent)
  return true
}

// Numbers (and numeric text, as numeric fields travel) by value; dates and other text by text, as ISO dates sort.
function order(left: unknown, right: unknown): number {
  const [a, b] = [Number(left), Number(right)]
  if (typeof left !== 'boolean' && typeof right !== 'boolean' && String(left).trim() !== '' && !Number.isNaN(a) && !Number.isNaN(b))
    return a - b
  const [x, y] = [String(left), String(right)]
  return x < y ? -1 : x > y ? 1 : 0
}

function compares(difference: number, operator: '<' | '<=' | '>' | '>='): boolean {
  if (operator === '<') return difference < 0
  if (operator === '<=') return difference <= 0
  if (operator === '>') return difference > 0
  return difference >= 0
}

const expressions = new WeakMap<RuleConditionNode, RegExp>()

function expressionOf(condition: Extract<RuleConditionNode, { kind: 'matches' }>): RegExp {
  let expression = expressions.get(condition)
  if (expression === undefined) {
    expression = new RegExp(condition.source, condition.flags)
    expressions.set(condition, expression)
  }
  return expression
}
