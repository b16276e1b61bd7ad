/**
 * The mailer (DESIGN "Files, mail"): `nodemailer` over SMTP_URL when it is set; otherwise each
 * message is rendered as an .eml file under DATA_DIR/outbox and one log line names the file. The
 * log line carries recipient and subject only: bodies hold reset codes, which no log may contain.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { createTransport } from 'nodemailer'
import type { Config } from '#runtime/config/load-config.ts'
import type { Mailer, MailMessage } from './mailer.ts'
import { outboxDirectory } from './outbox-directory.ts'

/** How long connecting to the SMTP server and its greeting may each take. */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000

/** How long an SMTP connection may sit idle mid-conversation. */
export const SMTP_SOCKET_TIMEOUT_MS = 30_000

/** A mailer for `config`; `log` receives one line per message written to the outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'nodeEnv'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl !== undefined) {
    const transport = createTransport(
      // Bounded waits (nodemailer's defaults allow minutes): a dead server fails the send quickly,
      // and the notification queue's lease (runtime/modules/notification) stays longer than any attempt.
      {
        url: config.smtpUrl,
        connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      },
      { from: config.mailFrom },
    )
    return {
      async send(message) {
        await transport.sendMail(message)
      },
      close: () => transport.close(),
    }
  }
  if (config.nodeEnv === 'production') log.warn('SMTP_URL is not set: mail is written to the outbox folder and not delivered')
  return outboxMailer(config, log)
}

function outboxMailer(config: Pick<Config, 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  const directory = outboxDirectory(config)
  const render = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.mailFrom })
  return {
    async send(message: MailMessage) {
      const rendered = await render.sendMail(message)
      await mkdir(directory, { recursive: true, mode: 0o700 })
      // Sortable by time, unique across processes.
      const file = path.join(directory, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`)
      // Written beside it and renamed into place, so a reader of the folder never sees half a message.
      const partial = `${file}.partial`
      await writeFile(partial, rendered.message as Buffer, { mode: 0o600 })
      await rename(partial, file)
      log.info({ to: message.to, subject: message.subject, file }, 'Mail written to the outbox')
    },
    close: () => render.close(),
  }
}
