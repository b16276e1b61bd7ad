/**
 * Waits until everything written so far to stdout and stderr has been handed to the
 * operating system. On a pipe Node writes asynchronously, so a `process.exit` right
 * after a write cuts the output (at 64 KB, a pipe's buffer); a CLI that must exit
 * (a server whose shutdown may leave handles open) awaits this first.
 */
export async function flushOutput(): Promise<void> {
  // Writes complete in order, so an empty write's callback runs once the earlier ones are out.
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise<void>((resolve) => stream.write('', () => resolve()))))
}
