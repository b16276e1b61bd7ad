/**
 * Host's hooks for every entity a public page can show (the publicly readable ones, of which the
 * page tree and entity pages are built: tree-expansions.ts): once a transaction that wrote any of
 * them commits, content changed, so this process's caches and, through NOTIFY, every other
 * process's are emptied (content-changes.ts). A write that rolls back tells no one. Writes of
 * private records (sessions, carts, orders, requests, chats) are not covered and tell no one.
 */
import { entitySetHooks } from '#runtime/hooks/entity-set-hooks.ts'
import { isPubliclyReadable } from './tree-expansions.ts'

export default entitySetHooks('host', [
  {
    entities: isPubliclyReadable,
    afterCommitOnce: {
      async announceContentChange({ database }) {
        const { notifyContentChanged } = await import('./content-changes.ts')
        await notifyContentChanged(database)
      },
    },
  },
])
