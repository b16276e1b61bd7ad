/** A logger that keeps what it is told, for code that takes a Fastify logger. */
import type { FastifyBaseLogger } from 'fastify'

/** Recorded log calls: level, object, message. */
export interface RecordingLogger extends FastifyBaseLogger {
  readonly lines: { level: string; object: unknown; message: unknown }[]
}

/** A pino-shaped logger that records instead of printing. */
export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = []
  const record = (level: string) => (object: unknown, message?: unknown) => {
    lines.push({ level, object, message })
  }
  const logger = {
    lines,
    level: 'info',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    silent: () => {},
    child: () => logger,
  }
  return logger as unknown as RecordingLogger
}
