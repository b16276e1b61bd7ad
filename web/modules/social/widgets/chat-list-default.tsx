/**
 * The chat screen as a widget (SPEC §2 "Chat screen"): the section heading, then the signed-in
 * subject's chats (web/modules/social/chat-screen.tsx); a visitor is asked to sign in, since chats show only
 * for a current subject (SPEC §6).
 */
import { useId } from 'react'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { ChatScreen } from '#web/modules/social/chat-screen.tsx'
import { SIGN_IN_PATH } from '#web/site/sign-in-path.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { buttonVariants } from '#web/ui/button.tsx'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function ChatListDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const headingId = useId()
  const subject = useCurrentSubject()
  const pageProfileId = page.entity?.entity === 'social/profiles' ? page.entity.record.id : undefined
  return (
    <SectionShell record={node.record} labelledBy={headingId} tone="muted">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
      <div className="mt-10" data-chat-screen>
        {subject === null ? (
          <div className="grid justify-items-center gap-3 text-center">
            <p className="text-muted-foreground">{t.signInToSeeChats}</p>
            <LocalizedLink href={SIGN_IN_PATH} className={buttonVariants({ variant: 'primary' })}>
              {t.signIn}
            </LocalizedLink>
          </div>
        ) : (
          <ChatScreen subject={subject} pageProfileId={pageProfileId} />
        )}
      </div>
    </SectionShell>
  )
}
