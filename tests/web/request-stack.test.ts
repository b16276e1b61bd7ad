/**
 * The browser's one request stack (web/api) with msw answering: the site's calls, the generated
 * route clients and the admin's generated entity clients (runtime/client's HttpClient given web/api's
 * transport by web/admin/admin-http.ts) share one cap of 5 calls in flight, name the page's
 * language, refresh the session once on a 401 and sign the page out when it has ended, and fail
 * with an ApiError. Node's fetch takes no relative URL, so the page's `/api/…` is resolved against
 * msw's origin here as the browser resolves it against the page's.
 *
 * The modules are imported fresh: the page's session binding and the cap are module state.
 */
import { delay, HttpResponse, http } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as rbacRoutes from '#contract/routes/rbac.ts'
import { MOCK_ORIGIN, startMswServer } from '../client/support/msw-server.ts'

const server = startMswServer()
const articles = '/api/blog/articles'
const me = '/api/rbac/subjects/authentication/me'
const refresh = '/api/rbac/subjects/authentication/refresh'

interface Row {
  readonly id: string
  readonly slug?: string
}

const modules = async () => {
  vi.resetModules()
  return {
    ...(await import('#web/api/api-request.ts')),
    ...(await import('#web/api/http-transport.ts')),
    ...(await import('#web/api/route-call.ts')),
    ...(await import('#web/modules/rbac/session-control.ts')),
    ...(await import('#web/app/session-store-core.ts')),
    ...(await import('#runtime/client/api-error.ts')),
    ...(await import('#runtime/client/entity-client.ts')),
    ...(await import('#runtime/client/http-client.ts')),
    admin: await import('#web/admin/admin-http.ts'),
  }
}
let stack: Awaited<ReturnType<typeof modules>>
const goHome = vi.fn()

beforeAll(async () => {
  stack = await modules()
  stack.bindSession({
    store: new stack.SessionStore({ subject: null, session: stack.NO_SESSION }),
    api: { resolvePage: vi.fn(), currentSubject: async () => null, session: vi.fn(), siteSettings: vi.fn() },
    goHome,
  })
})
beforeEach(() => {
  // msw's fetch, answering the page's relative URLs at msw's origin.
  const served = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => served(new URL(input, MOCK_ORIGIN), init))
})
afterEach(() => {
  vi.unstubAllGlobals()
})
afterAll(() => {
  vi.resetModules()
})

/** An entity client of the admin: runtime/client over web/api's transport, with small timings. */
const entity = (timings = {}) =>
  stack.createEntityClient<Row, Row, Row>(articles, {
    http: stack.createHttpClient({ transport: stack.apiTransport }),
    timings: { listAttempts: 1, findByIdAttempts: 1, ...timings },
  })

/** What `call` rejected with; a success fails the test. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call
  } catch (error) {
    return error
  }
  throw new Error('Expected the call to fail, but it succeeded')
}

describe('one cap over every caller', () => {
  it('keeps at most 5 calls in flight across entity clients, route clients and plain calls', async () => {
    let running = 0
    let peak = 0
    const slow = async () => {
      running += 1
      peak = Math.max(peak, running)
      await delay(20)
      running -= 1
      return HttpResponse.json({ data: [] })
    }
    server.use(http.get(`${MOCK_ORIGIN}${articles}`, slow), http.get(`${MOCK_ORIGIN}${me}`, slow))
    const meCall = stack.routeCall<typeof rbacRoutes.me>('GET', me)
    await Promise.all([
      ...Array.from({ length: 4 }, () => entity().find()),
      ...Array.from({ length: 4 }, () => meCall({})),
      ...Array.from({ length: 4 }, () => stack.apiRequest({ method: 'GET', path: articles })),
    ])
    expect(peak).toBe(5)
  })

  it('starts a call’s time-out once it has a slot: waiting behind others is not the server’s fault', async () => {
    server.use(
      http.get(`${MOCK_ORIGIN}${articles}`, async ({ request }) => {
        await delay(new URL(request.url).searchParams.get('limit') === '1' ? 0 : 400)
        return HttpResponse.json({ data: [] })
      }),
    )
    const holders = Array.from({ length: 5 }, () => stack.apiRequest({ method: 'GET', path: articles }))
    // It waits ~400 ms for a slot, longer than its 200 ms, and is answered at once when sent.
    await expect(entity({ requestTimeoutMs: 200 }).find({ limit: 1 })).resolves.toEqual([])
    await Promise.all(holders)
  })

  it('gives a call up, unsent, when asked at its turn whether it is still wanted', async () => {
    // No handler is installed: a request would fail as unhandled.
    const given = await failureOf(stack.apiRequest({ method: 'GET', path: articles }, { onTurn: async () => false }))
    expect(given).toMatchObject({ name: 'AbortError' })
  })
})

describe("the admin's entity clients through web/api", () => {
  it('are given web/api’s transport by the admin, and name the page’s language and the drafts they read', async () => {
    expect(stack.defaultHttpClient.options.transport).toBe(stack.apiTransport)
    stack.admin.readDraftsOf(articles)
    vi.stubGlobal('document', { documentElement: { lang: 'ru' } })
    const seen: Request[] = []
    server.use(
      http.get(`${MOCK_ORIGIN}${articles}/:id`, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ data: { id: '1' } })
      }),
    )
    await stack.createEntityClient<Row, Row, Row>(articles).findById('1')
    expect(seen[0]!.headers.get('accept-language')).toBe('ru')
    expect(seen[0]!.headers.get('x-preview')).toBe('true')
    expect(seen[0]!.credentials).toBe('include')
  })

  it('send the qs query string, JSON { data } writes with If-Match, and files as multipart', async () => {
    const calls: string[] = []
    const forms: FormData[] = []
    server.use(
      http.get(`${MOCK_ORIGIN}${articles}`, ({ request }) => {
        calls.push(`GET ${decodeURI(request.url.slice(MOCK_ORIGIN.length))}`)
        return HttpResponse.json({ data: [] })
      }),
      http.patch(`${MOCK_ORIGIN}${articles}/1`, async ({ request }) => {
        calls.push(`PATCH ${request.headers.get('if-match')} ${request.headers.get('content-type')} ${await request.text()}`)
        return HttpResponse.json({ data: { id: '1' } })
      }),
      http.post(`${MOCK_ORIGIN}${articles}`, async ({ request }) => {
        calls.push(`POST ${request.headers.get('content-type')?.split(';')[0]}`)
        forms.push(await request.formData())
        return HttpResponse.json({ data: { id: '2' } })
      }),
    )
    const client = entity()
    await client.find({ filters: { and: [{ column: 'slug', method: 'inArray', value: ['a', 'b'] }] }, limit: 5 })
    await client.update('1', { id: '1', slug: 's' }, undefined, { ifMatch: '"v1"' })
    await client.create({ id: '2' }, { cover: new Blob(['png']) })
    expect(calls).toEqual([
      'GET /api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=inArray&filters[and][0][value][0]=a&filters[and][0][value][1]=b&limit=5',
      'PATCH "v1" application/json {"data":{"id":"1","slug":"s"}}',
      'POST multipart/form-data',
    ])
    expect(JSON.parse(String(forms[0]!.get('data')))).toEqual({ id: '2' })
    expect(await (forms[0]!.get('cover') as Blob).text()).toBe('png')
  })

  it('fail with an ApiError: the server’s message, no answer in time, an answer that is not JSON', async () => {
    server.use(
      http.get(`${MOCK_ORIGIN}${articles}/missing`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such article' } }, { status: 404, statusText: 'Not Found' }),
      ),
      http.get(`${MOCK_ORIGIN}${articles}/slow`, async () => {
        await delay('infinite')
        return HttpResponse.json({ data: {} })
      }),
      http.get(`${MOCK_ORIGIN}${articles}/portal`, () => HttpResponse.text('<html>sign in to the Wi-Fi</html>')),
    )
    const missing = await failureOf(entity().findById('missing'))
    expect(missing).toBeInstanceOf(stack.ApiError)
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such article | 404 | Not Found' })
    const slow = await failureOf(entity({ requestTimeoutMs: 40 }).findById('slow'))
    expect(slow).toBeInstanceOf(stack.ApiError)
    expect(slow).toMatchObject({ status: 0, code: 'TIMEOUT', message: 'Request timed out | No response within 40 ms' })
    const portal = await failureOf(entity().findById('portal'))
    expect(portal).toBeInstanceOf(stack.ApiError)
    expect(portal).toMatchObject({ status: 200, code: 'HTTP_ERROR' })
  })

  it('reject with the caller’s abort reason, not an ApiError', async () => {
    server.use(
      http.get(`${MOCK_ORIGIN}${articles}`, async () => {
        await delay('infinite')
        return HttpResponse.json({ data: [] })
      }),
    )
    const controller = new AbortController()
    const pending = entity().find(undefined, { signal: controller.signal })
    const reason = new Error('navigated away')
    setTimeout(() => controller.abort(reason), 10)
    await expect(pending).rejects.toBe(reason)
  })
})

describe('the session', () => {
  it('is refreshed once on a 401 and the call made again', async () => {
    let refreshes = 0
    let reads = 0
    server.use(
      http.post(`${MOCK_ORIGIN}${refresh}`, () => {
        refreshes += 1
        return HttpResponse.json({ data: { jwt: 'header.payload.signature' } })
      }),
      http.get(`${MOCK_ORIGIN}${articles}`, () => {
        reads += 1
        return reads === 1
          ? HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 401 })
          : HttpResponse.json({ data: [{ id: '1' }] })
      }),
    )
    expect(await entity().find()).toEqual([{ id: '1' }])
    expect([refreshes, reads]).toEqual([1, 2])
  })

  it('that has ended signs the page out and sends it home; the call rejects with SessionEndedError', async () => {
    goHome.mockClear()
    server.use(
      http.post(`${MOCK_ORIGIN}${refresh}`, () =>
        HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'No session' } }, { status: 401 }),
      ),
      http.delete(`${MOCK_ORIGIN}${articles}/1`, () =>
        HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 401 }),
      ),
    )
    expect(await failureOf(entity().delete('1'))).toBeInstanceOf(stack.SessionEndedError)
    expect(goHome).toHaveBeenCalledOnce()
  })
})
