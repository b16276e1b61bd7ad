/** A wallet address as the wallet button shows it (SPEC §2, §9): 6 leading and 4 trailing characters, `0x1234…abcd`. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}
