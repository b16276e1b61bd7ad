/**
 * The generated client of the hand-written routes (generator/emit/emit-route-clients.ts): a call
 * for each route that takes and answers JSON, and none for a webhook's raw bytes, a form post, an
 * HTML page or a redirect, which no script of the browser calls; a module with no such route has
 * no client file.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineRoute } from '#contract/define-route.ts'
import { emitRouteClients } from '#generator/emit/emit-route-clients.ts'

const common = { access: 'public', purpose: 'test', errors: [], tag: 'test' } as const
const json = defineRoute({ ...common, method: 'GET', path: '/api/test/json', summary: 'A JSON call', response: z.object({}) })
const raw = defineRoute({ ...common, method: 'POST', path: '/api/test/raw', summary: 'A webhook', consumes: 'raw', response: z.object({}) })
const form = defineRoute({
  ...common,
  method: 'POST',
  path: '/api/test/form',
  summary: 'A form post',
  consumes: 'form',
  body: z.object({ outcome: z.string() }),
  produces: 'redirect',
  response: z.string(),
})
const page = defineRoute({ ...common, method: 'GET', path: '/api/test/page', summary: 'A page', produces: 'html', response: z.string() })

describe('the route clients', () => {
  it('call only the routes that take and answer JSON', () => {
    const routes = [json, raw, form, page].map((contract) => ({ name: contract.summary.replaceAll(' ', ''), contract }))
    const [file] = emitRouteClients([{ module: 'test', routes }])
    expect(file?.path).toBe('client/routes/test.gen.ts')
    const calls = file!.contents.split('\n').filter((line) => line.startsWith('export const'))
    expect(calls).toEqual(["export const AJSONcall = routeCall<typeof routes.AJSONcall>('GET', '/api/test/json')"])
  })

  it('write no file for a module without such a route', () => {
    expect(emitRouteClients([{ module: 'test', routes: [{ name: 'webhook', contract: raw }] }])).toEqual([])
  })

  it('refuse a raw route that also names a body schema', () => {
    expect(() =>
      defineRoute({
        ...common,
        method: 'POST',
        path: '/api/test/raw',
        summary: 'A webhook',
        consumes: 'raw',
        body: z.object({}),
        response: z.object({}),
      }),
    ).toThrow(/raw body/)
  })
})
