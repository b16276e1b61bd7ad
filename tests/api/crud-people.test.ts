/** Table-driven CRUD over the rbac, social, host and crm modules. */
import { describeEntityCrud } from './support/entity-crud-suite.ts'

describeEntityCrud(['rbac', 'social', 'host', 'crm'])
