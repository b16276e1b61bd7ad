/**
 * Whether the caller of a request may make a given call: the decision the route serving it would
 * make, its policy looked up in the app's route table. `is-authorized` answers this over HTTP; the
 * page resolver asks it in process before it sends private content.
 */
import type { Config } from '#runtime/config/load-config.ts'
import { type AuthorizableRequest, principalOf } from './authorize-request.ts'
import { type AccessDecision, decideAccess } from './decide-access.ts'
import type { RoutePolicyTable } from './route-policy-table.ts'
import { isValidSecretKey, SECRET_KEY_HEADER } from './secret-key.ts'

/** A call asked about: its method and its API path. */
export interface CallInQuestion {
  readonly method: string
  readonly route: string
}

/** True when `request`'s caller may make `call`; false for a call no route serves. */
export async function mayCall(
  request: AuthorizableRequest,
  routePolicies: RoutePolicyTable,
  config: Pick<Config, 'rbacSecretKey'>,
  call: CallInQuestion,
): Promise<boolean> {
  return (await decideCall(request, routePolicies, config, call)).allowed
}

/** The decision {@link mayCall} answers, with the status a refusal carries (403 for a call no route serves). */
export async function decideCall(
  request: AuthorizableRequest,
  routePolicies: RoutePolicyTable,
  config: Pick<Config, 'rbacSecretKey'>,
  call: CallInQuestion,
): Promise<AccessDecision> {
  const route = routePolicies.find(call.method, call.route)
  if (route === undefined) return { allowed: false, status: 403 }
  if (route.policy === undefined) return { allowed: true, via: 'public' }
  return decideAccess({
    policy: route.policy,
    secretKey: isValidSecretKey(request.headers[SECRET_KEY_HEADER], config.rbacSecretKey),
    principal: await principalOf(request),
    target: { method: call.method, path: call.route },
    ownedRecords: route.ownedRecords === true,
  })
}
