/**
 * Recognisers for the pages that are not what they seem: bot walls, paywalls, soft 404s.
 * Each returns a short reason (for `notes`) or null. Patterns are deliberately specific —
 * a false bot wall costs a ladder step, a false paywall or soft 404 mislabels a good source.
 */

type Page = { status: number; headers: Record<string, string>; title: string; text: string; html: string };

const CHALLENGE_BODY: [RegExp, string][] = [
  [/<title>\s*just a moment\.{0,3}\s*<\/title>/i, 'Cloudflare challenge page'],
  [/cf-chl-|challenge-platform|cf_chl_opt|__cf_chl_/i, 'Cloudflare challenge page'],
  [/<title>\s*attention required!?\s*\|\s*cloudflare/i, 'Cloudflare block page'],
  [/_incapsula_resource|incapsula incident id/i, 'Imperva/Incapsula bot wall'],
  [/px-captcha|perimeterx|_pxhd/i, 'PerimeterX bot wall'],
  [/captcha-delivery\.com|datadome/i, 'DataDome bot wall'],
  [/<title>\s*access denied\s*<\/title>[\s\S]{0,2000}reference\s*#/i, 'Akamai access denial'],
  [/ddos-guard/i, 'DDoS-Guard challenge'],
  [/(verify(ing)? (that )?you are (a )?human|are you a robot\??|unusual traffic from your (computer )?network)/i, 'human-verification wall'],
];

export function detectBotWall(p: Page): string | null {
  const h = p.headers;
  if ((h['cf-mitigated'] ?? '').toLowerCase() === 'challenge') return 'Cloudflare challenge (cf-mitigated)';
  if (h['x-datadome'] !== undefined || /datadome/i.test(h['set-cookie'] ?? '')) return 'DataDome bot wall';
  if (h['x-iinfo'] !== undefined && p.status >= 400) return 'Imperva/Incapsula bot wall';
  // Only look at bodies that are short or errors: a long article may *mention* captchas.
  if (p.status >= 400 || p.text.length < 3000) {
    for (const [re, reason] of CHALLENGE_BODY) if (re.test(p.html)) return reason;
  }
  if (p.status >= 400 && /cloudflare/i.test(h.server ?? '') && (p.status === 403 || p.status === 503)) return `Cloudflare refusal (${p.status})`;
  return null;
}

const PAYWALL_MARKUP: [RegExp, string][] = [
  [/class\s*=\s*["'][^"']*\b(paywall|piano-paywall|tp-modal|subscriber-only|premium-wall|meteredContent|regwall)\b/i, 'subscription wall markup'],
  [/id\s*=\s*["'](paywall|regwall|gateway-content)["']/i, 'subscription wall markup'],
];
const PAYWALL_TEXT = /(subscribe (now )?to (continue|keep) reading|this (article|content|story) is (only )?(available|reserved) (to|for) (paying )?(subscribers|members)|already a subscriber\?\s*(sign|log) ?in|to read the full (article|story),? (please )?(subscribe|sign in|log in)|become a (subscriber|member) to read|subscribers only)/i;

export function detectPaywall(p: Page, isAccessibleForFree: boolean | null): string | null {
  if (p.status === 402) return 'HTTP 402 Payment Required';
  if (isAccessibleForFree === false) return 'schema.org isAccessibleForFree=false';
  for (const [re, reason] of PAYWALL_MARKUP) if (re.test(p.html)) return reason;
  const m = PAYWALL_TEXT.exec(p.text);
  if (m) return `subscription wall ("${m[0].slice(0, 60)}")`;
  return null;
}

// "404" counts only where an error title puts it (leading, trailing, beside a separator, "error 404"),
// not as any number inside a title ("Benchmark document 404 on …").
const NOT_FOUND_TITLE =
  /(^\s*404\b|\b404\s*$|\b404\s*[-–—|:]|[-–—|:]\s*404\b|page not found|not found|no longer (available|exists)|page (does not|doesn't) exist|page unavailable|error 404|404 error)/i;
const NOT_FOUND_TEXT = /(page (you (are|were) looking for|you requested) (could not be found|(does not|doesn't) exist|(is|was) not found|(has been|was) (removed|moved))|we (can't|cannot|couldn't) find (that|the|this) page|(404|page) not found|this page (does not|doesn't) exist|no longer available)/i;

/**
 * A 200 that is really a "not found" page: said so in the title or the text of a short page
 * (a long article titled "Higgs boson not found" is an article, not an error page).
 */
export function detectSoft404(p: Page): string | null {
  if (p.text.length < 5000 && NOT_FOUND_TITLE.test(p.title)) return `soft 404 (title "${p.title.slice(0, 60)}")`;
  if (p.text.length < 2000) {
    const m = NOT_FOUND_TEXT.exec(p.text);
    if (m) return `soft 404 ("${m[0].slice(0, 60)}")`;
  }
  return null;
}
