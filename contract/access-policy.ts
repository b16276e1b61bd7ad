/**
 * A route policy, decided in the order of DESIGN.md "Access control". `server`: no route at all;
 * only the server's own code performs the operation (in process, `writeEntity`), so no caller, not
 * even the secret key, can through the API; OpenAPI, the typed client's routes and the admin leave
 * it out (the audit log's writes: schema/host/audit-entries.ts).
 */
export type AccessPolicy = 'public' | 'authenticated' | 'owner' | 'admin' | 'action' | 'server'
