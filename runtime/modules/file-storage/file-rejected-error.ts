/** Why a file was refused, as an HttpError the routes render as a 4xx naming the problem. */
import { HttpError, type HttpErrorCode } from '#runtime/errors/http-error.ts'

/** The refusals a stored file can meet; each has one status. */
export type FileRejection = 'empty' | 'too-large' | 'unsupported-type' | 'not-an-image' | 'unreadable-image'

const STATUS: Record<FileRejection, { readonly status: number; readonly code: HttpErrorCode }> = {
  empty: { status: 400, code: 'BAD_REQUEST' },
  'too-large': { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  'unsupported-type': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  'not-an-image': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  'unreadable-image': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
}

/**
 * A file refused for what its bytes are (not for what the client said they are). `reason` is for
 * code; the message is for people; `field`, when given, becomes the issue's path so a form can
 * show the message next to the file input.
 */
export class FileRejectedError extends HttpError {
  readonly reason: FileRejection

  constructor(reason: FileRejection, message: string, field?: string) {
    super(STATUS[reason].status, STATUS[reason].code, message, { issues: field === undefined ? undefined : [{ path: field, message }] })
    this.reason = reason
  }
}
