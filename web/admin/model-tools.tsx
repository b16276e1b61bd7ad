/** The tools modules add to a model's admin page (admin-tools.ts), each loaded on that page only. */
import { lazy, Suspense, useMemo } from 'react'
import { adminToolsOf } from './admin-tools.ts'

/** The tools of `modelKey`, in the modules' order; nothing when it has none. */
export function ModelTools({ modelKey }: { readonly modelKey: string }) {
  const tools = useMemo(() => adminToolsOf(modelKey).map((load) => lazy(load)), [modelKey])
  if (tools.length === 0) return null
  return (
    <Suspense fallback={null}>
      {tools.map((Tool, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the model's tools are a fixed list made once per model (the lazy components change with it) and have no other identity
        <Tool key={index} />
      ))}
    </Suspense>
  )
}
