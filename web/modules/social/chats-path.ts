/** Where the signed-in subject's chats are shown (the account menu's Messages link). */
export const CHATS_PATH = '/social/chats'

/** The id of a chat's element on the chat screen, for a link or a scroll to it. */
export function chatElementId(chatId: string): string {
  return `chat-${chatId}`
}
