/**
 * Copies a text (SPEC §2): 'Text copied to clipboard' or 'Failed to copy text to clipboard', and a
 * check mark for 2 seconds after a copy.
 */
import { CheckIcon, CopyIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'

/** How long the check mark stays. */
export const COPIED_MARK_MS = 2_000

/** A small button that copies `text`. */
export function CopyTextButton({ text, label }: { readonly text: string; readonly label?: string }) {
  const t = useUiStrings()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      clearTimeout(timer.current)
      setCopied(true)
      timer.current = setTimeout(() => setCopied(false), COPIED_MARK_MS)
      void toast.success(t.textCopiedToClipboard)
    } catch {
      void toast.error(t.failedToCopyTextToClipboard)
    }
  }
  return (
    <Button variant="ghost" size="icon" aria-label={label ?? t.copy} data-copied={copied} onClick={() => void copy()}>
      {copied ? <CheckIcon aria-hidden="true" className="text-success" /> : <CopyIcon aria-hidden="true" />}
    </Button>
  )
}
