/**
 * SPEC §2's accordion-style question button (`{product}-questions`): the button's title is the
 * question; pressing it shows or hides its subtitle, the answer (SPEC §4: the accordion button
 * toggles open and closed). It follows the WAI-ARIA accordion pattern: a heading holding a
 * `<button>` with `aria-expanded` and `aria-controls`, and the answer as a region it labels. The
 * answer is in the server's HTML, hidden until opened.
 */
import { useId, useState } from 'react'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { ChevronDownIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { classNameOf } from './record-fields.ts'

/** Props of {@link QuestionButton}. */
export interface QuestionButtonProps {
  /** A `website-builder/buttons` node: title is the question, subtitle the answer. */
  readonly node: TreeNode
  /** The heading level around the button: 3 inside a section headed by an `h2`. */
  readonly headingLevel?: 2 | 3 | 4
  /** Open on first render. */
  readonly defaultOpen?: boolean
  readonly className?: string
}

/** `<QuestionButton node={button} />`. */
export function QuestionButton({ node, headingLevel = 3, defaultOpen = false, className }: QuestionButtonProps) {
  const text = useLocalized()
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  const answer = text(node.record.subtitle)
  const Heading = `h${headingLevel}` as const
  return (
    <div data-slot="question" className={cn('py-1', className, classNameOf(node.record))}>
      <Heading className="text-base font-semibold sm:text-lg">
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full cursor-pointer items-center justify-between gap-4 rounded-md py-3 text-start outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <span>{text(node.record.title)}</span>
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform duration-200', open && 'rotate-180')}
          />
        </button>
      </Heading>
      <section
        id={`${id}-answer`}
        aria-labelledby={`${id}-question`}
        hidden={!open}
        className="animate-fade-in pe-9 pb-4 text-base leading-relaxed text-muted-foreground"
      >
        {answer}
      </section>
    </div>
  )
}
