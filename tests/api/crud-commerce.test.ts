/** Table-driven CRUD over the ecommerce, billing and blog modules. */
import { describeEntityCrud } from './support/entity-crud-suite.ts'

describeEntityCrud(['ecommerce', 'billing', 'blog'])
