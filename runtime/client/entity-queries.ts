/**
 * React Query option factories over an {@link EntityClient}. Keys start with
 * the route, so one `invalidateQueries({ queryKey: [route] })` refetches every
 * find, findById and count of that entity.
 */
import type { DataTag, MutationFunctionContext, QueryFunctionContext } from '@tanstack/query-core'
import type { EntityOperation } from '#contract/entity-operations.ts'
import type { BulkUpdateItem, EntityClient } from './entity-client.ts'
import type { FilterParams, FindParams, IncludeParams } from './find-params.ts'
import { mutationInvalidationDelayMs } from './query-client-defaults.ts'
import type { UploadFiles } from './request-body.ts'

/** Options of {@link createEntityQueries}. */
export interface EntityQueriesOptions {
  /** Overrides the spec's 1 s between a mutation and the refetch (tests). */
  readonly invalidationDelayMs?: number
}

/** What `useQuery`/`fetchQuery` take: a tagged key and a function honouring the query's signal. */
export interface EntityQueryOptions<TData, TKey extends readonly unknown[]> {
  readonly queryKey: DataTag<TKey, TData, Error>
  readonly queryFn: (context: QueryFunctionContext<TKey>) => Promise<TData>
  readonly enabled?: boolean
}

/** What `useMutation` takes; spread it and add callbacks of your own beside it. */
export interface EntityMutationOptions<TData, TVariables> {
  readonly mutationKey: readonly unknown[]
  readonly mutationFn: (variables: TVariables) => Promise<TData>
  readonly onSuccess: (data: TData, variables: TVariables, onMutateResult: unknown, context: MutationFunctionContext) => void
}

/** The option factories of one entity whose API serves every operation. */
export interface AllEntityQueries<Row, New, Update> {
  readonly keys: {
    /** Prefix of every query of the route. */
    readonly all: readonly [string]
    find(params?: FindParams<Row>): readonly [string, 'find', FindParams<Row>]
    findById(id: string | undefined, params?: IncludeParams): readonly [string, 'findById', string | undefined, IncludeParams]
    count(params?: FilterParams<Row>): readonly [string, 'count', FilterParams<Row>]
  }
  findOptions(params?: FindParams<Row>): EntityQueryOptions<Row[], readonly [string, 'find', FindParams<Row>]>
  /** Disabled until `id` is known, so a form can mount before its record is chosen. */
  findByIdOptions(
    id: string | undefined,
    params?: IncludeParams,
  ): EntityQueryOptions<Row, readonly [string, 'findById', string | undefined, IncludeParams]>
  countOptions(params?: FilterParams<Row>): EntityQueryOptions<number, readonly [string, 'count', FilterParams<Row>]>
  createMutation(): EntityMutationOptions<Row, { readonly data: New; readonly files?: UploadFiles }>
  /** `ifMatch`: the ETag of the version the change was based on (entity-client.ts `WriteOptions`). */
  updateMutation(): EntityMutationOptions<
    Row,
    { readonly id: string; readonly data: Update; readonly files?: UploadFiles; readonly ifMatch?: string }
  >
  /** The id, or the id with the ETag of the version the editor saw. */
  deleteMutation(): EntityMutationOptions<Row, string | { readonly id: string; readonly ifMatch?: string }>
  findOrCreateMutation(): EntityMutationOptions<Row, New>
  bulkCreateMutation(): EntityMutationOptions<Row[], readonly New[]>
  bulkUpdateMutation(): EntityMutationOptions<Row[], readonly BulkUpdateItem<Update>[]>
}

/** The operation each factory calls. */
export const factoryOperations = {
  findOptions: 'find',
  findByIdOptions: 'findById',
  countOptions: 'count',
  createMutation: 'create',
  updateMutation: 'update',
  deleteMutation: 'delete',
  findOrCreateMutation: 'findOrCreate',
  bulkCreateMutation: 'bulkCreate',
  bulkUpdateMutation: 'bulkUpdate',
} as const satisfies Record<Exclude<keyof AllEntityQueries<unknown, unknown, unknown>, 'keys'>, EntityOperation>

type Factory = keyof typeof factoryOperations
type FactoriesOf<Ops extends EntityOperation> = { [K in Factory]: (typeof factoryOperations)[K] extends Ops ? K : never }[Factory]

/**
 * The option factories of one entity: the keys, and a factory for each operation its API serves
 * (`Ops`; see {@link EntityClient}).
 */
export type EntityQueries<Row, New, Update, Ops extends EntityOperation = EntityOperation> = Pick<
  AllEntityQueries<Row, New, Update>,
  'keys' | FactoriesOf<Ops>
>

/** Query and mutation option factories for `client`'s route, one for each call it has. */
export function createEntityQueries<Row, New, Update, Ops extends EntityOperation = EntityOperation>(
  served: EntityClient<Row, New, Update, Ops>,
  options: EntityQueriesOptions = {},
): EntityQueries<Row, New, Update, Ops> {
  // The factories of operations the client lacks are left out below, never called.
  const client = served as unknown as EntityClient<Row, New, Update>
  const { route } = client
  const delayMs = options.invalidationDelayMs ?? mutationInvalidationDelayMs

  const keys: AllEntityQueries<Row, New, Update>['keys'] = {
    all: [route],
    find: (params = {}) => [route, 'find', params],
    findById: (id, params = {}) => [route, 'findById', id, params],
    count: (params = {}) => [route, 'count', params],
  }

  const tag = <TData, TKey extends readonly unknown[]>(key: TKey) => key as DataTag<TKey, TData, Error>

  const mutation = <TData, TVariables>(
    name: string,
    mutationFn: (variables: TVariables) => Promise<TData>,
  ): EntityMutationOptions<TData, TVariables> => ({
    mutationKey: [route, name],
    mutationFn,
    // Not awaited: the mutation settles now and the refetch follows a second later (SPEC §7), which
    // gives server-side caches tagged by route time to be revalidated first.
    onSuccess: (_data, _variables, _onMutateResult, context) => {
      setTimeout(() => void context.client.invalidateQueries({ queryKey: keys.all }), delayMs)
    },
  })

  const factories: AllEntityQueries<Row, New, Update> = {
    keys,
    findOptions: (params) => ({
      queryKey: tag<Row[], ReturnType<typeof keys.find>>(keys.find(params)),
      queryFn: ({ signal }) => client.find(params, { signal }),
    }),
    findByIdOptions: (id, params) => ({
      queryKey: tag<Row, ReturnType<typeof keys.findById>>(keys.findById(id, params)),
      queryFn: ({ signal }) => client.findById(id ?? '', params, { signal }),
      enabled: Boolean(id),
    }),
    countOptions: (params) => ({
      queryKey: tag<number, ReturnType<typeof keys.count>>(keys.count(params)),
      queryFn: ({ signal }) => client.count(params, { signal }),
    }),
    createMutation: () => mutation('create', ({ data, files }) => client.create(data, files)),
    updateMutation: () =>
      mutation('update', ({ id, data, files, ifMatch }) =>
        ifMatch === undefined ? client.update(id, data, files) : client.update(id, data, files, { ifMatch }),
      ),
    deleteMutation: () =>
      mutation('delete', (target) =>
        typeof target === 'string' ? client.delete(target) : client.delete(target.id, { ifMatch: target.ifMatch }),
      ),
    findOrCreateMutation: () => mutation('findOrCreate', (data) => client.findOrCreate(data)),
    bulkCreateMutation: () => mutation('bulkCreate', (items) => client.bulkCreate(items)),
    bulkUpdateMutation: () => mutation('bulkUpdate', (items) => client.bulkUpdate(items)),
  }
  const servedFactories = (Object.keys(factoryOperations) as Factory[]).filter((name) => factoryOperations[name] in served)
  return Object.fromEntries([['keys', keys], ...servedFactories.map((name) => [name, factories[name]])]) as EntityQueries<
    Row,
    New,
    Update,
    Ops
  >
}
