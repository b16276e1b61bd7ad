import { describe, expect, it } from 'vitest'
import { stableId } from '#runtime/seed/stable-id.ts'

describe('stableId', () => {
  it('gives the same version-5 uuid for the same key', () => {
    expect(stableId('host/pages:/')).toBe(stableId('host/pages:/'))
    expect(stableId('host/pages:/')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('matches RFC 4122 uuid v5 and stays pinned, so ids already in databases never change', () => {
    // Python: uuid.uuid5(uuid.UUID('7f6b8c1e-3d2a-4b5c-9e8f-1a2b3c4d5e6f'), 'host/pages:/')
    expect(stableId('host/pages:/')).toBe('50edb4fc-1723-5ff5-ad53-7b4dcdc2dc79')
  })

  it('gives different ids for different keys', () => {
    const keys = ['host/pages:/', 'host/pages:/404', 'host/pages:/500', 'blog/articles:/', 'Host/pages:/']
    expect(new Set(keys.map(stableId)).size).toBe(keys.length)
  })
})
