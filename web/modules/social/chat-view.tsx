/**
 * One chat on the chat screen (SPEC §2): its title and participants, its messages (the profile's
 * own on the right), and a send form whose message needs at least one character (SPEC §5). A sent
 * message toasts 'Message created successfully' and shows at once; the other participants get it
 * through their live stream.
 */
import { chatElementId } from './chats-path.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { sendMessage } from '#generated/client/routes/social.gen.ts'
import { fieldIssues, toastFailure } from '#web/api/call-failure.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Textarea } from '#web/ui/textarea.tsx'
import { toast } from '#web/ui/toast.tsx'
import { chatMessagesQuery, withMessage } from './chat-queries.ts'
import type { Chat, ChatMessage } from './chat-types.ts'

/** Props of {@link ChatView}. */
export interface ChatViewProps {
  readonly subjectId: string
  readonly profileId: string
  readonly chat: Chat
}

/** `<ChatView subjectId={…} profileId={…} chat={chat} />`. */
export function ChatView({ subjectId, profileId, chat }: ChatViewProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const language = useLanguage()
  const queryClient = useQueryClient()
  const fieldId = useId()
  const messagesQuery = chatMessagesQuery(subjectId, profileId, chat.id)
  const messages = useQuery(messagesQuery)
  const list = useRef<HTMLOListElement>(null)
  const { register, handleSubmit, reset, setError, formState } = useForm<{ description: string }>({ defaultValues: { description: '' } })
  const others = chat.profiles.filter((profile) => profile.id !== profileId)
  const title = text(chat.title) || chat.adminTitle
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' })

  // The newest message in view, as in any messenger; only the list scrolls, never the page.
  const count = messages.data?.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is what the list scrolls for; the effect needs no value of it
  useEffect(() => {
    if (list.current !== null) list.current.scrollTop = list.current.scrollHeight
  }, [count])

  const send = handleSubmit(async ({ description }) => {
    let message: ChatMessage
    try {
      message = await sendMessage({ params: { id: subjectId, profileId, chatId: chat.id }, body: { description } })
    } catch (error) {
      const issue = fieldIssues(error).find((candidate) => candidate.path === 'data.description')
      if (issue !== undefined) setError('description', { message: issue.message })
      toastFailure(error)
      return
    }
    queryClient.setQueryData<ChatMessage[]>(messagesQuery.queryKey, (current) => withMessage(current, message))
    reset({ description: '' })
    void toast.success(t.messageCreatedSuccessfully)
  })

  const error = formState.errors.description?.message
  return (
    <section
      id={chatElementId(chat.id)}
      aria-label={title}
      className="flex flex-col scroll-mt-24 rounded-xl border bg-background shadow-sm"
    >
      <header className="border-b px-4 py-3">
        <h3 className="font-semibold">{title}</h3>
        {others.length > 0 && (
          <p className="text-sm text-muted-foreground">{others.map((profile) => text(profile.title) || profile.adminTitle).join(', ')}</p>
        )}
      </header>
      <ol ref={list} aria-live="polite" className="grid max-h-96 min-h-32 content-start gap-3 overflow-y-auto px-4 py-4">
        {messages.isPending && (
          <li>
            <Skeleton className="h-10 w-2/3" />
          </li>
        )}
        {messages.data?.length === 0 && <li className="text-sm text-muted-foreground">{t.noMessagesYet}</li>}
        {messages.data?.map((message) => {
          const own = message.author?.id === profileId
          return (
            <li
              key={message.id}
              data-message-id={message.id}
              className={cn('grid max-w-[85%] gap-1', own ? 'justify-self-end text-end' : 'justify-self-start')}
            >
              <span className="text-xs text-muted-foreground">
                {message.author === null ? '' : `${text(message.author.title) || message.author.adminTitle} · `}
                <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
              </span>
              <p
                className={cn(
                  'rounded-lg px-3 py-2 text-start break-words whitespace-pre-wrap',
                  own ? 'bg-primary text-primary-foreground' : 'bg-muted',
                )}
              >
                {message.description}
              </p>
            </li>
          )
        })}
      </ol>
      <form noValidate onSubmit={send} className="grid gap-2 border-t p-4">
        <label htmlFor={fieldId} className="sr-only">
          {t.message}
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id={fieldId}
            rows={1}
            placeholder={t.writeAMessage}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : `${fieldId}-error`}
            className="min-h-10"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault()
                void send()
              }
            }}
            {...register('description', { validate: (value) => value.trim().length >= 1 || t.messageNeedsOneCharacter })}
          />
          <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
            {t.send}
          </Button>
        </div>
        {error !== undefined && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    </section>
  )
}
