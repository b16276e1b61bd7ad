/**
 * The paths of one entity: every route of DESIGN "The HTTP API" with its
 * parameters, JSON and multipart bodies, `{ data }` success body, error
 * responses and the security its access policy asks for.
 */
import type { EntityOperation } from '#dsl'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { entityParameterNames, parameterRef } from './openapi-entity-parameters.ts'
import { entitySchemaNames, schemaRef } from './openapi-entity-schemas.ts'
import { type ErrorStatus, errorResponses, securityFor } from './openapi-shared-components.ts'
import type { JsonSchema, Operation, PathItem, Reference, RequestBody } from './openapi-types.ts'

const readErrors: ErrorStatus[] = [400, 401, 403, 429, 500]
const writeErrors: ErrorStatus[] = [400, 401, 403, 409, 413, 415, 429, 500]

const errorsByOperation: Readonly<Record<EntityOperation, readonly ErrorStatus[]>> = {
  find: readErrors,
  count: readErrors,
  findById: [400, 401, 403, 404, 429, 500],
  create: writeErrors,
  findOrCreate: writeErrors,
  bulkCreate: writeErrors,
  update: [400, 401, 403, 404, 409, 413, 415, 429, 500],
  bulkUpdate: [400, 401, 403, 404, 409, 413, 415, 429, 500],
  delete: [400, 401, 403, 404, 409, 429, 500],
}

// Creating answers 201; find-or-create answers 200 when it found the record.
const successStatuses: Readonly<Record<EntityOperation, readonly (200 | 201)[]>> = {
  find: [200],
  count: [200],
  findById: [200],
  create: [201],
  findOrCreate: [200, 201],
  bulkCreate: [201],
  update: [200],
  bulkUpdate: [200],
  delete: [200],
}

const successDescriptions = { 200: 'Success.', 201: 'Created.' } as const

const summaries: Readonly<Record<EntityOperation, string>> = {
  find: 'Find records',
  count: 'Count records',
  findById: 'Get a record by id',
  create: 'Create a record',
  findOrCreate: 'Find a record equal to the data, or create it',
  bulkCreate: 'Create several records in one transaction',
  update: 'Update a record',
  bulkUpdate: 'Update several records in one transaction',
  delete: 'Delete a record',
}

const idParameter: Reference = parameterRef('Id')

function dataEnvelope(data: JsonSchema): JsonSchema {
  return { type: 'object', required: ['data'], properties: { data } }
}

function listOf(schema: JsonSchema): JsonSchema {
  return { type: 'array', items: schema }
}

function multipartBody(data: JsonSchema, entity: EntityMetadata): RequestBody['content'][string] {
  const files = entity.fields.filter((field) => field.kind === 'file' && !field.readOnly)
  return {
    schema: {
      type: 'object',
      required: ['data'],
      properties: {
        data,
        ...Object.fromEntries(
          files.map((field) => [field.name, { type: 'string', contentMediaType: 'application/octet-stream' }]),
        ),
      },
    },
    encoding: { data: { contentType: 'application/json' } },
  }
}

function jsonBody(data: JsonSchema, multipart?: EntityMetadata): RequestBody {
  return {
    required: true,
    content: {
      'application/json': { schema: dataEnvelope(data) },
      ...(multipart ? { 'multipart/form-data': multipartBody(data, multipart) } : {}),
    },
  }
}

/** The path items of `entity`, keyed by path (`/api/ecommerce/products/{id}`). */
export function entityPaths(entity: EntityMetadata): Record<string, PathItem> {
  const names = entitySchemaNames(entity)
  const row = schemaRef(names.row)
  const parameters = entityParameterNames(entity)
  const filters = parameterRef(parameters.filters)
  const include = parameterRef(parameters.include)

  const operation = (
    name: EntityOperation,
    success: JsonSchema,
    extra: { parameters?: Operation['parameters']; requestBody?: RequestBody } = {},
  ): Operation => ({
    operationId: `${entity.identifier}${name[0]?.toUpperCase()}${name.slice(1)}`,
    summary: `${summaries[name]} (${entity.module}/${entity.name})`,
    ...(entity.description ? { description: entity.description } : {}),
    tags: [entity.module],
    ...extra,
    responses: {
      ...Object.fromEntries(
        successStatuses[name].map((status) => [
          String(status),
          { description: successDescriptions[status], content: { 'application/json': { schema: dataEnvelope(success) } } },
        ]),
      ),
      ...errorResponses(errorsByOperation[name]),
    },
    security: securityFor(entity.access[name]),
    'x-access': entity.access[name],
  })

  return {
    [entity.route]: {
      get: operation('find', listOf(row), {
        parameters: [
          filters,
          parameterRef(parameters.orderBy),
          parameterRef('Limit'),
          parameterRef('Offset'),
          include,
        ],
      }),
      post: operation('create', row, { requestBody: jsonBody(schemaRef(names.create), entity) }),
    },
    [`${entity.route}/count`]: {
      get: operation('count', { type: 'integer', minimum: 0 }, { parameters: [filters] }),
    },
    [`${entity.route}/find-or-create`]: {
      post: operation('findOrCreate', row, { requestBody: jsonBody(schemaRef(names.create)) }),
    },
    [`${entity.route}/bulk`]: {
      post: operation('bulkCreate', listOf(row), { requestBody: jsonBody(listOf(schemaRef(names.create))) }),
      patch: operation('bulkUpdate', listOf(row), { requestBody: jsonBody(listOf(schemaRef(names.bulkUpdateItem))) }),
    },
    [`${entity.route}/{id}`]: {
      get: operation('findById', row, { parameters: [idParameter, include] }),
      patch: operation('update', row, {
        parameters: [idParameter],
        requestBody: jsonBody(schemaRef(names.update), entity),
      }),
      delete: operation('delete', row, { parameters: [idParameter] }),
    },
  }
}
