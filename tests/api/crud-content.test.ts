/** Table-driven CRUD over the website-builder, file-storage, notification and small widget modules. */
import { describeEntityCrud } from './support/entity-crud-suite.ts'

describeEntityCrud(['website-builder', 'file-storage', 'notification', 'agent', 'analytic', 'startup'])
