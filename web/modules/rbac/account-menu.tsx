/**
 * The account button and its dropdown (SPEC §2, §6): the subject's e-mail, the roles linked to it,
 * View profile, the links modules add (web/site/site-hooks.ts: social's Messages), the admin for an
 * administrator (known from `/me` right after a sign-in, no reload needed), Settings and Logout.
 * Logout signs out and goes to `/`.
 */
import { LayoutDashboardIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react'
import type { SessionSubject } from '#web/app/page-api.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { Badge } from '#web/ui/badge.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/ui/dropdown-menu.tsx'
import { AccountMenuButton } from './account-menu-button.tsx'
import { SETTINGS_PATH, subjectPath } from './account-paths.ts'
import { accountMenuItems } from '#web/site/site-hooks.ts'
import { toastFailure } from '#web/api/call-failure.ts'
import { signOut } from './sign-in-flow.ts'
import { useSiteNavigate } from './use-site-navigate.ts'
import { shownLabel, subjectLabel } from './use-session-state.ts'

/** The signed-in subject's menu. */
export function AccountMenu({
  subject,
  className,
  defaultOpen = false,
}: {
  readonly subject: SessionSubject
  readonly className?: string
  /** Open at once: the visitor clicked the button before the menu had loaded. */
  readonly defaultOpen?: boolean
}) {
  const t = useUiStrings()
  const navigate = useSiteNavigate()
  const label = subjectLabel(subject)
  const shown = shownLabel(label)
  const logout = () => void signOut().then(() => navigate('/'), toastFailure)
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton subject={subject} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-2">
          <span className="truncate" title={label}>
            {shown}
          </span>
          {subject.roles.length > 0 && (
            <ul className="flex flex-wrap gap-1" aria-label={t.roles}>
              {subject.roles.map((role) => (
                <li key={role.id}>
                  <Badge variant="secondary">{String(role.title ?? role.slug ?? '')}</Badge>
                </li>
              ))}
            </ul>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {typeof subject.slug === 'string' && (
          <DropdownMenuItem asChild>
            <LocalizedLink href={subjectPath(subject.slug)}>
              <UserIcon aria-hidden="true" />
              {t.viewProfile}
            </LocalizedLink>
          </DropdownMenuItem>
        )}
        {accountMenuItems().map(({ href, label, icon: Icon, testId }) => (
          <DropdownMenuItem key={href} asChild>
            <LocalizedLink href={href} data-testid={testId}>
              <Icon aria-hidden="true" />
              {label(t)}
            </LocalizedLink>
          </DropdownMenuItem>
        ))}
        {subject.administrator === true && (
          <DropdownMenuItem asChild>
            <LocalizedLink href="/admin" data-testid="account-menu-admin">
              <LayoutDashboardIcon aria-hidden="true" />
              {t.admin}
            </LocalizedLink>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <LocalizedLink href={SETTINGS_PATH}>
            <SettingsIcon aria-hidden="true" />
            {t.settings}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={logout}>
          <LogOutIcon aria-hidden="true" />
          {t.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
