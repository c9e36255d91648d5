import { describe, expect, it } from 'vitest';
import { badGlns, glnsOf, looksLikeCertificate, partnerFormValues, toPartnerInput } from './partner-form';

describe('the partner form', () => {
  it('reads GLNs one a line or separated by commas, each once', () => {
    expect(glnsOf('0950000000015\n0950000000022, 0950000000015;\n\n')).toEqual(['0950000000015', '0950000000022']);
    expect(badGlns('0950000000015 0950000000014 abc')).toEqual(['0950000000014', 'abc']);
  });

  it('turns its values into the API input, trimmed', () => {
    const values = {
      ...partnerFormValues(null),
      name: ' Pool B ',
      as2Id: ' POOL-B',
      url: 'http://b/as2 ',
      glnText: '0950000000015',
    };
    expect(toPartnerInput(values)).toEqual({
      name: 'Pool B',
      as2Id: 'POOL-B',
      url: 'http://b/as2',
      certificatePem: '',
      enabled: true,
      glns: ['0950000000015'],
    });
  });

  it('knows a PEM certificate from other text', () => {
    expect(looksLikeCertificate('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n')).toBe(true);
    expect(looksLikeCertificate('-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----')).toBe(false);
  });
});
