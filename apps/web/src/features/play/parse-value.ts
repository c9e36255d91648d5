import type { PlayValue } from '@tradepool/domain';

/** The value box takes JSON; anything that is not JSON is stored as the text itself. */
export function parseValue(text: string): PlayValue {
  try {
    return JSON.parse(text) as PlayValue;
  } catch {
    return text;
  }
}
