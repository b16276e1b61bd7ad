/** rbac widget: the wallet login alone (Connect Wallet, or the connected address and Logout). */
import { AuthCard } from '#web/account/auth-card.tsx'
import { WalletLogin } from '#web/account/wallet-login.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../widget-registry.ts'

export default function SubjectAuthenticationEthereumVirtualMachine({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard record={node.record} fallbackTitle={t.ethereumVirtualMachine}>
      <WalletLogin />
    </AuthCard>
  )
}
