/**
 * Thirty-first held-out status set (`node dist/test/accuracy/run.js --set blind31`, never part of
 * the default run). Theme: community and personal publishing — forums and boards (phpBB, vBulletin,
 * XenForo, Discourse, Invision; locked, archived, moved, merged, deleted threads; login, member and
 * registration walls; banned or suspended members' posts), Q&A sites (SE style, Japanese, Chinese,
 * Korean and Russian Q&A platforms; closed and deleted questions, deleted answers), mailing-list
 * and newsgroup archives (pipermail, HyperKitty, a Groups-like archive, a Usenet mirror serving
 * text/plain), personal blogs and home pages (Blogger, Tumblr, LiveJournal, Hugo, 1990s home pages;
 * moved, private, invited-only, deleted, parked and lapsed), community wikis and newsletter
 * archives, and the walls in front of them (Cloudflare, Anubis, DDoS-Guard, DataDome, hCaptcha,
 * Wordfence, Imunify360, Sucuri, ModSecurity, consent host, pay-or-consent, age gate, geo 451 and
 * 200, 429, 503 / 509, maintenance, database error, Basic-auth staging copy).
 *
 * Languages (22): en, de, fr, es, it, pt, nl, pl, cs, hu, ru, uk, ja, zh (Hans and Hant), ko, tr,
 * el, ar, he, th, vi, sv. Legacy charsets (20): windows-1250, -1251, -1252, -1254, -1255, -1256,
 * windows-874, ISO-8859-1, -2, -7, -15, KOI8-R, KOI8-U, Shift_JIS, EUC-JP, EUC-KR, GB18030, Big5,
 * us-ascii (pipermail), plus UTF-8; Vietnamese text in Unicode NFD; soft hyphens inside Dutch words;
 * curly quotes in windows-1252 (0x84/0x93) quoted with straight ones.
 *
 * Read before the first score: `issues show 12`, /work/shared/CONTRACT.md, the "Three labelling
 * rules" paragraph of docs/online-validation.md, test/accuracy/blindkit.ts, corpus.ts (types and
 * the first lines), run.ts, sets.ts, `serveCorpus` and the quote-scoring loop of score.ts, the first
 * 60 lines of blind9.ts (its header only) and the one-line ClassifyContext type in
 * activities/classify/classify.ts (seen in a grep for the type). Nothing of the classifier, the
 * signal table, classes.ts or other sets' pages.
 *
 * Labelling choices a careful reader could argue (made before the first score):
 * - Login / registration / members-only walls (200 page, 403 page, or 302 to a login page) are
 *   `paywalled` (the content exists behind an account anyone may open), as blind9 chose; a private
 *   blog "open to invited readers only" and a WordPress.com "Private Site" are `blocked` (no account
 *   a reader can open gets them in: the source cannot be checked), and a Basic-auth staging copy is
 *   `blocked`, never a paywall.
 * - An age gate in front of a community is `blocked` (like a consent interstitial: any adult passes
 *   it for free; citeflow's fetchers never click it).
 * - A live thread or question page whose cited post or answer was removed by a moderator (or hidden
 *   because its author was suspended) is `mismatch`: the page does not carry what was cited.
 * - A hosting account "suspended" page (cPanel) on 200 and a "This site has been closed" free-host
 *   page are `mismatch` (the site is not there; nothing a reader can pass), while a 509 "Bandwidth
 *   Limit Exceeded" is `blocked` (the page exists, the host refuses for now).
 * - "This blog has moved" pages: with a meta refresh / Refresh header to the same post it is the
 *   post (`valid`); a notice that only links the new blog's home page is `mismatch`.
 * - A merged thread whose URL 301s into the thread that now holds the cited post is `valid`.
 * - Binary junk served as text/html is `invalid` (a malformed answer), as blind9 chose.
 *
 * FIRST SIGHT (set committed at 8e81499 on main 45d32da's rules, scored once with `nice -n 5 npm run
 * build && node dist/test/accuracy/run.js --set blind31`, before any rule changed): status 140/152 =
 * 92.1 %; live pages called invalid 0; quote checks 128/128 right; quote_found true for an absent
 * quote 0; metadata title 4/6, author 6/6, date 5/5. Confusion (expected → got):
 *   valid      61 valid
 *   paywalled   1 valid, 9 paywalled, 5 blocked
 *   blocked    23 blocked, 1 mismatch
 *   mismatch    2 valid, 3 blocked, 24 mismatch
 *   invalid    23 invalid
 * Misses by class:
 * - login / registration / members-only walls not recognised (5 → blocked): vBulletin "You are not
 *   logged in or you do not have permission to access this page" (200), XenForo 403 "Sie müssen
 *   angemeldet sein … nur für registrierte Mitglieder", Japanese "会員限定です。ログインしてください"
 *   (Shift_JIS), Russian "Для просмотра темы необходимо зарегистрироваться" (windows-1251), an
 *   Invision 403 "only visible to Supporters" with a paid subscription offer — read as "near-empty
 *   interstitial" or "access denied (HTTP 403)";
 * - a Chinese Q&A answer cut by "登录后查看完整回答" (log in to read the full answer) → valid;
 * - short "thread does not exist" notices on 200 read as interstitials (3 → blocked): vBulletin
 *   "Invalid Thread specified", 2ch "そんな板orスレッドないです。" (EUC-JP), Russian "Тема не найдена
 *   или была удалена" (KOI8-R);
 * - not-the-source pages taken for the source (2 → valid, "title found"): an empty search page
 *   echoing the cited title's words, a wiki Main Page served at a deleted article's URL;
 * - Blogger "open to invited readers only" under the title "Blogger: Blog not found" → mismatch
 *   (soft 404);
 * - metadata: Blogger post titles read as the blog's name (2).
 * No label changed after first sight.
 * Labels and the project's documented rules (read after first sight): the signal table says a
 * platform's notice that the cited item is private is `mismatch` (s10, from blind16), so this set's
 * two private-blog labels (Blogger "open to invited readers only", WordPress.com "Private Site",
 * `blocked` here) disagree with that documented rule; they are left as written (the contract itself
 * is silent), and no rule was changed for them: b-blogger-invited stays a counted miss (got
 * mismatch, as the documented rule says), b-wpcom-private is `blocked` by the near-empty-page rule.
 *
 * After the class fixes (s15 rows of docs/online-validation.md; cases cls-s15-login-line,
 * cls-s15-thread-gone, cls-s15-empty-search). This set is now tuned and no longer measures unseen
 * pages: status 150/152 = 98.7 %; live pages called invalid 0; quote checks 128/128; absent quotes
 * found 0; metadata title 4/6, author 6/6, date 5/5. Confusion (expected → got):
 *   valid      61 valid
 *   paywalled  15 paywalled
 *   blocked    23 blocked, 1 mismatch
 *   mismatch    1 valid, 28 mismatch
 *   invalid    23 invalid
 * Left: b-blogger-invited (the label question above); m-wiki-redirect-main (a wiki Main Page served
 * at a deleted article's address — the page's "Retrieved from <the cited URL>" footer, which this
 * set's template prints with the requested URL, gives relevance the cited title's words; a real wiki
 * prints its own page's URL there, so no rule was written for it); the two Blogger titles read as
 * the blog's name (the template puts `<meta itemprop="name" content="<blog name>">` inside the
 * BlogPosting before the post's `<h3 itemprop="name">`, which real Blogger does not do).
 */
import type { CorpusCase } from './corpus';
import { toCases } from './blindkit';
import { forumValid } from './blind31forums';
import { otherValid } from './blind31valid2';
import { walls } from './blind31walls';
import { gone } from './blind31gone';

export function blind31Cases(): CorpusCase[] {
  return toCases('blind31', [...forumValid(), ...otherValid(), ...walls(), ...gone()]);
}
