import type { InjectOptions } from 'fastify';
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
