/**
 * Retries and time-outs of reads (SPEC §7), with msw answering and small
 * injected timings; the spec's own timings are checked with fake timers.
 */
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiErrorFromFailure } from '#runtime/client/api-error.ts'
import { createEntityClient } from '#runtime/client/entity-client.ts'
import { fetchTransport } from '#runtime/client/fetch-transport.ts'
import { createHttpClient, type HttpClient, type HttpRequest } from '#runtime/client/http-client.ts'
import { type ClientTimings, defaultClientTimings } from '#runtime/client/retry.ts'
import { MOCK_ORIGIN, startMswServer } from './support/msw-server.ts'
import { rejectionOf } from './support/rejection-of.ts'

const server = startMswServer()
const route = '/api/blog/articles'
const url = `${MOCK_ORIGIN}${route}`
const fast: ClientTimings = {
  requestTimeoutMs: 40,
  listAttempts: 3,
  listRetryDelayMs: 5,
  findByIdAttempts: 31,
  findByIdRetryDelayMs: 1,
}

interface Row {
  readonly id: string
}

const client = (timings: Partial<ClientTimings> = fast) =>
  createEntityClient<Row, Row, Row>(route, { http: createHttpClient({ transport: fetchTransport({ baseUrl: MOCK_ORIGIN }) }), timings })

/** A handler answering each call with the next of `answers`, the last one repeating. */
function sequence(answers: ReadonlyArray<() => Promise<Response> | Response>) {
  let calls = 0
  const handler = async () => answers[Math.min(calls++, answers.length - 1)]!()
  return { handler, calls: () => calls }
}

const hang = async () => {
  await delay('infinite')
  return HttpResponse.json({ data: [] })
}
const ok = (data: unknown) => () => HttpResponse.json({ data })
const status = (code: number, statusText: string) => () =>
  HttpResponse.json({ error: { code: 'X', message: statusText } }, { status: code, statusText })

describe('find', () => {
  it('times out each attempt and fails after 3 attempts', async () => {
    const answers = sequence([hang])
    server.use(http.get(url, answers.handler))
    const error = await rejectionOf(client().find())
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' })
    expect(error.message).toBe('Request timed out | No response within 40 ms')
    expect(answers.calls()).toBe(3)
  })

  it('succeeds when a later attempt answers in time', async () => {
    const answers = sequence([hang, hang, ok([{ id: 'a' }])])
    server.use(http.get(url, answers.handler))
    expect(await client().find()).toEqual([{ id: 'a' }])
    expect(answers.calls()).toBe(3)
  })

  it('retries a 5xx, never a 4xx', async () => {
    const flaky = sequence([status(503, 'Service Unavailable'), ok([])])
    server.use(http.get(url, flaky.handler))
    expect(await client().find()).toEqual([])
    expect(flaky.calls()).toBe(2)

    const rejected = sequence([status(400, 'Bad Request')])
    server.use(http.get(url, rejected.handler))
    await expect(client().find()).rejects.toMatchObject({ status: 400 })
    expect(rejected.calls()).toBe(1)
  })

  it('count retries like find', async () => {
    const answers = sequence([() => HttpResponse.error(), ok(4)])
    server.use(http.get(`${url}/count`, answers.handler))
    expect(await client().count()).toBe(4)
    expect(answers.calls()).toBe(2)
  })
})

describe('findById', () => {
  it('retries connection failures until the server answers', async () => {
    const answers = sequence([...Array.from({ length: 5 }, () => () => HttpResponse.error()), ok({ id: '1' })])
    server.use(http.get(`${url}/1`, answers.handler))
    expect(await client().findById('1')).toEqual({ id: '1' })
    expect(answers.calls()).toBe(6)
  })

  it('gives up after 30 retries (31 attempts)', async () => {
    const answers = sequence([() => HttpResponse.error()])
    server.use(http.get(`${url}/1`, answers.handler))
    await expect(client().findById('1')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect(answers.calls()).toBe(31)
  })

  it('retries a time-out', async () => {
    const answers = sequence([hang, ok({ id: '1' })])
    server.use(http.get(`${url}/1`, answers.handler))
    expect(await client().findById('1')).toEqual({ id: '1' })
    expect(answers.calls()).toBe(2)
  })

  it('does not retry a 404 or any other response', async () => {
    for (const [code, text] of [
      [404, 'Not Found'],
      [403, 'Forbidden'],
      [500, 'Internal Server Error'],
    ] as const) {
      const answers = sequence([status(code, text)])
      server.use(http.get(`${url}/1`, answers.handler))
      const error = await rejectionOf(client().findById('1'))
      expect(error.message).toBe(`${text} | ${code} | ${text}`)
      expect(answers.calls()).toBe(1)
    }
  })

  it('stops retrying when the caller aborts', async () => {
    const answers = sequence([() => HttpResponse.error()])
    server.use(http.get(`${url}/1`, answers.handler))
    const controller = new AbortController()
    const pending = client({ ...fast, findByIdRetryDelayMs: 20 }).findById('1', undefined, { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('unmounted')), 30)
    await expect(pending).rejects.toThrow('unmounted')
    const calls = answers.calls()
    await delay(60)
    expect(answers.calls()).toBe(calls)
    expect(calls).toBeLessThan(4)
  })
})

describe("the spec's timings", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // An HTTP client that records each attempt and fails it as if the connection was refused.
  function refusingHttp() {
    const attempts: Array<{ at: number; request: HttpRequest }> = []
    const stub: HttpClient = {
      options: {},
      configure: () => {},
      request: async (request) => {
        attempts.push({ at: Date.now(), request })
        throw apiErrorFromFailure({ method: request.method, url: request.path }, 'NETWORK_ERROR', new TypeError('fetch failed'))
      },
    }
    return { stub, attempts }
  }

  it('are 10 s per attempt, 3 list attempts 1 s apart, 31 findById attempts 1 s apart', async () => {
    expect(defaultClientTimings).toEqual({
      requestTimeoutMs: 10_000,
      listAttempts: 3,
      listRetryDelayMs: 1_000,
      findByIdAttempts: 31,
      findByIdRetryDelayMs: 1_000,
    })
    vi.useFakeTimers({ now: 0 })
    const { stub, attempts } = refusingHttp()
    const entity = createEntityClient<Row, Row, Row>(route, { http: stub })

    const list = entity.find().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(list).resolves.toMatchObject({ code: 'NETWORK_ERROR' })
    expect(attempts.map((attempt) => attempt.at)).toEqual([0, 1_000, 2_000])
    expect(attempts.every((attempt) => attempt.request.timeoutMs === 10_000)).toBe(true)

    attempts.length = 0
    const one = entity.findById('1').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    await expect(one).resolves.toMatchObject({ code: 'NETWORK_ERROR' })
    expect(attempts).toHaveLength(31)
    expect(attempts[30]!.at - attempts[0]!.at).toBe(30_000)
  })
})
