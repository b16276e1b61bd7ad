/**
 * The paths of hand-written routes (the subject routes, and any a site adds) from the `RouteDoc`
 * each declares in `config.openapi`, in the same shape as the generated entity paths: `{ data }`
 * success bodies, the shared error responses (500 and 503 on every route) and the security of the
 * route's access policy.
 */
import type { z } from 'zod'
import { alwaysPossibleErrors, errorResponses, securityFor } from '#contract/openapi-shared-components.ts'
import type { JsonSchema, Operation, Parameter, PathItem } from '#contract/openapi-types.ts'
import type { RouteEntry } from '#runtime/access/route-policy-table.ts'
import type { RouteDoc } from './route-docs.ts'
import { toJsonSchema } from '#contract/zod-json-schema.ts'

/** A registered route that describes itself. */
export type DocumentedRoute = RouteEntry & { readonly doc: RouteDoc }

/** The path items of `routes`, keyed by OpenAPI path (`/api/rbac/subjects/{id}/identities`). */
export function documentedPaths(routes: readonly DocumentedRoute[]): Record<string, PathItem> {
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}')
    const method = route.method.toLowerCase()
    paths[path] = { ...paths[path], [method]: operationOf(route, path, method) }
  }
  return paths
}

function operationOf(route: DocumentedRoute, path: string, method: string): Operation {
  const { doc } = route
  const label = `${route.method} ${route.url}`
  const status = doc.status ?? 200
  const policy = route.policy ?? 'public'
  return {
    operationId: operationId(method, path),
    summary: doc.summary,
    ...(doc.description === undefined ? {} : { description: doc.description }),
    tags: [doc.tag],
    parameters: [...pathParameters(route.url, doc, label), ...(doc.query === undefined ? [] : queryParameters(doc.query, label))],
    ...(doc.body === undefined ? {} : { requestBody: requestBody(doc.body, label) }),
    responses: {
      [String(status)]: {
        description: status === 201 ? 'Created.' : 'Success.',
        content: { 'application/json': { schema: envelope(toJsonSchema(doc.response, 'output', label)) } },
      },
      ...errorResponses([...new Set([...doc.errors, ...alwaysPossibleErrors])].sort((a, b) => a - b)),
    },
    security: securityFor(policy),
    'x-access': policy,
  }
}

// `post /api/rbac/subjects/{id}/identities` → `postRbacSubjectsIdIdentities`: unique per route.
function operationId(method: string, path: string): string {
  const words = path
    .split(/[/{}-]+/)
    .filter((word) => word !== '' && word !== 'api')
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
  return `${method}${words.join('')}`
}

function pathParameters(url: string, doc: RouteDoc, label: string): Parameter[] {
  return [...url.matchAll(/:(\w+)/g)].map(([, name]) => {
    const description = doc.params?.[name!]
    if (description === undefined) throw new Error(`${label}: describe the path parameter ${name} in openapi.params`)
    return { name: name!, in: 'path', required: true, description, schema: { type: 'string', format: 'uuid' } }
  })
}

// One parameter per property; an object property is a deep object (`action[route]=/…`).
function queryParameters(query: z.ZodObject, label: string): Parameter[] {
  const json = toJsonSchema(query, 'input', label)
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(schema.type === 'object' ? { style: 'deepObject' as const, explode: true } : {}),
    schema,
  }))
}

// The subject routes take the body bare, as SPEC's client sends it, or in the API's `{ data }` envelope;
// a body whose fields are all optional may be left out.
function requestBody(body: z.ZodType, label: string) {
  const schema = toJsonSchema(body, 'input', label)
  return { required: !body.safeParse({}).success, content: { 'application/json': { schema: { anyOf: [schema, envelope(schema)] } } } }
}

function envelope(data: JsonSchema): JsonSchema {
  return { type: 'object', required: ['data'], properties: { data } }
}
