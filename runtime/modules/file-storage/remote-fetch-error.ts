/** Why a file could not be fetched from a URL, as a 400 naming the problem. */
import { HttpError } from '#runtime/errors/http-error.ts'

/** The ways fetching a URL can fail on the caller's side; an oversized file is a FileRejectedError. */
export type RemoteFetchFailure = 'invalid-url' | 'forbidden-address' | 'too-many-redirects' | 'timeout' | 'http-status' | 'unreachable'

/**
 * A URL that could not be fetched. All are 400: the URL is the client's input. The message never
 * names the address a host resolved to (internal DNS stays internal); `address` keeps it for logs.
 */
export class RemoteFetchError extends HttpError {
  readonly reason: RemoteFetchFailure
  readonly address: string | undefined

  constructor(reason: RemoteFetchFailure, message: string, options: { address?: string; cause?: unknown; field?: string } = {}) {
    super(400, 'BAD_REQUEST', message, {
      cause: options.cause,
      issues: options.field === undefined ? undefined : [{ path: options.field, message }],
    })
    this.reason = reason
    this.address = options.address
  }
}
