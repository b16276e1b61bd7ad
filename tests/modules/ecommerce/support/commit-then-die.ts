/**
 * A process that writes an order through the entity's write path and dies the moment the write
 * committed, before any job runner could run its afterCommit outbox row: the crash the outbox is for.
 * `node --import tsx commit-then-die.ts <data dir>`; prints the order's id, then SIGKILLs itself.
 */
import { writeFileSync } from 'node:fs'
import { addEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { openPGlite } from '#runtime/db/open-pglite.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import { traceOrderHooks } from './trace-order-hooks.ts'

const [dataDir, idFile] = process.argv.slice(2)
if (dataDir === undefined || idFile === undefined) throw new Error('usage: commit-then-die.ts <data dir> <id file>')

const log: string[] = []
addEntityHooks(
  'ecommerce/orders',
  traceOrderHooks(log, async () => 'unknown'),
)
const database = await openPGlite(dataDir)
const order = await writeEntity(asDynamicDb(database.db), 'ecommerce/orders', {
  operation: 'create',
  data: { status: 'new', type: 'history', comment: 'written before a crash' },
})
writeFileSync(idFile, JSON.stringify({ id: order.id, log }))
// No close, no job runner: the process ends between the commit and afterCommit.
process.kill(process.pid, 'SIGKILL')
