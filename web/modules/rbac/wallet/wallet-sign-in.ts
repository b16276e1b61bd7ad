/**
 * Sign-In with Ethereum from the browser (SPEC §2, §4): ask the wallet for its account, fetch the
 * server's EIP-4361 message for it, have the wallet sign it with `personal_sign`, trade the
 * signature for a session and take the session into the page. This module is its own chunk,
 * loaded when the Connect Wallet button is used or a wallet was connected before; it takes only
 * viem's small address and encoding helpers. One attempt at a time, from the button or from the
 * wallet's session rules alike: another while one runs is refused, never sent to the wallet. An
 * authentication error disconnects the wallet.
 */
import { getAddress, stringToHex } from 'viem'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { completeSignIn, type SignInTokens } from '../sign-in-flow.ts'
import { forgetWalletConnection, rememberWalletConnected } from '../wallet-connection.ts'
import { type Eip1193Provider, findWallet } from './eip1193-provider.ts'

/** The texts the errors carry, in the page's language. */
export interface WalletTexts {
  readonly noWalletFound: string
  readonly noAccountFound: string
  readonly signaturePending: string
}

/** A wallet problem whose message is for the visitor. */
export class WalletError extends Error {
  override readonly name = 'WalletError'
}

/** Refused because an attempt is still waiting for its signature. */
export class WalletBusyError extends WalletError {}

let attempt: Promise<void> | undefined

/**
 * Signs in with the browser's wallet and takes the session into the page (the signed-in subject
 * is known when it resolves); rejects with {@link WalletBusyError} while an attempt runs.
 */
export function signInWithWallet(texts: WalletTexts): Promise<void> {
  if (attempt !== undefined) return Promise.reject(new WalletBusyError(texts.signaturePending))
  attempt = signIn(texts).finally(() => {
    attempt = undefined
  })
  return attempt
}

/** A signed sign-in message of the browser's wallet. */
export interface WalletSignature {
  readonly message: string
  readonly signature: string
  readonly address: string
}

/**
 * Has the browser's wallet sign a fresh message of the server: the proof a wallet-only account
 * gives to add or remove a login method (`currentSignature`).
 */
export async function signWithWallet(texts: WalletTexts): Promise<WalletSignature> {
  const wallet = await findWallet()
  if (wallet === undefined) throw new WalletError(texts.noWalletFound)
  return signedMessage(wallet, texts)
}

async function signedMessage(wallet: Eip1193Provider, texts: WalletTexts): Promise<WalletSignature> {
  const accounts = await wallet.request({ method: 'eth_requestAccounts' })
  const first = Array.isArray(accounts) ? accounts[0] : undefined
  if (typeof first !== 'string') throw new WalletError(texts.noAccountFound)
  const address = getAddress(first)
  const { message } = await rbacApi.ethereumMessage({ query: { address } }, { refreshOn401: false })
  const signature = await wallet.request({ method: 'personal_sign', params: [stringToHex(message), address] })
  return { message, signature: String(signature), address }
}

async function signIn(texts: WalletTexts): Promise<void> {
  const wallet = await findWallet()
  if (wallet === undefined) throw new WalletError(texts.noWalletFound)
  const { message, signature, address } = await signedMessage(wallet, texts)
  let tokens: SignInTokens
  try {
    tokens = await rbacApi.ethereumSignIn({ body: { message, signature, address } }, { refreshOn401: false })
  } catch (error) {
    // SPEC §4: an authentication error disconnects the wallet from the site.
    await disconnectWallet(wallet)
    throw error
  }
  rememberWalletConnected()
  await completeSignIn(tokens)
}

/** The wallet's account connected to the site, asked without a prompt (`eth_accounts`); undefined when none is. */
export async function connectedAddress(wallet: Eip1193Provider): Promise<string | undefined> {
  const accounts = await wallet.request({ method: 'eth_accounts' })
  const first = Array.isArray(accounts) ? accounts[0] : undefined
  return typeof first === 'string' ? getAddress(first) : undefined
}

/** Disconnects `wallet` from the site (EIP-2255 revocation, where the wallet has it) and forgets the connection. */
export async function disconnectWallet(wallet: Eip1193Provider): Promise<void> {
  forgetWalletConnection()
  try {
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  } catch {
    // Wallets without EIP-2255 revocation keep the permission; nothing else to undo.
  }
}

/** Whether an attempt is waiting (for the wallet or the server). */
export function isSigning(): boolean {
  return attempt !== undefined
}
