import { boolean, relation } from '#dsl'
import messages from './messages.ts'
import profiles from './profiles.ts'

/** Links a message to each participant profile: `author` for its sender, `default` for readers with their read flag. */
export default relation('social', 'profiles-to-messages', {
  from: profiles,
  to: messages,
  fields: {
    isRead: boolean({ required: true, default: false }),
  },
  uniquePair: true,
  variants: ['default', 'author'],
})
