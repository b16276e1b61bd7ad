/** The fields `content: true` (or a pick of them) adds to an entity. */
import { type EntityDefinition, type FieldDefinition, generated, localized, richText, text } from '#dsl'

/** Title, subtitle, description, admin title and slug, minus those switched off. */
export function contentFields(definition: EntityDefinition): [string, FieldDefinition][] {
  const content = definition.options.content
  if (!content) return []
  const pick = content === true ? {} : content
  const result: [string, FieldDefinition][] = []
  if (pick.title !== false) result.push(['title', localized()])
  if (pick.subtitle !== false) result.push(['subtitle', pick.subtitle === 'richText' ? richText() : localized()])
  if (pick.description !== false) result.push(['description', pick.description === 'richText' ? richText() : localized()])
  if (pick.adminTitle !== false) result.push(['adminTitle', text({ required: true, default: generated('adminTitle') })])
  if (pick.slug !== false) result.push(['slug', text({ required: true, unique: true, default: generated('randomWords') })])
  return result
}
