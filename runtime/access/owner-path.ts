/**
 * The owner rule's path (DESIGN "Access control", step 4): `/api/rbac/subjects/{id}` and anything
 * below it belong to subject `{id}`.
 */

const SUBJECT_PATH = ['api', 'rbac', 'subjects'] as const

/** The subject id a path belongs to, or undefined when it is not under `/api/rbac/subjects/{id}`. */
export function ownerSubjectIdOf(segments: readonly string[] | undefined): string | undefined {
  if (segments === undefined || segments.length < SUBJECT_PATH.length + 1) return undefined
  if (!SUBJECT_PATH.every((part, index) => segments[index] === part)) return undefined
  return segments[SUBJECT_PATH.length]
}
