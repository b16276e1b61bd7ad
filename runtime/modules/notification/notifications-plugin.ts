/**
 * Gives the API routes registered after it one mailer and one {@link Notifier} (`api.notifier`),
 * with the notification retry loop running for as long as the server does.
 */
import fp from 'fastify-plugin'
import { createMailer } from '#runtime/mail/create-mailer.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { createNotifier, type Notifier } from './notifier.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores and sends notifications (registered by notificationsPlugin). */
    notifier: Notifier
  }
}

const decorateNotifier: ApiPlugin = async (api, { database, config }) => {
  const mailer = createMailer(config, api.log)
  const notifier = createNotifier({ db: database.db, mailer, log: api.log })
  api.decorate('notifier', notifier)
  api.addHook('onClose', async () => {
    await notifier.stop()
    mailer.close()
  })
}

/** Decorates the `/api` scope with `notifier`; register it before the routes that notify. */
export const notificationsPlugin: ApiPlugin = fp(decorateNotifier, { name: 'tessera-notifications' })
