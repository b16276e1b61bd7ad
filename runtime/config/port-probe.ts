/**
 * Whether the server can listen where it is configured to, asked before anything slow (opening the
 * database, building the site, migrating), so a start on a taken port fails in a second with one
 * line a supervisor's log shows, rather than after the start's work. The real listen can still
 * fail (another process may take the port meanwhile); it is reported in the same words.
 */
import { createServer } from 'node:net'

/** A start that cannot listen: the message is the one line to print. */
export class ListenError extends Error {
  override readonly name = 'ListenError'
}

/** One line naming the address and what stands in the way (`EADDRINUSE`, `EACCES`...). */
export function listenFailure(error: unknown, host: string, port: number): ListenError {
  const code = (error as { code?: unknown } | undefined)?.code
  const where = `port ${port} on ${host}`
  if (code === 'EADDRINUSE') return new ListenError(`${where} is already in use (EADDRINUSE): stop what listens there or set PORT`)
  if (code === 'EACCES') return new ListenError(`${where} may not be used by this user (EACCES): choose a port above 1023 with PORT`)
  if (code === 'EADDRNOTAVAIL') return new ListenError(`${where}: ${host} is not an address of this machine (EADDRNOTAVAIL): set HOST`)
  return new ListenError(`cannot listen on ${where}: ${error instanceof Error ? error.message : String(error)}`)
}

/** Binds `host:port` for a moment; throws {@link ListenError} when that fails. */
export function ensurePortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) => reject(listenFailure(error, host, port)))
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}
