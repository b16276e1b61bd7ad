/** A route policy, decided in the order of DESIGN.md "Access control". */
export type AccessPolicy = 'public' | 'authenticated' | 'owner' | 'admin' | 'action'
