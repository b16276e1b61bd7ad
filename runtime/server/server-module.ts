/**
 * What a module's hand-written server code brings, default-exported by
 * `runtime/modules/<module>/index.ts`: the one place a module registers itself. The generated
 * `generated/modules/server-modules.gen.ts` lists the modules the site names, each after the modules
 * it requires, so a module left out of `schema/index.ts` registers nothing.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { ApiPlugin } from './create-app.ts'

/**
 * What a module does when a subject is created, in the creating transaction (e-mail registration,
 * a wallet's first sign-in, an administrator's or the CLI's new account: rbac's createSubject).
 */
export type SubjectCreatedHook = (trx: Kysely<Database>, subjectId: string) => Promise<void>

/** A module's server parts. */
export interface ServerModule {
  readonly name: string
  /** The module's hand-written routes, registered under `/api` after the entity routes. */
  readonly routes?: readonly ApiPlugin[]
  /** Plugins that define the module's jobs (`api.jobs.every`, `api.jobs.define`; runtime/jobs). */
  readonly jobs?: readonly ApiPlugin[]
  /** Runs for every new subject, in process (social gives it a profile). */
  readonly onSubjectCreated?: SubjectCreatedHook
}

/** Declares a module's server parts. */
export function serverModule(name: string, parts: Omit<ServerModule, 'name'>): ServerModule {
  return Object.freeze({ name, ...parts })
}
