import { z } from 'zod';

/** A date filter as the screens send it: mm/dd/yyyy (spec point 9's default date format), or nothing. */
export const usDateFilter = () =>
  z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Dates are written mm/dd/yyyy.')
    .nullish();
