/** Spec point 7: every call lives under this base. */
export const API_PREFIX = '/mds/app';
