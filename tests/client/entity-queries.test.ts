/**
 * React Query factories: keys start with the route, query functions pass the
 * query's signal, and a mutation refetches its route's queries 1 s later.
 */
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EntityClient } from '#runtime/client/entity-client.ts'
import { createEntityQueries } from '#runtime/client/entity-queries.ts'
import { queryClientDefaults } from '#runtime/client/query-client-defaults.ts'

interface Row {
  readonly id: string
  readonly slug: string
}

const route = '/api/ecommerce/products'

function stubClient(routeName = route) {
  const rows: Row[] = [{ id: '1', slug: 'a' }]
  return {
    route: routeName,
    find: vi.fn(async () => rows),
    findById: vi.fn(async (id: string) => ({ id, slug: 'a' })),
    count: vi.fn(async () => rows.length),
    create: vi.fn(async (data: Partial<Row>) => ({ id: '2', slug: data.slug ?? '' })),
    update: vi.fn(async (id: string, data: Partial<Row>) => ({ id, slug: data.slug ?? '' })),
    delete: vi.fn(async (id: string) => ({ id, slug: 'a' })),
    findOrCreate: vi.fn(async (data: Partial<Row>) => ({ id: '3', slug: data.slug ?? '' })),
    bulkCreate: vi.fn(async () => rows),
    bulkUpdate: vi.fn(async () => rows),
  } satisfies EntityClient<Row, Partial<Row>, Partial<Row>>
}

describe('query options', () => {
  it('key every query by route, kind and params', () => {
    const queries = createEntityQueries<Row, Partial<Row>, Partial<Row>>(stubClient())
    const params = { filters: { and: [{ column: 'slug' as const, method: 'eq' as const, value: 'a' }] }, limit: 5 }
    expect(queries.findOptions(params).queryKey).toEqual([route, 'find', params])
    expect(queries.findOptions().queryKey).toEqual([route, 'find', {}])
    expect(queries.findByIdOptions('1').queryKey).toEqual([route, 'findById', '1', {}])
    expect(queries.countOptions(params).queryKey).toEqual([route, 'count', params])
    expect(queries.keys.all).toEqual([route])
  })

  it("call the client with the params and the query's abort signal", async () => {
    const client = stubClient()
    const queries = createEntityQueries<Row, Partial<Row>, Partial<Row>>(client)
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults })
    const params = { include: 'categoriesToProducts' }
    expect(await queryClient.fetchQuery(queries.findOptions(params))).toEqual([{ id: '1', slug: 'a' }])
    expect(client.find).toHaveBeenCalledWith(params, { signal: expect.any(AbortSignal) })
    expect(await queryClient.fetchQuery(queries.findByIdOptions('7', params))).toEqual({ id: '7', slug: 'a' })
    expect(client.findById).toHaveBeenCalledWith('7', params, { signal: expect.any(AbortSignal) })
    expect(await queryClient.fetchQuery(queries.countOptions())).toBe(1)
  })

  it('leave findById disabled until the id is known', () => {
    const queries = createEntityQueries<Row, Partial<Row>, Partial<Row>>(stubClient())
    expect(queries.findByIdOptions(undefined).enabled).toBe(false)
    expect(queries.findByIdOptions('1').enabled).toBe(true)
  })
})

describe('query client defaults', () => {
  it('keep data fresh for 60 s and never refetch on focus or reconnect', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    })
  })
})

describe('mutations', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("refetch the route's queries 1 s after success, and only that route's", async () => {
    const products = stubClient()
    const others = stubClient('/api/blog/articles')
    const productQueries = createEntityQueries<Row, Partial<Row>, Partial<Row>>(products)
    const otherQueries = createEntityQueries<Row, Partial<Row>, Partial<Row>>(others)
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults })
    const watched = [
      new QueryObserver(queryClient, productQueries.findOptions()),
      new QueryObserver(queryClient, productQueries.countOptions()),
      new QueryObserver(queryClient, otherQueries.findOptions()),
    ]
    const unsubscribe = watched.map((observer) => observer.subscribe(() => {}))
    await vi.advanceTimersByTimeAsync(0)
    expect([products.find, products.count, others.find].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1])

    const mutation = new MutationObserver(queryClient, productQueries.updateMutation())
    await expect(mutation.mutate({ id: '1', data: { slug: 'b' } })).resolves.toEqual({ id: '1', slug: 'b' })
    expect(products.update).toHaveBeenCalledWith('1', { slug: 'b' }, undefined)

    await vi.advanceTimersByTimeAsync(999)
    expect([products.find, products.count].map((fn) => fn.mock.calls.length)).toEqual([1, 1])
    await vi.advanceTimersByTimeAsync(1)
    expect([products.find, products.count, others.find].map((fn) => fn.mock.calls.length)).toEqual([2, 2, 1])
    for (const stop of unsubscribe) stop()
  })

  it('every mutation factory calls its client method and schedules the refetch', async () => {
    const client = stubClient()
    const queries = createEntityQueries<Row, Partial<Row>, Partial<Row>>(client)
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const run = async <T, V>(options: { mutationFn: (variables: V) => Promise<T> }, variables: V) =>
      new MutationObserver(queryClient, options as never).mutate(variables as never)

    await run(queries.createMutation(), { data: { slug: 'n' } })
    await run(queries.deleteMutation(), '1')
    await run(queries.deleteMutation(), { id: '2', ifMatch: '"2026-01-01T00:00:00.000Z"' })
    await run(queries.updateMutation(), { id: '3', data: { slug: 'u' }, ifMatch: '"2026-01-01T00:00:00.000Z"' })
    await run(queries.findOrCreateMutation(), { slug: 'f' })
    await run(queries.bulkCreateMutation(), [{ slug: 'x' }])
    await run(queries.bulkUpdateMutation(), [{ id: '1', slug: 'y' }])
    expect(client.create).toHaveBeenCalledWith({ slug: 'n' }, undefined)
    expect(client.delete).toHaveBeenCalledWith('1')
    expect(client.delete).toHaveBeenCalledWith('2', { ifMatch: '"2026-01-01T00:00:00.000Z"' })
    expect(client.update).toHaveBeenCalledWith('3', { slug: 'u' }, undefined, { ifMatch: '"2026-01-01T00:00:00.000Z"' })
    expect(client.findOrCreate).toHaveBeenCalledWith({ slug: 'f' })
    expect(client.bulkCreate).toHaveBeenCalledWith([{ slug: 'x' }])
    expect(client.bulkUpdate).toHaveBeenCalledWith([{ id: '1', slug: 'y' }])

    expect(invalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(invalidate).toHaveBeenCalledTimes(7)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [route] })
  })

  it('do not refetch after a failed mutation', async () => {
    const client = stubClient()
    client.delete.mockRejectedValueOnce(new Error('Forbidden | 403 | Forbidden'))
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const mutation = new MutationObserver(queryClient, createEntityQueries<Row, Partial<Row>, Partial<Row>>(client).deleteMutation())
    await expect(mutation.mutate('1')).rejects.toThrow('403')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(invalidate).not.toHaveBeenCalled()
  })
})
