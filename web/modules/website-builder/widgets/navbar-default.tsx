/**
 * The navbar (SPEC §2): logotype at left, the `default` buttons arrays' items in the centre and the
 * `additional` ones at right on large screens. Below `xl` a burger button (with `aria-expanded`)
 * opens the `default` items stacked (between `lg` and `xl` the `additional` ones and the account
 * stay in the bar, which has no room for both: a signed-in Russian bar is wider than 1024 px);
 * below `lg` the menu holds everything. The menu closes on navigation, on Escape and when a link
 * in it is followed. The `extra` arrays belong to the cart slot (navbar-slots.tsx), beside the account
 * slot. The language switcher stays in the bar at every width, before the burger. It is the page's
 * banner, sticky at the top.
 */
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LanguageSwitcher } from '#web/site/language-switcher.tsx'
import { MenuIcon, XIcon } from '#web/site/line-icons.tsx'
import { useSiteNavigation } from '#web/site/site-navigation.tsx'
import { cn } from '#web/ui/cn.ts'
import { arrayButtonsOf, logotypesOf } from '../../../widgets/shared/linked-nodes.ts'
import { LogotypeView } from '../../../widgets/shared/logotype-view.tsx'
import { anchorOf, classNameOf } from '../../../widgets/shared/record-fields.ts'
import { SiteButton } from '../../../widgets/shared/site-button.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { NavbarAccountSlot, NavbarSignedInSlot } from './navbar-slots.tsx'

export default function NavbarDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const menuId = `${useId()}-menu`
  const [open, setOpen] = useState(false)
  const burger = useRef<HTMLButtonElement>(null)
  const { path, search } = useSiteNavigation()
  const logotypes = logotypesOf(node)
  const main = arrayButtonsOf(node, 'default')
  const additional = arrayButtonsOf(node, 'additional')
  const extra = arrayButtonsOf(node, 'extra')

  // A navigation to another page closes the menu (following an anchor of this one: closeOnLink).
  // biome-ignore lint/correctness/useExhaustiveDependencies: path and search are what the menu closes on; the effect needs no value of them
  useEffect(() => setOpen(false), [path, search])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      burger.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  // Following a link closes the menu even when the URL stays the same.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a') !== null) setOpen(false)
  }

  return (
    <header
      id={anchorOf(node.record)}
      className={cn(
        'sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80',
        classNameOf(node.record),
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:gap-4 sm:px-6 lg:px-8 xl:gap-3 2xl:gap-4">
        <div className="flex min-w-0 flex-1 items-center gap-4 xl:flex-none">
          {logotypes.map((logotype) => (
            // Smaller on phones, where the site's name shares the bar with the switcher and the burger.
            <LogotypeView key={logotype.record.id} node={logotype} priority className="min-w-0 shrink! text-base! sm:text-lg!" />
          ))}
        </div>
        {main.length > 0 && (
          <nav aria-label={t.mainNavigation} className="hidden flex-1 justify-center xl:flex">
            <ul className="flex items-center gap-0.5 2xl:gap-1">
              {main.map((button) => (
                <li key={button.record.id}>
                  <SiteButton node={button} className="max-2xl:px-2.5!" />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="hidden items-center gap-2 lg:flex">
          {additional.map((button) => (
            <SiteButton key={button.record.id} node={button} />
          ))}
          <NavbarAccountSlot page={page} placement="bar" />
          <NavbarSignedInSlot page={page} placement="bar" extraButtons={extra} />
        </div>
        <LanguageSwitcher className="shrink-0" />
        <button
          ref={burger}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((value) => !value)}
          className="-me-2 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 xl:hidden"
        >
          {open ? <XIcon aria-hidden="true" className="size-6" /> : <MenuIcon aria-hidden="true" className="size-6" />}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegated from the menu's links, which Enter also clicks; the menu itself is not a control */}
      <div
        id={menuId}
        hidden={!open}
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg animate-fade-in xl:hidden!"
      >
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6">
          {main.length > 0 && (
            <nav aria-label={t.mainNavigation}>
              <ul className="flex flex-col">
                {main.map((button) => (
                  <li key={button.record.id}>
                    <SiteButton node={button} size="lg" className="w-full justify-start! px-3! text-base!" />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {/* From lg these are in the bar. */}
          <div className="flex flex-col gap-4 lg:hidden">
            {additional.length > 0 && (
              <div className="flex flex-col gap-3 border-t border-border pt-4">
                {additional.map((button) => (
                  <SiteButton key={button.record.id} node={button} size="lg" className="w-full" />
                ))}
              </div>
            )}
            <NavbarAccountSlot page={page} placement="menu" />
            <NavbarSignedInSlot page={page} placement="menu" extraButtons={extra} />
          </div>
        </div>
      </div>
    </header>
  )
}
