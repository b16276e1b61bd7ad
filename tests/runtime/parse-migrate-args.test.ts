import { describe, expect, it } from 'vitest'
import { parseMigrateArgs } from '#runtime/cli/parse-migrate-args.ts'

describe('parseMigrateArgs', () => {
  it.each([
    [['up'], { kind: 'up' }],
    [['status'], { kind: 'status' }],
    [['down'], { kind: 'down', steps: 1 }],
    [['down', '--steps', '3'], { kind: 'down', steps: 3 }],
    [['down', '--all'], { kind: 'down-all' }],
  ])('parses %j', (argv, expected) => {
    expect(parseMigrateArgs(argv)).toEqual(expected)
  })

  it.each([
    [[], /Missing command/],
    [['sideways'], /Unknown command sideways/],
    [['down', '--steps', '0'], /--steps must be a positive integer/],
    [['down', '--steps', '2', '--all'], /either --steps or --all/],
    [['up', '--all'], /only apply to down/],
    [['up', 'now'], /Unexpected argument now/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseMigrateArgs(argv)).toThrow(message)
  })
})
