/**
 * The mail promised to a chat reader who has not read a message (README: "a message still unread
 * after a minute is mailed") survives the process that accepted the message: two `npm start`
 * processes on one PostgreSQL database; the one that took the message is killed (SIGKILL) right
 * after answering, and the survivor mails the reader once, when the message is due.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { seedRoles } from '../rbac/support/auth-fixtures.ts'
import { outboxMail, recipientsOf, waitForMail } from '../notification/support/outbox-mail.ts'
import { createChat, createOwnedProfile } from './support/chat-fixtures.ts'
import { createScratchPostgres, type ScratchPostgres } from '../../jobs/support/scratch-postgres.ts'
import { httpJson, registerOver, type ServerProcess, startServerProcess } from '../../jobs/support/server-process.ts'

describe.runIf(process.env.DATABASE_URL)('absent-reader mail with two server processes on PostgreSQL (needs DATABASE_URL)', () => {
  let scratch: ScratchPostgres
  let database: DatabaseHandle
  let doomed: ServerProcess
  let survivor: ServerProcess

  beforeAll(async () => {
    scratch = await createScratchPostgres()
    database = scratch.database
    await seedRoles(database.db)
    const env = {
      DATABASE_URL: scratch.url,
      UNREAD_MESSAGE_MAIL_DELAY_SECONDS: '3',
      JOB_POLL_INTERVAL_MS: '250',
      PUBLIC_URL: 'https://chat.example',
    }
    ;[doomed, survivor] = await Promise.all([startServerProcess(env), startServerProcess(env)])
  }, 240_000)

  afterAll(async () => {
    await doomed?.stop()
    await survivor?.stop()
    await scratch?.drop()
  })

  it('mails the reader once, from the survivor, after the process that took the message was killed', async () => {
    const anna = await registerOver(doomed, `anna-${Date.now()}@example.com`, [doomed, survivor])
    const boris = await registerOver(survivor, `boris-${Date.now()}@example.com`, [doomed, survivor])
    const annaProfile = await createOwnedProfile(database.db, anna.subjectId, 'anna-killed', 'Анна')
    const borisProfile = await createOwnedProfile(database.db, boris.subjectId, 'boris-killed', 'Борис')
    const chatId = await createChat(database.db, 'chat-killed', [annaProfile, borisProfile])

    const sent = await httpJson(
      `${doomed.url}/api/rbac/subjects/${anna.subjectId}/social-module/profiles/${annaProfile}/chats/${chatId}/messages`,
      'POST',
      { data: { description: 'Ты получишь это письмо?' } },
      { authorization: `Bearer ${anna.jwt}` },
    )
    expect(sent.status).toBe(201)
    doomed.child.kill('SIGKILL')
    expect((await doomed.exited).signal).toBe('SIGKILL')

    const mail = await waitForMail(survivor.dataDir, (message) => message.text?.includes('Ты получишь это письмо?') === true, 30_000)
    expect(recipientsOf(mail)).toEqual([boris.email])
    expect(mail.text).toContain('https://chat.example/social/profiles/boris-killed')
    // Later: not before the delay the message was given.
    const sentAt = new Date(sent.body.data.createdAt).getTime()
    expect(mail.date!.getTime()).toBeGreaterThanOrEqual(Math.floor(sentAt / 1000) * 1000 + 2_000)

    // Once: a few more polls change nothing, and the job is done.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const stored = await sql<{ count: number }>`
      select count(*)::int as count from notification_messages where template_slug = 'chat-message' and payload like ${'%Ты получишь это письмо?%'}
    `.execute(database.db)
    expect(stored.rows[0]!.count).toBe(1)
    expect((await outboxMail(survivor.dataDir)).filter((message) => message.text?.includes('Ты получишь это письмо?'))).toHaveLength(1)
    const job = await database.db
      .selectFrom('host_jobs')
      .select(['status', 'attempts'])
      .where('payload', 'like', `%${sent.body.data.id}%`)
      .executeTakeFirstOrThrow()
    expect(job).toEqual({ status: 'done', attempts: 1 })
  }, 120_000)
})
