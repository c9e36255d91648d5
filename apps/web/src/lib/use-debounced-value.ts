import { useEffect, useState } from 'react';

/** Typeaheads ask the server once the typing pauses, not on every keystroke. */
export const TYPEAHEAD_DEBOUNCE_MS = 250;

export function useDebouncedValue<T>(value: T, delayMs: number = TYPEAHEAD_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
