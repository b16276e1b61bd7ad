/**
 * The few Lucide icons public pages draw, as plain SVG components that render the same markup as
 * lucide-react's (same attributes and classes, `lucide lucide-<name>`; tests/web/line-icons.test.ts
 * compares them): lucide-react's runtime (its icon builder, context and class helpers) would cost
 * every public page about 2 KB gzip of JavaScript for what is static markup. Every use is
 * decorative, so each icon is `aria-hidden`. The admin keeps lucide-react.
 */
import type { SVGProps } from 'react'

// An SVG element of an icon and its attributes, in lucide's order.
type Shape = readonly ['path' | 'circle' | 'rect', Readonly<Record<string, string>>]

/** Props of a line icon: an `<svg>`'s, without children. */
export type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

function lineIcon(classes: string, shapes: readonly Shape[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module load (as lucide's createLucideIcon), never while rendering
  return function LineIcon({ className, ...props }: LineIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className === undefined || className === '' ? `lucide ${classes}` : `lucide ${classes} ${className}`}
        aria-hidden="true"
        {...props}
      >
        {shapes.map(([Shape, attributes], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an icon's shapes are a constant list, never reordered, and have nothing else unique
          <Shape key={index} {...attributes} />
        ))}
      </svg>
    )
  }
}

/** Lucide's `arrow-right`. */
export const ArrowRightIcon = lineIcon('lucide-arrow-right', [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
])
/** Lucide's `check`. */
export const CheckIcon = lineIcon('lucide-check', [['path', { d: 'M20 6 9 17l-5-5' }]])
/** Lucide's `chevron-down`. */
export const ChevronDownIcon = lineIcon('lucide-chevron-down', [['path', { d: 'm6 9 6 6 6-6' }]])
/** Lucide's `chevron-left`. */
export const ChevronLeftIcon = lineIcon('lucide-chevron-left', [['path', { d: 'm15 18-6-6 6-6' }]])
/** Lucide's `chevron-right`. */
export const ChevronRightIcon = lineIcon('lucide-chevron-right', [['path', { d: 'm9 18 6-6-6-6' }]])
/** Lucide's `clock`. */
export const ClockIcon = lineIcon('lucide-clock', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
])
/** Lucide's `lock`. */
export const LockIcon = lineIcon('lucide-lock', [
  ['rect', { width: '18', height: '11', x: '3', y: '11', rx: '2', ry: '2' }],
  ['path', { d: 'M7 11V7a5 5 0 0 1 10 0v4' }],
])
/** Lucide's `log-in`. */
export const LogInIcon = lineIcon('lucide-log-in', [
  ['path', { d: 'm10 17 5-5-5-5' }],
  ['path', { d: 'M15 12H3' }],
  ['path', { d: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }],
])
/** Lucide's `mail`. */
export const MailIcon = lineIcon('lucide-mail', [
  ['path', { d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }],
  ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }],
])
/** Lucide's `menu`. */
export const MenuIcon = lineIcon('lucide-menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
])
/** Lucide's `phone`. */
export const PhoneIcon = lineIcon('lucide-phone', [
  [
    'path',
    {
      d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
    },
  ],
])
/** Lucide's `quote`. */
export const QuoteIcon = lineIcon('lucide-quote', [
  [
    'path',
    { d: 'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z' },
  ],
  [
    'path',
    { d: 'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z' },
  ],
])
/** Lucide's `store`. */
export const StoreIcon = lineIcon('lucide-store', [
  ['path', { d: 'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5' }],
  [
    'path',
    {
      d: 'M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244',
    },
  ],
  ['path', { d: 'M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05' }],
])
/** Lucide's `user-round` (its alias `user-2` in its classes, as lucide-react writes it). */
export const UserRoundIcon = lineIcon('lucide-user-round lucide-user-2', [
  ['circle', { cx: '12', cy: '8', r: '5' }],
  ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
])
/** Lucide's `x`. */
export const XIcon = lineIcon('lucide-x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
])
