/**
 * Subjects, roles and identities in API form for the subject routes. Columns come from the
 * generated metadata's visible fields (the generic API's own selection), so a secret column such
 * as an identity's password hash cannot be selected here even by mistake.
 */
import { sql } from 'kysely'
import { rbacIdentitiesMetadata } from '#generated/metadata/rbac/identities.gen.ts'
import { rbacRolesMetadata } from '#generated/metadata/rbac/roles.gen.ts'
import { rbacSubjectsMetadata } from '#generated/metadata/rbac/subjects.gen.ts'
import type { DynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { visibleSelection } from '#runtime/operations/row-mapping.ts'

/** A subject with its roles and identities (what `me` returns). */
export async function subjectWithRolesAndIdentities(db: DynamicDb, subjectId: string): Promise<ApiRecord | undefined> {
  const subject = await db
    .selectFrom(rbacSubjectsMetadata.table)
    .select(visibleSelection(rbacSubjectsMetadata))
    .where(sql.ref(`${rbacSubjectsMetadata.table}.id`), '=', subjectId)
    .executeTakeFirst()
  if (subject === undefined) return undefined
  const roles = await db
    .selectFrom(rbacRolesMetadata.table)
    .innerJoin('rbac_subjects_to_roles as link', 'link.role_id', `${rbacRolesMetadata.table}.id`)
    .select(visibleSelection(rbacRolesMetadata))
    .where('link.subject_id', '=', subjectId)
    .orderBy('link.order_index')
    .orderBy(sql.ref(`${rbacRolesMetadata.table}.title`))
    .execute()
  return {
    ...subject,
    roles,
    identities: await subjectIdentities(db, subjectId),
  }
}

/** The identities of a subject, oldest first. */
export async function subjectIdentities(db: DynamicDb, subjectId: string, identityId?: string): Promise<ApiRecord[]> {
  let query = db
    .selectFrom(rbacIdentitiesMetadata.table)
    .innerJoin('rbac_subjects_to_identities as link', 'link.identity_id', `${rbacIdentitiesMetadata.table}.id`)
    .select(visibleSelection(rbacIdentitiesMetadata))
    .where('link.subject_id', '=', subjectId)
  if (identityId !== undefined) query = query.where(sql.ref(`${rbacIdentitiesMetadata.table}.id`), '=', identityId)
  const rows = await query
    .orderBy(sql.ref(`${rbacIdentitiesMetadata.table}.created_at`))
    .orderBy(sql.ref(`${rbacIdentitiesMetadata.table}.id`))
    .execute()
  return rows
}
