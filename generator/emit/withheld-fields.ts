/**
 * Fields an answer may leave out: an entity's private content (generator/dsl/entity.ts
 * `privateContent`) reaches only callers who may read it, so the validators' record type and the
 * OpenAPI row schema make those fields optional and say when they are missing, rather than promise
 * what a visitor's answer does not hold.
 */
import type { EntityNode, FieldNode } from '../ir/types.ts'

/** Whether answers may leave `field` of `entity` out. */
export function isWithheld(entity: EntityNode, field: FieldNode): boolean {
  return entity.privateContent?.fields.includes(field.name) ?? false
}

/** The description of `field` in a record as the API returns it: its own, then when it is withheld. */
export function outputDescription(entity: EntityNode, field: FieldNode): string | undefined {
  const content = entity.privateContent
  if (content === undefined || !isWithheld(entity, field)) return field.description
  const variants = content.variants.join(', ')
  const withheld =
    `Private content: left out for callers who may not read it once a ${content.widget} widget ` +
    `(variant ${variants}) shows the record through ${content.relation}.`
  return field.description ? `${field.description} ${withheld}` : withheld
}
