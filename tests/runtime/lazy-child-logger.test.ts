import { Writable } from 'node:stream'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { lazyChildLogger } from '#runtime/server/lazy-child-logger.ts'

function logger(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      callback()
    },
  })
  return { root: pino({ level }, stream) as unknown as FastifyBaseLogger, lines }
}

const childOf = (parent: FastifyBaseLogger, bindings: Record<string, unknown>, options = {}) =>
  lazyChildLogger.call({} as FastifyInstance, parent, bindings, options, {} as never)

describe('lazyChildLogger', () => {
  it('makes the child only when the request first logs, and logs with its bindings', () => {
    const { root, lines } = logger('info')
    const child = vi.spyOn(root, 'child')
    const request = childOf(root, { reqId: 'r-1' })
    expect(child).not.toHaveBeenCalled()
    request.info({ statusCode: 404 }, 'not found')
    request.error('failed %s', 'twice')
    expect(child).toHaveBeenCalledTimes(1)
    expect(lines).toMatchObject([
      { level: 30, reqId: 'r-1', statusCode: 404, msg: 'not found' },
      { level: 50, reqId: 'r-1', msg: 'failed twice' },
    ])
  })

  it('keeps the level filter, a level given for the route, and grandchildren', () => {
    const { root, lines } = logger('warn')
    const child = vi.spyOn(root, 'child')
    const request = childOf(root, { reqId: 'r-2' })
    expect(request.level).toBe('warn')
    request.info('dropped')
    // Fastify logs every request at info: below the level, no child is made for it.
    expect(child).not.toHaveBeenCalled()
    request.warn('kept')
    expect(lines.map((line) => line.msg)).toEqual(['kept'])
    const verbose = childOf(root, { reqId: 'r-3' }, { level: 'debug' })
    expect(verbose.level).toBe('debug')
    verbose.debug('shown')
    request.child({ step: 'inner' }).error('deep')
    expect(lines.slice(1)).toMatchObject([
      { level: 20, reqId: 'r-3', msg: 'shown' },
      { level: 50, reqId: 'r-2', step: 'inner', msg: 'deep' },
    ])
  })
})
