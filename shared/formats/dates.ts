/** Date pieces the styles need, from YYYY-MM-DD. Pure string work: no Date, no time zones. */
export interface DateParts {
  year: string;
  month: number; // 1..12
  day: number;
}

export function dateParts(iso: string): DateParts {
  const [year, month, day] = iso.split('-');
  return { year, month: Number(month), day: Number(day) };
}

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
// MLA 9 abbreviates months longer than four letters.
const MLA_MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** "December 5, 2019" (APA retrieval dates, Chicago). */
export function monthDayYear(iso: string): string {
  const d = dateParts(iso);
  return `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
}

/** "2019, December 5" (APA reference date). */
export function yearMonthDay(iso: string): string {
  const d = dateParts(iso);
  return `${d.year}, ${MONTHS[d.month - 1]} ${d.day}`;
}

/** "5 Dec. 2019" (MLA). */
export function mlaDate(iso: string): string {
  const d = dateParts(iso);
  return `${d.day} ${MLA_MONTHS[d.month - 1]} ${d.year}`;
}

/** "5 December 2019" (Harvard access dates). */
export function dayMonthYear(iso: string): string {
  const d = dateParts(iso);
  return `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
}
