/**
 * What a PostgreSQL "data exception" (SQLSTATE class 22) means, in words a client can act on. The
 * server's own text names types and encodings ("invalid byte sequence for encoding UTF8: 0x00"),
 * so it goes to the log and this goes to the client.
 */
const MESSAGE_BY_SQLSTATE: Readonly<Record<string, string>> = {
  '22001': 'A text value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date or time is not valid',
  '22008': 'A date or time is out of range',
  '22012': 'A value divides by zero',
  '22021': 'Text must not contain the NUL character (\\u0000)',
  '22P02': 'A value does not have the format its field needs',
  '22P05': 'Text must not contain the NUL character (\\u0000) or unpaired Unicode surrogates',
}

/** The client's message for a class-22 SQLSTATE (any other code gets a general one). */
export function dataExceptionMessage(sqlState: string): string {
  return MESSAGE_BY_SQLSTATE[sqlState] ?? 'A value in the request is not valid'
}
