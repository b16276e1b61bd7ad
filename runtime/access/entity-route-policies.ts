/**
 * The policy of every generated entity route, read from the entities' metadata: the same table the
 * generated routes are built from (runtime/http/define-entity-routes.ts binds one route per
 * operation, at these suffixes). The access-matrix test fails if the two ever drift apart.
 */
import type { AccessPolicy, EntityOperation } from '#dsl'
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

/** Method and suffix of each operation's route under the entity's base path. */
export const ENTITY_OPERATION_ROUTES: Readonly<Record<EntityOperation, { readonly method: string; readonly suffix: string }>> = {
  find: { method: 'GET', suffix: '' },
  count: { method: 'GET', suffix: '/count' },
  findById: { method: 'GET', suffix: '/:id' },
  create: { method: 'POST', suffix: '' },
  update: { method: 'PATCH', suffix: '/:id' },
  delete: { method: 'DELETE', suffix: '/:id' },
  findOrCreate: { method: 'POST', suffix: '/find-or-create' },
  bulkCreate: { method: 'POST', suffix: '/bulk' },
  bulkUpdate: { method: 'PATCH', suffix: '/bulk' },
}

/** Every route of `entities` with its policy. */
export function entityRoutePolicies(entities: readonly EntityMetadata[]): EntityRoutePolicy[] {
  return entities.flatMap((entity) =>
    (Object.keys(ENTITY_OPERATION_ROUTES) as EntityOperation[]).map((operation) => {
      const { method, suffix } = ENTITY_OPERATION_ROUTES[operation]
      return { method, url: `${entity.route}${suffix}`, policy: entity.access[operation], operation, entity }
    }),
  )
}
