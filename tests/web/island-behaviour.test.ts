/**
 * A widget whose code handles events or keeps state must be registered `interactive(…)`: a public
 * page hydrates only such widgets (web/site/island.tsx), so a static one would show its server
 * HTML and never answer a click, a key or a timer. This reads each registered component and
 * follows its static imports through the repository, looking for React event handlers
 * (`onClick={…}`, `onChange: …`) and the hooks that keep state or run effects (`useState`,
 * `useReducer`, `useEffect`, …); `useId`, `useContext` or `useMemo` render the same on the server
 * and need no hydration.
 *
 * Two kinds of module are not searched: a component the site hydrates as an island of its own
 * (site-islands.tsx imports it by kind: the accordion question inside a static widget), and
 * LocalizedLink, whose click is what the navigator does for every link of the static HTML
 * (site-navigator.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, registeredWidgets, staticImportGraph } from './support/widget-sources.ts'

const EVENT =
  '(?:Click|DoubleClick|ContextMenu|Change|Input|Submit|Reset|Invalid|Key(?:Down|Up|Press)|Focus|Blur|Pointer[A-Z]\\w*|Mouse[A-Z]\\w*|Touch[A-Z]\\w*|Drag[A-Z]?\\w*|Drop|Scroll|Wheel|Select|Toggle|Copy|Cut|Paste|Composition[A-Z]\\w*|Animation[A-Z]\\w*|Transition[A-Z]\\w*|Load|Error)'
const BEHAVIOUR = new RegExp(
  `\\bon${EVENT}(?:Capture)?\\s*[=:]|\\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic|ImperativeHandle)\\b`,
)

const SITE_ISLANDS = path.join(ROOT, 'web/site/site-islands.tsx')
const OWN_ISLANDS = [...readFileSync(SITE_ISLANDS, 'utf8').matchAll(/import\('#web\/(widgets\/[^']+)'\)/g)].map((match) =>
  path.join(ROOT, 'web', match[1]!),
)
const FOLLOWED_LINKS = [path.join(ROOT, 'web/site/localized-link.tsx')]

/** Where in `file`'s static import graph code handles events or keeps state: `file: match` each. */
function behaviourOf(file: string): string[] {
  const searched = (reached: string) => !OWN_ISLANDS.includes(reached) && !FOLLOWED_LINKS.includes(reached)
  return staticImportGraph(file, searched)
    .filter(searched)
    .flatMap((reached) => {
      const match = BEHAVIOUR.exec(readFileSync(reached, 'utf8'))
      return match === null ? [] : [`${path.relative(ROOT, reached)}: ${match[0]}`]
    })
}

describe('widgets that handle events or keep state', () => {
  const widgets = registeredWidgets()

  it('finds the islands the site hydrates on their own and the behaviour it looks for', () => {
    expect(OWN_ISLANDS.map((file) => path.relative(ROOT, file))).toEqual(['web/widgets/shared/question-button.tsx'])
    // The question is an island because it keeps state; a static widget may show it.
    expect(BEHAVIOUR.test(readFileSync(OWN_ISLANDS[0]!, 'utf8'))).toBe(true)
    for (const code of [
      '<button onClick={open}>',
      '{ onKeyDown: move }',
      'const [open, setOpen] = useState(false)',
      'useEffect(() => {})',
      'useSyncExternalStore(subscribe, read)',
    ]) {
      expect(BEHAVIOUR.test(code), code).toBe(true)
    }
    for (const code of ['<SiteButton onDark />', 'const id = useId()', 'useLocalized()', 'onDark={true}'])
      expect(BEHAVIOUR.test(code), code).toBe(false)
  })

  it('are registered interactive', () => {
    const staticWithBehaviour = widgets
      .filter((widget) => !widget.interactive)
      .flatMap((widget) => behaviourOf(widget.file).map((where) => `${widget.key} → ${where}`))
    expect(staticWithBehaviour).toEqual([])
  })
})
