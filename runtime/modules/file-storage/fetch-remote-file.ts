/**
 * Downloads a file for "create from URL" without letting the URL reach inside the network (SSRF):
 * http and https only; every hop's host is resolved once, each address must be public
 * (`isPermittedAddress`), and the connection goes to exactly the checked address, so a DNS answer
 * that changes between check and connect (rebinding) cannot swap it. Redirects are followed by
 * hand and each one is checked the same way. The body is read up to `maxBytes` and no further, the
 * whole exchange within `timeoutMs`, and no compression is asked for (no decompression bombs).
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { FileRejectedError } from './file-rejected-error.ts'
import { formatBytes } from './format-bytes.ts'
import { type AddressAllowList, isPermittedAddress } from './is-permitted-address.ts'
import { readLimited } from './read-limited.ts'
import { RemoteFetchError } from './remote-fetch-error.ts'

/** One resolved address of a host name. */
export interface ResolvedAddress {
  readonly address: string
  readonly family: 4 | 6
}

/** Limits and test hooks for {@link fetchRemoteFile}. */
export interface FetchRemoteFileOptions {
  readonly maxBytes: number
  /** The whole exchange, redirects included (FILE_FETCH_TIMEOUT_MS). */
  readonly timeoutMs: number
  /** Redirects followed before giving up (default 5). */
  readonly maxRedirects?: number
  /**
   * Non-public addresses to allow anyway. Empty by default, and nothing in the configuration sets
   * it: tests pass their loopback server here.
   */
  readonly allowAddresses?: AddressAllowList
  /** Resolves a host name (default: the system resolver, every address). Tests substitute it. */
  readonly resolve?: (hostname: string) => Promise<readonly ResolvedAddress[]>
  /** The form field the URL came in, named in errors. */
  readonly field?: string
}

/** A downloaded file and what the remote side said about it (to compare, never to trust). */
export interface RemoteFile {
  readonly bytes: Buffer
  /** The URL the bytes came from, after redirects. */
  readonly url: string
  readonly declaredType: string | undefined
  /** A file name from Content-Disposition or the URL's last path segment. */
  readonly declaredName: string | undefined
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** Fetches `url` under the rules above; throws RemoteFetchError (400) or FileRejectedError (413). */
export async function fetchRemoteFile(url: string, options: FetchRemoteFileOptions): Promise<RemoteFile> {
  const { field } = options
  const deadline = AbortSignal.timeout(options.timeoutMs)
  const maxRedirects = options.maxRedirects ?? 5
  let current = parseFetchUrl(url, field)
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await requestOnce(current, options, deadline)
      const location = response.headers.location
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location !== undefined) {
        response.destroy()
        if (redirects >= maxRedirects)
          throw new RemoteFetchError('too-many-redirects', `The URL redirected more than ${maxRedirects} times`, { field })
        current = parseFetchUrl(new URL(location, current).toString(), field)
        continue
      }
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) {
        response.destroy()
        throw new RemoteFetchError('http-status', `The URL answered with HTTP ${response.statusCode}`, { field })
      }
      const declaredLength = Number(response.headers['content-length'])
      if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
        response.destroy()
        throw new FileRejectedError('too-large', `The file is larger than the limit of ${formatBytes(options.maxBytes)}`, field)
      }
      const bytes = await readBody(response, options.maxBytes, deadline, field)
      // A body framed by the connection's end looks whole when the time limit cut the connection:
      // only the deadline tells the two apart. A cut-short file is refused, never stored.
      if (deadline.aborted) throw timedOut(options.timeoutMs, field)
      return { bytes, url: current.toString(), declaredType: response.headers['content-type'], declaredName: fileNameOf(response, current) }
    }
  } catch (error) {
    if (deadline.aborted && !(error instanceof RemoteFetchError) && !(error instanceof FileRejectedError)) {
      throw timedOut(options.timeoutMs, field, error)
    }
    throw error
  }
}

function timedOut(timeoutMs: number, field: string | undefined, cause?: unknown): RemoteFetchError {
  return new RemoteFetchError('timeout', `The URL did not answer in full within ${timeoutMs / 1000} s`, { field, cause })
}

// The body up to `maxBytes` (the time limit's cut is told by the caller); a connection that closes before the declared length (or the last
// chunk) arrived is the remote side's failure, told as such rather than as a server error.
async function readBody(response: IncomingMessage, maxBytes: number, deadline: AbortSignal, field: string | undefined): Promise<Buffer> {
  try {
    return await readLimited(response, maxBytes, field)
  } catch (error) {
    if (error instanceof FileRejectedError || response.complete || deadline.aborted) throw error
    throw new RemoteFetchError('unreachable', "The URL's connection closed before the whole file arrived", { field, cause: error })
  }
}

function parseFetchUrl(text: string, field: string | undefined): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new RemoteFetchError('invalid-url', 'The URL is not valid', { field })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteFetchError('invalid-url', 'Only http and https URLs can be fetched', { field })
  }
  if (url.username !== '' || url.password !== '') {
    throw new RemoteFetchError('invalid-url', 'URLs with a user name or password are not accepted', { field })
  }
  return url
}

function forbidden(address: string, field: string | undefined): RemoteFetchError {
  return new RemoteFetchError('forbidden-address', 'The URL points to a private, local or reserved network address', { address, field })
}

// One request on a fresh connection (no agent: a pooled socket could belong to another host).
function requestOnce(url: URL, options: FetchRemoteFileOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const { field } = options
  const allow = options.allowAddresses ?? []
  // URL keeps brackets around IPv6 literals; net.connect skips `lookup` for literals, so check here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host) !== 0 && !isPermittedAddress(host, allow)) return Promise.reject(forbidden(host, field))

  const resolve = options.resolve ?? defaultResolve
  let refusal: RemoteFetchError | undefined
  // The only lookup the connection makes: what is checked here is what it connects to.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((entry) => !isPermittedAddress(entry.address, allow))
        if (addresses.length === 0 || refused !== undefined) {
          refusal =
            refused === undefined
              ? new RemoteFetchError('unreachable', "The URL's host name does not resolve", { field })
              : forbidden(refused.address, field)
          callback(refusal, '', 4)
          return
        }
        if (lookupOptions.all)
          callback(
            null,
            addresses.map((entry) => ({ address: entry.address, family: entry.family })),
          )
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    )
  }

  return new Promise((resolvePromise, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup,
      signal,
      headers: { 'user-agent': 'Tessera file import', accept: '*/*', 'accept-encoding': 'identity' },
    })
    request.on('socket', (socket) => {
      // Belt and braces: whatever the lookup did, never talk to an address that is not permitted.
      socket.once('connect', () => {
        const remote = socket.remoteAddress
        if (remote === undefined || !isPermittedAddress(remote, allow)) request.destroy((refusal = forbidden(remote ?? 'unknown', field)))
      })
    })
    request.once('response', resolvePromise)
    request.once('error', (error) => {
      if (refusal !== undefined) reject(refusal)
      else if (signal.aborted) reject(error)
      else
        reject(
          new RemoteFetchError('unreachable', `The URL could not be reached (${(error as NodeJS.ErrnoException).code ?? error.message})`, {
            field,
            cause: error,
          }),
        )
    })
    request.end()
  })
}

async function defaultResolve(hostname: string): Promise<readonly ResolvedAddress[]> {
  const addresses = await dnsLookup(hostname, { all: true, verbatim: true })
  return addresses.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }))
}

function fileNameOf(response: IncomingMessage, url: URL): string | undefined {
  const disposition = response.headers['content-disposition']
  const quoted = disposition === undefined ? undefined : /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1]
  if (quoted !== undefined) return safeDecode(quoted)
  const last = url.pathname.split('/').at(-1)
  return last === undefined || last === '' ? undefined : safeDecode(last)
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
