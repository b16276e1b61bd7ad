/** How people read an order's id: its first eight hex digits, upper-cased (`3F2A9C1B`). */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase()
}
