/**
 * Issue 30, finding 7: many chat event streams of one subject against an unrelated API call.
 * Opens `--streams` (default 300) streams of one subject over real HTTP, sends `--messages`
 * (default 5) messages to its chat, and times `GET /api/ecommerce/products?limit=1` before and
 * while they are delivered. Prints how many streams were admitted and the latencies.
 *
 *   npx tsx bench/modules/social/chat-streams.ts [--streams 300] [--messages 5]
 */
import { parseArgs } from 'node:util'
import { bearer, call, register, seedRoles } from '../../../tests/modules/rbac/support/auth-fixtures.ts'
import { createChat, createOwnedProfile } from '../../../tests/modules/social/support/chat-fixtures.ts'
import { startSocialTestApp } from '../../../tests/modules/social/support/social-test-app.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'

const { values } = parseArgs({ options: { streams: { type: 'string', default: '300' }, messages: { type: 'string', default: '5' } } })
const streamCount = Number(values.streams)
const messageCount = Number(values.messages)

const database = await createTestDatabase({ migrate: true })
await seedRoles(database.db)
const server = await startSocialTestApp(database)
const anna = await register(server.app)
const boris = await register(server.app)
const annaProfile = await createOwnedProfile(database.db, anna.subjectId, 'anna-bench', 'Anna')
const borisProfile = await createOwnedProfile(database.db, boris.subjectId, 'boris-bench', 'Boris')
const chatId = await createChat(database.db, 'chat-bench', [annaProfile, borisProfile])

async function unrelatedCallMs(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${server.url}/api/ecommerce/products?limit=1`)
  await response.arrayBuffer()
  return performance.now() - started
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!

for (let warm = 0; warm < 5; warm += 1) await unrelatedCallMs()
const before: number[] = []
for (let round = 0; round < 9; round += 1) before.push(await unrelatedCallMs())

const aborts: AbortController[] = []
const statuses = new Map<number, number>()
await Promise.all(
  Array.from({ length: streamCount }, async () => {
    const abort = new AbortController()
    aborts.push(abort)
    const response = await fetch(`${server.url}/api/rbac/subjects/${boris.subjectId}/social-module/profiles/${borisProfile}/chats/events`, {
      headers: bearer(boris.jwt),
      signal: abort.signal,
    }).catch(() => undefined)
    const status = response?.status ?? 0
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    // Drain what arrives, as a browser would.
    if (response?.body != null) void response.body.pipeTo(new WritableStream()).catch(() => undefined)
    else if (response !== undefined) await response.arrayBuffer().catch(() => undefined)
  }),
)

const sends = Array.from({ length: messageCount }, (_, index) =>
  call(server.app, 'POST', `/api/rbac/subjects/${anna.subjectId}/social-module/profiles/${annaProfile}/chats/${chatId}/messages`, {
    body: { data: { description: `Message ${index}` } },
    headers: bearer(anna.jwt),
  }),
)
const during: number[] = []
const until = performance.now() + 3_000
while (performance.now() < until) during.push(await unrelatedCallMs())
await Promise.all(sends)

console.log(`streams asked: ${streamCount}; answered: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`)
console.log(`unrelated call before: median ${median(before).toFixed(1)} ms`)
console.log(
  `unrelated call while ${messageCount} messages reach the streams: median ${median(during).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms (${during.length} calls in 3 s)`,
)

for (const abort of aborts) abort.abort()
await server.app.close()
await database.close()
