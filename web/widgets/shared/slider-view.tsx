/**
 * A `website-builder/sliders` record as a carousel (SPEC §2, §9): its slides one at a time,
 * looping (next after the last shows the first, previous before the first the last), with
 * previous and next buttons, a button per slide, and invisible click zones 2/12 wide over the
 * left and right edges. Arrow keys and a swipe move it too. It follows the WAI-ARIA carousel
 * pattern: a labelled region whose hidden slides are inert, announcing the shown one politely.
 * The server renders the first slide shown and every slide's content in the HTML.
 */
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { ChevronLeftIcon, ChevronRightIcon } from '#web/site/line-icons.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { slidesOf } from './linked-nodes.ts'
import { classNameOf } from './record-fields.ts'
import { SlideView } from './slide-view.tsx'

/** How far a pointer must travel sideways to count as a swipe, in CSS pixels. */
const SWIPE_DISTANCE = 40

/** Props of {@link SliderView}. */
export interface SliderViewProps {
  /** A `website-builder/sliders` node. */
  readonly node: TreeNode
  /** The carousel's accessible name; the slider's title when not given. */
  readonly label?: string
  /** Heading level of the slides' titles. */
  readonly headingLevel?: 2 | 3 | 4
  readonly className?: string
}

/** `<SliderView node={slider} label={title} />`. */
export function SliderView({ node, label, headingLevel = 3, className }: SliderViewProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const id = useId()
  const [current, setCurrent] = useState(0)
  const swipeStart = useRef<number | undefined>(undefined)
  const slides = slidesOf(node)
  const count = slides.length
  if (count === 0) return null

  const show = (index: number) => setCurrent(((index % count) + count) % count)
  const previous = () => show(current - 1)
  const next = () => show(current + 1)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = undefined
    if (start === undefined || Math.abs(event.clientX - start) < SWIPE_DISTANCE) return
    if (event.clientX < start) next()
    else previous()
  }
  const roundButton = cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'size-12! rounded-full [&_svg]:size-5!')

  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={label ?? text(node.record.title)}
      onKeyDown={onKeyDown}
      className={cn('flex flex-col gap-6', className, classNameOf(node.record))}
    >
      <div className="relative">
        <div id={`${id}-slides`} aria-live="polite" className="overflow-hidden">
          <div
            data-slot="slider-track"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = undefined)}
            className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${current * 100}%)` }}
          >
            {slides.map((slide, index) => (
              <fieldset
                key={slide.record.id}
                aria-roledescription={t.slide}
                aria-label={formatUiString(t.slideOfCount, { index: index + 1, count })}
                aria-hidden={index !== current}
                inert={index !== current}
                data-current={index === current}
                className="w-full min-w-0 shrink-0 px-0.5 py-0.5"
              >
                <SlideView node={slide} headingLevel={headingLevel} />
              </fieldset>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <div
              aria-hidden="true"
              data-slider-zone="previous"
              onClick={previous}
              className="absolute inset-y-0 left-0 z-10 w-2/12 cursor-w-resize"
            />
            <div
              aria-hidden="true"
              data-slider-zone="next"
              onClick={next}
              className="absolute inset-y-0 right-0 z-10 w-2/12 cursor-e-resize"
            />
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-2">
          <button type="button" aria-label={t.previousSlide} aria-controls={`${id}-slides`} onClick={previous} className={roundButton}>
            <ChevronLeftIcon aria-hidden="true" />
          </button>
          <div className="flex items-center">
            {slides.map((slide, index) => (
              <button
                key={slide.record.id}
                type="button"
                aria-label={formatUiString(t.goToSlide, { index: index + 1 })}
                aria-current={index === current}
                aria-controls={`${id}-slides`}
                onClick={() => show(index)}
                className="group flex size-11 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    index === current ? 'w-6 bg-primary' : 'w-2.5 bg-input group-hover:bg-muted-foreground',
                  )}
                />
              </button>
            ))}
          </div>
          <button type="button" aria-label={t.nextSlide} aria-controls={`${id}-slides`} onClick={next} className={roundButton}>
            <ChevronRightIcon aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  )
}
