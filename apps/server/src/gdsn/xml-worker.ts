import { parentPort } from 'node:worker_threads';
import { parseCic } from './messages/cic.js';
import { parseCihw } from './messages/cihw.js';
import { parseCin } from './messages/cin.js';
import { parseCip } from './messages/cip.js';
import { parseCis } from './messages/cis.js';
import { documentPlaces } from './messages/document-message.js';
import { parseGs1Response } from './messages/gs1-response.js';
import { identifyMessage } from './messages/message-type.js';
import { parseRfcin } from './messages/rfcin.js';
import { GdsnMessageError, XmlBoundsError } from './messages/xml-tree.js';

/**
 * What the XML worker reads for the main thread: GS1 XML that arrives from outside, whose size only the
 * upload limit bounds. Each reader is a function of the text alone, and answers plain data (a structured
 * clone carries it back); the parsed tree never leaves the worker, as copying it would cost the main thread
 * as much as parsing.
 */
export const XML_READERS = {
  identify: identifyMessage,
  places: documentPlaces,
  cin: parseCin,
  cinItemCount: (xml: string) => parseCin(xml).documents.length,
  cic: parseCic,
  cip: parseCip,
  cihw: parseCihw,
  cis: parseCis,
  rfcin: parseRfcin,
  gs1Response: parseGs1Response,
};

export type XmlReaderName = keyof typeof XML_READERS;
export type XmlReading<N extends XmlReaderName> = ReturnType<(typeof XML_READERS)[N]>;

export interface XmlTask {
  id: number;
  reader: XmlReaderName;
  xml: string;
}

/** Why a reading failed: the error's class, which a structured clone does not carry. */
export type XmlFailure = 'bounds' | 'unreadable' | 'failure';

/** A reading, or why there is none: a message past the bounds, one the reader refused, or a fault. */
export type XmlAnswer = { id: number; result: unknown } | { id: number; error: string; failure: XmlFailure };

const failureOf = (error: unknown): XmlFailure =>
  error instanceof XmlBoundsError ? 'bounds' : error instanceof GdsnMessageError ? 'unreadable' : 'failure';

parentPort?.on('message', ({ id, reader, xml }: XmlTask) => {
  let answer: XmlAnswer;
  try {
    answer = { id, result: XML_READERS[reader](xml) };
  } catch (error) {
    answer = {
      id,
      error: error instanceof Error ? error.message : String(error),
      failure: failureOf(error),
    };
  }
  parentPort!.postMessage(answer);
});
