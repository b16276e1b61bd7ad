/**
 * A message of the schema's own (a rule's or a pattern's, generator/dsl/validation-rule.ts
 * `MessageDefinition`) in every language of the site: one text stands for all of them; a text per
 * language must give each of the site's languages, and no other, none of them empty.
 */

import type { LabelNode } from '#contract/schema-ir.ts'
import type { MessageDefinition } from '#dsl'

/** `message` per language of `languages`; each problem is pushed to `problems`, naming `where`. */
export function messageNode(message: MessageDefinition, languages: readonly string[], where: string, problems: string[]): LabelNode {
  if (typeof message === 'string') {
    if (message.trim() === '') problems.push(`${where} needs a message`)
    return Object.fromEntries(languages.map((language) => [language, message]))
  }
  if (typeof message !== 'object' || message === null) {
    problems.push(`${where} needs a message`)
    return {}
  }
  for (const language of Object.keys(message)) {
    if (!languages.includes(language))
      problems.push(`${where}'s message has language "${language}", which the site does not list (${languages.join(', ')})`)
  }
  for (const language of languages) {
    const text = message[language]
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${where}'s message has no text in "${language}"`)
  }
  return Object.fromEntries(languages.map((language) => [language, message[language] ?? '']))
}
