/** The `{ "data": { … } }` body of the module routes (DESIGN "The HTTP API"), read or refused with a 400. */
import { badRequest } from '#runtime/errors/http-error.ts'
import { isPlainObject } from '#runtime/operations/record-input.ts'

/** `body.data` when the body is `{ data: {…} }`; otherwise a 400 saying what to send. */
export function requestData(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body) || !isPlainObject(body.data)) {
    throw badRequest('Request body must be a JSON object { "data": { … } }', [{ path: 'data', message: 'must be an object' }])
  }
  return body.data
}
