import { describe, expect, it } from 'vitest';
import { INTEGRATION_FLAGS } from '@tradepool/domain';
import { INTEGRATION_GROUPS } from './integration-groups';

describe('integration groups', () => {
  it('show each of the twelve flags exactly once, in the order of the contract', () => {
    expect(INTEGRATION_GROUPS.flatMap((group) => group.flags)).toEqual([...INTEGRATION_FLAGS]);
  });
});
