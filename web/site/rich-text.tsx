/**
 * Read-only rendering of stored rich text (the format is described in rich-text-value.ts): headings
 * 1–6, paragraphs, quotes, lists, bold, italic, strike, underline, code and links, the links
 * through the language prefix rule. No Slate code: the document is plain JSON.
 */
import { Fragment, type ReactNode } from 'react'
import { cn } from '#web/ui/cn.ts'
import { LocalizedLink } from './localized-link.tsx'
import { isLeaf, parseRichText, type RichTextElement, type RichTextLeaf, type RichTextNode } from './rich-text-value.ts'

const HEADINGS: Readonly<Record<string, 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'>> = {
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'heading-four': 'h4',
  'heading-five': 'h5',
  'heading-six': 'h6',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
}

const HEADING_CLASSES = {
  h1: 'text-3xl font-bold tracking-tight',
  h2: 'text-2xl font-semibold tracking-tight',
  h3: 'text-xl font-semibold',
  h4: 'text-lg font-semibold',
  h5: 'text-base font-semibold',
  h6: 'text-sm font-semibold uppercase tracking-wide',
} as const

/** `<RichText value={text(article.description)} />`: the stored document of one language. */
export function RichText({ value, className }: { readonly value: string | null | undefined; readonly className?: string }) {
  return <div className={cn('flex flex-col gap-4 leading-relaxed', className)}>{renderNodes(parseRichText(value))}</div>
}

function renderNodes(nodes: readonly RichTextNode[]): ReactNode[] {
  return nodes.map((node, index) => (isLeaf(node) ? renderLeaf(node, index) : renderElement(node, index)))
}

function renderElement(element: RichTextElement, key: number): ReactNode {
  const children = renderNodes(element.children)
  const heading = HEADINGS[element.type]
  if (heading !== undefined) {
    const Heading = heading
    return (
      <Heading key={key} className={HEADING_CLASSES[heading]}>
        {children}
      </Heading>
    )
  }
  switch (element.type) {
    case 'link':
      return typeof element.url === 'string' && element.url !== '' ? (
        <LocalizedLink key={key} href={element.url} className="font-medium text-primary underline underline-offset-4">
          {children}
        </LocalizedLink>
      ) : (
        <span key={key}>{children}</span>
      )
    case 'block-quote':
      return (
        <blockquote key={key} className="border-s-4 border-border ps-4 italic text-muted-foreground">
          {children}
        </blockquote>
      )
    case 'bulleted-list':
      return (
        <ul key={key} className="list-disc space-y-1 ps-6">
          {children}
        </ul>
      )
    case 'numbered-list':
      return (
        <ol key={key} className="list-decimal space-y-1 ps-6">
          {children}
        </ol>
      )
    case 'list-item':
      return <li key={key}>{children}</li>
    default:
      // Paragraphs, and any block type this reader does not know, keep their text.
      return <p key={key}>{children}</p>
  }
}

function renderLeaf(leaf: RichTextLeaf, key: number): ReactNode {
  let content: ReactNode = leaf.text
  if (leaf.code) content = <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{content}</code>
  if (leaf.bold) content = <strong>{content}</strong>
  if (leaf.italic) content = <em>{content}</em>
  if (leaf.underline) content = <u>{content}</u>
  if (leaf.strikethrough || leaf.strike) content = <s>{content}</s>
  return <Fragment key={key}>{content}</Fragment>
}
