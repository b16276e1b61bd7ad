/**
 * A browser wallet for the journeys: an EIP-1193 provider injected into the page, announced the
 * EIP-6963 way and set as `window.ethereum`, whose requests are answered in Node by a viem local
 * account. Signatures can be held back, to test what the site does while a wallet is waiting for
 * the visitor to sign.
 */
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** The injected wallet as a journey controls it. */
export interface InjectedWallet {
  readonly account: PrivateKeyAccount
  /** Every method the page asked for, in order. */
  readonly requests: string[]
  /** Holds `personal_sign` answers until the returned function is called. */
  holdSignatures(): () => void
  /** Signs from now on with another key than the address it gives, as a broken or hostile wallet would. */
  forgeSignatures(): void
}

/** Injects a fresh wallet into every document `page` loads from now on. */
export async function injectWallet(page: Page): Promise<InjectedWallet> {
  const account = privateKeyToAccount(generatePrivateKey())
  const requests: string[] = []
  let held: Promise<void> = Promise.resolve()
  let signer = account
  await page.exposeFunction('__testWalletRequest', async (method: string, params: readonly unknown[]) => {
    requests.push(method)
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address]
      case 'eth_chainId':
        return '0x1'
      case 'personal_sign':
        await held
        return signer.signMessage({ message: { raw: params[0] as Hex } })
      case 'wallet_revokePermissions':
        return null
      default:
        throw new Error(`The test wallet does not answer ${method}`)
    }
  })
  await page.addInitScript(() => {
    const call = (window as unknown as { __testWalletRequest: (method: string, params: readonly unknown[]) => Promise<unknown> }).__testWalletRequest
    const provider = {
      request: ({ method, params }: { method: string; params?: readonly unknown[] }) => call(method, params ?? []),
      on: () => undefined,
      removeListener: () => undefined,
    }
    const info = { uuid: '6f1b2a0e-0000-4000-8000-000000000001', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'test.wallet' }
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    window.addEventListener('eip6963:requestProvider', announce)
    ;(window as unknown as { ethereum: unknown }).ethereum = provider
  })
  return {
    account,
    requests,
    holdSignatures() {
      let release: () => void = () => undefined
      held = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
    forgeSignatures() {
      signer = privateKeyToAccount(generatePrivateKey())
    },
  }
}
