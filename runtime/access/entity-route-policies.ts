/**
 * The policy of every generated entity route, read from the entities' metadata and the operations
 * table the generated routes are registered from (contract/entity-operations.ts).
 */
import type { AccessPolicy } from '#contract/access-policy.ts'
import { type EntityOperation, entityOperationSpecs, entityOperations } from '#contract/entity-operations.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'

/** One generated route and its policy. */
export interface EntityRoutePolicy {
  readonly method: string
  /** The route as Fastify registers it (`/api/host/pages/:id`). */
  readonly url: string
  readonly policy: AccessPolicy
  readonly operation: EntityOperation
  readonly entity: EntityMetadata
}

/** Every route of `entities` with its policy, one per row of the operations table; an operation only the server performs has none. */
export function entityRoutePolicies(entities: readonly EntityMetadata[]): EntityRoutePolicy[] {
  return entities.flatMap((entity) =>
    entityOperations.flatMap((operation) => {
      const { method, suffix } = entityOperationSpecs[operation]
      const policy = entity.access[operation]
      return policy === 'server' ? [] : [{ method, url: `${entity.route}${suffix}`, policy, operation, entity }]
    }),
  )
}
