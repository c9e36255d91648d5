import { describe, expect, it } from 'vitest';
import type { RegisterResult } from '@tradepool/domain';
import { registerNotice } from './register-outcome';

const sent = (catalogItemId: number) => ({
  catalogItemId,
  gtin: `0000000000000${catalogItemId}`,
  success: true,
  error: null,
});
const refused = (catalogItemId: number, error: string | null) => ({
  catalogItemId,
  gtin: `0000000000000${catalogItemId}`,
  success: false,
  error,
});

describe('registerNotice', () => {
  it('says the items were sent when every item was', () => {
    const result: RegisterResult = { submitted: 2, results: [sent(1), sent(2)] };
    expect(registerNotice(result)).toEqual({ kind: 'success', text: 'Successfully sent for Registration.' });
  });

  it('names the refused items with their errors', () => {
    const result: RegisterResult = { submitted: 1, results: [sent(1), refused(2, 'Item is not Ready.')] };
    expect(registerNotice(result)).toEqual({
      kind: 'error',
      text: 'Registration : Failed - 00000000000002: Item is not Ready.',
    });
  });

  it('summarises beyond five refused items', () => {
    const result: RegisterResult = {
      submitted: 0,
      results: [1, 2, 3, 4, 5, 6, 7].map((id) => refused(id, id === 1 ? null : 'Rejected')),
    };
    const notice = registerNotice(result);
    expect(notice.kind).toBe('error');
    expect(notice.text).toMatch(/^Registration : Failed - 00000000000001: not sent; /);
    expect(notice.text).toMatch(/00000000000005: Rejected and 2 more$/);
  });
});
