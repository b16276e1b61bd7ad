/** The mail the development transport wrote under DATA_DIR/outbox, parsed (UTF-8 bodies and headers decoded). */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'

/** Every message in `dataDir`'s outbox, oldest first. */
export async function outboxMail(dataDir: string): Promise<ParsedMail[]> {
  const directory = path.join(dataDir, 'outbox')
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort()
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(directory, file)))))
}

/** The addresses a parsed message went to. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to]
  return to.flatMap((address) => address.value.map((entry) => entry.address ?? ''))
}

/** Polls the outbox until `match` finds a message (sending happens after the response). */
export async function waitForMail(dataDir: string, match: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await outboxMail(dataDir)).find(match)
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error('No matching mail arrived in the outbox')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
