/** The HTTP helper over fetch, with msw answering: URLs, credentials, bodies, errors, limits. */
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#runtime/client/api-error.ts'
import { createConcurrencyLimit } from '#runtime/client/concurrency-limit.ts'
import { createEntityClient } from '#runtime/client/entity-client.ts'
import { fetchTransport } from '#runtime/client/fetch-transport.ts'
import { createHttpClient } from '#runtime/client/http-client.ts'
import { MOCK_ORIGIN, startMswServer } from './support/msw-server.ts'
import { rejectionOf } from './support/rejection-of.ts'

const server = startMswServer()
const route = '/api/website-builder/buttons-arrays'
const url = `${MOCK_ORIGIN}${route}`

interface Row {
  readonly id: string
  readonly slug: string
  readonly image?: string
}

const client = () =>
  createEntityClient<Row, Partial<Row>, Partial<Row>>(route, {
    http: createHttpClient({ transport: fetchTransport({ baseUrl: MOCK_ORIGIN }) }),
  })

describe('requests', () => {
  it('builds the qs query string of the contract and includes credentials', async () => {
    const seen: Request[] = []
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ data: [] })
      }),
    )
    await client().find({
      filters: {
        and: [
          { column: 'slug', method: 'eq', value: 'x y&z' },
          { column: 'id', method: 'inArray', value: ['a', 'b'] },
          { column: 'image', method: 'isNull' },
        ],
      },
      orderBy: { and: [{ column: 'slug', method: 'asc' }] },
      limit: 5,
      offset: 0,
      include: 'buttonsArraysToButtons.button',
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.credentials).toBe('include')
    expect(seen[0]!.headers.get('accept')).toBe('application/json')
    expect(decodeURI(seen[0]!.url.slice(url.length))).toBe(
      '?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=x y%26z' +
        '&filters[and][1][column]=id&filters[and][1][method]=inArray&filters[and][1][value][0]=a&filters[and][1][value][1]=b' +
        '&filters[and][2][column]=image&filters[and][2][method]=isNull' +
        '&orderBy[and][0][column]=slug&orderBy[and][0][method]=asc&limit=5&offset=0&include=buttonsArraysToButtons.button',
    )
  })

  it('sends no query string when there are no params, and count reads base/count', async () => {
    const urls: string[] = []
    server.use(
      http.get(`${url}/count`, ({ request }) => {
        urls.push(request.url)
        return HttpResponse.json({ data: 7 })
      }),
    )
    expect(await client().count()).toBe(7)
    expect(urls).toEqual([`${url}/count`])
  })

  it('sends writes as JSON { data } to the routes of the contract', async () => {
    const calls: string[] = []
    const record = async (request: Request) => {
      calls.push(
        `${request.method} ${request.url.slice(MOCK_ORIGIN.length)} ${request.headers.get('content-type')} ${await request.text()}`,
      )
      return HttpResponse.json({ data: { id: '1', slug: 's' } })
    }
    const list = async (request: Request) => {
      await record(request)
      return HttpResponse.json({ data: [{ id: '1', slug: 's' }] })
    }
    server.use(
      http.post(url, ({ request }) => record(request)),
      http.patch(`${url}/1`, ({ request }) => record(request)),
      http.delete(`${url}/1`, ({ request }) => record(request)),
      http.post(`${url}/find-or-create`, ({ request }) => record(request)),
      http.post(`${url}/bulk`, ({ request }) => list(request)),
      http.patch(`${url}/bulk`, ({ request }) => list(request)),
    )
    const entity = client()
    await entity.create({ slug: 's' })
    await entity.update('1', { slug: 't' })
    await entity.delete('1')
    await entity.findOrCreate({ slug: 's' })
    await entity.bulkCreate([{ slug: 'a' }])
    await entity.bulkUpdate([{ id: '1', slug: 'b' }])
    expect(calls).toEqual([
      `POST ${route} application/json {"data":{"slug":"s"}}`,
      `PATCH ${route}/1 application/json {"data":{"slug":"t"}}`,
      `DELETE ${route}/1 null `,
      `POST ${route}/find-or-create application/json {"data":{"slug":"s"}}`,
      `POST ${route}/bulk application/json {"data":[{"slug":"a"}]}`,
      `PATCH ${route}/bulk application/json {"data":[{"id":"1","slug":"b"}]}`,
    ])
  })

  it('sends FormData with a data JSON part and the file parts when a File is given', async () => {
    const bodies: FormData[] = []
    const types: string[] = []
    server.use(
      http.post(url, async ({ request }) => {
        types.push(request.headers.get('content-type') ?? '')
        bodies.push(await request.formData())
        return HttpResponse.json({ data: { id: '1', slug: 's' } })
      }),
    )
    const image = new File(['png bytes'], 'logo.png', { type: 'image/png' })
    await client().create({ slug: 's', image: image as unknown as string })
    await client().create({ slug: 't' }, { image: new Blob(['raw']) })

    expect(types.every((type) => type.startsWith('multipart/form-data; boundary='))).toBe(true)
    expect(JSON.parse(String(bodies[0]!.get('data')))).toEqual({ slug: 's' })
    const sent = bodies[0]!.get('image') as File
    expect([sent.name, sent.type, await sent.text()]).toEqual(['logo.png', 'image/png', 'png bytes'])
    expect(JSON.parse(String(bodies[1]!.get('data')))).toEqual({ slug: 't' })
    expect(await (bodies[1]!.get('image') as File).text()).toBe('raw')
  })

  it("rejects with 'id is required' before any request", async () => {
    // No handler is installed: a request would fail as unhandled.
    await expect(client().findById('')).rejects.toThrow(new Error('id is required'))
    await expect(client().update('', {})).rejects.toThrow('id is required')
    await expect(client().delete(undefined as unknown as string)).rejects.toThrow('id is required')
  })

  it('needs a base URL outside the browser instead of retrying a relative URL', () => {
    expect(() => fetchTransport({ baseUrl: '' })).toThrow(/needs a baseUrl/)
  })

  it('fails at once, before any request, when the client has no transport', async () => {
    // No handler is installed: a request would fail as unhandled.
    const entity = createEntityClient<Row, Row, Row>(route, { http: createHttpClient() })
    await expect(entity.find()).rejects.toThrow(/no transport/)
  })
})

describe('failed responses', () => {
  // No retries, so a connection failure or a 5xx fails at once.
  const singleAttempt = () =>
    createEntityClient<Row, Row, Row>(route, {
      http: createHttpClient({ transport: fetchTransport({ baseUrl: MOCK_ORIGIN }) }),
      timings: { findByIdAttempts: 1 },
    })
  const failWith = (response: Response) => server.use(http.get(`${url}/1`, () => response))

  it("join the body's message and issues, then 'status | statusText'", async () => {
    failWith(
      HttpResponse.json(
        { error: { code: 'VALIDATION_FAILED', message: 'Validation failed', issues: [{ path: 'data.slug', message: 'is required' }] } },
        { status: 400, statusText: 'Bad Request' },
      ),
    )
    const error = await rejectionOf(client().findById('1'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Validation failed | data.slug: is required | 400 | Bad Request')
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', code: 'VALIDATION_FAILED', method: 'GET', url: `${url}/1` })
    expect(error.issues).toEqual([{ path: 'data.slug', message: 'is required' }])
  })

  it('keep messages and causes of other body shapes', async () => {
    failWith(
      HttpResponse.json(
        { message: 'Upstream failed', cause: { message: 'database is down' } },
        { status: 503, statusText: 'Service Unavailable' },
      ),
    )
    const error = await rejectionOf(singleAttempt().findById('1'))
    expect(error.message).toBe('Upstream failed | database is down | 503 | Service Unavailable')
    expect(error.code).toBe('HTTP_ERROR')
  })

  it('fall back to status and status text when the body is not JSON', async () => {
    failWith(
      new HttpResponse('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }),
    )
    const error = await rejectionOf(client().findById('1'))
    expect(error.message).toBe('502 | Bad Gateway')
    expect(error.body).toBe('<html>bad gateway</html>')
  })

  it('report a connection failure with status 0 and the network cause', async () => {
    failWith(HttpResponse.error())
    const error = await rejectionOf(singleAttempt().findById('1'))
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(error.message).not.toBe('')
  })
})

describe('aborting and limits', () => {
  it('rejects with the caller’s abort reason, not an ApiError', async () => {
    server.use(
      http.get(url, async () => {
        await delay('infinite')
        return HttpResponse.json({ data: [] })
      }),
    )
    const controller = new AbortController()
    const pending = client().find(undefined, { signal: controller.signal })
    const reason = new Error('navigated away')
    setTimeout(() => controller.abort(reason), 10)
    await expect(pending).rejects.toBe(reason)
  })

  it('keeps at most maxInFlight calls running', async () => {
    let running = 0
    let peak = 0
    server.use(
      http.get(url, async () => {
        running += 1
        peak = Math.max(peak, running)
        await delay(15)
        running -= 1
        return HttpResponse.json({ data: [] })
      }),
    )
    const limited = createEntityClient<Row, Row, Row>(route, {
      http: createHttpClient({ transport: fetchTransport({ baseUrl: MOCK_ORIGIN, maxInFlight: 2 }) }),
    })
    await Promise.all(Array.from({ length: 7 }, () => limited.find()))
    expect(peak).toBe(2)
  })

  it('the limiter serves tasks first come first served', async () => {
    const limit = createConcurrencyLimit(1)
    const order: number[] = []
    await Promise.all([1, 2, 3].map((n) => limit.run(async () => void order.push(n))))
    expect(order).toEqual([1, 2, 3])
    expect([limit.active, limit.queued]).toEqual([0, 0])
  })
})
