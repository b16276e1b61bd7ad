/** Small helpers over `app.inject()` for API tests: JSON and multipart bodies, qs query strings. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import qs from 'qs'
import { secretKeyHeaders } from '../../support/test-app.ts'

/** A parsed response: status, headers and JSON body. */
export interface ApiResponse {
  readonly status: number
  readonly headers: LightMyRequestResponse['headers']
  // Tests read arbitrary shapes; assertions check them.
  readonly body: any
}

/** Options of one request. */
export interface RequestOptions {
  readonly query?: object
  readonly data?: unknown
  /** Send the body as multipart: `data` as JSON plus these file parts. */
  readonly files?: Readonly<Record<string, Blob>>
  /** Send without the secret key (as an anonymous visitor). */
  readonly anonymous?: boolean
  readonly headers?: Readonly<Record<string, string>>
}

/** Sends one request the way the typed client does (qs query, `{ data }` or multipart body). */
export async function request(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const query = options.query ? `?${qs.stringify(options.query, { encodeValuesOnly: true, arrayFormat: 'indices' })}` : ''
  const headers: Record<string, string> = { ...(options.anonymous ? {} : secretKeyHeaders), ...options.headers }
  let payload: string | Buffer | undefined
  if (options.files !== undefined) {
    const form = new FormData()
    form.append('data', JSON.stringify(options.data))
    for (const [name, blob] of Object.entries(options.files)) form.append(name, blob, `${name}.png`)
    const encoded = new Request('http://localhost/', { method: 'POST', body: form })
    payload = Buffer.from(await encoded.arrayBuffer())
    headers['content-type'] = encoded.headers.get('content-type') ?? ''
  } else if (options.data !== undefined) {
    payload = JSON.stringify({ data: options.data })
    headers['content-type'] = 'application/json'
  }
  const response = await app.inject({ method, url: `${url}${query}`, headers, payload })
  return { status: response.statusCode, headers: response.headers, body: response.body === '' ? undefined : response.json() }
}

/** One filter condition: column, method and (for most methods) a value. */
export type Condition = readonly [column: string, method: string, value?: unknown]

/** The filter list of a find, in the wire form `filters[and][i][column|method|value]`. */
export function filters(...conditions: readonly Condition[]) {
  return { and: conditions.map(([column, method, value]) => ({ column, method, value })) }
}
