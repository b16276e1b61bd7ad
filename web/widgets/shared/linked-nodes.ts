/**
 * The website-builder records a node links to, whatever the node is: a widget, a feature and a
 * slide all link buttons arrays (`…-to-buttons-arrays`) and files (`…-to-file-storage-module-files`),
 * so one reader serves each kind of child. The resolver already keeps each node's children
 * (the relation's `featureId`, `widgetId`… rows), in the relation's order.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { childNodes } from '#web/site/child-nodes.ts'

/** Nodes under every relation of `node` whose key ends with `suffix`, optionally only links of `variant`. */
export function linkedNodes(node: TreeNode, suffix: string, variant?: string): readonly TreeNode[] {
  return Object.keys(node.children)
    .filter((key) => key.endsWith(suffix))
    .flatMap((key) => childNodes(node, key, variant))
}

/** The buttons arrays of a widget, feature or slide; for widgets, `variant` picks `default`, `additional` or `extra`. */
export function buttonsArraysOf(node: TreeNode, variant?: string): readonly TreeNode[] {
  return linkedNodes(node, '-to-buttons-arrays', variant)
}

/** The buttons of a buttons array, in order. */
export function buttonsOf(array: TreeNode): readonly TreeNode[] {
  return childNodes(array, 'website-builder/buttons-arrays-to-buttons')
}

/** Every button of the buttons arrays of `node` (linked with `variant`, when given), in order. */
export function arrayButtonsOf(node: TreeNode, variant?: string): readonly TreeNode[] {
  return buttonsArraysOf(node, variant).flatMap(buttonsOf)
}

/**
 * The stored files of a node (images, videos), through its `…-to-file-storage-module-files`
 * relations (and a file-storage widget's `…-to-files`).
 */
export function filesOf(node: TreeNode): readonly TreeNode[] {
  return [...linkedNodes(node, '-to-file-storage-module-files'), ...linkedNodes(node, '-to-files')]
}

/** The features of a widget, in order. */
export function featuresOf(widget: TreeNode): readonly TreeNode[] {
  return childNodes(widget, 'website-builder/widgets-to-features')
}

/** The logotypes of a widget, in order. */
export function logotypesOf(widget: TreeNode): readonly TreeNode[] {
  return childNodes(widget, 'website-builder/widgets-to-logotypes')
}

/** The sliders of a widget, in order. */
export function slidersOf(widget: TreeNode): readonly TreeNode[] {
  return childNodes(widget, 'website-builder/widgets-to-sliders')
}

/** The slides of a slider, in order. */
export function slidesOf(slider: TreeNode): readonly TreeNode[] {
  return childNodes(slider, 'website-builder/sliders-to-slides')
}
