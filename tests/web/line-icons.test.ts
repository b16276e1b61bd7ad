/**
 * Public pages draw their icons with web/site/line-icons.tsx instead of lucide-react (whose runtime
 * would ship with every page): each must render exactly the markup lucide-react renders, with the
 * props the site passes, so pages look the same and the server's HTML is unchanged.
 */
import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as lineIcons from '#web/site/line-icons.tsx'

const PROPS = [
  {},
  { className: 'size-4' },
  { 'aria-hidden': 'true', className: 'size-5 shrink-0 transition-transform rotate-180' },
] as const

describe('line icons', () => {
  const icons = Object.entries(lineIcons) as [string, ComponentType<Record<string, string>>][]

  it('are the ones the site uses', () => {
    expect(icons.map(([name]) => name).sort()).toEqual([
      'ArrowRightIcon',
      'CheckIcon',
      'ChevronDownIcon',
      'ChevronLeftIcon',
      'ChevronRightIcon',
      'ClockIcon',
      'LockIcon',
      'LogInIcon',
      'MailIcon',
      'MenuIcon',
      'PhoneIcon',
      'QuoteIcon',
      'StoreIcon',
      'UserRoundIcon',
      'XIcon',
    ])
  })

  it.each(icons)('%s renders what lucide-react renders', (name, icon) => {
    const original = (lucide as unknown as Record<string, ComponentType<Record<string, string>>>)[name]
    expect(original).toBeDefined()
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(icon, props))).toBe(renderToStaticMarkup(createElement(original!, props)))
    }
  })
})
