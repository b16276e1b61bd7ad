/** A local Ethereum account that signs Sign-In with Ethereum messages, as a wallet would. */
import type { FastifyInstance } from 'fastify'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { AUTH, call } from './auth-fixtures.ts'

/** A fresh wallet (a new private key per call). */
export function createWallet(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey())
}

/** The message the server issues for `address`. */
export async function requestMessage(app: FastifyInstance, address: string): Promise<string> {
  const reply = await call(app, 'GET', `${AUTH}/ethereum-virtual-machine/nonce?address=${address}`)
  if (reply.status !== 200) throw new Error(`nonce answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return reply.body.data.message
}

/** A signed sign-in body for `wallet`, over the server's message or `message` when given. */
export async function signedSignIn(app: FastifyInstance, wallet: PrivateKeyAccount, message?: string) {
  const text = message ?? (await requestMessage(app, wallet.address))
  return { message: text, signature: await wallet.signMessage({ message: text }), address: wallet.address }
}
