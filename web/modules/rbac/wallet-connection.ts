/**
 * Whether this browser connected a wallet to the site (SPEC §4 "Wallet login"): remembered after a
 * wallet sign-in, forgotten when the site disconnects it. Only this flag lives in the main bundle;
 * the wallet code loads when the button is used or when the flag says a wallet was connected.
 */

const CONNECTED_KEY = 'tessera.wallet.connected'

/** Whether a wallet was connected to the site in this browser. */
export function walletWasConnected(): boolean {
  try {
    return localStorage.getItem(CONNECTED_KEY) === '1'
  } catch {
    return false
  }
}

/** Remembers that a wallet is connected. */
export function rememberWalletConnected(): void {
  try {
    localStorage.setItem(CONNECTED_KEY, '1')
  } catch {
    // Storage may be off (private mode): the wallet's session rules then apply only until the page closes.
  }
}

/** Forgets the connection. */
export function forgetWalletConnection(): void {
  try {
    localStorage.removeItem(CONNECTED_KEY)
  } catch {
    // Nothing was stored.
  }
}
