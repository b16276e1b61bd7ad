/** HTTP calls to providers' APIs: JSON out, a {@link ProviderFailed} for anything but a usable answer. */
import { ProviderFailed } from '../payment-provider.ts'

/** Sends a request and returns the parsed JSON body of a 2xx answer. */
export async function providerRequest(provider: string, url: string, init: RequestInit): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    throw new ProviderFailed(`${provider} did not answer: ${(error as Error).message}`)
  }
  const text = await response.text()
  if (!response.ok) throw new ProviderFailed(`${provider} answered ${response.status}: ${text.slice(0, 300)}`)
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    throw new ProviderFailed(`${provider} answered with something that is not JSON: ${text.slice(0, 300)}`)
  }
}

/** A string field of an object, or undefined. */
export function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const field = (value as Record<string, unknown>)[key]
  return typeof field === 'string' ? field : typeof field === 'number' ? String(field) : undefined
}
