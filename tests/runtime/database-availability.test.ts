import { describe, expect, it } from 'vitest'
import { DatabaseUnavailableError, isConnectionFault, statementNeverRan } from '#runtime/db/connection-faults.ts'
import { type AvailabilityChange, DatabaseAvailability } from '#runtime/db/database-availability.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}

describe('DatabaseAvailability', () => {
  it('announces an outage once, counts refusals, and announces its end once the probe answers', async () => {
    let serverUp = false
    const changes: AvailabilityChange[] = []
    const availability = new DatabaseAvailability({
      probe: async () => {
        if (!serverUp) throw new Error('connect ECONNREFUSED')
      },
      probeIntervalMs: 10,
    })
    availability.onChange((change) => changes.push(change))

    availability.markDown(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    availability.markDown(new Error('again'))
    availability.refuse()
    availability.refuse()
    expect(availability.isDown).toBe(true)
    await sleep(50)
    expect(changes).toEqual([{ kind: 'down', reason: 'connect ECONNREFUSED 127.0.0.1:5432' }])

    serverUp = true
    await sleep(50)
    expect(availability.isDown).toBe(false)
    expect(changes).toHaveLength(2)
    expect(changes[1]).toMatchObject({ kind: 'up', refused: 2 })
    availability.close()
  })

  it('is always up without a probe (the embedded database)', () => {
    const availability = new DatabaseAvailability()
    availability.markDown(new Error('cannot happen'))
    expect(availability.isDown).toBe(false)
  })

  it('stops probing when closed', async () => {
    let probes = 0
    const availability = new DatabaseAvailability({
      probe: async () => {
        probes++
        throw new Error('down')
      },
      probeIntervalMs: 5,
    })
    availability.markDown(new Error('down'))
    await sleep(30)
    availability.close()
    const seen = probes
    await sleep(30)
    expect(seen).toBeGreaterThan(0)
    expect(probes).toBe(seen)
  })
})

describe('connection faults', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a known outage', new DatabaseUnavailableError()],
    ['a wrapped fault', new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
  ])('%s is a connection fault', (_name, error) => {
    expect(isConnectionFault(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a data exception', withCode('invalid input syntax for type uuid', '22P02')],
    ['a missing table', withCode('relation "x" does not exist', '42P01')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isConnectionFault(error)).toBe(false)
  })

  it('knows which faults prove the statement did not run', () => {
    expect(statementNeverRan(withCode('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(statementNeverRan(new Error('Client has encountered a connection error and is not queryable'))).toBe(true)
    // The server may have committed before the socket closed.
    expect(statementNeverRan(new Error('Connection terminated unexpectedly'))).toBe(false)
    expect(statementNeverRan(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(false)
  })
})
