import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_INT32 } from '@tradepool/domain';
import { badRequest } from '../errors.js';

/**
 * How deep a JSON body may nest. The deepest body the API takes (a catalog item's group rows, a company
 * with its contacts) is 4 levels, a grid's saved state a few more, the /play store's values 32 below its
 * body. Past this a body is refused before it is parsed, so no recursive walk (validation, writing it as
 * text) ever meets one nested 20,000 deep.
 */
export const MAX_JSON_DEPTH = 64;

export const INPUT_ERRORS = {
  nul: 'Text must not contain the NUL character.',
  wholeNumber: `Expected a whole number from ${-MAX_INT32 - 1} to ${MAX_INT32}.`,
  jsonDepth: `Invalid request: the JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
} as const;

type Path = (string | number)[];

/** Every value of a parsed input with its path, iteratively: a deep input cannot exhaust the stack here. */
function* walk(root: unknown): Generator<[unknown, Path, boolean]> {
  const stack: Array<[unknown, Path, boolean]> = [[root, [], false]];
  while (stack.length) {
    const entry = stack.pop()!;
    yield entry;
    const [value, path] = entry;
    if (Array.isArray(value)) value.forEach((item, index) => stack.push([item, [...path, index], false]));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        stack.push([key, [...path, key], true], [item, [...path, key], false]);
      }
    }
  }
}

/**
 * PostgreSQL text cannot hold NUL (it fails the statement: a 500), SQLite's can; neither database should
 * see one. Checked on what the client sent, keys included, before the route's schema reads it.
 */
function refuseNul(input: unknown, context: z.RefinementCtx): void {
  for (const [value, path] of walk(input)) {
    if (typeof value === 'string' && value.includes('\0')) {
      context.addIssue({ code: 'custom', message: INPUT_ERRORS.nul, path });
      return;
    }
  }
}

/**
 * Whole numbers meet the database's 32-bit integer columns (ids, statuses, roles, pages): one past its range
 * would fail the statement on PostgreSQL and not on SQLite. Checked on what the schema made of the input, so
 * a path's digits count once they are a number, and a GTIN or other code written in digits stays text.
 */
function refuseWideIntegers(output: unknown, context: z.RefinementCtx): void {
  for (const [value, path] of walk(output)) {
    if (typeof value === 'number' && Number.isInteger(value) && (value > MAX_INT32 || value < -MAX_INT32 - 1)) {
      context.addIssue({ code: 'custom', message: INPUT_ERRORS.wholeNumber, path });
      return;
    }
  }
}

/**
 * The validator of every route part (params, query, body, headers): the bounds above around the route's own
 * schema, one rule for every route instead of one in each schema. Their failures read as the schema's own
 * (400, "Invalid request: path: message"); the OpenAPI document still shows the route's schema.
 */
export const boundedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: z.unknown().superRefine(refuseNul).pipe(route.schema).superRefine(refuseWideIntegers),
  });

/** How deep the JSON text nests, counted outside strings; stops counting once past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) break;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind the nesting bound: a body nested past
 * `MAX_JSON_DEPTH` is a 400 before it is parsed.
 */
export function installBoundedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(badRequest(INPUT_ERRORS.jsonDepth), undefined);
    parseJson(request, text, done);
  });
}
