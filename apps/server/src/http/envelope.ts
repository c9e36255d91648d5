import type { Envelope } from '@tradepool/domain';

export function ok<T>(data: T): Envelope<T> {
  return { success: true, data, error: null };
}

export function failure(message: string): Envelope<null> {
  return { success: false, data: null, error: { message } };
}
