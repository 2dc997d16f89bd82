/**
 * Author strings come from page metadata (meta author, JSON-LD), so they may name a person
 * ("Andreas Rossberg", "Rossberg, Andreas") or an organization ("Bytecode Alliance"). The
 * styles treat the two differently (persons are inverted and/or reduced to initials), so we
 * classify with a small, deterministic rule:
 *   - "Family, Given" (exactly one comma) is a person;
 *   - otherwise 2–4 words, each a capitalised word ("Rossberg", "O'Neil", "Jean-Luc") or an
 *     initial ("A."), optionally with lowercase particles (van, von, de, …) before the family
 *     name, and no organisation word (Alliance, Foundation, Team, …) is a person;
 *   - anything else (one word, acronyms, digits, "The …") is an organization, kept verbatim.
 */
export type Author =
  | { kind: 'person'; given: string[]; family: string }
  | { kind: 'organization'; name: string };

const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'la', 'le', 'del', 'dos', 'ter']);
const ORGANIZATION_WORDS = new Set([
  'the', 'alliance', 'foundation', 'group', 'team', 'project', 'consortium', 'council', 'association',
  'university', 'institute', 'corporation', 'company', 'community', 'committee', 'labs', 'lab', 'inc',
  'inc.', 'ltd', 'ltd.', 'llc', 'news', 'network', 'staff', 'editors', 'working', 'society', 'press',
  'agency', 'office', 'department', 'ministry', 'organization', 'organisation', 'blog', 'media', 'times',
]);
const NAME_WORD = /^\p{Lu}(?:\p{Ll}|['’-]\p{L})[\p{L}'’-]*$/u; // has a lowercase letter: not an acronym
const INITIAL = /^\p{Lu}\.$/u;

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function parseAuthor(raw: string): Author {
  const name = clean(raw);
  const comma = name.split(',').map((part) => part.trim());
  if (comma.length === 2 && comma[0] && comma[1] && isPersonWords([...comma[1].split(' '), ...comma[0].split(' ')])) {
    return { kind: 'person', given: comma[1].split(' '), family: comma[0] };
  }
  const words = name.split(' ');
  if (words.length >= 2 && words.length <= 4 && isPersonWords(words)) {
    // The family name starts at the first particle after the first given name, else it is the last word.
    let familyStart = words.length - 1;
    for (let i = 1; i < words.length - 1; i++) {
      if (PARTICLES.has(words[i])) {
        familyStart = i;
        break;
      }
    }
    return { kind: 'person', given: words.slice(0, familyStart), family: words.slice(familyStart).join(' ') };
  }
  return { kind: 'organization', name };
}

function isPersonWords(words: string[]): boolean {
  if (words.some((w) => ORGANIZATION_WORDS.has(w.toLowerCase()))) return false;
  const core = words.filter((w) => !PARTICLES.has(w));
  return core.length >= 2 && core.every((w) => NAME_WORD.test(w) || INITIAL.test(w));
}

/** Unique, cleaned, non-empty author names in their original order. */
export function parseAuthors(raw: readonly string[]): Author[] {
  const seen = new Set<string>();
  const out: Author[] = [];
  for (const r of raw) {
    const name = clean(r);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push(parseAuthor(name));
  }
  return out;
}

/** "J." for "Jean", "J.-L." for "Jean-Luc", "A." for "A.". */
function initialOf(given: string): string {
  return given
    .split('-')
    .map((part) => `${part.charAt(0)}.`)
    .join('-');
}

/** "A. B." (APA) or "A.B." (Harvard). */
export function initials(author: Extract<Author, { kind: 'person' }>, separator: string): string {
  return author.given.map(initialOf).join(separator);
}

/** "Andreas Rossberg" — the name in reading order (MLA/Chicago second authors, JSON-LD). */
export function displayName(author: Author): string {
  return author.kind === 'person' ? [...author.given, author.family].join(' ') : author.name;
}

/** "Rossberg, Andreas" — inverted full name (MLA/Chicago first author). */
export function invertedName(author: Author): string {
  return author.kind === 'person' ? `${author.family}, ${author.given.join(' ')}` : author.name;
}
