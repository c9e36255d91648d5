import { PASSWORD_MIN_LENGTH } from '@tradepool/domain';

/** Spec point 5's password policy, as the user forms state it. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a lower-case letter, an upper-case letter and a digit.`;
