/**
 * The paths of one entity: every route of DESIGN "The HTTP API" with its
 * parameters, JSON and multipart bodies, `{ data }` success body, error
 * responses and the security its access policy asks for.
 */
import {
  entityOperationSpecs,
  entityOperations,
  type OperationBody,
  type OperationQuery,
  type OperationResponse,
} from '#contract/entity-operations.ts'
import { errorResponses, etagHeader, securityFor } from '#contract/openapi-shared-components.ts'
import type { JsonSchema, Operation, PathItem, Reference, RequestBody } from '#contract/openapi-types.ts'
import type { EntityNode } from '#contract/schema-ir.ts'
import { entityParameterNames, parameterRef } from './entity-parameters.ts'
import { entitySchemaNames, schemaRef } from './entity-schemas.ts'

const successDescriptions = { 200: 'Success.', 201: 'Created.' } as const

const idParameter: Reference = parameterRef('Id')

function dataEnvelope(data: JsonSchema): JsonSchema {
  return { type: 'object', required: ['data'], properties: { data } }
}

function listOf(schema: JsonSchema): JsonSchema {
  return { type: 'array', items: schema }
}

function multipartBody(data: JsonSchema, entity: EntityNode): RequestBody['content'][string] {
  const files = entity.fields.filter((field) => field.kind === 'file' && !field.readOnly)
  return {
    schema: {
      type: 'object',
      required: ['data'],
      properties: {
        data,
        ...Object.fromEntries(files.map((field) => [field.name, { type: 'string', contentMediaType: 'application/octet-stream' }])),
      },
    },
    encoding: { data: { contentType: 'application/json' } },
  }
}

function jsonBody(data: JsonSchema, multipart?: EntityNode): RequestBody {
  return {
    required: true,
    content: {
      'application/json': { schema: dataEnvelope(data) },
      ...(multipart ? { 'multipart/form-data': multipartBody(data, multipart) } : {}),
    },
  }
}

/** The path items of `entity`, keyed by path (`/api/ecommerce/products/{id}`), one operation per row of the table. */
export function entityPaths(entity: EntityNode): Record<string, PathItem> {
  const names = entitySchemaNames(entity)
  const row = schemaRef(names.row)
  const parameters = entityParameterNames(entity)
  const filters = parameterRef(parameters.filters)
  const include = parameterRef(parameters.include)

  const queryParameters: Readonly<Record<OperationQuery, readonly Reference[]>> = {
    find: [filters, parameterRef(parameters.orderBy), parameterRef('Limit'), parameterRef('Offset'), include],
    filters: [filters],
    include: [include],
    none: [],
  }
  const bodies: Readonly<Record<Exclude<OperationBody, 'none'>, JsonSchema>> = {
    record: schemaRef(names.create),
    change: schemaRef(names.update),
    records: listOf(schemaRef(names.create)),
    changes: listOf(schemaRef(names.bulkUpdateItem)),
  }
  const responses: Readonly<Record<OperationResponse, JsonSchema>> = {
    record: row,
    records: listOf(row),
    count: { type: 'integer', minimum: 0 },
    boolean: { type: 'boolean' },
  }

  const paths: Record<string, PathItem> = {}
  for (const name of entityOperations) {
    // Only the server's own code performs it: the API has no such route (generator/dsl/access.ts).
    if (entity.access[name] === 'server') continue
    const spec = entityOperationSpecs[name]
    const path = `${entity.route}${spec.suffix.replace(/:(\w+)/g, '{$1}')}`
    const parameterList = [
      ...(spec.suffix.includes(':id') ? [idParameter] : []),
      ...queryParameters[spec.query],
      ...(spec.ifMatch ? [parameterRef('IfMatch')] : []),
    ]
    // A single record's read, create or update answers with its version as the ETag.
    const etag = spec.response === 'record' && spec.verb !== 'delete' && name !== 'findOrCreate'
    const operation: Operation = {
      operationId: `${entity.identifier}${name[0]?.toUpperCase()}${name.slice(1)}`,
      summary: `${spec.summary} (${entity.module}/${entity.name})`,
      ...(entity.description ? { description: entity.description } : {}),
      tags: [entity.module],
      ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
      ...(spec.body === 'none' ? {} : { requestBody: jsonBody(bodies[spec.body], spec.files ? entity : undefined) }),
      responses: {
        ...Object.fromEntries(
          [...spec.success].sort().map((status) => [
            String(status),
            {
              description: successDescriptions[status],
              ...(etag ? { headers: etagHeader } : {}),
              content: { 'application/json': { schema: dataEnvelope(responses[spec.response]) } },
            },
          ]),
        ),
        ...errorResponses(spec.errors),
      },
      security: securityFor(entity.access[name]),
      'x-access': entity.access[name],
    }
    paths[path] = { ...paths[path], [spec.method.toLowerCase()]: operation }
  }
  return paths
}
