/**
 * The `notify` call (POST /api/rbac/subjects/{id}/notify) through the real API with a real SMTP
 * server: each message is a stored notification, sent over SMTP with its text escaped in the HTML
 * part; while the server is down the call still answers and the message waits, `failed`, for the
 * retry that sends it once the server is back.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createMailer } from '#runtime/mail/create-mailer.ts'
import { processNotificationQueue } from '#runtime/modules/notification/process-notification-queue.ts'
import { createAuthTestApp } from '../rbac/support/auth-test-app.ts'
import { call, register } from '../rbac/support/auth-fixtures.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { freePort, type SmtpTestServer, startSmtpTestServer } from './support/smtp-test-server.ts'
import { recordingLogger } from './support/test-logger.ts'

let database: DatabaseHandle
let app: FastifyInstance
// Accounts are registered through an app without SMTP, whose verification mail lands in its outbox.
let registrar: FastifyInstance
let port: number
let smtp: SmtpTestServer | undefined

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  port = await freePort()
  ;({ app } = await createAuthTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${port}` }))
  ;({ app: registrar } = await createAuthTestApp(database))
})

afterEach(async () => {
  await smtp?.close()
  smtp = undefined
})

afterAll(async () => {
  await app?.close()
  await registrar?.close()
  await database?.close()
})

const notify = (subjectId: string, subject: string, text: string) =>
  call(app, 'POST', `/api/rbac/subjects/${subjectId}/notify`, { headers: secretKeyHeaders, body: { data: { subject, text } } })

describe('the notify call', () => {
  it('sends a stored notification over SMTP, its text inert in the HTML part', async () => {
    smtp = await startSmtpTestServer(port)
    const person = await register(registrar)
    const reply = await notify(person.subjectId, 'Ваш заказ', 'Отправлен <script>alert(1)</script> {{text}}')
    expect(reply.body).toEqual({ data: { sent: 1 } })
    expect(smtp.messages).toHaveLength(1)
    const [mail] = smtp.messages
    expect(mail!.subject).toBe('Ваш заказ')
    expect(mail!.text?.trim()).toBe('Отправлен <script>alert(1)</script> {{text}}')
    expect(mail!.html).toContain('&lt;script&gt;')
    expect(mail!.html).not.toContain('<script>')
    const rows = await database.db.selectFrom('notification_messages').selectAll().where('recipient', '=', person.email).execute()
    expect(rows).toMatchObject([{ template_slug: 'subject-message', status: 'sent', subject_id: person.subjectId }])
  })

  it('keeps a message the mail server could not take and sends it on a later pass', async () => {
    const person = await register(registrar)
    const reply = await notify(person.subjectId, 'Напоминание', 'Занятие завтра в 10:00')
    expect(reply.body).toEqual({ data: { sent: 1 } })
    const row = () =>
      database.db.selectFrom('notification_messages').selectAll().where('recipient', '=', person.email).executeTakeFirstOrThrow()
    expect((await row()).status).toBe('failed')

    smtp = await startSmtpTestServer(port)
    const mailer = createMailer(createTestConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), recordingLogger())
    try {
      await new Promise((resolve) => setTimeout(resolve, 150))
      const outcomes = await processNotificationQueue(database.db, mailer, {
        policy: { baseDelayMs: 100, maxDelayMs: 1_000, leaseMs: 60_000, giveUpAfterMs: 60_000 },
      })
      expect(outcomes).toEqual([{ id: (await row()).id, status: 'sent' }])
    } finally {
      mailer.close()
    }
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Напоминание'])
    expect((await row()).status).toBe('sent')
  })
})
