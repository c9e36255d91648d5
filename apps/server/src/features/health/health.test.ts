import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventLoopWindow } from '@tradepool/domain';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health endpoints', () => {
  it('answers live and ready without a session, naming the node, its roles and its database', async () => {
    const live = await t.call({ method: 'GET', url: '/mds/app/health/live' });
    expect(live.status).toBe(200);
    expect(live.body.data).toEqual({
      status: 'live',
      node: 'test',
      roles: { api: true, worker: false },
      database: t.context.handle.dialect,
    });
    const ready = await t.call({ method: 'GET', url: '/mds/app/health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready' });
  });

  it('is not ready while draining for a stop, though still live', async () => {
    t.context.lifecycle.draining = true;
    try {
      const ready = await t.call({ method: 'GET', url: '/mds/app/health/ready' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, error: { message: 'This node is shutting down.' } });
      expect((await t.call({ method: 'GET', url: '/mds/app/health/live' })).status).toBe(200);
    } finally {
      t.context.lifecycle.draining = false;
    }
  });
});

describe('event loop windows', () => {
  it('measure the delay a blocked loop causes, for the site administrator only', async () => {
    const admin = await t.signIn('site.admin');
    const opened = await t.call<EventLoopWindow>({ method: 'POST', url: '/mds/app/health/event-loop', token: admin });
    expect(opened.status).toBe(200);
    // The histogram's timer measures from its first tick on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const until = Date.now() + 120;
    while (Date.now() < until) {
      // A job that never lets the loop turn, as a synchronous database call does.
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    const url = `/mds/app/health/event-loop/${opened.body.data!.id}`;
    const read = await t.call<EventLoopWindow>({ method: 'GET', url, token: admin });
    expect(read.body.data!.maxMs).toBeGreaterThanOrEqual(100);
    expect(read.body.data!.samples).toBeGreaterThan(0);
    expect(read.body.data!.p99Ms).toBeLessThanOrEqual(read.body.data!.maxMs);

    const other = await t.call({ method: 'GET', url, token: await t.signIn('pub.admin') });
    expect(other.status).toBe(403);
    const closed = await t.call<EventLoopWindow>({ method: 'DELETE', url, token: admin });
    expect(closed.body.data!.maxMs).toBeGreaterThanOrEqual(100);
    expect((await t.call({ method: 'GET', url, token: admin })).status).toBe(404);
  });
});

describe('request ids', () => {
  it('behind a trusted proxy, keeps its X-Request-Id and answers it, and makes one where none or a strange one is sent', async () => {
    const proxied = await buildApp({ ...t.context, config: { ...t.context.config, trustProxy: true } }, false);
    try {
      const given = await proxied.inject({
        method: 'GET',
        url: '/mds/app/health/live',
        headers: { 'x-request-id': 'lb-7f3a.42' },
      });
      expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
      const made = await proxied.inject({ method: 'GET', url: '/mds/app/health/live' });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const strange = await proxied.inject({
        method: 'GET',
        url: '/mds/app/health/live',
        headers: { 'x-request-id': 'a b<script>' },
      });
      expect(strange.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });

  it('without TRUST_PROXY, ignores a client’s X-Request-Id and makes its own', async () => {
    expect(t.config.trustProxy).toBe(false);
    const res = await t.app.inject({
      method: 'GET',
      url: '/mds/app/health/live',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a worker node (RUN_API=false)', () => {
  it('answers its health and nothing else: no API, no web app', async () => {
    const worker = await buildApp({ ...t.context, config: { ...t.context.config, runApi: false } }, false);
    try {
      const live = await worker.inject({ method: 'GET', url: '/mds/app/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ data: { roles: { api: false } } });
      const api = await worker.inject({
        method: 'POST',
        url: '/mds/app/users/authenticate',
        payload: { userName: 'pub.admin', password: 'x' },
      });
      expect(api.statusCode).toBe(404);
    } finally {
      await worker.close();
    }
  });
});
