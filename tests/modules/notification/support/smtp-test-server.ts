/** A real SMTP server for tests (`smtp-server`): accepts every message and keeps it, parsed. */
import { createServer, type AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A listening SMTP server and the messages it received. */
export interface SmtpTestServer {
  readonly url: string
  readonly port: number
  readonly messages: ParsedMail[]
  close(): Promise<void>
}

/**
 * Listens on 127.0.0.1 (`port`, or a free one). No TLS and no authentication: the test talks to it
 * over loopback, as a development relay would be configured.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A loopback port that nothing listens on right now (connections to it are refused). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
