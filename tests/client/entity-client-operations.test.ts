/**
 * Each generated entity client has a call for exactly the operations the API serves for its entity:
 * those the OpenAPI document lists under the entity's route. An operation only the server's own
 * code performs (`access: { write: 'server' }`, the audit log) has neither a route nor a call, and
 * the admin's read-only model refuses its writes without a request.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { entityOperationSpecs, entityOperations } from '#contract/entity-operations.ts'
import { hostAuditEntriesClient, hostAuditEntriesQueries } from '#generated/client/host/audit-entries.gen.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { generatedOpenApi } from '#runtime/http/generated-openapi.ts'

const CLIENTS = path.resolve(import.meta.dirname, '../../generated/client')

/** The operations the OpenAPI document serves under `route`. */
function documentedOperations(route: string): string[] {
  return entityOperations.filter((name) => {
    const spec = entityOperationSpecs[name]
    const item = generatedOpenApi.paths[`${route}${spec.suffix.replace(/:(\w+)/g, '{$1}')}`] as Record<string, unknown> | undefined
    return item?.[spec.method.toLowerCase()] !== undefined
  })
}

describe('the generated entity clients', () => {
  it('have a call for each operation the API serves, and none other', async () => {
    let compared = 0
    for (const entity of Object.values(entities)) {
      const module = (await import(path.join(CLIENTS, entity.module, `${entity.name}.gen.ts`))) as Record<string, unknown>
      const client = Object.entries(module).find(([name]) => name.endsWith('Client'))?.[1] as Record<string, unknown>
      const calls = entityOperations.filter((name) => typeof client[name] === 'function')
      expect(calls, entity.route).toEqual(documentedOperations(entity.route))
      compared += 1
    }
    expect(compared).toBe(Object.keys(entities).length)
  })

  it('offer the audit log for reading only, in their types too', () => {
    expect(Object.keys(hostAuditEntriesClient).sort()).toEqual(['count', 'find', 'findById', 'route'])
    expect(Object.keys(hostAuditEntriesQueries).sort()).toEqual(['countOptions', 'findByIdOptions', 'findOptions', 'keys'])
    // @ts-expect-error The API has no create of audit entries: only the operations' own statements write them.
    expect(hostAuditEntriesClient.create).toBeUndefined()
    // @ts-expect-error Nor a mutation for one.
    expect(hostAuditEntriesQueries.deleteMutation).toBeUndefined()
  })
})
