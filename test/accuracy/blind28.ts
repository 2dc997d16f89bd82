/**
 * Twenty-eighth held-out status set (`node dist/test/accuracy/run.js --set blind28`, never part of
 * the default run). Theme: the data and evidence sources behind quantitative claims — statistics
 * offices' release pages, tables and downloads (CSV, XLSX, JSON, XML, plain text, PDF with right,
 * wrong and missing content types), JavaScript table shells and dashboards, open-data portals
 * (CKAN/Socrata: deleted, private, not found), data APIs (JSON answers, 401/410/429), research
 * repositories (Zenodo/figshare/Dryad/OSF/Dataverse: open, restricted, embargoed, request access,
 * tombstoned, deaccessioned, versioned), preprints (versions, withdrawn), code and notebooks
 * (README, nbviewer, gists, Colab login), charts and frozen COVID-era trackers, international
 * organisations (WHO, World Bank, IMF, OECD, UN, IDB, ADB, EEA, ILO: landing pages, language
 * versions, paid iLibrary-style books, "document not found in the repository"), think tanks, NGOs and
 * foundations (e-mail gates, press releases, methodological annexes, isAccessibleForFree=false) and
 * polling firms (topline PDFs, members-only crosstabs) — in 20 languages (en, de, fr, es, it, nl, pl,
 * pt, ja, ko, zh-CN, zh-TW, ru, sv, fi, tr, el, ar, hi, cs) and legacy charsets (windows-1250/1251/1252,
 * ISO-8859-2/7/9/15, Shift_JIS, EUC-JP, EUC-KR, GB18030, Big5).
 *
 * Written from issue 12, /work/shared/CONTRACT.md, the "Three labelling rules" paragraph of
 * docs/online-validation.md, blindkit.ts, corpus.ts's types, run.ts, sets.ts, the first 60 lines of
 * blind9.ts and serveCorpus — without reading the classifier, other sets' pages or the rest of the docs.
 * Committed before it was first scored. Page templates: blind28pages.ts (own), furniture blind28lx.ts.
 *
 * Labelling applied (a careful human reading the page):
 * - valid: the cited source is there as cited — also a superseded or corrected release that still
 *   shows the cited text, an older version of a versioned record, a frozen tracker still showing its
 *   data, a language version of the same report, data files (CSV/XLSX/JSON/XML/TXT/PDF) whatever
 *   their content type, and JavaScript table shells / dashboards (a reader's browser shows the
 *   table; the HTML holds only the frame — debatable for a machine, but the citation is right).
 * - Figures: the page is the cited document but gives another figure than the claim → still valid
 *   (status judges the source; the absent quote records the misquote); the page is ANOTHER document
 *   (another year's release) that happens to carry the same figure → mismatch.
 * - paywalled: paid books/statistics/crosstabs, subscriber and member walls, metered walls,
 *   free-registration and e-mail gates in front of the cited content, login walls (Colab, OSF private),
 *   restricted/embargoed repository files with a public landing page (debatable: access on request),
 *   isAccessibleForFree=false (rule 2).
 * - blocked: bot/JS challenges, WAF rejections, CAPTCHAs, consent and pay-or-consent walls (rule 3),
 *   geo-blocks (451), maintenance and database-error pages, API refusals (401 without a paywall, 429),
 *   private CKAN dataset (403), Basic-auth 401, 406/418, persistent 5xx.
 * - mismatch: 2xx pages that say the thing is gone or that are not the cited source (rule 1): dataset
 *   not found/deleted, tombstones and deaccessioned records with 200, withdrawn preprint notices,
 *   "document not found in the repository", redirects to home/listing/search, other reports, empty
 *   searches, retired dashboards, release-calendar placeholders, parked domains, soft 404s.
 * - invalid: 404, 410, NXDOMAIN, redirect loops, private targets, non-http schemes, malformed answers,
 *   binary junk served as text/html.
 *
 * FIRST SIGHT (set committed at 321bb4f on main 2c017ae's rules, scored once with
 * `nice -n 5 npm run build && node dist/test/accuracy/run.js --set blind28`, before any rule changed):
 * status 149/163 = 91.4 %; live pages called invalid 0; quote checks 72/72 right; quote_found true
 * for an absent quote 0. Confusion (expected → got):
 *   valid      71 valid, 3 blocked
 *   paywalled  13 paywalled, 6 valid, 1 mismatch
 *   blocked    26 blocked, 1 paywalled
 *   mismatch   20 mismatch, 3 valid
 *   invalid    19 invalid
 * Misses: valid→blocked: the SDMX-ML XML answer ("near-empty page"), the XLSX download and the
 * OECD-style Data Explorer React shell ("no meaningful content"); paywalled→valid: Zenodo restricted
 * files, Dataverse "Request Access", the data vendor's "Subscribe to view full data", the statistics
 * shop's "kostenpflichtig" yearbook, the Chinese VIP data page, the Spanish "regístrate gratis para
 * descargar" gate; paywalled→mismatch: the OSF private project ("You need permission");
 * blocked→paywalled: the API's 401 JSON "API key missing"; mismatch→valid: the release-calendar
 * placeholder, another WHO fact sheet at the cited slug, the deaccessioned Dataverse record.
 * No label changed after first sight.
 * After the class fixes (cls-b28-* in classes.ts; docs/online-validation.md rows "s14, from blind28"):
 * 158/163 = 96.9 %, live pages called invalid 0, quotes 72/72, 0 false found. Left: the React shell
 * (empty-page row; a browser rung renders it), the OSF private project and the API 401 (debatable labels:
 * citeflow's private-item and 401 rows say mismatch / paywalled), the other WHO fact sheet (word overlap of
 * "fact sheet" / WHO) and the deaccessioned record (its notice is in a `banner`-class box the parser drops
 * as furniture). This set is now tuned and no longer measures unseen pages.
 */
import { toCases, type Entry } from './blindkit';
import type { CorpusCase } from './corpus';
import { statReleases } from './blind28v';
import { dataFiles } from './blind28v2';
import { science } from './blind28v3';
import { orgs } from './blind28v4';
import { blocked, paywalled } from './blind28w';
import { invalid, mismatch } from './blind28m';

export function blind28Cases(): CorpusCase[] {
  const entries: Entry[] = [...statReleases(), ...dataFiles(), ...science(), ...orgs(), ...paywalled(), ...blocked(), ...mismatch(), ...invalid()];
  return toCases('blind28', entries);
}
