/**
 * Thirty-second held-out status set (`node dist/test/accuracy/run.js --set blind32`, never part of
 * the default run). Issue 12, session s15.
 *
 * THEME — the developer ecosystem and technical infrastructure: code hosts (repositories, blobs,
 * raw files, releases, issues, pull requests, gists; archived, renamed, transferred, deleted,
 * DMCA-disabled, empty, made private), package registries (deprecated, yanked, unpublished,
 * security holding packages, removed), versioned documentation (old-version banners, redirects to
 * the latest page, to a section index or to the docs home, soft 404s, empty searches), API
 * references, RFCs, expired Internet-Drafts, standards drafts and a standards store, changelogs and
 * release notes, CVE records (published, disputed, rejected, reserved) and advisories, vendor
 * knowledge bases (retired, subscriber-only, partner portals), status pages and incidents, CI logs
 * and artifacts (expired), pastebins and playgrounds (expired, removed), notebooks, man pages,
 * mailing-list archives, forums and Q&A; and the walls in front of them (SAML SSO, login pages,
 * 429 / secondary rate limits, JS challenges, WAF rejections, 406 / 418, export-control and geo
 * blocks, maintenance, database errors, consent walls and a consent host, Basic auth, CDN 403,
 * CAPTCHAs, cookie redirect loops, persistent 5xx).
 *
 * LANGUAGES (22): en, ja, zh (Simplified), zh-TW, ko, ru, uk, de, fr, es, pt-BR, it, nl, sv, pl, cs,
 * hu, el, tr, he, ar, th, vi.
 * CHARSETS besides UTF-8 (17): Shift_JIS, EUC-JP, GB18030, Big5, EUC-KR, windows-1251, KOI8-R,
 * KOI8-U, ISO-8859-1, ISO-8859-2, ISO-8859-7, ISO-8859-15, windows-1250, windows-1252,
 * windows-1254, windows-1255, windows-1256, windows-874 (and us-ascii text/plain). Vietnamese page in
 * NFD, German changelog with soft hyphens, French page with « » / ’ / € against straight-quote quotes.
 * HTTP shapes: 301/302 chains across owners, cookie-then-self redirect, meta refresh, a one-off 503,
 * gzip and brotli, text/plain, application/json, application/yaml, text/markdown,
 * application/xhtml+xml, application/pdf, a 2.6 MB page, 401/403/406/410/418/429/451-free walls,
 * 500/502/503, unsafe redirects (link-local, file:), a plain redirect loop, a malformed answer.
 *
 * WHAT I READ before the first score: `issues show 12`; /work/shared/CONTRACT.md; the "Three
 * labelling rules" paragraph of docs/online-validation.md (and the ~10 lines after it about
 * network failures, which were inside the ~25 lines allowed); test/accuracy/blindkit.ts,
 * corpus.ts (types and the first ~140 lines), run.ts, sets.ts, `serveCorpus` and the quote-check
 * loop in score.ts; the first 60 lines of blind9.ts (its header, which lists blind9's own labelling
 * rules). Not the classifier, the signal table, classes.ts or any other set's pages.
 *
 * LABELLING RULES APPLIED (contract status definitions, issue 12, the three labelling rules):
 * - valid: the cited source is there and carries the claim — including archived repositories,
 *   deprecated npm packages and yanked releases whose page is still all there, docs of an old
 *   version under an "outdated" banner, a disputed CVE (the record exists and says what is cited),
 *   an expired Internet-Draft whose page still shows its text, redirects to the same content
 *   (rename, transfer, unversioned → latest, meta refresh), a one-off 503, raw files of any type.
 * - paywalled: any reader can get past the wall by paying or registering (subscriptions, member-only
 *   posts, metered "3 of 3 free", a standards store selling the text, a vendor KB whose resolution
 *   is for subscribers, a paid course lesson, a free-registration form in front of a report,
 *   isAccessibleForFree=false).
 * - blocked: walls only some readers or no fetcher can pass — SAML SSO of an organisation, a partner
 *   portal login, a private project's sign-in page — and bot / rate / WAF / consent / geo /
 *   export-control / maintenance / database-error pages, Basic auth, persistent 5xx.
 * - mismatch: a 2xx answer that is not the cited source — soft 404s, a removed page redirected to
 *   the docs home, a section index, another item or a profile, retired KB notices, expired pastes,
 *   playgrounds and CI logs, a DMCA notice served with 200, a security holding package, an
 *   unpublished package notice, rejected and reserved CVE records (the cited description is not
 *   there), empty searches, an empty repository, a parked domain, a wiki "moved" stub, a JSON error
 *   object with 200, another version's notes that do not carry the claim.
 * - invalid: 404, 410 (with any body and charset), unsafe redirects, a redirect loop without
 *   cookies, a malformed answer.
 *
 * DEBATABLE CHOICES: (1) login walls: an organisation's SSO, a partner portal and a private
 * project's sign-in are `blocked` (no reader can buy their way in), while a subscription KB and a
 * free-registration form are `paywalled`; (2) rejected / reserved CVE records are `mismatch`, not
 * `valid` — the record exists but carries none of the cited description; (3) the expired
 * Internet-Draft is `valid` because its page still shows the last version's text; (4) the DMCA
 * takedown is served with 200 here (`mismatch`); I left out a 451 variant as too arguable;
 * (5) the wiki stub that links to the moved content (no redirect) is `mismatch`.
 *
 * FIRST SIGHT (set committed at 99e13b1 on main 45d32da's rules, scored once with
 * `nice -n 5 npm run build && node dist/test/accuracy/run.js --set blind32`, before any rule
 * changed): status 145/158 = 91.8 %; live pages called invalid 0; quote checks 99/100 right;
 * quote_found true for an absent quote 0; metadata (14 labelled fields) all right. Confusion
 * (expected → got):
 *   valid      64 valid
 *   paywalled  15 paywalled, 1 valid
 *   blocked    20 blocked, 3 paywalled, 1 mismatch
 *   mismatch   23 mismatch, 7 valid, 1 blocked
 *   invalid    23 invalid
 * Misses by class:
 * - organisation-only login walls called paywalled (3): SAML SSO page of an organisation, a
 *   partner-portal login, a private self-hosted code host's sign-in page ("login walls are
 *   paywalled" — my labels say only a wall any reader can pass by paying or registering is);
 * - notices that the cited record or package is withdrawn, passed as valid because the page's
 *   title names the record (4): rejected CVE, reserved CVE, "This package has been unpublished",
 *   "This repository is empty";
 * - another page than the cited one, passed as valid on "title found" (2): a redirect to another
 *   API item of the same crate, another version's release notes that do not carry the claim;
 * - a JSON error object served with 200 passed as valid (1);
 * - an expired paste ("This paste has expired … removed by its owner", with recent pastes)
 *   called blocked as a near-empty interstitial (1);
 * - a Chinese geo-block ("该内容在您所在的地区无法访问") read as a gone notice → mismatch (1);
 * - a paid course lesson ("This lesson is locked … Enroll … to unlock") passed as valid (1);
 * - quote: an application/yaml document not inspected, so its quote was missed (1).
 * No label changed after first sight.
 *
 * AFTER THE CLASS FIXES (s15 rules, cls-s15-* in classes.ts, rows "s15, from blind32" in
 * docs/online-validation.md): status 157/158 = 99.4 %; live pages called invalid 0; quote checks
 * 100/100; absent quotes found 0. Confusion: valid 64/64, paywalled 16/16, blocked 24/24, mismatch
 * 30/31 (1 valid), invalid 23/23. Left: m-wrong-content (the cited release notes exist and carry
 * the cited title, but not the claim) — judging claim support on a page whose title matches is not
 * a rule I could make safe. This set is now tuned and no longer measures unseen pages.
 */
import { toCases } from './blindkit';
import type { CorpusCase } from './corpus';
import { validA } from './blind32valid';
import { validIntl } from './blind32intl';
import { walls } from './blind32walls';
import { gone } from './blind32gone';

export function blind32Cases(): CorpusCase[] {
  return toCases('blind32', [...validA(), ...validIntl(), ...walls(), ...gone()]);
}
