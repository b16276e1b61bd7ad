/**
 * Fastify gives every request a child logger bound to its request id, and pino builds one per
 * request even when nothing is logged (1–2 µs in a tight loop with the redaction paths, several
 * times that under load: bench/README.md). Most requests log nothing at the production level, so
 * the child is made on the request's first log call instead; what it logs, and with which
 * bindings, is the same.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'

type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>
type Log = (...args: unknown[]) => void

// Methods on the prototype, so a request allocates one small object and no closures.
class LazyChildLogger {
  readonly #parent: FastifyBaseLogger
  readonly #bindings: Bindings
  readonly #options: ChildOptions
  #child: FastifyBaseLogger | undefined

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options))
  }

  #log(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent', args: unknown[]): void {
    // Fastify logs every request at `info` ("incoming request", "request completed"): below the
    // parent's level that must stay free, so no child is made for a line that would be dropped.
    if (this.#child === undefined && this.#options.level === undefined && !isLevelEnabled(this.#parent, level)) return
    const child = this.#real()
    Reflect.apply(child[level] as Log, child, args)
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level
  }

  set level(level: string) {
    this.#real().level = level
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args)
  }

  error(...args: unknown[]): void {
    this.#log('error', args)
  }

  warn(...args: unknown[]): void {
    this.#log('warn', args)
  }

  info(...args: unknown[]): void {
    this.#log('info', args)
  }

  debug(...args: unknown[]): void {
    this.#log('debug', args)
  }

  trace(...args: unknown[]): void {
    this.#log('trace', args)
  }

  silent(...args: unknown[]): void {
    this.#log('silent', args)
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options)
  }
}

// pino answers exactly; a logger without the method is asked every time.
function isLevelEnabled(logger: FastifyBaseLogger, level: string): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled
  return level !== 'silent' && (typeof check !== 'function' || check.call(logger, level))
}

/** Fastify `childLoggerFactory`: each request's child logger, made on its first log call. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger
