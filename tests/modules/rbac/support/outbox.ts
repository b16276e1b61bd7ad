/** Reads mail the development transport wrote under DATA_DIR/outbox. */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** Every message in the outbox, oldest first, as RFC 822 text with quoted-printable decoded. */
export async function outboxMessages(dataDir: string): Promise<string[]> {
  const directory = path.join(dataDir, 'outbox')
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort()
  return Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(directory, file), 'utf8'))))
}

// Bodies are ASCII here, so byte-wise decoding is enough.
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The reset code in the newest message to `to`. */
export async function latestResetCode(dataDir: string, to: string): Promise<string> {
  const messages = (await outboxMessages(dataDir)).filter((message) => message.includes(`To: ${to}`))
  const match = /enter this code: ([A-Za-z0-9_-]+)/.exec(messages.at(-1) ?? '')
  if (match?.[1] === undefined) throw new Error(`No reset code mailed to ${to}`)
  return match[1]
}
