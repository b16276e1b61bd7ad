/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a URL and headers over
 * the 16 KB limit, a request that never finishes arriving, bytes that are not HTTP) with DESIGN's
 * error body, where Fastify's default writes a body of its own shape.
 */
import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { ErrorBody } from './error-response.ts'

interface Refusal {
  readonly statusCode: number
  readonly body: ErrorBody
}

const HEADERS_TOO_LARGE: Refusal = {
  statusCode: 431,
  body: {
    error: {
      code: 'HEADERS_TOO_LARGE',
      message: `The URL and headers are too large: at most ${Math.floor(http.maxHeaderSize / 1024)} KB together`,
    },
  },
}
const TIMEOUT: Refusal = { statusCode: 408, body: { error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' } } }
const NOT_HTTP: Refusal = { statusCode: 400, body: { error: { code: 'BAD_REQUEST', message: 'The request is not valid HTTP' } } }

/** Fastify's `clientErrorHandler`: writes the refusal and closes the connection. */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const refusal = error.code === 'HPE_HEADER_OVERFLOW' ? HEADERS_TOO_LARGE : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? TIMEOUT : NOT_HTTP
  this.log.debug({ err: error }, 'Refused a request the HTTP parser could not read')
  if (socket.writable) {
    const body = JSON.stringify(refusal.body)
    socket.write(
      `HTTP/1.1 ${refusal.statusCode} ${http.STATUS_CODES[refusal.statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
