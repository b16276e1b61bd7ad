/**
 * How the entity routes' schemas (entity-route-schemas.ts) are compiled: each distinct schema once
 * for every route that uses it (a hundred entities share a few dozen shapes per entity), on the
 * route's first request rather than for all of them when an app starts, which would add seconds
 * to every start and every test that creates an app.
 *
 * - Responses: Fastify's own serializer compiler (fast-json-stringify).
 * - Requests: Ajv with no keyword that changes the data (no coercion, defaults or removal): a
 *   query or a body is validated, never rewritten.
 */
import { Ajv, type ValidateFunction } from 'ajv'
import ajvFormats from 'ajv-formats'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify'

type Serialize = (data: unknown) => string

// The compiler Fastify serialises responses with by default.
const compileSerializer = SerializerSelector()({}, {})

const ajv = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: false, strict: false })
// ajv-formats is CommonJS: its default export is the module object under NodeNext.
ajvFormats.default(ajv)

const serializers = new WeakMap<object, Serialize>()
const validators = new WeakMap<object, ValidateFunction>()

/** A response serializer compiled on first use, shared by every route with the same schema object. */
export const sharedSerializerCompiler: FastifySerializerCompiler<object> = (route) => {
  const { schema } = route
  let serialize: Serialize | undefined
  return (data) => {
    if (serialize === undefined) {
      serialize = serializers.get(schema) ?? compileSerializer({ ...route, httpStatus: route.httpStatus ?? '200' })
      serializers.set(schema, serialize)
    }
    return serialize(data)
  }
}

/** A request validator compiled on first use, shared by every route with the same schema object. */
export const sharedValidatorCompiler: FastifySchemaCompiler<object> = ({ schema }) => {
  let validate: ValidateFunction | undefined
  const check = (data: unknown): boolean => {
    if (validate === undefined) {
      validate = validators.get(schema) ?? ajv.compile(schema)
      validators.set(schema, validate)
    }
    const valid = validate(data)
    check.errors = valid ? null : validate.errors
    return valid
  }
  check.errors = null as ValidateFunction['errors']
  return check
}
