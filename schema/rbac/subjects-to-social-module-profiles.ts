import { relation } from '#dsl'
import socialProfiles from '../social/profiles.ts'
import subjects from './subjects.ts'

/** The social profiles a subject owns. */
export default relation('rbac', 'subjects-to-social-module-profiles', {
  from: subjects,
  to: socialProfiles,
  variants: ['default'],
})
