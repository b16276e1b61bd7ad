import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { listenOrigin, settleListenPort } from '#runtime/config/listen-origin.ts'
import { loadConfig } from '#runtime/config/load-config.ts'

describe('the origin the server listens on', () => {
  it('names wildcard addresses localhost and brackets IPv6', () => {
    expect(listenOrigin('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000')
    expect(listenOrigin('0.0.0.0', 3000)).toBe('http://localhost:3000')
    expect(listenOrigin('::', 3000)).toBe('http://localhost:3000')
    expect(listenOrigin('::1', 8080)).toBe('http://[::1]:8080')
  })

  it('gives PORT=0 a free port that the default PUBLIC_URL names', async () => {
    const config = await settleListenPort(loadConfig({ PORT: '0' }))
    expect(config.port).toBeGreaterThan(0)
    expect(config.publicUrl).toBe(`http://127.0.0.1:${config.port}`)
    expect(Object.isFrozen(config)).toBe(true)
    // The port is free: the server can take it.
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, config.host, resolve)
    })
    await new Promise((resolve) => server.close(resolve))
  })

  it('keeps an explicit PUBLIC_URL and a concrete port as they are', async () => {
    expect((await settleListenPort(loadConfig({ PORT: '0', PUBLIC_URL: 'https://shop.example' }))).publicUrl).toBe('https://shop.example')
    const fixed = loadConfig({ PORT: '3100' })
    expect(await settleListenPort(fixed)).toBe(fixed)
  })
})
