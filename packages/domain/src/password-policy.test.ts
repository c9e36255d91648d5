import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, normaliseUserName, USERNAME_PATTERN } from './password-policy.js';

describe('password policy (spec point 5)', () => {
  it('needs 15 characters with a lower-case letter, an upper-case letter and a digit', () => {
    expect(meetsPasswordPolicy('Tradepool-Demo-2026')).toBe(true);
    expect(meetsPasswordPolicy('Abcdefghijklm1')).toBe(false); // 14 characters
    expect(meetsPasswordPolicy('abcdefghijklmn1')).toBe(false);
    expect(meetsPasswordPolicy('ABCDEFGHIJKLMN1')).toBe(false);
    expect(meetsPasswordPolicy('Abcdefghijklmno')).toBe(false);
  });
});

describe('user names', () => {
  it('allow letters, digits, underscore, at sign and dot, and are lower-cased', () => {
    expect(USERNAME_PATTERN.test('jane.doe_1@acme.com')).toBe(true);
    expect(USERNAME_PATTERN.test('jane doe')).toBe(false);
    expect(USERNAME_PATTERN.test('jane-doe')).toBe(false);
    expect(normaliseUserName('  Jane.Doe ')).toBe('jane.doe');
  });
});
