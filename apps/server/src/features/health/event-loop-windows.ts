import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { EventLoopWindow } from '@tradepool/domain';
import { notFound } from '../../errors.js';

/** Sampling interval: a 100 ms wait behind a job shows; one histogram costs a timer of this period. */
const RESOLUTION_MS = 10;
/** Windows left open (a bench that crashed) are closed after this, and a node keeps at most a few. */
const WINDOW_TTL_MS = 60 * 60 * 1000;
const MAX_WINDOWS = 8;

interface OpenWindow {
  id: string;
  opened: number;
  histogram: IntervalHistogram;
  expiry: NodeJS.Timeout;
}

const windows = new Map<string, OpenWindow>();

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

function close(window: OpenWindow): void {
  window.histogram.disable();
  clearTimeout(window.expiry);
  windows.delete(window.id);
}

function present(window: OpenWindow): EventLoopWindow {
  const h = window.histogram;
  const sampled = h.count > 0;
  return {
    id: window.id,
    openedAt: new Date(window.opened).toISOString(),
    seconds: Math.round((Date.now() - window.opened) / 100) / 10,
    samples: h.count,
    meanMs: sampled ? ms(h.mean) : 0,
    p50Ms: sampled ? ms(h.percentile(50)) : 0,
    p99Ms: sampled ? ms(h.percentile(99)) : 0,
    maxMs: sampled ? ms(h.max) : 0,
  };
}

/**
 * Opens a window over which the node measures its event loop's delay, each window its own histogram so that
 * several benches may measure at once; the oldest goes when too many are open.
 */
export function openEventLoopWindow(): EventLoopWindow {
  if (windows.size >= MAX_WINDOWS) close(windows.values().next().value!);
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const id = randomUUID();
  const window: OpenWindow = {
    id,
    opened: Date.now(),
    histogram,
    expiry: setTimeout(() => close(window), WINDOW_TTL_MS),
  };
  window.expiry.unref();
  windows.set(id, window);
  return present(window);
}

export function readEventLoopWindow(id: string): EventLoopWindow {
  const window = windows.get(id);
  if (!window) throw notFound('No such event loop window.');
  return present(window);
}

/** The window's last figures, and it stops measuring. */
export function closeEventLoopWindow(id: string): EventLoopWindow {
  const figures = readEventLoopWindow(id);
  close(windows.get(id)!);
  return figures;
}
