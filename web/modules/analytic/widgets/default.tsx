/** The `default` analytic widget: what its tree holds (shared/tree-section.tsx). */
export { default } from '../../../widgets/shared/tree-section-widget.tsx'
