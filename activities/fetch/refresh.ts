/**
 * Meta refresh (`<meta http-equiv="refresh" content="0; url=…">`) and the `Refresh` header,
 * followed like redirects (and SSRF-checked like them by the fetch loop). Only a refresh that
 * names another URL within a minute counts; "reload this page in 390 s" is not a redirect.
 */
import { textWeight } from '../classify/relevance';

const MAX_DELAY_S = 60;

export function parseRefresh(value: string, base: URL): URL | null {
  const m = /^\s*(\d+(?:\.\d+)?)?\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/i.exec(value);
  if (!m) return null;
  const delay = m[1] === undefined ? 0 : Number(m[1]);
  let target = (m[2] ?? '').trim().replace(/^['"]|['"]$/g, '').trim();
  if (!target || delay > MAX_DELAY_S) return null;
  target = target.replace(/^url\s*=\s*/i, '').replace(/^['"]|['"]$/g, '');
  try {
    const url = new URL(target, base);
    url.hash = '';
    const same = new URL(base.href);
    same.hash = '';
    return url.href === same.href ? null : url;
  } catch {
    return null;
  }
}

const META_REFRESH = /<meta\b[^>]*?http-equiv\s*=\s*["']?refresh["']?[^>]*>/gi;
const CONTENT_ATTR = /\bcontent\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The URL a 2xx response refreshes to, from its Refresh header or a meta refresh in the head (first 64 KB), or null. */
export function refreshTarget(headers: Record<string, string>, body: string, base: URL): URL | null {
  if (headers.refresh) {
    const u = parseRefresh(headers.refresh, base);
    if (u) return u;
  }
  if (!body) return null;
  // A refresh inside a comment is not markup — IE's conditional comments ("<!--[if lte IE 9]><meta
  // http-equiv=refresh content='1;url=/unsupported.html'><![endif]-->") send only old browsers away.
  const head = body.slice(0, 65536).replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  for (const tag of head.match(META_REFRESH) ?? []) {
    // A refresh inside <noscript> is a fallback for script-less browsers, and so are we.
    const c = CONTENT_ATTR.exec(tag);
    if (!c) continue;
    const raw = (c[2] ?? c[3] ?? c[4] ?? '').replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"');
    const u = parseRefresh(raw, base);
    if (u) return u;
  }
  return scriptRedirectTarget(body, base) ?? framesetTarget(body, base);
}

/**
 * A script-only redirect shell: a near-empty page (≤ 16 KB, ≤ 200 visible characters outside
 * scripts) whose scripts name exactly one literal target — `location.replace("/story/1")`,
 * `location.href = "…"`, `window.location = "…"`, `location.assign("…")` — on another path.
 * Browsers go there at once, so it is followed like a meta refresh (blind9). Not followed: a
 * script that sets a cookie first (a JavaScript challenge that computes its answer), a jump delayed
 * by setTimeout / setInterval (a message the page shows first), a target on the same path (a
 * challenge reloading itself with a token), anything but http(s).
 */
const JS_LOCATION = /(?:\b(?:window|document|top|self)\.)?\blocation(?:\.href)?\s*=\s*(["'])([^"'\s<>]{1,2000})\1|(?:\b(?:window|document|top|self)\.)?\blocation\.(?:replace|assign)\(\s*(["'])([^"'\s<>]{1,2000})\3\s*\)/g;

export function scriptRedirectTarget(body: string, base: URL): URL | null {
  if (!body || body.length > 16384) return null;
  const scripts = [...body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((m) => m[1] ?? '');
  if (!scripts.length || scripts.some((s) => /document\.cookie|\.reload\(/.test(s))) return null;
  const targets = new Set<string>();
  for (const s of scripts) {
    const found = [...s.matchAll(JS_LOCATION)];
    // A delayed jump ("back to the home page in 5 s" under a not-found message) is the page's own message first (blind5's soft 404).
    if (found.length && /\bset(Timeout|Interval)\s*\(/.test(s)) return null;
    for (const m of found) targets.add((m[2] ?? m[4] ?? '').replace(/\\\//g, '/'));
  }
  if (targets.size !== 1) return null;
  // Only a page whose scripts name one target is weighed (every test here is pure and only ever says no).
  const visible = body
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|noscript|template|title)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Weighed as the classifier weighs text: a Han, kana, Hangul or Thai character counts three.
  if (textWeight(visible) > 200) return null;
  try {
    const url = new URL([...targets][0]!, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    if (url.host === base.host && url.pathname === base.pathname) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * A frameset page (old government and library servers, blind18): the document has no body of its
 * own, only `<frame src>`s, and a reader sees the content frame — followed like a refresh to it.
 * The content frame is the one whose name or id says so (main, content, body, text, right, Inhalt,
 * contenu, contenido, 本文…); else the one frame not named as navigation (menu, nav, top, header,
 * banner, left, footer, logo, toc); else the last frame (content comes after navigation in
 * framesets). Not iframes: a page around an iframe shows its own body (and bot walls use iframes).
 */
const FRAME_TAG = /<frame\b[^>]*>/gi;
const MAIN_FRAME = /^(main|mainframe|main_frame|content|contents|contentframe|body|text|right|rechts|inhalt|haupt\w*|contenu|contenido|conteudo|conteúdo|contenuto|inhoud|tresc|obsah|principal|center|centre|mitte|doc|document|page|honbun|本文|内容|正文)$/i;
const NAV_FRAME = /^(menu|menue|nav|navi|navigation|top|topframe|header|head|kopf|banner|left|links|footer|bottom|fuss|logo|toc|index|title|titel|sidebar|side)$/i;

export function framesetTarget(body: string, base: URL): URL | null {
  if (!body || body.length > 65536) return null;
  const markup = body.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<noframes\b[\s\S]*?(?:<\/noframes\s*>|$)/gi, '');
  if (!/<frameset\b/i.test(markup) || /<body\b/i.test(markup)) return null;
  const frames = (markup.match(FRAME_TAG) ?? []).map((tag) => {
    const attr = (n: string) => new RegExp(`\\b${n}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
    const src = attr('src');
    const name = attr('name') ?? attr('id');
    return { src: src ? (src[2] ?? src[3] ?? src[4] ?? '') : '', name: name ? (name[2] ?? name[3] ?? name[4] ?? '') : '' };
  }).filter((f) => f.src && !/^(javascript|about|data):/i.test(f.src.trim()));
  if (!frames.length) return null;
  const pick = frames.find((f) => MAIN_FRAME.test(f.name)) ?? (() => {
    const rest = frames.filter((f) => !NAV_FRAME.test(f.name));
    return rest.length === 1 ? rest[0] : frames[frames.length - 1];
  })();
  try {
    const url = new URL(pick!.src.replace(/&amp;/g, '&'), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href === new URL(base.href).href ? null : url;
  } catch {
    return null;
  }
}
