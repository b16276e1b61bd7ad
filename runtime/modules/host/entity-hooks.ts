/**
 * Host's hooks for every entity a public page can show (the publicly readable ones, of which the
 * page tree and entity pages are built: tree-expansions.ts): once a transaction that wrote any of
 * them commits, content changed, so this process's caches and, through NOTIFY, every other
 * process's drop what read the records it wrote (content-changes.ts; each write notes its records,
 * written-records.ts; a transaction that wrote more than the outbox row lists tells "anything").
 * A write that rolls back tells no one. Writes of private records (sessions, carts, orders,
 * requests, chats, invoices, notifications) are not covered and tell no one.
 */
import { entitySetHooks } from '#runtime/hooks/entity-set-hooks.ts'
import { isPubliclyReadable } from './tree-expansions.ts'
import { recordsOfNotes, writtenRecordNotes } from './written-records.ts'

export default entitySetHooks('host', [
  {
    entities: isPubliclyReadable,
    afterCommitOnce: {
      announceContentChange: {
        notes: writtenRecordNotes,
        async run({ database }, notes) {
          const { notifyContentChanged } = await import('./content-changes.ts')
          await notifyContentChanged(database, notes === undefined ? {} : { records: recordsOfNotes(notes) })
        },
      },
    },
  },
])
