import { createServer } from 'node:net'
import type { Config } from '#runtime/config/load-config.ts'

/**
 * The origin a server listening on `host:port` is reached at, as `npm start` prints it: a wildcard
 * address (`0.0.0.0`, `::`) is named `localhost`, an IPv6 address is bracketed. Without PUBLIC_URL it
 * is also the site's origin, so the printed link, mailed links, Ethereum sign-in messages and payment
 * return URLs all name the one origin the browser holds its cookies for.
 */
export function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`
}

/**
 * `config` with a concrete port: PORT=0 (tests, several servers on one machine) takes a free port
 * now, before anything names the origin, and a default origin follows it. An explicit PUBLIC_URL is
 * kept as it is.
 */
export async function settleListenPort(config: Config): Promise<Config> {
  if (config.port !== 0) return config
  const port = await freePort(config.host)
  const publicUrl = config.publicUrl === listenOrigin(config.host, 0) ? listenOrigin(config.host, port) : config.publicUrl
  return Object.freeze({ ...config, port, publicUrl })
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error(`No free port on ${host}`)),
      )
    })
  })
}
