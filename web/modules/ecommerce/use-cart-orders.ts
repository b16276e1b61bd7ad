/** The signed-in subject's cart orders, or none for a visitor (SPEC §6: the cart is for signed-in users). */
import { useQuery } from '@tanstack/react-query'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { cartOrdersQuery } from './shop-queries.ts'

/** The subject id (or null) and its cart orders query. */
export function useCartOrders() {
  const subject = useCurrentSubject()
  const subjectId = subject === null ? null : String(subject.id)
  const orders = useQuery({ ...cartOrdersQuery(subjectId ?? ''), enabled: subjectId !== null })
  return { subjectId, orders }
}
