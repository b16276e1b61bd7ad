/**
 * Finding the browser's wallet without a wallet kit: EIP-6963 first (each installed wallet
 * announces itself on request, so several can coexist), then the legacy `window.ethereum` that a
 * single injected wallet sets. Only the EIP-1193 `request` call and its `accountsChanged` event are used.
 */

/** The part of an EIP-1193 provider this site calls; events are optional (not every wallet emits them). */
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

interface AnnouncedProvider {
  readonly info: { readonly uuid: string; readonly name: string; readonly rdns?: string }
  readonly provider: Eip1193Provider
}

// Wallets answer the request synchronously or nearly so; this only bounds a slow extension.
const ANNOUNCE_WAIT_MS = 150

/** The first wallet that announces itself, else `window.ethereum`, else undefined. */
export async function findWallet(): Promise<Eip1193Provider | undefined> {
  const announced: AnnouncedProvider[] = []
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<AnnouncedProvider>).detail
    if (typeof detail?.provider?.request === 'function') announced.push(detail)
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  if (announced.length === 0) await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_WAIT_MS))
  window.removeEventListener('eip6963:announceProvider', onAnnounce)
  if (announced[0] !== undefined) return announced[0].provider
  const legacy = (window as { ethereum?: Eip1193Provider }).ethereum
  return typeof legacy?.request === 'function' ? legacy : undefined
}
