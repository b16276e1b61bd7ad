/**
 * The Slate editor of one language of a rich-text field (its own chunk, loaded only by forms that
 * have one): headings 1–6, bold, italic, strike and links with a URL prompt. It writes the stored
 * form of web/site/rich-text-value.ts, a serialised JSON array; an empty value opens as one empty
 * paragraph.
 */
import { type BaseEditor, createEditor, type Descendant, Editor, Element, Range, Transforms } from 'slate'
import { type HistoryEditor, withHistory } from 'slate-history'
import { Editable, ReactEditor, type RenderElementProps, type RenderLeafProps, Slate, useSlate, withReact } from 'slate-react'
import { BoldIcon, ItalicIcon, LinkIcon, StrikethroughIcon } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { parseRichText } from '#web/site/rich-text-value.ts'
import { cn } from '#web/ui/cn.ts'

interface RichElement {
  type: string
  url?: string
  children: Descendant[]
}

type Mark = 'bold' | 'italic' | 'strikethrough'

interface RichLeaf {
  text: string
  bold?: boolean
  italic?: boolean
  strikethrough?: boolean
}

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor
    Element: RichElement
    Text: RichLeaf
  }
}

const HEADINGS = ['heading-one', 'heading-two', 'heading-three', 'heading-four', 'heading-five', 'heading-six'] as const
const HEADING_CLASSES = [
  'text-2xl font-bold',
  'text-xl font-bold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-sm font-semibold',
  'text-xs font-semibold uppercase',
]

function withLinks(editor: Editor): Editor {
  const { isInline } = editor
  editor.isInline = (element) => element.type === 'link' || isInline(element)
  return editor
}

function isBlockActive(editor: Editor, type: string): boolean {
  const [match] = Editor.nodes(editor, { match: (node) => Element.isElement(node) && node.type === type })
  return match !== undefined
}

function toggleBlock(editor: Editor, type: string): void {
  Transforms.setNodes(
    editor,
    { type: isBlockActive(editor, type) ? 'paragraph' : type },
    {
      match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
    },
  )
}

function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true
}

function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, true)
}

function insertLink(editor: Editor, url: string): void {
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' })
  const { selection } = editor
  if (selection === null || Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] })
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true })
    Transforms.collapse(editor, { edge: 'end' })
  }
}

/**
 * Takes the browser's selection into the editor first: Slate reads it on `selectionchange`, a
 * moment after a keyboard selection, and a quick click would otherwise act on the old one.
 */
function syncSelection(editor: Editor): void {
  const selection = window.getSelection()
  if (selection === null || selection.rangeCount === 0 || !ReactEditor.hasDOMNode(editor, selection.anchorNode as Node)) return
  const range = ReactEditor.toSlateRange(editor, selection, { exactMatch: false, suppressThrow: true })
  if (range !== null) Transforms.select(editor, range)
}

function ToolbarButton({
  active,
  label,
  onPress,
  children,
}: {
  readonly active: boolean
  readonly label: string
  readonly onPress: () => void
  readonly children: ReactNode
}) {
  const editor = useSlate()
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      // mousedown, not click: a click would move the focus out of the editor and lose the selection.
      onMouseDown={(event) => {
        event.preventDefault()
        syncSelection(editor)
        onPress()
      }}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-sm hover:bg-accent',
        active && 'bg-secondary text-secondary-foreground',
      )}
    >
      {children}
    </button>
  )
}

function Toolbar() {
  const editor = useSlate()
  const t = useUiStrings()
  const marks: ReadonlyArray<readonly [Mark, string, ReactNode]> = [
    ['bold', t.bold, <BoldIcon key="b" className="size-4" aria-hidden="true" />],
    ['italic', t.italic, <ItalicIcon key="i" className="size-4" aria-hidden="true" />],
    ['strikethrough', t.strike, <StrikethroughIcon key="s" className="size-4" aria-hidden="true" />],
  ]
  return (
    <div role="toolbar" className="flex flex-wrap gap-0.5 border-b p-1">
      {HEADINGS.map((type, index) => (
        <ToolbarButton
          key={type}
          active={isBlockActive(editor, type)}
          label={formatUiString(t.headingLevel, { level: index + 1 })}
          onPress={() => toggleBlock(editor, type)}
        >
          H{index + 1}
        </ToolbarButton>
      ))}
      {marks.map(([mark, label, icon]) => (
        <ToolbarButton key={mark} active={isMarkActive(editor, mark)} label={label} onPress={() => toggleMark(editor, mark)}>
          {icon}
        </ToolbarButton>
      ))}
      <ToolbarButton
        active={isBlockActive(editor, 'link')}
        label={t.link}
        onPress={() => {
          const url = window.prompt(t.linkUrlPrompt)
          if (url !== null && url.trim() !== '') insertLink(editor, url.trim())
        }}
      >
        <LinkIcon className="size-4" aria-hidden="true" />
      </ToolbarButton>
    </div>
  )
}

function renderElement({ element, attributes, children }: RenderElementProps) {
  const level = HEADINGS.indexOf(element.type as (typeof HEADINGS)[number])
  if (level >= 0) {
    const Heading = `h${level + 1}` as 'h1'
    return (
      <Heading {...attributes} className={HEADING_CLASSES[level]}>
        {children}
      </Heading>
    )
  }
  if (element.type === 'link') {
    return (
      <a {...attributes} href={element.url} className="text-primary underline">
        {children}
      </a>
    )
  }
  return <p {...attributes}>{children}</p>
}

function renderLeaf({ leaf, attributes, children }: RenderLeafProps) {
  let content = children
  if (leaf.bold === true) content = <strong>{content}</strong>
  if (leaf.italic === true) content = <em>{content}</em>
  if (leaf.strikethrough === true) content = <s>{content}</s>
  return <span {...attributes}>{content}</span>
}

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly label: string
  readonly invalid: boolean
}

/** One language's editor; `value` is only read when it mounts. */
export default function RichTextEditor({ value, onChange, label, invalid }: RichTextEditorProps) {
  const editor = useMemo(() => withLinks(withHistory(withReact(createEditor()))), [])
  const initial = useMemo(() => structuredClone(parseRichText(value)) as unknown as Descendant[], [value])
  return (
    <div className={cn('rounded-md border border-input', invalid && 'border-destructive')}>
      <Slate
        editor={editor}
        initialValue={initial}
        onChange={(document) => {
          if (editor.operations.some((operation) => operation.type !== 'set_selection')) onChange(JSON.stringify(document))
        }}
      >
        <Toolbar />
        <Editable
          aria-label={label}
          aria-multiline="true"
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          className="flex min-h-24 flex-col gap-2 p-3 text-sm focus:outline-none"
        />
      </Slate>
    </div>
  )
}
