import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { createMailer } from '#runtime/mail/create-mailer.ts'
import { NOTIFICATION_TEMPLATE, orderStatusChangedPayload } from '#runtime/modules/notification/default-templates.ts'
import { ensureNotificationTemplates } from '#runtime/modules/notification/ensure-notification-templates.ts'
import type { NotificationRetryPolicy } from '#runtime/modules/notification/notification-retry-policy.ts'
import { processNotificationQueue } from '#runtime/modules/notification/process-notification-queue.ts'
import { enqueueNotification, sendNotification } from '#runtime/modules/notification/send-notification.ts'
import { sendTransientNotification } from '#runtime/modules/notification/send-transient-notification.ts'
import { startNotificationRetryLoop } from '#runtime/modules/notification/start-notification-retry-loop.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { freePort, type SmtpTestServer, startSmtpTestServer } from './support/smtp-test-server.ts'
import { recordingLogger } from './support/test-logger.ts'

// Short enough for a test to wait out, in the same proportions as production.
const policy: NotificationRetryPolicy = { baseDelayMs: 300, maxDelayMs: 2_000, leaseMs: 1_000, giveUpAfterMs: 60_000 }

const mailConfig = (smtpUrl: string | undefined, dataDir = 'memory://') =>
  ({ smtpUrl, mailFrom: 'Tessera <no-reply@shop.example>', dataDir, nodeEnv: 'test' }) as const

const orderStatus = (recipient: string, language = 'ru') => ({
  templateSlug: NOTIFICATION_TEMPLATE.orderStatusChanged,
  recipient,
  language,
  payload: orderStatusChangedPayload({ orderNumber: '1024', status: 'delivering', orderUrl: 'https://shop.example/orders/1024', language }),
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sendNotification', () => {
  let database: DatabaseHandle
  let smtp: SmtpTestServer | undefined

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
  })
  afterAll(() => database?.close())
  beforeEach(async () => {
    await database.db.deleteFrom('notification_messages').execute()
    await database.db.deleteFrom('notification_templates').execute()
  })
  afterEach(async () => {
    await smtp?.close()
    smtp = undefined
  })

  const messageRow = (id: string) =>
    database.db.selectFrom('notification_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('stores the message, delivers it over SMTP and marks it sent', async () => {
    smtp = await startSmtpTestServer()
    const mailer = createMailer(mailConfig(smtp.url), recordingLogger())
    try {
      const outcome = await sendNotification(database.db, mailer, orderStatus('buyer@example.com'))
      expect(outcome.status).toBe('sent')
      const row = await messageRow(outcome.id)
      expect(row).toMatchObject({ status: 'sent', recipient: 'buyer@example.com', template_slug: 'order-status-changed', channel: 'email' })
      expect(row.sent_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
      expect(JSON.parse(row.payload)).toEqual({
        language: 'ru',
        data: { orderNumber: '1024', statusText: 'в пути', orderUrl: 'https://shop.example/orders/1024' },
      })
      expect(smtp.messages).toHaveLength(1)
      const mail = smtp.messages[0]!
      expect(mail.subject).toBe('Заказ 1024: в пути')
      expect(mail.to).toMatchObject({ text: 'buyer@example.com' })
      expect(mail.from).toMatchObject({ text: '"Tessera" <no-reply@shop.example>' })
      expect(mail.text).toContain('Статус вашего заказа 1024 изменился: в пути.')
      expect(mail.html).toContain('<a href="https://shop.example/orders/1024">https://shop.example/orders/1024</a>')
    } finally {
      mailer.close()
    }
  })

  it('delivers a payload with markup and template syntax as inert text', async () => {
    smtp = await startSmtpTestServer()
    const mailer = createMailer(mailConfig(smtp.url), recordingLogger())
    try {
      const outcome = await sendNotification(database.db, mailer, {
        templateSlug: NOTIFICATION_TEMPLATE.chatMessage,
        recipient: 'reader@example.com',
        language: 'en',
        payload: {
          senderName: '<img src=x onerror=alert(1)>',
          chatTitle: '{{chatUrl}}',
          message: '<script>steal()</script>',
          chatUrl: 'https://shop.example/chat',
        },
      })
      expect(outcome.status).toBe('sent')
      const mail = smtp.messages[0]!
      expect(mail.subject).toBe('New message from <img src=x onerror=alert(1)>')
      expect(mail.text).toContain('<script>steal()</script>')
      expect(mail.text).toContain('wrote in "{{chatUrl}}"')
      expect(mail.html).not.toMatch(/<script|<img/)
      expect(mail.html).toContain('&lt;script&gt;steal()&lt;/script&gt;')
    } finally {
      mailer.close()
    }
  })

  it('keeps a message the SMTP server refused, and sends it on a later pass once the server is up', async () => {
    const port = await freePort()
    const mailer = createMailer(mailConfig(`smtp://127.0.0.1:${port}`), recordingLogger())
    try {
      const outcome = await sendNotification(database.db, mailer, orderStatus('late@example.com', 'en'))
      expect(outcome.status).toBe('failed')
      expect(outcome.error?.message).toMatch(/ECONNREFUSED|connect/i)
      expect(await messageRow(outcome.id)).toMatchObject({ status: 'failed', sent_at: null })

      // Not due yet: the first retry waits baseDelayMs.
      expect(await processNotificationQueue(database.db, mailer, { policy })).toEqual([])

      smtp = await startSmtpTestServer(port)
      await sleep(policy.baseDelayMs + 100)
      const retried = await processNotificationQueue(database.db, mailer, { policy })
      expect(retried).toEqual([{ id: outcome.id, status: 'sent' }])
      expect(await messageRow(outcome.id)).toMatchObject({ status: 'sent' })
      expect((await messageRow(outcome.id)).sent_at).not.toBeNull()
      expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Order 1024: on its way'])
      // Sent means done: later passes leave it alone.
      await sleep(policy.baseDelayMs + 100)
      expect(await processNotificationQueue(database.db, mailer, { policy })).toEqual([])
    } finally {
      mailer.close()
    }
  })

  it('waits longer after each failure (backoff without a counter)', async () => {
    const port = await freePort()
    const mailer = createMailer(mailConfig(`smtp://127.0.0.1:${port}`), recordingLogger())
    try {
      const { id } = await sendNotification(database.db, mailer, orderStatus('backoff@example.com'))
      // Pretend it has been failing for 1.5 s: the next wait is 1.5 s, not the 0.3 s base.
      await sql`update notification_messages set created_at = now() - interval '1500 milliseconds', updated_at = now() where id = ${id}`.execute(
        database.db,
      )
      await sleep(policy.baseDelayMs + 100)
      expect(await processNotificationQueue(database.db, mailer, { policy })).toEqual([])
      await sql`update notification_messages set updated_at = now() - interval '1600 milliseconds' where id = ${id}`.execute(database.db)
      expect((await processNotificationQueue(database.db, mailer, { policy })).map((outcome) => outcome.status)).toEqual(['failed'])
    } finally {
      mailer.close()
    }
  })

  it('gives up retrying after giveUpAfterMs, keeping the failed record', async () => {
    const port = await freePort()
    const mailer = createMailer(mailConfig(`smtp://127.0.0.1:${port}`), recordingLogger())
    try {
      const { id } = await sendNotification(database.db, mailer, orderStatus('old@example.com'))
      await sql`update notification_messages set created_at = now() - interval '2 minutes', updated_at = now() - interval '1 minute' where id = ${id}`.execute(
        database.db,
      )
      expect(await processNotificationQueue(database.db, mailer, { policy })).toEqual([])
      expect(await messageRow(id)).toMatchObject({ status: 'failed' })
    } finally {
      mailer.close()
    }
  })

  it('sends a message that was only enqueued once its lease has passed', async () => {
    smtp = await startSmtpTestServer()
    const mailer = createMailer(mailConfig(smtp.url), recordingLogger())
    try {
      const id = await database.db.transaction().execute((trx) => enqueueNotification(trx, orderStatus('outbox-pattern@example.com')))
      expect(await processNotificationQueue(database.db, mailer, { policy })).toEqual([])
      await sleep(policy.leaseMs + 100)
      expect(await processNotificationQueue(database.db, mailer, { policy })).toEqual([{ id, status: 'sent' }])
      expect(smtp.messages).toHaveLength(1)
    } finally {
      mailer.close()
    }
  })

  it('sends each due message once when two queue runners race', async () => {
    smtp = await startSmtpTestServer()
    const mailers = [createMailer(mailConfig(smtp.url), recordingLogger()), createMailer(mailConfig(smtp.url), recordingLogger())]
    try {
      const ids: string[] = []
      for (let index = 0; index < 12; index += 1) ids.push(await enqueueNotification(database.db, orderStatus(`buyer${index}@example.com`)))
      await sql`update notification_messages set updated_at = now() - interval '1 hour'`.execute(database.db)
      const [first, second] = await Promise.all(
        mailers.map((mailer) => processNotificationQueue(database.db, mailer, { policy, batchSize: 12 })),
      )
      const sent = [...first!, ...second!].map((outcome) => outcome.id)
      expect(sent.sort()).toEqual([...ids].sort())
      expect(smtp.messages).toHaveLength(12)
      expect(new Set(smtp.messages.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).size).toBe(12)
    } finally {
      for (const mailer of mailers) mailer.close()
    }
  })

  it("renders the administrators' copy of a template, in the default language when the asked one is missing", async () => {
    smtp = await startSmtpTestServer()
    const mailer = createMailer(mailConfig(smtp.url), recordingLogger())
    try {
      expect((await ensureNotificationTemplates(database.db)).sort()).toEqual([
        'chat-message',
        'form-request',
        'order-status-changed',
        'password-reset',
        'subject-message',
      ])
      await database.db
        .updateTable('notification_templates')
        .set({ subject: JSON.stringify({ ru: 'Ваш заказ {{orderNumber}}' }), body: JSON.stringify({ ru: 'Новый статус: {{statusText}}' }) })
        .where('slug', '=', 'order-status-changed')
        .execute()
      // Running it again keeps the edit.
      expect(await ensureNotificationTemplates(database.db)).toEqual([])
      await sendNotification(database.db, mailer, { ...orderStatus('de@example.com', 'ru'), language: 'de' })
      expect(smtp.messages[0]).toMatchObject({ subject: 'Ваш заказ 1024', text: 'Новый статус: в пути' })
    } finally {
      mailer.close()
    }
  })

  it('records a message for an unknown template as failed instead of losing it', async () => {
    smtp = await startSmtpTestServer()
    const mailer = createMailer(mailConfig(smtp.url), recordingLogger())
    try {
      const outcome = await sendNotification(database.db, mailer, {
        templateSlug: 'no-such-template',
        recipient: 'x@example.com',
        language: 'en',
        payload: {},
      })
      expect(outcome).toMatchObject({ status: 'failed' })
      expect(outcome.error?.message).toBe('No notification template no-such-template')
      expect(await messageRow(outcome.id)).toMatchObject({ status: 'failed', template_slug: 'no-such-template' })
      expect(smtp.messages).toHaveLength(0)
    } finally {
      mailer.close()
    }
  })

  it('writes the message to the outbox folder when no SMTP server is configured', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-outbox-'))
    const log = recordingLogger()
    const mailer = createMailer(mailConfig(undefined, dataDir), log)
    try {
      const outcome = await sendNotification(database.db, mailer, orderStatus('outbox@example.com'))
      expect(outcome.status).toBe('sent')
      const files = await readdir(path.join(dataDir, 'outbox'))
      expect(files).toHaveLength(1)
      const mail = await simpleParser(await readFile(path.join(dataDir, 'outbox', files[0]!)))
      expect(mail.subject).toBe('Заказ 1024: в пути')
      expect(mail.text).toContain('Статус вашего заказа 1024 изменился: в пути.')
      expect(mail.html).toContain('<p>Здравствуйте!</p>')
      // The log names the file, never the body.
      expect(log.lines).toEqual([expect.objectContaining({ level: 'info', message: 'Mail written to the outbox' })])
      expect(JSON.stringify(log.lines)).not.toContain('Статус вашего заказа')
    } finally {
      mailer.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('retries on an interval in the background and stops cleanly', async () => {
    const port = await freePort()
    const mailer = createMailer(mailConfig(`smtp://127.0.0.1:${port}`), recordingLogger())
    const log = recordingLogger()
    const loop = startNotificationRetryLoop({ db: database.db, mailer, log, policy, intervalMs: 100 })
    try {
      const { id } = await sendNotification(database.db, mailer, orderStatus('loop@example.com'))
      smtp = await startSmtpTestServer(port)
      const deadline = Date.now() + 10_000
      while ((await messageRow(id)).status !== 'sent' && Date.now() < deadline) await sleep(50)
      expect(await messageRow(id)).toMatchObject({ status: 'sent' })
      expect(smtp.messages).toHaveLength(1)
    } finally {
      await loop.stop()
      mailer.close()
    }
  })

  it('sends a secret-bearing message once and stores nothing of it', async () => {
    smtp = await startSmtpTestServer()
    const mailer = createMailer(mailConfig(smtp.url), recordingLogger())
    const payload = {
      link: 'https://shop.example/rbac/subject/authentication/reset-password?code=SECRET-CODE',
      code: 'SECRET-CODE',
      minutes: 30,
    }
    try {
      await sendTransientNotification(database.db, mailer, {
        templateSlug: NOTIFICATION_TEMPLATE.passwordReset,
        recipient: 'forgot@example.com',
        language: 'en',
        payload,
      })
      expect(smtp.messages[0]).toMatchObject({ subject: 'Reset your password' })
      expect(smtp.messages[0]!.text).toContain('or enter this code: SECRET-CODE')
      expect(await database.db.selectFrom('notification_messages').selectAll().execute()).toEqual([])
    } finally {
      mailer.close()
    }
    const refused = createMailer(mailConfig(`smtp://127.0.0.1:${await freePort()}`), recordingLogger())
    try {
      await expect(
        sendTransientNotification(database.db, refused, {
          templateSlug: NOTIFICATION_TEMPLATE.passwordReset,
          recipient: 'forgot@example.com',
          language: 'ru',
          payload,
        }),
      ).rejects.toThrow(/ECONNREFUSED|connect/i)
      expect(await database.db.selectFrom('notification_messages').selectAll().execute()).toEqual([])
    } finally {
      refused.close()
    }
  })
})

describe('the outbox folder (no SMTP_URL)', () => {
  it('never shows a reader half a message: each .eml appears whole, and nothing else is left', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-outbox-'))
    const mailer = createMailer(mailConfig(undefined, dataDir), recordingLogger())
    const outbox = path.join(dataDir, 'outbox')
    await mkdir(outbox, { recursive: true })
    // A reader in a process of its own, polling the folder as a developer's tool (or the tests'
    // outbox helpers) would, noting every size it saw each .eml at.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'), path = require('node:path'), seen = {}
        const stop = Date.now() + 20000
        process.stdin.on('data', () => { process.stdout.write(JSON.stringify(seen)); process.exit(0) })
        const look = () => {
          for (const file of fs.readdirSync(process.argv[1]).filter((name) => name.endsWith('.eml')))
            (seen[file] ??= []).push(fs.readFileSync(path.join(process.argv[1], file)).length)
          if (Date.now() < stop) setImmediate(look)
        }
        look()`,
        outbox,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    let output = ''
    reader.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise((resolve) => reader.on('exit', resolve))
    const text = 'A long body. '.repeat(50_000)
    try {
      for (let index = 0; index < 20; index++) await mailer.send({ to: `reader-${index}@example.com`, subject: 'Whole', text })
    } finally {
      reader.stdin.write('stop\n')
      await exited
      mailer.close()
    }
    const files = await readdir(outbox)
    const sizes = Object.fromEntries(
      await Promise.all(files.map(async (file) => [file, (await stat(path.join(outbox, file))).size] as const)),
    )
    await rm(dataDir, { recursive: true, force: true })
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(20)
    expect(files.filter((file) => !file.endsWith('.eml'))).toEqual([])
    const seen = JSON.parse(output) as Record<string, number[]>
    expect(Object.keys(seen).length).toBeGreaterThan(0)
    const partial = Object.entries(seen).flatMap(([file, lengths]) =>
      lengths.filter((length) => length !== sizes[file]).map((length) => `${file}: ${length} of ${sizes[file]}`),
    )
    expect(partial).toEqual([])
  })
})
