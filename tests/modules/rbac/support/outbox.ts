/** Reads mail the development transport wrote under DATA_DIR/outbox. */
import { readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { type ParsedMail, simpleParser } from 'mailparser'
import type { Database } from '#generated/db/database.gen.ts'

/** Where an app with an in-memory DATA_DIR (`memory://`) writes its mail: one folder shared by every such app. */
export const MEMORY_OUTBOX = path.join(os.tmpdir(), 'tessera-outbox')

/** Every message in the outbox, oldest first, as RFC 822 text with quoted-printable decoded. */
export async function outboxMessages(dataDir: string): Promise<string[]> {
  return messagesIn(path.join(dataDir, 'outbox'))
}

/** Every message in an outbox folder, oldest first. */
export async function messagesIn(directory: string): Promise<string[]> {
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort()
  return Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(directory, file), 'utf8').catch(() => ''))))
}

// Bodies may be UTF-8 (Russian mail): quoted-printable bytes are decoded as UTF-8.
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'))
}

// Codes already handed to a test: mail is sent by a job after the request answers, so "the newest
// code" is the first one not handed out before, waited for.
const handedOut = new Set<string>()

/** What a mailed code is for, told by the mail's subject. */
export type MailedCode = 'reset' | 'verify' | 'invitation'

const SUBJECTS: Record<MailedCode, readonly string[]> = {
  reset: ['Reset your password', 'Сброс пароля'],
  verify: ['Confirm your e-mail address', 'Подтвердите адрес электронной почты'],
  // An administrator's invitation: a set-password code (runtime/modules/rbac/invitation.ts).
  invitation: ['Your account at shop.example', 'Ваш аккаунт на shop.example'],
}

// Each mail file parsed once (headers and bodies decoded, Russian ones included).
const parsed = new Map<string, Promise<ParsedMail>>()

async function mailsIn(directory: string): Promise<ParsedMail[]> {
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort()
  return Promise.all(
    files.map((file) => {
      const full = path.join(directory, file)
      let mail = parsed.get(full)
      if (mail === undefined) {
        mail = readFile(full).then((bytes) => simpleParser(bytes))
        parsed.set(full, mail)
      }
      return mail
    }),
  )
}

/**
 * Waits (up to `timeoutMs`) for a mail to `to` with a code of `kind` not handed out before, in the
 * outbox folder `directory` (or any of several: servers sharing a database, where any may send it),
 * and returns the code.
 */
export async function waitForMailedCode(
  directory: string | readonly string[],
  to: string,
  kind: MailedCode,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  const directories = typeof directory === 'string' ? [directory] : directory
  for (;;) {
    const mails = (await Promise.all(directories.map(mailsIn))).flat()
    for (const mail of mails.reverse()) {
      if (!recipientsOf(mail).includes(to) || !SUBJECTS[kind].includes(mail.subject ?? '')) continue
      const code = /(?:enter this code|введите этот код): ([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1]
      if (code !== undefined && !handedOut.has(code)) {
        handedOut.add(code)
        return code
      }
    }
    if (Date.now() > deadline) throw new Error(`No new ${kind} code mailed to ${to} in ${directory}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Every mail to `to` under `dataDir`, oldest first, parsed (subjects and bodies decoded, Russian ones included). */
export async function mailsTo(dataDir: string, to: string): Promise<ParsedMail[]> {
  return (await mailsIn(path.join(dataDir, 'outbox'))).filter((mail) => recipientsOf(mail).includes(to))
}

function recipientsOf(mail: ParsedMail): (string | undefined)[] {
  return (mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((address) =>
    address.value.map((entry) => entry.address),
  )
}

/** The reset code of the newest reset mail to `to` under `dataDir`, waited for. */
export async function latestResetCode(dataDir: string, to: string): Promise<string> {
  return waitForMailedCode(path.join(dataDir, 'outbox'), to, 'reset')
}

/** The verification code of the newest verification mail to `to` under `dataDir`, waited for. */
export async function latestVerificationCode(dataDir: string, to: string): Promise<string> {
  return waitForMailedCode(path.join(dataDir, 'outbox'), to, 'verify')
}

/** Waits until no identity mail (rbac.identity-mail) is queued in `db`: every one asked for so far was sent or dropped. */
export async function identityMailSettled(db: Kysely<Database>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const queued = await db
      .selectFrom('host_jobs')
      .select('id')
      .where('name', '=', 'rbac.identity-mail')
      .where('status', '=', 'queued')
      .execute()
    if (queued.length === 0) return
    if (Date.now() > deadline) throw new Error(`${queued.length} identity mails still queued`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
