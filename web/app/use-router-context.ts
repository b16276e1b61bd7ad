/** The router context from any component under the router. */
import { useRouter } from '@tanstack/react-router'
import type { RouterContext } from './router-context.ts'

/** The {@link RouterContext} of the current router. */
export function useRouterContext(): RouterContext {
  return useRouter().options.context as RouterContext
}
