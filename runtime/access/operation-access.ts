/**
 * The access phase of an entity operation, for generated and hand-written routes alike: deny
 * (401/403, thrown), allow every record, or allow only the caller's own records (a row filter the
 * operation applies). Hand-written routes (cart, orders, chats) call it and pass the result to the
 * operation they run:
 *
 * ```ts
 * const access = await authorizeOperation(request, ecommerceOrdersMetadata, 'find', config)
 * const orders = await find(db, ecommerceOrdersMetadata, query, access)
 * ```
 *
 * Server code acting for no caller passes `overrideAccess` (runtime/operations/record-access.ts)
 * instead, which says so where it happens.
 */
import type { EntityOperation } from '#contract/entity-operations.ts'
import { entityOperationSpecs } from '#contract/entity-operations.ts'
import type { Config } from '#runtime/config/load-config.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { overrideAccess, ownedBy, type RecordAccess } from '#runtime/operations/record-access.ts'
import type { AccessTarget } from './access-target.ts'
import { type AuthorizableRequest, authorizeRequest } from './authorize-request.ts'

/**
 * Decides `operation` on `metadata`'s records for `request` under the entity's policy for it.
 * `target` (what action patterns match) defaults to the request's own method and path.
 */
export async function authorizeOperation(
  request: AuthorizableRequest,
  metadata: EntityMetadata,
  operation: EntityOperation,
  config: Pick<Config, 'rbacSecretKey'>,
  target?: AccessTarget,
): Promise<RecordAccess> {
  const spec = entityOperationSpecs[operation]
  const purpose = `${spec.verb} ${metadata.module}/${metadata.name} records`
  const grant = await authorizeRequest(request, metadata.access[operation], config, purpose, target, metadata.owner !== undefined)
  return grant.via === 'ownedRecords' && grant.subjectId !== undefined ? ownedBy(metadata, grant.subjectId) : overrideAccess
}
