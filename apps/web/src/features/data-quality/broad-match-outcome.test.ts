import { describe, expect, it } from 'vitest';
import { broadMatchOutcome } from './broad-match-outcome';

describe('the broad match outcome', () => {
  it("says the spec's texts: created, not created, not processed", () => {
    expect(broadMatchOutcome({ data: 'success' })).toEqual({
      success: true,
      text: 'Successfully created broad match for the selected items',
    });
    expect(broadMatchOutcome({ data: 'duplicate' })).toEqual({
      success: false,
      text: 'Failed to create broad match for the selected items',
    });
    expect(broadMatchOutcome({ error: new Error('Not found.') })).toEqual({
      success: false,
      text: 'Failed to Process Broad Match for the selected items',
    });
  });
});
