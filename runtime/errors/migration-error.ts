/**
 * A migration run that failed. Kysely reports the failure as a result entry plus a bare cause; this
 * joins them so the log line says which file broke and why, and keeps the driver error as `cause`.
 */
export class MigrationError extends Error {
  override readonly name = 'MigrationError'
  /** The failing migration (file name without extension), or undefined when no migration had started. */
  readonly migrationName: string | undefined

  constructor(migrationName: string | undefined, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(migrationName === undefined ? `Migrations failed: ${reason}` : `Migration ${migrationName} failed: ${reason}`, {
      cause,
    })
    this.migrationName = migrationName
  }
}
