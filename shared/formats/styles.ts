import type { CitationSource } from './source';
import { type Author, clean, displayName, initials, invertedName, parseAuthors } from './names';
import { dayMonthYear, mlaDate, monthDayYear, yearMonthDay } from './dates';

/**
 * Reference-list entries for web pages in four styles, as plain text (no italics).
 * Conventions (docs/examples.md lists them with examples):
 *  - APA 7: "Family, I. I. (Year, Month Day). Title. Site. URL"; no author → the title moves to
 *    the author position; no date → "(n.d.)" plus "Retrieved Month Day, Year, from URL".
 *  - MLA 9: 'Family, Given. "Title." Site, D Mon. Year, URL.'; no author → starts with the
 *    title; an organization that is also the site is not repeated as author; no date →
 *    the date is left out and "Accessed D Mon. Year." is added.
 *  - Chicago 17 (bibliography): 'Family, Given. "Title." Site. Month Day, Year. URL.'; no
 *    author → starts with the title; no date → "Accessed Month Day, Year."
 *  - Harvard (Cite Them Right): "Family, I. (Year) Title. Site. Available at: URL (Accessed: D Month Year)."
 *    no author → starts with the title; no date → "(n.d.)".
 * A missing title becomes "[Untitled web page]"; the site is left out when unknown or when it
 * is the same as the (organization) author. The URL is printed whole so it stays clickable.
 */
const UNTITLED = '[Untitled web page]';

interface Parts {
  authors: Author[];
  title: string;
  site: string | null;
}

function partsOf(source: CitationSource): Parts {
  const authors = parseAuthors(source.authors);
  const title = source.title && clean(source.title) ? clean(source.title) : UNTITLED;
  const publisher = source.publisher && clean(source.publisher) ? clean(source.publisher) : null;
  const soleOrg = authors.length === 1 && authors[0].kind === 'organization' ? authors[0].name : null;
  return { authors, title, site: publisher !== null && publisher !== soleOrg ? publisher : null };
}

/** Appends `mark` unless the text already ends with terminal punctuation. */
function terminate(text: string, mark = '.'): string {
  return /[.?!]$/.test(text) ? text : text + mark;
}

/** "A, B, and C" with the given conjunction and serial comma rule. */
function joinList(items: string[], conjunction: string, serialComma: boolean): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]}${serialComma ? ',' : ''} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${serialComma ? ',' : ''} ${conjunction} ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------- APA 7
function apaName(author: Author): string {
  return author.kind === 'person' ? `${author.family}, ${initials(author, ' ')}` : author.name;
}

function apaAuthors(authors: Author[]): string {
  // APA 7 lists up to 20 authors; beyond that the first 19, an ellipsis and the last.
  const names = authors.map(apaName);
  if (names.length > 20) return `${names.slice(0, 19).join(', ')}, . . . ${names[names.length - 1]}`;
  return joinList(names, '&', true);
}

export function formatApa(source: CitationSource): string {
  const { authors, title, site } = partsOf(source);
  const date = source.published ? `(${yearMonthDay(source.published)}).` : '(n.d.).';
  const head = authors.length > 0 ? `${terminate(apaAuthors(authors))} ${date} ${terminate(title)}` : `${terminate(title)} ${date}`;
  const siteText = site ? ` ${terminate(site)}` : '';
  const where = source.published ? source.url : `Retrieved ${monthDayYear(source.accessed)}, from ${source.url}`;
  return `${head}${siteText} ${where}`;
}

// ---------------------------------------------------------------- MLA 9
function mlaAuthors(authors: Author[]): string {
  if (authors.length === 1) return invertedName(authors[0]);
  if (authors.length === 2) return `${invertedName(authors[0])}, and ${displayName(authors[1])}`;
  return `${invertedName(authors[0])}, et al`;
}

export function formatMla(source: CitationSource): string {
  const { authors, title, site } = partsOf(source);
  // MLA: an organization that is both author and publisher is given only as publisher.
  const orgIsSite =
    authors.length === 1 && authors[0].kind === 'organization' && source.publisher !== null && clean(source.publisher) === authors[0].name;
  const lead = authors.length > 0 && !orgIsSite ? `${terminate(mlaAuthors(authors))} ` : '';
  const publisherSite = orgIsSite ? authors[0].kind === 'organization' ? authors[0].name : null : site;
  const container = [publisherSite, source.published ? mlaDate(source.published) : null, source.url].filter((x): x is string => x !== null);
  const accessed = source.published ? '' : ` Accessed ${mlaDate(source.accessed)}.`;
  return `${lead}"${terminate(title)}" ${container.join(', ')}.${accessed}`;
}

// ---------------------------------------------------------------- Chicago 17
function chicagoAuthors(authors: Author[]): string {
  // CMOS 14.76: more than ten authors → the first seven followed by "et al."
  if (authors.length > 10) return `${[invertedName(authors[0]), ...authors.slice(1, 7).map(displayName)].join(', ')}, et al`;
  return joinList([invertedName(authors[0]), ...authors.slice(1).map(displayName)], 'and', true);
}

export function formatChicago(source: CitationSource): string {
  const { authors, title, site } = partsOf(source);
  const lead = authors.length > 0 ? `${terminate(chicagoAuthors(authors))} ` : '';
  const siteText = site ? ` ${terminate(site)}` : '';
  const date = source.published ? monthDayYear(source.published) : `Accessed ${monthDayYear(source.accessed)}`;
  return `${lead}"${terminate(title)}"${siteText} ${date}. ${terminate(source.url)}`;
}

// ---------------------------------------------------------------- Harvard (Cite Them Right)
function harvardName(author: Author): string {
  return author.kind === 'person' ? `${author.family}, ${initials(author, '')}` : author.name;
}

function harvardAuthors(authors: Author[]): string {
  if (authors.length >= 4) return `${harvardName(authors[0])} et al.`;
  return joinList(authors.map(harvardName), 'and', false);
}

export function formatHarvard(source: CitationSource): string {
  const { authors, title, site } = partsOf(source);
  const year = source.published ? source.published.slice(0, 4) : 'n.d.';
  const head = authors.length > 0 ? `${harvardAuthors(authors)} (${year}) ${terminate(title)}` : `${title} (${year})`;
  const siteText = site ? ` ${terminate(site)}` : '';
  return `${head}${siteText} Available at: ${source.url} (Accessed: ${dayMonthYear(source.accessed)}).`;
}
