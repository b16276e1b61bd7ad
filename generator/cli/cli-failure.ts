/** A refusal or a problem meant for the terminal: the CLI prints its message alone, exit code 1. */
export class CliFailure extends Error {
  override readonly name = 'CliFailure'
}
