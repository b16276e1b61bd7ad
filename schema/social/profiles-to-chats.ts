import { relation } from '#dsl'
import chats from './chats.ts'
import profiles from './profiles.ts'

/** The chats a profile takes part in. */
export default relation('social', 'profiles-to-chats', {
  from: profiles,
  to: chats,
  uniquePair: true,
  variants: ['default'],
})
