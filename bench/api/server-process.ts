/**
 * The parent side of a bench server: forks a server entry (compiled, or under tsx: see
 * compiled-servers.ts), waits until it listens, drives its profiler and stops it again. Children are forked (IPC channel), so they are part of
 * this process tree and exit on their own when the bench dies.
 */
import { type ChildProcess, fork } from 'node:child_process'
import type { FromServerMessage, ToServerMessage } from './bench-messages.ts'

/** A running bench server. */
export interface ServerProcess {
  readonly name: string
  /** `http://127.0.0.1:<port>` */
  readonly origin: string
  readonly pid: number | undefined
  /** Starts CPU sampling in the server. */
  startProfile(): Promise<void>
  /** Stops CPU sampling and has the server write the profile to `file`. */
  stopProfile(file: string): Promise<void>
  /** The React rendering it did so far: pages and CPU µs of `renderToString` (zero for a server that renders none). */
  renderTime(): Promise<RenderTime>
  /** Asks the server to close and waits for its exit (killing it after a grace period). */
  stop(): Promise<void>
}

/** Pages rendered, and the CPU µs their `renderToString` took (web/app/render-timing.ts). */
export interface RenderTime {
  readonly calls: number
  readonly cpuMicros: number
}

/** What to start. */
export interface ServerSpec {
  readonly name: string
  /** The file to fork (compiled-servers.ts resolves an entry such as `generated-server.ts`). */
  readonly file: string
  /** Node options of the child (`--import tsx` when it runs TypeScript). */
  readonly execArgv: readonly string[]
  readonly env: NodeJS.ProcessEnv
  /** How long it may take to listen (default 180 s); seeding the embedded database takes longer. */
  readonly startTimeoutMs?: number
}

// Loading every generated route under tsx takes a few seconds on a busy machine.
const START_TIMEOUT_MS = 180_000
const STOP_TIMEOUT_MS = 10_000
const PROFILE_TIMEOUT_MS = 30_000

/** Forks the server and resolves once it listens; rejects (and kills it) if it fails to start. */
export async function startServer(spec: ServerSpec): Promise<ServerProcess> {
  const child = fork(spec.file, [], {
    env: spec.env,
    execArgv: [...spec.execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    const listening = await reply(child, 'listening', spec.startTimeoutMs ?? START_TIMEOUT_MS, `${spec.name} did not listen`)
    if (listening.kind !== 'listening') throw new Error(`${spec.name} sent ${listening.kind} before listening`)
    const profileStep = async (message: ToServerMessage) => {
      const done = reply(child, 'profile-done', PROFILE_TIMEOUT_MS, `${spec.name} did not answer ${message.kind}`)
      child.send(message)
      const answer = await done
      if (answer.kind === 'profile-done' && answer.error !== undefined) throw new Error(`${spec.name}: ${answer.error}`)
    }
    return {
      name: spec.name,
      origin: `http://127.0.0.1:${listening.port}`,
      pid: child.pid,
      startProfile: () => profileStep({ kind: 'profile-start' }),
      stopProfile: (file) => profileStep({ kind: 'profile-stop', file }),
      renderTime: async () => {
        const answer = reply(child, 'render-time', PROFILE_TIMEOUT_MS, `${spec.name} did not answer render-time`)
        child.send({ kind: 'render-time' } satisfies ToServerMessage)
        const { calls, cpuMicros } = await answer
        return { calls, cpuMicros }
      },
      stop: () => stopChild(child),
    }
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
}

// The next message of `kind` from the child; rejects if it exits or stays silent for `timeoutMs`.
function reply<K extends FromServerMessage['kind']>(child: ChildProcess, kind: K, timeoutMs: number, silence: string) {
  return new Promise<Extract<FromServerMessage, { kind: K }>>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer)
      child.off('message', onMessage)
      child.off('exit', onExit)
    }
    const timer = setTimeout(() => {
      finish()
      reject(new Error(`${silence} within ${timeoutMs / 1000} s`))
    }, timeoutMs)
    const onExit = (code: number | null) => {
      finish()
      reject(new Error(`the server exited with code ${code} while the bench waited for ${kind}`))
    }
    const onMessage = (message: FromServerMessage) => {
      if (message.kind !== kind) return
      finish()
      resolve(message as Extract<FromServerMessage, { kind: K }>)
    }
    child.on('message', onMessage)
    child.once('exit', onExit)
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop: ToServerMessage = { kind: 'stop' }
  if (child.connected) child.send(stop)
  else child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}
