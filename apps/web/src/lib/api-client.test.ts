import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tradepool/domain';
import { fileNameFromDisposition, interpretEnvelope, parseEnvelope } from './api-client';

describe('parseEnvelope (spec point 8, generic response parsing)', () => {
  it('answers the data of a successful envelope', () => {
    expect(parseEnvelope('{"success":true,"data":{"id":1},"error":null}')).toEqual({ ok: true, data: { id: 1 } });
  });

  it('keeps falsy data that is still data', () => {
    expect(parseEnvelope('{"success":true,"data":0,"error":null}')).toEqual({ ok: true, data: 0 });
    expect(parseEnvelope('{"success":true,"data":[],"error":null}')).toEqual({ ok: true, data: [] });
  });

  it('empty response', () => {
    expect(parseEnvelope('')).toEqual({ ok: false, message: MESSAGES.emptyResponse });
    expect(parseEnvelope('  \n')).toEqual({ ok: false, message: MESSAGES.emptyResponse });
    expect(parseEnvelope('null')).toEqual({ ok: false, message: MESSAGES.emptyResponse });
  });

  it('failed response with a message: that message', () => {
    expect(parseEnvelope('{"success":false,"data":null,"error":{"message":"Invalid username or password."}}')).toEqual({
      ok: false,
      message: 'Invalid username or password.',
    });
  });

  it('failed response with an error object but no message', () => {
    const expected = { ok: false, message: MESSAGES.failedWithoutMessage };
    expect(parseEnvelope('{"success":false,"data":null,"error":{}}')).toEqual(expected);
    expect(parseEnvelope('{"success":false,"data":null,"error":{"message":""}}')).toEqual(expected);
    expect(parseEnvelope('{"success":false,"error":{"message":42}}')).toEqual(expected);
  });

  it('failed response without an error object', () => {
    const expected = { ok: false, message: MESSAGES.failedWithoutErrorObject };
    expect(parseEnvelope('{"success":false,"data":null,"error":null}')).toEqual(expected);
    expect(parseEnvelope('{"success":false}')).toEqual(expected);
    expect(parseEnvelope('{"data":{"id":1}}')).toEqual(expected);
    expect(parseEnvelope('"just text"')).toEqual(expected);
  });

  it('success without data', () => {
    const expected = { ok: false, message: MESSAGES.successWithoutData };
    expect(parseEnvelope('{"success":true,"data":null,"error":null}')).toEqual(expected);
    expect(parseEnvelope('{"success":true}')).toEqual(expected);
  });

  it('a body that is not JSON is a data/network problem', () => {
    expect(parseEnvelope('<html>502 Bad Gateway</html>')).toEqual({ ok: false, message: MESSAGES.networkFailure });
  });

  it('interprets decoded values the same way', () => {
    expect(interpretEnvelope(undefined)).toEqual({ ok: false, message: MESSAGES.emptyResponse });
    expect(interpretEnvelope({ success: true, data: 'x', error: null })).toEqual({ ok: true, data: 'x' });
  });
});

describe('fileNameFromDisposition', () => {
  it('reads plain and quoted names', () => {
    expect(fileNameFromDisposition('attachment; filename="01-15-2026_catalog.xlsm"')).toBe('01-15-2026_catalog.xlsm');
    expect(fileNameFromDisposition('attachment; filename=report.xlsx')).toBe('report.xlsx');
  });

  it('prefers the RFC 5987 name', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''Caf%C3%A9%20items.xlsx`)).toBe(
      'Café items.xlsx',
    );
  });

  it('answers null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
