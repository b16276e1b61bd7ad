/**
 * How the server logs (LOG_FORMAT): `json`, pino's lines as Fastify writes them (a line when a
 * request comes in and one when it is answered), for log collectors in production; `pretty`, the
 * development default, readable lines through pino-pretty and one line per request
 * (`GET /en 200 12 ms`) written when it is answered.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify'
import pinoPretty from 'pino-pretty'
import type { Config } from '#runtime/config/load-config.ts'

/** The logger options, and the log controller that writes the request lines (Fastify's when undefined). */
export interface LogFormat {
  readonly logger: FastifyServerOptions['logger']
  readonly logController: LogController | undefined
}

/** The configured format; a test's own `logger` is kept as given, with Fastify's request lines. */
export function logFormat(config: Config, logger: FastifyServerOptions['logger'] | undefined): LogFormat {
  if (logger !== undefined) return { logger, logController: undefined }
  if (config.logFormat === 'json') return { logger: { level: config.logLevel }, logController: undefined }
  const stream = pinoPretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    // Written before the process moves on: a line logged right before an exit is not lost.
    sync: true,
  })
  return { logger: { level: config.logLevel, stream }, logController: new OneLinePerRequest() }
}

/** Nothing when a request comes in; `GET /en 200 12 ms` when it is answered. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`
    if (error) reply.log.error({ err: error }, line)
    else reply.log.info(line)
  }
}
