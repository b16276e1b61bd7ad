import { relation } from '#dsl'
import chats from './chats.ts'
import messages from './messages.ts'

/** The messages of a chat. */
export default relation('social', 'chats-to-messages', {
  from: chats,
  to: messages,
  uniquePair: true,
  variants: ['default'],
})
