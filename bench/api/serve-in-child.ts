/**
 * The child side of a bench server: listen on a loopback ephemeral port, tell the parent which,
 * profile on request, and shut down when the parent says so or goes away (so no server outlives a
 * crashed bench). A Fastify app fits {@link ChildServer} as it is; a bare `node:http` server
 * (bare-pages-server.ts) through a small adapter.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import type { FromServerMessage, ToServerMessage } from './bench-messages.ts'
import { CpuProfiler } from './cpu-profiler.ts'
import { renderTime } from '#web/app/render-time.ts'

// autocannon ends a run by dropping its connections; requests it left in flight still run their
// queries after the server has closed, so the pool stays open a moment longer for them.
const IN_FLIGHT_GRACE_MS = 1_000

/** What a bench child serves: something that listens, closes, and has the `node:http` server. */
export interface ChildServer {
  readonly server: Server
  listen(options: { readonly host: string; readonly port: number }): Promise<unknown>
  close(): Promise<unknown>
}

/** Serves `app` until told to stop, then closes it and `release` (the database pool) and exits. */
export async function serveInChild(app: ChildServer, release: () => Promise<void>): Promise<void> {
  if (process.send === undefined) throw new Error('A bench server runs as a child of bench/api/run.ts (it needs the IPC channel)')
  const send = (message: FromServerMessage) => process.send?.(message)
  const profiler = new CpuProfiler()
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    await delay(IN_FLIGHT_GRACE_MS)
    await release()
    process.exit(0)
  }
  const profile = async (run: () => Promise<void>) => {
    try {
      await run()
      send({ kind: 'profile-done' })
    } catch (error) {
      send({ kind: 'profile-done', error: error instanceof Error ? error.message : String(error) })
    }
  }
  process.on('message', (message: ToServerMessage) => {
    if (message.kind === 'stop') void stop()
    else if (message.kind === 'profile-start') void profile(() => profiler.start())
    else if (message.kind === 'profile-stop') void profile(() => profiler.stop(message.file ?? 'server.cpuprofile'))
    else if (message.kind === 'render-time') send({ kind: 'render-time', ...renderTime() })
  })
  process.on('disconnect', () => void stop())
  await app.listen({ host: '127.0.0.1', port: 0 })
  send({ kind: 'listening', port: (app.server.address() as AddressInfo).port })
}
