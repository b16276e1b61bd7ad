/** The chat records as the chat routes return them (runtime/modules/social/*), for the browser. */

/** A language map: language code → text. */
export type LocalizedText = Readonly<Record<string, string>>

/** A social profile. */
export interface ChatProfile {
  readonly id: string
  readonly slug: string
  readonly title: LocalizedText
  readonly adminTitle: string
}

/** A chat and its participants. */
export interface Chat {
  readonly id: string
  readonly title: LocalizedText
  readonly adminTitle: string
  readonly profiles: readonly ChatProfile[]
}

/** A message as one profile sees it. */
export interface ChatMessage {
  readonly id: string
  readonly chatId: string
  readonly description: string
  readonly createdAt: string
  readonly author: ChatProfile | null
  readonly isRead: boolean
}
