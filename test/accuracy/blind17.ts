/**
 * Seventeenth held-out status set (`node dist/test/accuracy/run.js --set blind17`, never part of the
 * default run). FIRST-SIGHT measurement only. Written BLIND from: `issues show 12`,
 * /work/shared/CONTRACT.md, the paragraph "Three labelling rules the table implies" of
 * docs/online-validation.md; for wiring only: blindkit.ts (its serving helpers, esc/enc/write/
 * respond/redirect/cookieBanner/pdf/wrap/entry/target/rawAnswer/hostOf/urlOf/toCases — not its
 * article() or shell() templates), the type declarations of corpus.ts, run.ts, the first 60 lines of
 * blind9.ts, serveCorpus in score.ts and the header comment of blind15.ts (for this paragraph's
 * form). The field names of ClassifyContext (title, claims, quotes) were read from its one-line
 * type declaration (grep of `export type ClassifyContext`), nothing else of classify.ts. Not read:
 * the classifier, the fetch code, other sets' cases or pages, classes.ts, texts.ts, the rest of the
 * docs, git history. Page templates are my own (blind17pages.ts); the cases are in blind17corp.ts,
 * blind17shop.ts, blind17media.ts and blind17walls.ts.
 *
 * Theme: what a MARKET-RESEARCH / consumer report cites — company press releases (own newsrooms and
 * a newswire), investor-relations results pages and annual reports as PDF (application/pdf,
 * octet-stream, no content type), product pages (in stock, low stock, out of stock, discontinued,
 * behind an age-gate modal, with a "visit your country's store?" modal, region pickers), review and
 * comparison sites, price pages (SaaS plans, price comparison, commodity and price monitoring),
 * recipes, travel pages, job postings (open, filled, expired, 410), trade press (open, free
 * registration walls, metered, "Plus", isAccessibleForFree=false), analyst reports behind
 * lead-capture forms, report shops, statistics portals (free and premium), login walls — and the
 * defences commerce sites use: bot managers (Akamai "Access Denied" + reference number on 403 and
 * 200, PerimeterX press-and-hold in 3 languages, DataDome device checks, Cloudflare challenges,
 * Imperva, F5, DDoS-Guard, Kasada-like 429, 406, 418), age gates (gate-only pages and a redirect to
 * a gate), country/language selector interstitials, geo-blocks (403, 451, 200), maintenance pages
 * (503 with and without Retry-After, 200), a Shopify password page and a frozen store, consent
 * interstitials (consent. host, full-page wall), Basic auth, a database error; plus soft 404s,
 * "no longer available" products, empty searches, redirects to a category, the home page, search
 * results, a newsroom index or another release, a parked domain, and dead links (404, 410, loops,
 * unsafe targets, malformed answers, binary junk). 16 languages (en de fr es it pt nl pl sv cs ja zh
 * ko ru tr ar) and legacy charsets windows-1252, iso-8859-1, iso-8859-2, windows-1250, windows-1251,
 * windows-1256, iso-8859-9, shift_jis, euc-jp, euc-kr, gbk, big5 (one page's charset only in its
 * <meta>); gzip and brotli bodies; one page over 2 MB.
 *
 * Labelling (the three rules + CONTRACT + the issue's list): a live page that is the cited source
 * → valid (redirects, meta refresh and Refresh header followed; a one-off 503 then 200 is the
 * page; a session-cookie self-redirect is followed with a cookie jar); paywalls, metered walls,
 * free-registration walls, "Plus" offers, login walls (200 page or 302 to /login: this set's rule is
 * paywalled — the content exists for account holders), report shops selling the report, premium
 * statistics and isAccessibleForFree=false even with the full text → paywalled; bot walls and
 * challenges (whatever the status), WAF rejections, persistent 429/406/418, consent interstitials,
 * geo-blocks, maintenance, closed stores, Basic-auth 401, database errors → blocked; a 2xx page that
 * says the thing is gone or is not the cited source (soft 404, withdrawn release, expired job,
 * "no longer available" product without its content, 0-result search, a redirect to a category /
 * home / search / index / another release, parked domain) → mismatch; 404 / 410 / redirect loop /
 * unsafe target / malformed answer / binary junk as text/html → invalid.
 * ARGUABLE labels, each decided and marked "ARGUABLE" in its reason: a discontinued product page that
 * still carries its description and specs → valid (it still documents the product), while a "no
 * longer available" page with only suggestions → mismatch; an age gate drawn as a modal over the full
 * page → valid, a gate-only page → blocked; a country-selector interstitial → blocked (like consent);
 * an analyst report's lead-capture landing page → paywalled (free-registration wall); a frozen
 * Shopify store → blocked. A quote is present when the page's text says it; typographic differences
 * (curly vs straight quotes and apostrophes) still count as present.
 *
 * 216 scored cited URLs (95 valid, 26 paywalled, 41 blocked, 32 mismatch, 22 invalid) + 25 unscored
 * redirect targets (family blind17-target); 73 quote checks; 21 pages with metadata labels. Served
 * once before scoring (a plain HTTP walk of every case, not citeflow) to check that every case
 * reaches its page.
 *
 * FIRST SIGHT (set committed at 06bbdcb on main 23f1a8c's rules, scored once with
 * `nice -n 5 npm run --silent build && nice -n 5 node dist/test/accuracy/run.js --set blind17`,
 * 216 cited URLs in 21.9 s): status 198/216 = 91.7 %; live pages called invalid 0; quote checks
 * 73/73 right; quote_found true for an absent quote 0. Confusion (expected → got):
 *   valid      94 valid, 1 mismatch
 *   paywalled  18 paywalled, 8 valid
 *   blocked    38 blocked, 1 valid, 1 paywalled, 1 mismatch
 *   mismatch   27 mismatch, 4 valid, 1 blocked
 *   invalid    21 invalid, 1 blocked
 * Metadata (21 pages with labels), strict = equivalent: title 13/13, publisher 10/10, author 4/4,
 * published 21/21.
 * Misses: paywalled→valid: the six analyst lead-capture pages (lead-en/de/fr/es/nl/ja, ARGUABLE
 * labels) and the two report shops selling the report (store-en, store-de) — "title found";
 * mismatch→valid: search results reached by a redirect (srch-en, srch-de), a path-style 0-result
 * search in Polish (srch-empty-pl), the Swedish expired job ad (jobx-sv); mismatch→blocked: the
 * English expired job ad (jobx-en, read as a consent interstitial because of the site's cookie
 * banner "Reject all"); valid→mismatch: the "404 Page Not Found" T-shirt (prod-en-404tee, "soft
 * 404"); blocked→valid: the Japanese age gate (age-ja); blocked→mismatch: the country selector
 * reached by a redirect (cty-en, ARGUABLE, "content unrelated"); blocked→paywalled: the frozen
 * Shopify store on 402 (store-unavail, ARGUABLE); invalid→blocked: the cookie-setting self-redirect
 * loop (loop-cookie-sv, called a "cookie redirect loop … only a browser completes").
 * No label changed after the first score.
 *
 * AFTER THE CLASS FIXES (rows "s10, from blind17" of docs/online-validation.md; cases cls-b17-* in
 * classes.ts, each checked to fail on 23f1a8c's classifier except the must-stay guards): 215/216 =
 * 99.5 %, quotes 73/73. Left: loop-cookie-sv. My label (invalid: a redirect loop) meets a documented
 * rule (blind8, docs "Network failures"): a loop in which most hops set a cookie is `blocked` after
 * the ladder, because a live site may insist on a cookie only a browser's script sets — and the
 * issue keeps `invalid` for definitive answers. From outside, this server (which ignores the cookie)
 * cannot be told from such a site; the label is arguable, kept as written blind, and the rule kept.
 */
import { toCases } from './blindkit';
import type { CorpusCase } from './corpus';
import { corpEntries } from './blind17corp';
import { shopEntries } from './blind17shop';
import { mediaEntries } from './blind17media';
import { wallEntries } from './blind17walls';

export function blind17Cases(): CorpusCase[] {
  return toCases('blind17', [...corpEntries(), ...shopEntries(), ...mediaEntries(), ...wallEntries()]);
}
