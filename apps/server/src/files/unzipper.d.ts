// unzipper ships no types; these are the calls we make of it.
declare module 'unzipper' {
  import type { Duplex, Readable } from 'node:stream';
  /** A stream of the first zip entry whose path matches, as it is read. */
  export function ParseOne(match?: RegExp): Duplex;
  /** One entry of the archive: its inflated bytes as they are read. */
  export interface ZipEntry extends Readable {
    path: string;
  }
  /** The archive's entries in order, as a stream of `ZipEntry` objects (`forceStream`). */
  export function Parse(options: { forceStream: true }): Duplex;
}
