/** The account menu's button: the subject's e-mail (or short wallet address) with an icon. */
import type { ComponentProps } from 'react'
import type { SessionSubject } from '#web/app/page-api.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { UserRoundIcon } from '#web/site/line-icons.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { shownLabel, subjectLabel } from './use-session-state.ts'

/** Props: a button's (the menu trigger passes its own), plus the subject. */
export type AccountMenuButtonProps = ComponentProps<typeof Button> & { readonly subject: SessionSubject }

/** `<AccountMenuButton subject={subject} />`. */
export function AccountMenuButton({ subject, className, ...props }: AccountMenuButtonProps) {
  const t = useUiStrings()
  const label = subjectLabel(subject)
  return (
    <Button
      variant="outline"
      className={cn('max-w-32 gap-2 2xl:max-w-56', className)}
      aria-label={`${t.account}: ${label}`}
      data-testid="account-menu"
      {...props}
    >
      <UserRoundIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{shownLabel(label)}</span>
    </Button>
  )
}
