import { isIsoDate } from '../schemas/search-result';

/**
 * A publication date as pages write it → `YYYY-MM-DD`, or null when it is not a whole calendar
 * date (docs/stages.md "Publication date and author"). Accepted, after trimming:
 * - ISO: `2017-02-28`, `2017-02-28T10:00:00Z`, `2017-02-28 10:00` → the date as written (no
 *   time-zone conversion: the publisher's own calendar day);
 * - `2017/06/14`, `2017.06.14`, `2017/6/4` (year first, one- or two-digit month and day);
 * - `20170614`;
 * - English month names: `June 14, 2017`, `Jun 14 2017`, `14 June 2017`, `14 Jun. 2017`.
 * - day first where the order cannot be mistaken: `15/05/2015` and `15-05-2015` (the first
 *   number is over 12, so it is the day), `15.05.2015` and `5.5.2015` (dots: day.month.year);
 * Anything else (a year alone, `2017-06`, `06/05/2017` — day/month order is ambiguous) is null.
 * Idempotent: a normalized date normalizes to itself.
 */
export function normalizePublicationDate(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const s = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  if (m) return checked(m[1], m[2], m[3]);
  m = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(s);
  if (m) return checked(m[1], m[2], m[3]);
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return checked(m[1], m[2], m[3]);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(s);
  if (m) return Number(m[1]) > 12 ? checked(m[3], m[2], m[1]) : null;
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (m) return checked(m[3], m[2], m[1]);
  m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(s);
  if (m) return named(m[3], m[1], m[2]);
  m = /^(\d{1,2}) ([A-Za-z]+)\.?,? (\d{4})$/.exec(s);
  if (m) return named(m[3], m[2], m[1]);
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FULL = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function named(year: string, month: string, day: string): string | null {
  const word = month.toLowerCase();
  let index = FULL.indexOf(word);
  if (index < 0) index = MONTHS.indexOf(word === 'sept' ? 'sep' : word);
  return index < 0 ? null : checked(year, String(index + 1), day);
}

function checked(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
