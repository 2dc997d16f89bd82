/**
 * The URLs a response text shows to its reader: markdown link targets (`[label](url)`, with
 * balanced parentheses as in Wikipedia URLs), autolinks (`<url>`) and bare http(s) URLs.
 * Used to tell which cited sources the text already shows inline, by exact comparison — a
 * source `https://example.com` is not "shown" by a link to `https://example.com/other`.
 */

/** `[label](target "title")`: the target may hold one level of balanced parentheses. */
const MARKDOWN_LINK = /\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** A bare or autolinked URL; where it ends is settled by `trimTrailing`. */
const BARE_URL = /https?:\/\/[^\s<>"'`]+/gi;

const count = (value: string, char: string) => value.split(char).length - 1;

/**
 * Punctuation that ends a sentence or encloses a URL is not part of it (GitHub's autolink
 * rules): trailing `.,:;!?*_~'"`, and a closing `)`/`]`/`}` that has no opening one in the URL.
 */
export function trimTrailing(url: string): string {
  let value = url;
  for (;;) {
    const last = value.slice(-1);
    if (/[.,:;!?*_~'"]/.test(last)) value = value.slice(0, -1);
    else if (last === ')' && count(value, ')') > count(value, '(')) value = value.slice(0, -1);
    else if (last === ']' && count(value, ']') > count(value, '[')) value = value.slice(0, -1);
    else if (last === '}' && count(value, '}') > count(value, '{')) value = value.slice(0, -1);
    else return value;
  }
}

/** Every distinct URL the text shows, in first-seen order. */
export function urlsInText(text: string): string[] {
  const urls = new Set<string>();
  for (const match of text.matchAll(MARKDOWN_LINK)) urls.add(match[1]);
  // Bare URLs in what is left once link targets are taken out (a label may itself be a URL).
  const rest = text.replace(MARKDOWN_LINK, ' ');
  for (const match of rest.matchAll(BARE_URL)) urls.add(trimTrailing(match[0]));
  return [...urls];
}
