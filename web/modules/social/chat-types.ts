/** The chat records as the chat routes answer them (contract/routes/social.ts), named for the screens. */
import type { RouteResponse } from '#contract/define-route.ts'
import type * as routes from '#contract/routes/social.ts'

/** A social profile. */
export type ChatProfile = RouteResponse<typeof routes.subjectProfiles>[number]

/** A chat and its participants. */
export type Chat = RouteResponse<typeof routes.profileChat>

/** A message as one profile sees it; each event of the chat stream is one. */
export type ChatMessage = RouteResponse<typeof routes.chatMessages>[number]
