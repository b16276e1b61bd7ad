/**
 * Which records are private (page-tree-rules.ts `privateContentRules`): those a private-content
 * widget links. One statement per rule, prepared once; the page resolver (private-content.ts) and
 * the entity operations (runtime/operations/private-fields.ts) ask it alike, so a record is
 * private by the same rule wherever it leaves the server.
 */
import type { Kysely } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import type { PrivateContentRule } from './page-tree-rules.ts'
import { uuidArrayParameter } from '#runtime/db/uuid-array-parameter.ts'
import { type PageStatement, pageStatement, runPageQuery } from './run-page-query.ts'
import { quoteIdentifier, quoteLiteral } from './sql-text.ts'

/** The ids among `ids` of the records of `rule.entity` that a private-content widget of `rule` links. */
export async function linkedPrivateIds(db: Kysely<any>, rule: PrivateContentRule, ids: Iterable<string>): Promise<Set<string>> {
  const rows = await runPageQuery<{ id: string }>(db, linkedStatement(rule), [uuidArrayParameter(ids)])
  return new Set(rows.map((row) => row.id))
}

const linkedStatements = new Map<PrivateContentRule, PageStatement>()

// The records of `rule.entity` among `$1` that a private-content widget links.
function linkedStatement(rule: PrivateContentRule): PageStatement {
  let statement = linkedStatements.get(rule)
  if (statement === undefined) {
    const relation = metadataOf(rule.relation)
    const widget = metadataOf(rule.widget)
    const entity = metadataOf(rule.entity)
    const widgetColumn = referenceColumn(relation, widget)
    const recordColumn = referenceColumn(relation, entity)
    const variantColumn = columnOf(widget, 'variant')
    const variants = rule.variants.map(quoteLiteral).join(', ')
    statement = pageStatement(
      `select distinct r.${quoteIdentifier(recordColumn)}::text as id from ${quoteIdentifier(relation.table)} r ` +
        `join ${quoteIdentifier(widget.table)} w on w.${quoteIdentifier(columnOf(widget, 'id'))} = r.${quoteIdentifier(widgetColumn)} ` +
        `where w.${quoteIdentifier(variantColumn)} in (${variants}) and r.${quoteIdentifier(recordColumn)} = any($1::uuid[])`,
    )
    linkedStatements.set(rule, statement)
  }
  return statement
}

function metadataOf(key: string): EntityMetadata {
  const metadata = findEntityMetadataByKey(key)
  if (metadata === undefined) throw new Error(`The private content rules name ${key}, which is no entity`)
  return metadata
}

function columnOf(metadata: EntityMetadata, field: string): string {
  const found = metadata.fields.find((candidate) => candidate.name === field)
  if (found === undefined) throw new Error(`${metadata.module}/${metadata.name} has no field ${field}`)
  return found.column
}

function referenceColumn(relation: EntityMetadata, target: EntityMetadata): string {
  const found = relation.fields.find((field) => field.references?.table === target.table)
  if (found === undefined) throw new Error(`${relation.module}/${relation.name} does not reference ${target.module}/${target.name}`)
  return found.column
}
