// unzipper ships no types; this is the one call we make of it.
declare module 'unzipper' {
  import type { Duplex } from 'node:stream';
  /** A stream of the first zip entry whose path matches, as it is read. */
  export function ParseOne(match?: RegExp): Duplex;
}
