import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** Ids of the demo rows the matrix cases refer to: company keys and every demo login. */
export type MatrixIds = Record<string, number>;

/**
 * One API route in the authorization matrix (see http/authorization-matrix.test.ts). Each feature keeps
 * its routes' cases beside its routes, in `access.cases.ts`, exporting `accessCases`.
 */
export interface MatrixCase {
  /** A well-formed call, so that only identity decides the answer. */
  request: InjectOptions;
  /** How another company's user is kept out, or why the route holds no tenant data. */
  crossTenant: { check: (t: TestApp, ids: MatrixIds) => Promise<void> } | { none: string };
}

export type MatrixCases = Record<string, MatrixCase>;

/**
 * The positive control of a "sees nothing" case: the same call shows the row to a user of the company that
 * owns it, so the outsider's empty list, zero or 404 cannot come from an endpoint that answers nothing to anyone.
 * `sees` tells, from one answer, whether the row is in it. Answers the outsider's answer, for a case that
 * asserts more of it (an exact empty shape, an error message).
 */
export async function expectOwnerSees<T>(
  t: TestApp,
  logins: { owner: string; outsider: string },
  call: (token: string) => Promise<T>,
  sees: (answer: T) => boolean,
): Promise<T> {
  expect(sees(await call(await t.signIn(logins.owner))), `${logins.owner} sees their own`).toBe(true);
  const outsiders = await call(await t.signIn(logins.outsider));
  expect(sees(outsiders), `${logins.outsider} sees another company's`).toBe(false);
  return outsiders;
}

/** A call by token answering only its status: for a download, whose file is no JSON envelope. */
export const statusOf =
  (t: TestApp, request: InjectOptions) =>
  async (token: string): Promise<number> =>
    (await t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } })).statusCode;

/** Every feature's cases (`features/<area>/access.cases.ts`), keyed `METHOD url` as the route catalog has them. */
export async function loadAccessCases(): Promise<MatrixCases> {
  const featuresDir = fileURLToPath(new URL('../features/', import.meta.url));
  const caseFiles = fs
    .readdirSync(featuresDir)
    .map((feature) => path.join(featuresDir, feature, 'access.cases.ts'))
    .filter((file) => fs.existsSync(file));
  const cases: MatrixCases = {};
  for (const file of caseFiles) {
    const { accessCases } = (await import(file)) as { accessCases: MatrixCases };
    for (const [route, matrixCase] of Object.entries(accessCases)) {
      if (route in cases) throw new Error(`${route} has cases in two features`);
      cases[route] = matrixCase;
    }
  }
  return cases;
}
