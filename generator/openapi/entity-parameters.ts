/**
 * The query parameters of one entity (filters, orderBy, include) as shared
 * components: find and count refer to them instead of repeating them.
 */

import type { JsonSchema, Parameter, Reference } from '#contract/openapi-types.ts'
import type { EntityNode } from '#contract/schema-ir.ts'
import { entitySchemaNames, schemaRef } from './entity-schemas.ts'

/** Component names of an entity's parameters. */
export function entityParameterNames(entity: EntityNode) {
  return {
    filters: `${entity.typeName}Filters`,
    orderBy: `${entity.typeName}OrderBy`,
    include: `${entity.typeName}Include`,
  } as const
}

/** A `$ref` to a component parameter. */
export function parameterRef(name: string): Reference {
  return { $ref: `#/components/parameters/${name}` }
}

function conditionList(name: 'orderBy', item: JsonSchema, description: string): Parameter {
  return {
    name,
    in: 'query',
    style: 'deepObject',
    explode: true,
    description,
    schema: { type: 'object', additionalProperties: false, properties: { and: { type: 'array', items: item } } },
  }
}

/** The parameter components of `entity`, keyed by name. */
export function entityParameters(entity: EntityNode): Record<string, Parameter> {
  const schemas = entitySchemaNames(entity)
  const names = entityParameterNames(entity)
  const declared = entity.links.map((link) => link.name)
  return {
    [names.filters]: {
      name: 'filters',
      in: 'query',
      style: 'deepObject',
      explode: true,
      description:
        'Every condition of `and` must hold: `filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=x`; ' +
        'and at least one of `or`: `filters[or][0][column]=…`. A member with its own `and` or `or` is a nested group ' +
        '(`filters[or][0][and][0][column]=…`), at most 3 levels deep and 50 conditions in all. ' +
        'inArray and notInArray take `value[0]`, `value[1]`…; isNull and isNotNull take no value. ' +
        'An unknown column or method is a 400.',
      schema: schemaRef(schemas.filterGroup),
    },
    [names.orderBy]: conditionList(
      'orderBy',
      schemaRef(schemas.order),
      'Sort keys in order: `orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc`.',
    ),
    [names.include]: {
      name: 'include',
      in: 'query',
      description:
        'Relations to expand, as dotted paths up to depth 3, comma-separated (`include=pagesToWidgets.widget`). ' +
        (declared.length ? `Declared here: ${declared.join(', ')}.` : 'This entity declares no relations.'),
      schema: { type: 'string' },
    },
  }
}
