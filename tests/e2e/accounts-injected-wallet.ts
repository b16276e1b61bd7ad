/**
 * A browser wallet for the journeys: an EIP-1193 provider injected into the page, announced the
 * EIP-6963 way and set as `window.ethereum`, whose requests are answered in Node by a viem local
 * account. Signatures can be held back, to test what the site does while a wallet is waiting for
 * the visitor to sign. Like a real wallet it stays connected to the site from the first account
 * request until the site revokes the permission, and it tells the page when its account changes.
 */
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** The injected wallet as a journey controls it. */
export interface InjectedWallet {
  /** The wallet's current account. */
  readonly account: PrivateKeyAccount
  /** Every method the page asked for, in order. */
  readonly requests: string[]
  /** Whether the site holds the wallet's permission (asked for accounts, not revoked since). */
  readonly connected: boolean
  /** Holds `personal_sign` answers until the returned function is called. */
  holdSignatures(): () => void
  /** Signs from now on with another key than the address it gives, as a broken or hostile wallet would. */
  forgeSignatures(): void
  /** Switches to a fresh account and, while connected, tells the open page (`accountsChanged`) once it listens. */
  switchAccount(): Promise<void>
}

/**
 * How the wallet makes itself known: announced the EIP-6963 way and as `window.ethereum` (as most
 * wallets do), announced only (a wallet that leaves `window.ethereum` to another), or only as
 * `window.ethereum` (an older wallet).
 */
export type WalletDiscovery = 'both' | 'eip6963' | 'window.ethereum'

/** Injects a fresh wallet into every document `page` loads from now on. */
export async function injectWallet(page: Page, discovery: WalletDiscovery = 'both'): Promise<InjectedWallet> {
  let account = privateKeyToAccount(generatePrivateKey())
  const requests: string[] = []
  let held: Promise<void> = Promise.resolve()
  let forged = false
  let connected = false
  await page.exposeFunction('__testWalletRequest', async (method: string, params: readonly unknown[]) => {
    requests.push(method)
    switch (method) {
      case 'eth_requestAccounts':
        connected = true
        return [account.address]
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_chainId':
        return '0x1'
      case 'personal_sign': {
        await held
        const signer = forged ? privateKeyToAccount(generatePrivateKey()) : account
        return signer.signMessage({ message: { raw: params[0] as Hex } })
      }
      case 'wallet_revokePermissions':
        connected = false
        return null
      default:
        throw new Error(`The test wallet does not answer ${method}`)
    }
  })
  await page.addInitScript((discovery: WalletDiscovery) => {
    const call = (window as unknown as { __testWalletRequest: (method: string, params: readonly unknown[]) => Promise<unknown> })
      .__testWalletRequest
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
    const testWindow = window as unknown as {
      __testWalletEmit: (event: string, value: unknown) => void
      __testWalletListeners: (event: string) => number
    }
    testWindow.__testWalletEmit = (event, value) => {
      for (const listener of listeners.get(event) ?? []) listener(value)
    }
    testWindow.__testWalletListeners = (event) => listeners.get(event)?.size ?? 0
    const provider = {
      request: ({ method, params }: { method: string; params?: readonly unknown[] }) => call(method, params ?? []),
      on: (event: string, listener: (...args: unknown[]) => void) => {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)!.add(listener)
      },
      removeListener: (event: string, listener: (...args: unknown[]) => void) => void listeners.get(event)?.delete(listener),
    }
    const info = {
      uuid: '6f1b2a0e-0000-4000-8000-000000000001',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'test.wallet',
    }
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    if (discovery !== 'window.ethereum') window.addEventListener('eip6963:requestProvider', announce)
    if (discovery !== 'eip6963') (window as unknown as { ethereum: unknown }).ethereum = provider
  }, discovery)
  return {
    get account() {
      return account
    },
    requests,
    get connected() {
      return connected
    },
    holdSignatures() {
      let release: () => void = () => undefined
      held = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
    forgeSignatures() {
      forged = true
    },
    async switchAccount() {
      account = privateKeyToAccount(generatePrivateKey())
      if (!connected) return
      // A page tells the wallet it listens once its wallet code has loaded.
      await page.waitForFunction(
        () => (window as unknown as { __testWalletListeners: (event: string) => number }).__testWalletListeners('accountsChanged') > 0,
      )
      await page.evaluate(
        (accounts) =>
          (window as unknown as { __testWalletEmit: (event: string, value: unknown) => void }).__testWalletEmit(
            'accountsChanged',
            accounts,
          ),
        [account.address],
      )
    },
  }
}
