import { AppError } from '../../errors.js';
import type { Gs1Error } from '../../gdsn/messages/gs1-response.js';
import { GdsnMessageError } from '../../gdsn/messages/xml-tree.js';
import { XML_TOO_COSTLY, type readXml } from '../../gdsn/read-xml.js';
import { firstSchemaErrors, MESSAGE_SCHEMAS, validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { DATA_POOL_ERRORS, gs1Error } from './inbound-errors.js';

/** A message as the XML worker identified it: its type, its SBDH, and where the two disagree. */
export type Identified = Awaited<ReturnType<typeof readXml<'identify'>>>;

/**
 * Why a message is refused as a whole before anything in it is processed, or null: the caller's refusals of
 * its receiver and of its type, in turn with the checks every message takes (its header must agree with its
 * document; it must be valid against its GS1 XML 3.1 schema, checked last: it costs about a second).
 */
export async function messageProblem(
  identified: Identified,
  xml: string,
  refusals: { receiver: Gs1Error | null; unsupported: Gs1Error | null },
): Promise<Gs1Error | null> {
  const { type, disagreements } = identified;
  if (refusals.receiver) return refusals.receiver;
  if (disagreements.length) return gs1Error(DATA_POOL_ERRORS.header, disagreements.join(' '));
  if (refusals.unsupported) return refusals.unsupported;
  const schema = MESSAGE_SCHEMAS[type];
  let checked: { valid: boolean; errors: string[] };
  try {
    checked = await validateAgainstXsd(xml, schema);
  } catch {
    // The validator gave up (its memory): the message is past what one message may cost.
    return gs1Error(DATA_POOL_ERRORS.unreadable, XML_TOO_COSTLY);
  }
  if (checked.valid) return null;
  return gs1Error(
    DATA_POOL_ERRORS.schema,
    `The ${type} is not valid against GS1 XML 3.1's ${schema}.xsd: ${firstSchemaErrors(checked.errors)}`,
  );
}

/**
 * A message's handler failing as the sender's fault (it cannot be read, or a service refused what it asks) is
 * answered at message level; anything else is the pool's fault and thrown on.
 */
export function refusalOf(error: unknown): Gs1Error {
  if (error instanceof GdsnMessageError) return gs1Error(DATA_POOL_ERRORS.unreadable, error.message);
  if (error instanceof AppError && error.statusCode < 500) return gs1Error(DATA_POOL_ERRORS.refused, error.message);
  throw error;
}
