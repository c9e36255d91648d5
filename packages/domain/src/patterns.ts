/** The global input patterns of spec point 5, shared by forms and the server. */
export const COMPANY_NAME_PATTERN = /^[A-Za-z0-9 _]+$/;

/** Optional country code (with or without '+') then 10 digits; spaces, dots, dashes and brackets allowed between. */
export const PHONE_PATTERN = /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** US 5 digits with optional 4, Canadian (A1A 1A1) or UK postcodes. */
export const ZIP_PATTERN =
  /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d|[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2})$/;

/** Removes HTML tags, as the user form does with the login (spec point 5). */
export function stripHtmlTags(input: string): string {
  return input.replace(/<[^>]*>?/g, '');
}
