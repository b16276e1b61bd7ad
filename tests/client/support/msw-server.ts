/** An msw server for client tests: every request must match a handler, handlers reset per test. */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** The origin msw answers for; nothing listens there, so an unhandled call fails loudly. */
export const MOCK_ORIGIN = 'http://api.tessera.test'

/** Starts msw for the calling test file and returns it for `server.use(...)`. */
export function startMswServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
