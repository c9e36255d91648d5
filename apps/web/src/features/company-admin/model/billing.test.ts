import { describe, expect, it } from 'vitest';
import { BILLING_FIELDS, billingCopiedFrom } from './billing';

describe('billing same as contact', () => {
  it('copies every contact field to its billing field, including the legacy billingTiltle', () => {
    const copied = billingCopiedFrom({
      firstName: 'Nora',
      lastName: 'Wind',
      title: 'Data lead',
      email: 'data@northwind.example',
      zip: '60601',
      country: '840',
      billingFirstName: 'Someone else',
      billingCity: 'Elsewhere',
    });
    expect(copied).toMatchObject({
      billingFirstName: 'Nora',
      billingLastName: 'Wind',
      billingTiltle: 'Data lead',
      billingEmail: 'data@northwind.example',
      billingZip: '60601',
      billingCountry: '840',
      billingCity: null,
    });
    expect(copied.firstName).toBe('Nora');
  });

  it('knows the fourteen billing fields', () => {
    expect(BILLING_FIELDS).toHaveLength(14);
    expect(BILLING_FIELDS).toContain('billingTiltle');
  });
});
