/**
 * A stored ISO instant as the support screens read it: 'MM/dd/yyyy HH:mm:ss' in UTC, one space between date
 * and time (spec point 3, "Support result row": the screen splits them there). UTC because support answers
 * companies in every time zone and compares with the messages' own SBDH times, which are UTC.
 */
export function supportDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  );
}
