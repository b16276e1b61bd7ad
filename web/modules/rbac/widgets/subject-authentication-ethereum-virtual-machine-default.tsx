/** rbac widget: the wallet login alone (Connect Wallet, or the connected address and Logout). */
import { AuthCard } from '#web/modules/rbac/auth-card.tsx'
import { WalletLogin } from '#web/modules/rbac/wallet-login.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectAuthenticationEthereumVirtualMachine({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard record={node.record} fallbackTitle={t.ethereumVirtualMachine}>
      <WalletLogin />
    </AuthCard>
  )
}
