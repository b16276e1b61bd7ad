/** Loads a model of the generated registry (its own chunk) through React Query, once per session. */
import { useQuery } from '@tanstack/react-query'
import { adminRegistry } from '#generated/admin/registry.gen.ts'
import type { AdminModel } from './admin-model.ts'

/** The query options of the model `key` (`module/entity`); an unknown key fails with a message. */
export function adminModelQuery(key: string) {
  return {
    queryKey: ['admin', 'model', key] as const,
    queryFn: (): Promise<AdminModel> => {
      const entry = adminRegistry[key]
      if (entry === undefined) return Promise.reject(new Error(`There is no model ${key}`))
      return entry.load()
    },
    staleTime: Infinity,
  }
}

/** The model `key`, or undefined while it loads. */
export function useAdminModel(key: string | undefined) {
  return useQuery({ ...adminModelQuery(key ?? ''), enabled: key !== undefined })
}
