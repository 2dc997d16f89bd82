/**
 * Twenty-seventh held-out status set (`node dist/test/accuracy/run.js --set blind27`, never part of
 * the default run). Theme: the legal, standards and software-vendor sources that technical and
 * policy reports cite — court opinions and dockets, legislation databases (consolidated, repealed,
 * versioned, official journals), law-firm alerts and legal blogs, standards bodies (shops selling
 * the standard, withdrawn / superseded standards, W3C / IETF / WHATWG documents, obsolete RFCs),
 * patents (live, expired, abandoned), security advisories (CVE / NVD, RESERVED and REJECT records,
 * CERT bulletins, customer-only vendor advisories, restricted bug trackers) and software vendors
 * (discontinued products, EOL notices, release notes, knowledge bases behind support logins, status
 * pages, app / extension stores, package registries with unpublished or yanked packages, archived
 * or taken-down repositories). 15 languages (en de fr es it nl pl pt ja zh ko ru sv cs tr el) and
 * legacy charsets (windows-1250/1251/1252, ISO-8859-2/7/9, Shift_JIS, EUC-JP, EUC-KR, GB18030, Big5).
 *
 * Written from issue 12's text, /work/shared/CONTRACT.md, the paragraph "Three labelling rules the
 * table implies" of docs/online-validation.md, blindkit.ts, corpus.ts's types, run.ts, the first 60
 * lines of blind9.ts and serveCorpus in score.ts — without reading the classifier, other blind
 * sets' pages, classes.ts or the rest of the docs. Page templates: blind27pages.ts. Committed
 * before it was first scored.
 *
 * Labelling rules applied (what a careful human signs):
 * - valid: the cited document is on the page and readable, whatever its legal status — a repealed
 *   act or a version no longer in force, an obsolete RFC, a superseded W3C document, an expired
 *   Internet-Draft whose text is still shown, an expired or abandoned patent, a discontinued
 *   product's page, an EOL notice, a yanked release, an archived repository are live records; law-firm
 *   "for information only / not legal advice" disclaimers do not change that; a one-off 503 then 200
 *   is the page.
 * - paywalled: the standard's shop page that sells the text (price, basket), paid legal databases
 *   and dockets (per-page fees, subscriber-only documents), registration walls on law-firm and legal
 *   news sites, metered legal news, knowledge-base articles and vendor advisories behind a customer
 *   support login (a 200 login page or a 302 to /login), isAccessibleForFree=false.
 * - blocked: CAPTCHAs on court sites, bot challenges, WAF rejections, CDN 403s, persistent 429 /
 *   5xx, maintenance and database-error pages, consent and pay-or-consent walls, geo-blocks, 451,
 *   Basic-auth 401, bug-tracker issues restricted to their project members (access denied,
 *   200 or 403): the document exists, this reader is kept out.
 * - mismatch: a 2xx page that is not the cited source — CVE RESERVED / REJECT records (no
 *   description of the cited vulnerability: debatable, a reader signs "not the source"), "app /
 *   extension no longer available", unpublished packages, 200 takedown notices, "document sealed /
 *   not available", soft 404s of legal databases and KBs, empty catalogue searches, redirects to a
 *   home page or a section, another alert / standard / patent than the one cited, parked domains.
 * - invalid: 404, 410, redirects to them, redirect loops, unsafe targets (private / link-local
 *   addresses), malformed answers, binary junk served as text/html.
 * Quotes: present only when the page's own text says it; curly / straight quotes, dashes, NBSP,
 * soft hyphens and NFD vs NFC differences still count as present.
 *
 * FIRST SIGHT (set committed at 74b1c62 on main a310831's rules, scored once with
 * `nice -n 5 npm run --silent build && node dist/test/accuracy/run.js --set blind27`, before any
 * rule changed): status 162/176 = 92.0 %; live pages called invalid 0; quote checks 83/87 right;
 * quote_found true for an absent quote 0. Confusion (expected → got):
 *   valid      77 valid, 1 blocked, 3 mismatch
 *   paywalled  15 paywalled, 7 valid
 *   blocked    26 blocked
 *   mismatch   26 mismatch, 1 valid, 2 blocked
 *   invalid    18 invalid
 * Misses: valid→blocked: a Russian law article (windows-1251) whose text names the "Единый реестр"
 * (registry of blocked sites) — read as an ISP block notice; valid→mismatch: an RFC page whose text
 * defines "404 (Not Found)", a vendor blog post quoting "The page you are looking for does not
 * exist", a 308 to /ecma-404/ (the "-404" in the address) — all "soft 404"; paywalled→valid: six
 * standards-shop pages selling the standard (ISO, IEC, ASTM, DIN, AFNOR, JIS; the Polish PKN one was
 * caught) and a customer-only vendor advisory; mismatch→valid: a "sealed document, not available"
 * docket entry; mismatch→blocked: a status-page home shown for an old incident URL and an empty 200
 * (both "near-empty / no meaningful content"). The 4 quote misses are all on the misjudged pages.
 * No label changed after first sight.
 * After the class fixes (cls-b27-* in classes.ts; docs/online-validation.md rows "s13, from blind27"):
 * 173/176 = 98.3 %, live pages called invalid 0, quotes 86/87, 0 false found. Left: the vendor blog post
 * on 404s (no article metadata read, under the non-article prose limit: its "page you are looking for
 * does not exist" sentence reads as a soft 404), the empty 200 and the status home (blocked by the
 * documented empty / near-empty-interstitial rules; debatable). This set is now tuned and no longer
 * measures unseen pages.
 */
import { entry, esc, hostOf, pdf, rawAnswer, redirect, respond, target, toCases, wrap, write, type Entry, type Send } from './blindkit';
import type { CorpusCase, Handler, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import { advisory, courtPage, firmAlert, lawPage, patentPage, registryPage, specDoc, standardShop, storeListing, vendorPage, wallPage } from './blind27pages';

const q = (quote: string, present = true): QuoteCheck => ({ quote, present });
type X = { quotes?: QuoteCheck[]; context?: ClassifyContext; send?: Omit<Send, 'body'>; path?: string; cs?: string };
/** One cited page: `cite` is the title the citation gives; `html` is built from the page's own URL. */
function pg(id: string, host: string, expected: CitationStatus, cite: string, reason: string, html: string | ((url: string) => string), x: X = {}): Entry {
  const send: Omit<Send, 'body'> = { ...(x.send ?? {}), ...(x.cs ? { charset: x.cs } : {}) };
  return entry(id, host, expected, reason, (req, res, web) => write(res, { ...send, body: typeof html === 'string' ? html : html(`${web.origin(hostOf(req))}${(req.url ?? '/').split('?')[0]}`) }), {
    path: x.path,
    context: x.context ?? { title: cite },
    quotes: x.quotes,
  });
}
/** Fails `n` times with `fail`, then answers like `ok` (a one-off outage). */
function flaky(n: number, fail: Send, ok: (url: string) => string): Handler {
  let left = n;
  return (req, res, web) => {
    if (left-- > 0) return write(res, fail);
    write(res, { body: ok(`${web.origin(hostOf(req))}${req.url ?? '/'}`) });
  };
}
const nfd = (s: string) => s.normalize('NFD');
const out: Entry[] = [];
const add = (...e: Entry[]) => out.push(...e);

// =============================================================================================
// VALID — court opinions
add(
  pg('v-court-us-opinion', 'opinions.appeals-court.example', 'valid', 'Harlan v. Meridian Data Systems, No. 23-1187 (opinion)', 'a public slip opinion of an appellate court, full text', courtPage({
    lang: 'en', site: 'United States Court of Appeals', court: 'U.S. Court of Appeals for the Ninth Circuit', caseNo: 'No. 23-1187', date: '2025-03-14',
    title: 'Harlan v. Meridian Data Systems, Inc.', nav: ['Home', 'Opinions', 'Calendar', 'Media', 'Rules', 'Contact'], sideLinks: ['Published opinions', 'Unpublished memoranda', 'Orders'],
    paras: [
      'Appeal from the United States District Court for the Northern District of California. Argued and submitted November 6, 2024. Filed March 14, 2025.',
      'OPINION. Plaintiff Ruth Harlan appeals the district court’s dismissal of her claim that Meridian Data Systems retained biometric templates of its employees after their employment ended. We have jurisdiction under 28 U.S.C. § 1291, and we reverse.',
      'The district court held that a retention schedule published on an internal intranet satisfied the statute’s requirement of a “publicly available” written policy. We disagree. A policy that can be read only by current employees is not available to the public, and the former employees whose data remained in the system could not read it at all.',
      'Meridian also argues that the templates were “derived data” rather than biometric identifiers. The record shows otherwise: the templates were generated from facial geometry scans and were used to unlock the company’s time clocks, which is precisely the use the statute describes.',
      'REVERSED and REMANDED for further proceedings consistent with this opinion.',
    ],
  }), { quotes: [q('A policy that can be read only by current employees is not available to the public'), q('satisfied the statute\'s requirement of a "publicly available" written policy'), q('A policy that can be read by current employees is available to the public', false)] }),

  pg('v-court-de-bgh', 'juris.bundesgerichtshof.example', 'valid', 'BGH, Urteil vom 12. Juni 2024 – VI ZR 310/22 (Auskunftsanspruch DSGVO)', 'eine öffentlich zugängliche BGH-Entscheidung im Volltext', courtPage({
    lang: 'de', site: 'Bundesgerichtshof', court: 'Bundesgerichtshof', caseNo: 'VI ZR 310/22', ecli: 'ECLI:DE:BGH:2024:120624UVIZR310.22.0', date: '12.06.2024',
    title: 'Urteil des VI. Zivilsenats vom 12.6.2024 – VI ZR 310/22', nav: ['Startseite', 'Entscheidungen', 'Presse', 'Termine', 'Bibliothek', 'Kontakt'],
    docTitle: 'Bundesgerichtshof – Entscheidung VI ZR 310/22',
    paras: [
      'Leitsatz: Der Anspruch auf Auskunft nach Art.&nbsp;15 Abs.&nbsp;1 DSGVO umfasst auch die Mitteilung der Empfänger, denen personenbezogene Daten offengelegt worden sind.',
      'Tatbestand: Die Klägerin verlangt von der beklagten Auskunftei Auskunft über die zu ihrer Person gespeicherten Daten sowie über deren Herkunft. Das Landgericht hat der Klage teilweise stattgegeben; das Berufungsgericht hat sie insgesamt abgewiesen.',
      'Entscheidungsgründe: Die Revision hat Erfolg. Das Berufungsgericht hat verkannt, dass der Verantwortliche die „konkreten Empfänger“ benennen muss, wenn die betroffene Person dies verlangt; die Angabe bloßer Empfängerkategorien genügt nur, wenn die Empfänger noch nicht feststehen.',
      'Die Sache ist zur neuen Verhandlung und Entscheidung an das Berufungsgericht zurückzuverweisen.',
    ],
  }), { quotes: [q('Der Anspruch auf Auskunft nach Art. 15 Abs. 1 DSGVO umfasst auch die Mitteilung der Empfänger'), q('der Verantwortliche die "konkreten Empfänger" benennen muss'), q('die Angabe bloßer Empfängerkategorien genügt stets', false)] }),

  pg('v-court-fr-cass', 'www.courdecassation.example', 'valid', 'Cass. soc., 4 décembre 2024, n° 23-12.456 — vidéosurveillance et preuve', 'arrêt public de la Cour de cassation, windows-1252', courtPage({
    lang: 'fr', charset: 'windows-1252', site: 'Cour de cassation', court: 'Cour de cassation, chambre sociale', caseNo: 'Pourvoi n° 23-12.456', date: '4 décembre 2024',
    title: 'Arrêt n° 1247 du 4 décembre 2024 (23-12.456) – Chambre sociale', nav: ['Accueil', 'Décisions', 'Publications', 'Audiences', 'Institution', 'Contact'],
    paras: [
      'Demandeur : M. Olivier Garnier. Défendeur : société Transports Lemaire.',
      'Faits et procédure. Selon l’arrêt attaqué (Lyon, 13 janvier 2023), le salarié a été licencié pour faute grave sur la foi d’enregistrements issus d’un système de vidéosurveillance dont il n’avait pas été informé.',
      'Réponse de la Cour. L’illicéité d’un moyen de preuve n’entraîne pas nécessairement son rejet des débats&nbsp;: le juge doit apprécier si l’utilisation de cette preuve a porté atteinte au caractère équitable de la procédure dans son ensemble, en mettant en balance le droit au respect de la vie personnelle du salarié et le droit à la preuve.',
      'PAR CES MOTIFS, la Cour&nbsp;: REJETTE le pourvoi.',
    ],
  }), { cs: 'windows-1252', quotes: [q('L\'illicéité d\'un moyen de preuve n\'entraîne pas nécessairement son rejet des débats : le juge doit apprécier'), q('L’illicéité d’un moyen de preuve entraîne nécessairement son rejet des débats', false)] }),

  pg('v-court-cz-us', 'nalus.ustavnisoud.example', 'valid', 'Nález Ústavního soudu sp. zn. II. ÚS 1521/23 – právo na informace', 'veřejný nález Ústavního soudu, windows-1250', courtPage({
    lang: 'cs', charset: 'windows-1250', site: 'Ústavní soud', court: 'Ústavní soud České republiky', caseNo: 'II. ÚS 1521/23', date: '9. 4. 2024',
    title: 'Nález II. ÚS 1521/23 – právo na informace o platech zaměstnanců obcí', nav: ['Úvod', 'Rozhodnutí', 'Tisk', 'Jednání', 'O soudu', 'Kontakt'],
    paras: [
      'Ústavní soud rozhodl v senátě složeném z předsedy senátu a soudců zpravodajů o ústavní stížnosti stěžovatelky, obce Horní Lhota, proti rozsudku Nejvyššího správního soudu.',
      'Stěžovatelka namítala, že poskytnutím informací o platech svých zaměstnanců by porušila jejich právo na ochranu soukromí. Ústavní soud dospěl k závěru, že zájem veřejnosti na kontrole hospodaření s veřejnými prostředky zpravidla převažuje, nejde-li o zaměstnance, kteří se na výkonu veřejné správy podílejí jen okrajově.',
      'Ústavní stížnost se proto zamítá. Poučení: Proti rozhodnutí Ústavního soudu není odvolání přípustné.',
    ],
  }), { cs: 'windows-1250', quotes: [q('zájem veřejnosti na kontrole hospodaření s veřejnými prostředky zpravidla převažuje')] }),

  pg('v-court-pl-nsa', 'orzeczenia.nsa.example', 'valid', 'Wyrok NSA z 18 stycznia 2024 r., III OSK 2291/22', 'publiczny wyrok NSA w CBOSA, ISO-8859-2', courtPage({
    lang: 'pl', charset: 'iso-8859-2', site: 'Centralna Baza Orzeczeń Sądów Administracyjnych', court: 'Naczelny Sąd Administracyjny', caseNo: 'III OSK 2291/22', date: '2024-01-18',
    title: 'III OSK 2291/22 - Wyrok NSA z 2024-01-18', nav: ['Strona główna', 'Wyszukiwanie', 'Pomoc', 'Statystyki', 'Kontakt', 'Dostępność'],
    paras: [
      'Sentencja: Naczelny Sąd Administracyjny po rozpoznaniu w dniu 18 stycznia 2024 r. na posiedzeniu niejawnym skargi kasacyjnej Prezesa Urzędu Ochrony Danych Osobowych oddala skargę kasacyjną.',
      'Uzasadnienie: Sąd pierwszej instancji trafnie uznał, że monitoring wizyjny obejmujący pomieszczenia socjalne pracowników narusza zasadę minimalizacji danych, skoro pracodawca nie wykazał, że cel monitoringu nie mógł zostać osiągnięty w inny sposób.',
      'Wobec powyższego Naczelny Sąd Administracyjny orzekł jak w sentencji.',
    ],
  }), { cs: 'iso-8859-2', quotes: [q('monitoring wizyjny obejmujący pomieszczenia socjalne pracowników narusza zasadę minimalizacji danych')] }),

  pg('v-court-jp', 'www.courts-hanrei.example', 'valid', '最高裁判所 令和5年(受)第1234号 損害賠償請求事件 判決', '最高裁判例の全文ページ（Shift_JIS）', courtPage({
    lang: 'ja', charset: 'Shift_JIS', site: '裁判所', court: '最高裁判所第三小法廷', caseNo: '令和5年(受)第1234号', date: '令和6年7月9日',
    title: '損害賠償請求事件 令和6年7月9日 最高裁判所第三小法廷 判決', nav: ['トップ', '裁判例検索', '裁判手続案内', '各地の裁判所', '採用案内', 'お問い合わせ'],
    paras: [
      '主文　本件上告を棄却する。上告費用は上告人の負担とする。',
      '理由　上告代理人の上告受理申立て理由について。原審の確定した事実関係によれば、被上告人は、上告人が運営するウェブサイトに掲載された記事により名誉を毀損されたと主張して、不法行為に基づく損害賠償を求めている。',
      'インターネット上の記事であっても、その内容が真実であると信ずるについて相当の理由がない限り、名誉毀損による不法行為の成立は否定されないと解するのが相当である。',
      'よって、裁判官全員一致の意見で、主文のとおり判決する。',
    ],
  }), { cs: 'Shift_JIS', quotes: [q('インターネット上の記事であっても、その内容が真実であると信ずるについて相当の理由がない限り'), q('インターネット上の記事については、名誉毀損による不法行為は成立しない', false)] }),

  pg('v-court-es-cendoj', 'www.poderjudicial-cendoj.example', 'valid', 'STS 1523/2024, de 2 de octubre (Sala de lo Civil) — cláusulas suelo', 'sentencia pública del Tribunal Supremo en CENDOJ', courtPage({
    lang: 'es', site: 'CENDOJ', court: 'Tribunal Supremo. Sala de lo Civil', caseNo: 'Roj: STS 1523/2024', ecli: 'ECLI:ES:TS:2024:1523', date: '02/10/2024',
    title: 'Tribunal Supremo. Sala de lo Civil. Sentencia 1523/2024', nav: ['Inicio', 'Jurisprudencia', 'Buscador', 'Novedades', 'Ayuda', 'Contacto'],
    paras: [
      'ANTECEDENTES DE HECHO. PRIMERO.- La parte actora interpuso demanda de juicio ordinario contra la entidad bancaria solicitando la nulidad de la cláusula de limitación a la baja del tipo de interés incluida en su préstamo hipotecario.',
      'FUNDAMENTOS DE DERECHO. SEGUNDO.- La transparencia material exige que el consumidor pueda conocer con sencillez tanto la carga económica que realmente le supone el contrato como la carga jurídica, es decir, la definición clara de su posición jurídica.',
      'FALLO. Desestimar el recurso de casación interpuesto por la entidad demandada, con imposición de costas.',
    ],
  }), { quotes: [q('La transparencia material exige que el consumidor pueda conocer con sencillez tanto la carga económica')] }),

  pg('v-court-nl', 'uitspraken.rechtspraak.example', 'valid', 'ECLI:NL:HR:2024:1102, Hoge Raad 5 juli 2024 (aansprakelijkheid platform)', 'openbare uitspraak van de Hoge Raad', courtPage({
    lang: 'nl', site: 'Rechtspraak.nl', court: 'Hoge Raad', caseNo: '23/01822', ecli: 'ECLI:NL:HR:2024:1102', date: '05-07-2024',
    title: 'ECLI:NL:HR:2024:1102, Hoge Raad, 23/01822', nav: ['Home', 'Uitspraken', 'Organisatie', 'Nieuws', 'Procederen', 'Contact'],
    paras: [
      'Inhoudsindicatie: Onrechtmatige daad. Aansprakelijkheid van een online platform voor door gebruikers geplaatste advertenties. Maatstaf voor de vraag wanneer het platform daadwerkelijk kennis heeft van de onrechtmatigheid.',
      'De Hoge Raad oordeelt dat een platform pas daadwerkelijk kennis heeft wanneer een melding voldoende nauwkeurig en onderbouwd is om een zorgvuldige aanbieder in staat te stellen de onrechtmatigheid zonder gedetailleerd juridisch onderzoek vast te stellen.',
      'Beslissing: De Hoge Raad verwerpt het beroep en veroordeelt eiseres in de kosten van het geding in cassatie.',
    ],
  }), { quotes: [q('een platform pas daadwerkelijk kennis heeft wanneer een melding voldoende nauwkeurig en onderbouwd is')] }),

  pg('v-court-docket-free', 'www.openlaw-dockets.example', 'valid', 'Docket for In re Solvane Cloud Data Breach Litigation, 3:24-cv-01876', 'a free public docket listing (entries, parties) on a free legal archive', (url) => courtPage({
    lang: 'en', site: 'OpenLaw Dockets', court: 'N.D. Cal.', caseNo: '3:24-cv-01876', date: 'Filed 2024-04-02',
    title: 'In re Solvane Cloud Data Breach Litigation (3:24-cv-01876)', nav: ['Home', 'Search', 'Dockets', 'Opinions', 'Alerts', 'About'],
    paras: [
      'Assigned to: Judge Helen M. Ruiz. Cause: 28:1332 Diversity-Breach of Contract. Nature of suit: 190 Contract: Other. Jury demand: Plaintiff.',
      '<table class="docket"><tr><th>#</th><th>Date filed</th><th>Description</th></tr><tr><td>1</td><td>Apr 2, 2024</td><td>CLASS ACTION COMPLAINT against Solvane Cloud Inc. (Filing fee $405.)</td></tr><tr><td>34</td><td>Jun 18, 2024</td><td>CONSOLIDATED AMENDED COMPLAINT</td></tr><tr><td>58</td><td>Sep 30, 2024</td><td>ORDER granting in part and denying in part motion to dismiss.</td></tr><tr><td>71</td><td>Jan 10, 2025</td><td>ORDER granting preliminary approval of class settlement of $11.5 million.</td></tr></table>',
      'This docket was last refreshed from the court’s records on January 14, 2025. Documents marked free are available to download at no cost; others can be bought from the court’s paid system.',
    ],
  }) + `<!-- ${url} -->`, { quotes: [q('ORDER granting preliminary approval of class settlement of $11.5 million')] }),
);

// VALID — legislation databases (consolidated, repealed, versioned, official journals)
add(
  pg('v-law-eu-reg', 'eur-lex.europa-law.example', 'valid', 'Regulation (EU) 2022/2065 on a Single Market For Digital Services (Digital Services Act)', 'consolidated EU regulation with a language bar and a version selector', lawPage({
    lang: 'en', site: 'EUR-Lex', portal: 'EUR-Lex — Access to European Union law', title: 'Regulation (EU) 2022/2065 of the European Parliament and of the Council of 19 October 2022 on a Single Market For Digital Services and amending Directive 2000/31/EC (Digital Services Act)',
    langs: ['BG', 'ES', 'CS', 'DA', 'DE', 'ET', 'EL', 'EN', 'FR', 'GA', 'HR', 'IT', 'LV', 'LT', 'HU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SL', 'FI', 'SV'],
    versions: ['Current consolidated version: 27/10/2022', 'Original text (OJ L 277, 27.10.2022)'], toc: ['Chapter I General provisions', 'Chapter II Liability of providers', 'Chapter III Due diligence obligations', 'Chapter IV Implementation'],
    paras: [
      'Article 1 — Subject matter. 1. The aim of this Regulation is to contribute to the proper functioning of the internal market for intermediary services by setting out harmonised rules for a safe, predictable and trusted online environment that facilitates innovation and in which fundamental rights enshrined in the Charter are effectively protected.',
      'Article 16 — Notice and action mechanisms. 1. Providers of hosting services shall put mechanisms in place to allow any individual or entity to notify them of the presence on their service of specific items of information that the individual or entity considers to be illegal content. Those mechanisms shall be easy to access and user-friendly, and shall allow for the submission of notices exclusively by electronic means.',
      'Article 34 — Risk assessment. Providers of very large online platforms and of very large online search engines shall diligently identify, analyse and assess any systemic risks in the Union stemming from the design or functioning of their service and its related systems.',
    ],
  }), { quotes: [q('Those mechanisms shall be easy to access and user‑friendly, and shall allow for the submission of notices exclusively by electronic means'), q('Those mechanisms shall be free of charge and shall allow for the submission of notices by post', false)] }),

  pg('v-law-uk-not-in-force', 'www.legislation-uk.example', 'valid', 'Data Protection Act 1998, section 7 (Right of access to personal data)', 'a repealed act shown with its "no longer in force" banner — the cited historical text is on the page', lawPage({
    lang: 'en', site: 'legislation.gov.uk', portal: 'legislation.gov.uk', title: 'Data Protection Act 1998, Section 7',
    status: '<strong>This version of this provision is no longer in force.</strong> Repealed by Data Protection Act 2018 (c. 12), s. 211(2), Sch. 19 para. 44 (25 May 2018). Changes to legislation: there are no outstanding changes.',
    versions: ['Point in time: 24/05/2018', 'Original (As enacted)', 'Latest available (Revised)'], toc: ['Part I Preliminary', 'Part II Rights of data subjects', 'Part III Notification', 'Part IV Exemptions'],
    paras: [
      '7 Right of access to personal data.',
      '(1) Subject to the following provisions of this section and to sections 8, 9 and 9A, an individual is entitled— (a) to be informed by any data controller whether personal data of which that individual is the data subject are being processed by or on behalf of that data controller,',
      '(b) if that is the case, to be given by the data controller a description of— (i) the personal data of which that individual is the data subject, (ii) the purposes for which they are being or are to be processed, and (iii) the recipients or classes of recipients to whom they are or may be disclosed.',
      '(8) Subject to subsection (4), a data controller shall comply with a request under this section promptly and in any event before the end of the prescribed period beginning with the relevant day.',
    ],
  }), { quotes: [q('a data controller shall comply with a request under this section promptly and in any event before the end of the prescribed period')] }),

  pg('v-law-fr-abroge', 'www.legifrance-textes.example', 'valid', 'Code de la consommation, article L. 121-21 (version abrogée) — droit de rétractation', 'article abrogé affiché avec ses dates de vigueur ; le texte cité est sur la page', lawPage({
    lang: 'fr', site: 'Légifrance', portal: 'Légifrance — Le service public de la diffusion du droit', title: 'Article L121-21 - Code de la consommation',
    status: 'Version en vigueur du 14 juin 2014 au 01 juillet 2016 — <strong>Abrogé par</strong> Ordonnance n°2016-301 du 14 mars 2016 - art. 34',
    versions: ['Version en vigueur du 14 juin 2014 au 01 juillet 2016', 'Version en vigueur du 01 juin 2001 au 14 juin 2014'],
    paras: [
      nfd('Le consommateur dispose d’un délai de quatorze jours pour exercer son droit de rétractation d’un contrat conclu à distance, à la suite d’un démarchage téléphonique ou hors établissement, sans avoir à motiver sa décision ni à supporter d’autres coûts que ceux prévus aux articles L. 121-21-3 à L. 121-21-5.'),
      'Le délai mentionné au premier alinéa court à compter du jour&nbsp;: 1° De la conclusion du contrat, pour les contrats de prestation de services&nbsp;; 2° De la réception du bien par le consommateur, pour les contrats de vente de biens.',
      'Liens relatifs&nbsp;: Code de la consommation — Partie législative — Livre Ier — Titre II — Chapitre Ier — Section 2.',
    ],
  }), { quotes: [q('Le consommateur dispose d’un délai de quatorze jours pour exercer son droit de rétractation'), q('Le consommateur dispose d’un délai de trente jours pour exercer son droit de rétractation', false)] }),

  pg('v-law-es-boe-derogada', 'www.boe-legislacion.example', 'valid', 'Ley Orgánica 15/1999, de Protección de Datos de Carácter Personal (texto derogado)', 'texto consolidado marcado como derogado; la ley citada se lee entera', lawPage({
    lang: 'es', site: 'BOE', portal: 'Agencia Estatal Boletín Oficial del Estado', title: 'Ley Orgánica 15/1999, de 13 de diciembre, de Protección de Datos de Carácter Personal.',
    status: '<strong>Texto derogado</strong>, con efectos de 7 de diciembre de 2018, por la disposición derogatoria única.1 de la Ley Orgánica 3/2018, de 5 de diciembre. Ref. BOE-A-1999-23750',
    versions: ['Texto consolidado: última actualización publicada el 06/03/2011', 'Texto original, publicado el 14/12/1999'], toc: ['Título I. Disposiciones generales', 'Título II. Principios de la protección de datos', 'Título III. Derechos de las personas'],
    paras: [
      'Artículo 1. Objeto. La presente Ley Orgánica tiene por objeto garantizar y proteger, en lo que concierne al tratamiento de los datos personales, las libertades públicas y los derechos fundamentales de las personas físicas, y especialmente de su honor e intimidad personal y familiar.',
      'Artículo 4. Calidad de los datos. 1. Los datos de carácter personal sólo se podrán recoger para su tratamiento, así como someterlos a dicho tratamiento, cuando sean adecuados, pertinentes y no excesivos en relación con el ámbito y las finalidades determinadas, explícitas y legítimas para las que se hayan obtenido.',
    ],
  }), { quotes: [q('cuando sean adecuados, pertinentes y no excesivos en relación con el ámbito y las finalidades')] }),

  pg('v-law-it-gazzetta', 'www.gazzettaufficiale-atti.example', 'valid', 'Decreto legislativo 10 agosto 2018, n. 101 (adeguamento al GDPR), Gazzetta Ufficiale n. 205', 'atto pubblicato in Gazzetta Ufficiale, windows-1252', lawPage({
    lang: 'it', charset: 'windows-1252', site: 'Gazzetta Ufficiale', portal: 'Gazzetta Ufficiale della Repubblica Italiana', title: 'DECRETO LEGISLATIVO 10 agosto 2018, n. 101',
    status: 'GU Serie Generale n.205 del 04-09-2018 — note: Entrata in vigore del provvedimento: 19/09/2018',
    toc: ['Capo I — Modifiche al titolo e alle premesse', 'Capo II — Modifiche alla parte I', 'Capo III — Modifiche alla parte II'],
    paras: [
      'Disposizioni per l’adeguamento della normativa nazionale alle disposizioni del regolamento (UE) 2016/679 del Parlamento europeo e del Consiglio, del 27 aprile 2016, relativo alla protezione delle persone fisiche con riguardo al trattamento dei dati personali.',
      'IL PRESIDENTE DELLA REPUBBLICA. Visti gli articoli 76 e 87 della Costituzione; Vista la legge 25 ottobre 2017, n. 163, recante delega al Governo per il recepimento delle direttive europee e l’attuazione di altri atti dell’Unione europea – Legge di delegazione europea 2016-2017 …',
      'Art. 1. Modifiche al titolo e alle premesse del decreto legislativo 30 giugno 2003, n. 196. Al titolo del decreto legislativo 30 giugno 2003, n. 196, sono aggiunte, in fine, le seguenti parole: «, recante disposizioni per l’adeguamento dell’ordinamento nazionale al regolamento (UE) n. 2016/679».',
    ],
  }), { cs: 'windows-1252', quotes: [q('Legge di delegazione europea 2016–2017')] }),

  pg('v-law-de-gesetz', 'www.gesetze-bund.example', 'valid', '§ 312g BGB – Widerrufsrecht', 'Paragraphenseite eines Bundesgesetzes', lawPage({
    lang: 'de', site: 'Gesetze im Internet', portal: 'Bundesministerium der Justiz — Gesetze im Internet', title: 'Bürgerliches Gesetzbuch (BGB) § 312g Widerrufsrecht',
    toc: ['Buch 1 Allgemeiner Teil', 'Buch 2 Recht der Schuldverhältnisse', 'Abschnitt 3 Schuldverhältnisse aus Verträgen'],
    paras: [
      '(1) Dem Verbraucher steht bei außerhalb von Geschäftsräumen geschlossenen Verträgen und bei Fernabsatz&shy;verträgen ein Widerrufsrecht gemäß § 355 zu.',
      '(2) Das Widerrufsrecht besteht, soweit die Parteien nichts anderes vereinbart haben, nicht bei folgenden Verträgen: 1. Verträge zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist …',
      '(3) Das Widerrufsrecht besteht ferner nicht bei Verträgen, bei denen dem Verbraucher bereits auf Grund der §§ 495, 506 bis 513 ein Widerrufsrecht nach § 355 zusteht.',
    ],
  }), { quotes: [q('bei Fernabsatzverträgen ein Widerrufsrecht gemäß § 355 zu')] }),

  pg('v-law-ru-lost-force', 'www.pravo-baza.example', 'valid', 'Федеральный закон от 27.07.2006 № 149-ФЗ, статья 15.1 (редакция, утратившая силу)', 'статья в недействующей редакции с пометкой; текст на странице, windows-1251', lawPage({
    lang: 'ru', charset: 'windows-1251', site: 'Правовая база', portal: 'Правовая база — законодательство РФ', title: 'Статья 15.1. Единый реестр доменных имён (редакция от 28.07.2012)',
    status: '<strong>Редакция утратила силу.</strong> Актуальная редакция статьи — от 12.12.2023. Смотрите все редакции документа.',
    versions: ['ред. от 28.07.2012', 'ред. от 12.12.2023 (действующая)'],
    paras: [
      '1. В целях ограничения доступа к сайтам в сети «Интернет», содержащим информацию, распространение которой в Российской Федерации запрещено, создаётся единая автоматизированная информационная система «Единый реестр доменных имён, указателей страниц сайтов в сети „Интернет“ и сетевых адресов».',
      '2. В реестр включаются доменные имена и (или) указатели страниц сайтов в сети «Интернет», содержащих информацию, распространение которой запрещено.',
    ],
  }), { cs: 'windows-1251', quotes: [q('создаётся единая автоматизированная информационная система «Единый реестр доменных имён')] }),

  pg('v-law-kr', 'www.law-go-kr.example', 'valid', '개인정보 보호법 제15조(개인정보의 수집ㆍ이용)', '국가법령정보 조문 페이지 (EUC-KR)', lawPage({
    lang: 'ko', charset: 'EUC-KR', site: '국가법령정보센터', portal: '국가법령정보센터', title: '개인정보 보호법 제15조(개인정보의 수집·이용)',
    versions: ['시행 2023. 9. 15.', '시행 2020. 8. 5.'], toc: ['제1장 총칙', '제2장 개인정보 보호정책의 수립 등', '제3장 개인정보의 처리'],
    paras: [
      '① 개인정보처리자는 다음 각 호의 어느 하나에 해당하는 경우에는 개인정보를 수집할 수 있으며 그 수집 목적의 범위에서 이용할 수 있다.',
      '1. 정보주체의 동의를 받은 경우 2. 법률에 특별한 규정이 있거나 법령상 의무를 준수하기 위하여 불가피한 경우 3. 공공기관이 법령 등에서 정하는 소관 업무의 수행을 위하여 불가피한 경우',
      '② 개인정보처리자는 제1항제1호에 따른 동의를 받을 때에는 개인정보의 수집·이용 목적, 수집하려는 개인정보의 항목, 개인정보의 보유 및 이용 기간을 정보주체에게 알려야 한다.',
    ],
  }), { cs: 'EUC-KR', quotes: [q('개인정보의 보유 및 이용 기간을 정보주체에게 알려야 한다')] }),

  pg('v-law-cn', 'www.npc-flk.example', 'valid', '中华人民共和国个人信息保护法 第十三条', '国家法律法规数据库条文页（GB18030）', lawPage({
    lang: 'zh', charset: 'GB18030', site: '国家法律法规数据库', portal: '国家法律法规数据库', title: '中华人民共和国个人信息保护法',
    status: '时效性：有效　公布日期：2021-08-20　施行日期：2021-11-01',
    paras: [
      '第十三条　符合下列情形之一的，个人信息处理者方可处理个人信息：（一）取得个人的同意；（二）为订立、履行个人作为一方当事人的合同所必需；（三）为履行法定职责或者法定义务所必需。',
      '第十四条　基于个人同意处理个人信息的，该同意应当由个人在充分知情的前提下自愿、明确作出。法律、行政法规规定处理个人信息应当取得个人单独同意或者书面同意的，从其规定。',
    ],
  }), { cs: 'GB18030', quotes: [q('该同意应当由个人在充分知情的前提下自愿、明确作出'), q('该同意可以由个人在不知情的情况下默示作出', false)] }),

  pg('v-law-tw', 'law.moj-tw.example', 'valid', '個人資料保護法 第 20 條', '全國法規資料庫條文（Big5）', lawPage({
    lang: 'zh-TW', charset: 'Big5', site: '全國法規資料庫', portal: '全國法規資料庫', title: '個人資料保護法 第 20 條',
    status: '修正日期：民國 112 年 05 月 31 日　法規類別：行政＞法務部＞法制目',
    paras: [
      '非公務機關對個人資料之利用，除第六條第一項所規定資料外，應於蒐集之特定目的必要範圍內為之。但有下列情形之一者，得為特定目的外之利用：一、法律明文規定。二、為增進公共利益所必要。',
      '非公務機關依前項規定利用個人資料行銷者，當事人表示拒絕接受行銷時，應即停止利用其個人資料行銷。',
    ],
  }), { cs: 'Big5' }),
);

add(
  pg('v-law-gr-fek', 'www.et-fek.example', 'valid', 'Νόμος 4624/2019 (ΦΕΚ Α΄ 137) – Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα', 'νόμος σε βάση νομοθεσίας, ISO-8859-7', lawPage({
    lang: 'el', charset: 'iso-8859-7', site: 'Εθνικό Τυπογραφείο', portal: 'Εθνικό Τυπογραφείο — Αναζήτηση ΦΕΚ', title: 'Νόμος 4624/2019 — Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα',
    status: 'ΦΕΚ Α 137/29.08.2019 — Σε ισχύ',
    paras: [
      'Άρθρο 1. Σκοπός. Σκοπός του παρόντος είναι η λήψη μέτρων εφαρμογής του Κανονισμού (ΕΕ) 2016/679 του Ευρωπαϊκού Κοινοβουλίου και του Συμβουλίου της 27ης Απριλίου 2016 για την προστασία των φυσικών προσώπων έναντι της επεξεργασίας των δεδομένων προσωπικού χαρακτήρα.',
      'Άρθρο 9. Σύσταση. Η Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα είναι συνταγματικά κατοχυρωμένη ανεξάρτητη αρχή, με έδρα την Αθήνα.',
    ],
  }), { cs: 'iso-8859-7', quotes: [q('Η Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα είναι συνταγματικά κατοχυρωμένη ανεξάρτητη αρχή')] }),

  pg('v-law-tr', 'www.mevzuat-gov.example', 'valid', '6698 sayılı Kişisel Verilerin Korunması Kanunu, Madde 5', 'mevzuat veri tabanında kanun metni, ISO-8859-9', lawPage({
    lang: 'tr', charset: 'iso-8859-9', site: 'Mevzuat Bilgi Sistemi', portal: 'Mevzuat Bilgi Sistemi', title: 'KİŞİSEL VERİLERİN KORUNMASI KANUNU',
    status: 'Kanun Numarası: 6698 · Kabul Tarihi: 24/3/2016 · Yayımlandığı Resmî Gazete: 7/4/2016 Sayı: 29677',
    paras: [
      'MADDE 5 – (1) Kişisel veriler ilgili kişinin açık rızası olmaksızın işlenemez.',
      '(2) Aşağıdaki şartlardan birinin varlığı hâlinde, ilgili kişinin açık rızası aranmaksızın kişisel verilerinin işlenmesi mümkündür: a) Kanunlarda açıkça öngörülmesi. b) Fiilî imkânsızlık nedeniyle rızasını açıklayamayacak durumda bulunan kişinin hayatı veya beden bütünlüğünün korunması için zorunlu olması.',
    ],
  }), { cs: 'iso-8859-9', quotes: [q('Kişisel veriler ilgili kişinin açık rızası olmaksızın işlenemez.')] }),

  pg('v-law-se', 'www.riksdagen-sfs.example', 'valid', 'Lag (2018:218) med kompletterande bestämmelser till EU:s dataskyddsförordning', 'svensk författning i SFS-databasen', lawPage({
    lang: 'sv', site: 'Sveriges riksdag', portal: 'Riksdagen — Svensk författningssamling', title: 'Lag (2018:218) med kompletterande bestämmelser till EU:s dataskyddsförordning',
    status: 'Departement: Justitiedepartementet L6 · Utfärdad: 2018-04-19 · Ändrad: t.o.m. SFS 2022:444',
    paras: [
      '1 kap. 1 § Denna lag kompletterar Europaparlamentets och rådets förordning (EU) 2016/679 av den 27 april 2016 om skydd för fysiska personer med avseende på behandling av personuppgifter.',
      '2 kap. 4 § Vid erbjudande av informationssamhällets tjänster direkt till ett barn i Sverige ska det som anges om barnets ålder i artikel 8.1 första stycket dataskyddsförordningen i stället gälla ett barn som är under 13 år.',
    ],
  }), { quotes: [q('i stället gälla ett barn som är under 13 år')] }),
);

// VALID — law-firm alerts and legal blogs (disclaimers do not change the status)
const DISC_EN = 'This publication is provided for informational purposes only and does not constitute legal advice. Attorney advertising. Prior results do not guarantee a similar outcome.';
add(
  pg('v-firm-alert-en', 'www.harcourt-lane-law.example', 'valid', 'The EU AI Act enters into force: what providers of general-purpose AI models must do by August 2025', 'a law firm client alert with authors, disclaimer and related alerts', firmAlert({
    lang: 'en', site: 'Harcourt Lane LLP', firm: 'Harcourt Lane LLP', title: 'The EU AI Act enters into force: what providers of general-purpose AI models must do by August 2025', date: '2024-08-02', kind: 'Client Alert',
    authors: ['Miriam Okafor', 'Jonas Lindqvist'], disclaimer: DISC_EN, related: ['DORA: twelve months to go', 'UK data adequacy review', 'NIS2 transposition tracker'],
    paras: [
      'The Artificial Intelligence Act was published in the Official Journal on 12 July 2024 and entered into force on 1 August 2024. Its obligations apply in stages: prohibitions after six months, rules for general-purpose AI models after twelve months and most high-risk obligations after 24 months.',
      '<h2>Key takeaways</h2>',
      '<ul><li>Providers of general-purpose AI models must keep technical documentation up to date and make a summary of training content publicly available.</li><li>Models with systemic risk face additional evaluation, incident-reporting and cybersecurity duties.</li></ul>',
      'Providers placing models on the market before 2 August 2025 have until 2 August 2027 to comply — a transition that many clients will want to use to map their supply chains now rather than later.',
    ],
  }), { quotes: [q('Providers placing models on the market before 2 August 2025 have until 2 August 2027 to comply - a transition'), q('make a summary of training content publicly available')] }),

  pg('v-firm-alert-de', 'www.kanzlei-brandt-vogel.example', 'valid', 'NIS-2-Umsetzung: Welche Unternehmen jetzt betroffen sind', 'Mandanteninformation einer Kanzlei mit Haftungsausschluss', firmAlert({
    lang: 'de', site: 'Brandt Vogel Rechtsanwälte', firm: 'Brandt Vogel Rechtsanwälte PartG mbB', title: 'NIS-2-Umsetzung: Welche Unternehmen jetzt betroffen sind', date: '2025-01-20', kind: 'Mandanteninformation',
    authors: ['Dr. Katrin Albers', 'Felix Umbach'], disclaimer: 'Diese Mandanteninformation dient ausschließlich der allgemeinen Information und ersetzt keine Rechtsberatung im Einzelfall.',
    related: ['Hinweisgeberschutzgesetz: ein Jahr danach', 'Data Act: Pflichten ab September 2025'],
    paras: [
      'Mit dem NIS-2-Umsetzungs- und Cybersicherheitsstärkungsgesetz wird der Kreis der regulierten Unternehmen erheblich erweitert. Künftig fallen rund 29.500 Einrichtungen unter die Pflichten, statt bisher etwa 4.500 Betreiber kritischer Infrastrukturen.',
      'Betroffen sind „besonders wichtige“ und „wichtige“ Einrichtungen, die nach Sektor, Mitarbeiterzahl und Umsatz bestimmt werden. Die Geschäftsleitung muss Risikomanagementmaßnahmen billigen, ihre Umsetzung überwachen und regelmäßig an Schulungen teilnehmen.',
      'Erhebliche Sicherheitsvorfälle sind dem BSI binnen 24 Stunden in einer Erstmeldung anzuzeigen.',
    ],
  }), { quotes: [q('Künftig fallen rund 29.500 Einrichtungen unter die Pflichten'), q('binnen 72 Stunden in einer Erstmeldung', false)] }),

  pg('v-firm-alert-ja', 'www.sakura-law.example', 'valid', '改正個人情報保護法ガイドラインの改訂と企業の実務対応', '法律事務所のニュースレター（免責事項付き）', firmAlert({
    lang: 'ja', site: 'さくら総合法律事務所', firm: 'さくら総合法律事務所', title: '改正個人情報保護法ガイドラインの改訂と企業の実務対応', date: '2024-11-05', kind: 'ニュースレター',
    authors: ['田中 美咲', '山本 健太'], disclaimer: '本ニュースレターは一般的な情報提供を目的とするものであり、個別具体的な法的助言を構成するものではありません。',
    paras: [
      '個人情報保護委員会は、2024年10月、個人情報保護法ガイドライン（通則編）の一部改正を公表しました。今回の改正では、ウェブサイト上で取得したクッキー等の端末識別子の取扱いに関する記載が追加されています。',
      '企業としては、プライバシーポリシーにおける利用目的の特定が十分であるか、第三者提供の記録義務を適切に履行しているかを改めて確認することが望まれます。',
    ],
  })),

  pg('v-firm-alert-pt', 'www.mattos-advogados.example', 'valid', 'ANPD publica regulamento sobre comunicação de incidentes de segurança', 'informativo de escritório de advocacia com aviso legal', firmAlert({
    lang: 'pt', site: 'Mattos & Ribeiro Advogados', firm: 'Mattos & Ribeiro Advogados', title: 'ANPD publica regulamento sobre comunicação de incidentes de segurança', date: '2024-05-02', kind: 'Informativo',
    authors: ['Ana Beatriz Mattos'], disclaimer: 'Este informativo tem caráter meramente informativo e não constitui aconselhamento jurídico.',
    paras: [
      'A Autoridade Nacional de Proteção de Dados publicou a Resolução CD/ANPD nº 15/2024, que aprova o Regulamento de Comunicação de Incidente de Segurança.',
      'O controlador deverá comunicar à ANPD e ao titular a ocorrência de incidente que possa acarretar risco ou dano relevante no prazo de três dias úteis, contado do conhecimento de que o incidente afetou dados pessoais.',
    ],
  }), { quotes: [q('no prazo de três dias úteis, contado do conhecimento')] }),

  pg('v-legal-blog', 'www.techpolicy-lawblog.example', 'valid', 'Why Courts Keep Putting CAPTCHAs in Front of Public Records', 'a legal blog post about court CAPTCHAs and paywalled dockets — a real article whose subject is walls', firmAlert({
    lang: 'en', site: 'The Docket Report', firm: 'The Docket Report', title: 'Why Courts Keep Putting CAPTCHAs in Front of Public Records', date: '2025-02-11', kind: 'Blog',
    authors: ['Priya Raman'], disclaimer: 'Opinions are the author’s own. Nothing on this blog is legal advice.',
    paras: [
      'Anyone who has tried to pull opinions in bulk from a state court portal knows the screen: “Please verify you are human.” Clerks say the CAPTCHAs keep scrapers from crashing aging case-management systems; researchers say they turn public records into a privilege.',
      'The federal system has its own barrier. PACER charges ten cents a page, capped at three dollars per document, and a 2024 study found that fee waivers reached fewer than one in five academic applicants.',
      'Some states have moved the other way. Two of them now publish nightly bulk files of every opinion, with no login and no CAPTCHA, and report fewer outages than before.',
      'The lesson is that access controls are a policy choice dressed up as a technical necessity. If a court can serve a bulk file, it can drop the challenge page.',
    ],
  }), { quotes: [q('PACER charges ten cents a page, capped at three dollars per document'), q('PACER charges twenty cents a page', false)] }),

  pg('v-legal-blog-de-pur', 'www.datenrecht-blog.example', 'valid', 'Pur-Abo-Modelle vor Gericht: Ist „Zustimmen oder Zahlen“ zulässig?', 'ein Rechtsblog-Beitrag über Pay-or-Consent-Modelle — das Thema ist die Wand, die Seite ist ein Artikel (debatierbar nur dem Anschein nach)', firmAlert({
    lang: 'de', site: 'Datenrecht-Blog', firm: 'Datenrecht-Blog', title: 'Pur-Abo-Modelle vor Gericht: Ist „Zustimmen oder Zahlen“ zulässig?', date: '2024-09-17', kind: 'Beitrag',
    authors: ['Prof. Dr. Lea Winter'], disclaimer: 'Dieser Beitrag gibt die persönliche Auffassung der Autorin wieder.',
    paras: [
      'Viele Nachrichtenseiten stellen ihre Leser vor die Wahl: Entweder sie akzeptieren Tracking und personalisierte Werbung, oder sie schließen ein werbefreies Pur-Abo ab. Datenschutzbehörden haben dieses Modell bislang unter Auflagen geduldet.',
      'Der Europäische Datenschutzausschuss hat im April 2024 für sehr große Plattformen strengere Maßstäbe formuliert: Eine „gleichwertige Alternative“ ohne Verhaltenswerbung müsse kostenlos angeboten werden.',
      'Für Presseverlage ist die Frage offen. Das Landgericht hat in einem ersten Verfahren die Einwilligung für wirksam gehalten, weil der Preis des Abos angemessen sei.',
    ],
  }), { quotes: [q('Eine "gleichwertige Alternative" ohne Verhaltenswerbung müsse kostenlos angeboten werden')] }),
);

// VALID — specifications and standards records
const rfcText = `Internet Engineering Task Force (IETF)                      R. Fielding, Ed.
Request for Comments: 7231                                         Adobe
Obsoletes: 2616                                          J. Reschke, Ed.
Category: Standards Track                                     greenbytes
ISSN: 2070-1721                                                June 2014


   Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content

Abstract

   The Hypertext Transfer Protocol (HTTP) is a stateless application-
   level protocol for distributed, collaborative, hypertext information
   systems.  This document defines the semantics of HTTP/1.1 messages,
   as expressed by request methods, request header fields, response
   status codes, and response header fields, along with the payload of
   messages (metadata and body content) and mechanisms for content
   negotiation.

6.5.4.  404 Not Found

   The 404 (Not Found) status code indicates that the origin server did
   not find a current representation for the target resource or is not
   willing to disclose that one exists.  A 404 status code does not
   indicate whether this lack of representation is temporary or
   permanent; the 410 (Gone) status code is preferred over 404 if the
   origin server knows, presumably through some configurable means, that
   the condition is likely to be permanent.
`;
add(
  pg('v-w3c-rec', 'www.w3-tr.example', 'valid', 'Web Content Accessibility Guidelines (WCAG) 2.2, W3C Recommendation', 'a W3C Recommendation with its status section', specDoc({
    lang: 'en', site: 'W3C', org: 'W3C', title: 'Web Content Accessibility Guidelines (WCAG) 2.2',
    header: '<p id="w3c-state">W3C Recommendation 12 December 2024</p><dl><dt>Latest published version:</dt><dd><a href="/TR/WCAG22/">https://www.w3.org/TR/WCAG22/</a></dd></dl>',
    status: '<p>This section describes the status of this document at the time of its publication. This document has been reviewed by W3C Members, by software developers, and by other W3C groups and interested parties, and is endorsed by the Director as a W3C Recommendation.</p>',
    paras: ['Web Content Accessibility Guidelines (WCAG) 2.2 covers a wide range of recommendations for making web content more accessible. Following these guidelines will make content more accessible to a wider range of people with disabilities, including accommodations for blindness and low vision, deafness and hearing loss, limited movement, speech disabilities, photosensitivity, and combinations of these.'],
    sections: [
      ['Focus Not Obscured (Minimum)', ['When a user interface component receives keyboard focus, the component is not entirely hidden due to author-created content.']],
      ['Target Size (Minimum)', ['The size of the target for pointer inputs is at least 24 by 24 CSS pixels, except where spacing, an equivalent control, inline placement or the user agent determine the size.']],
      ['Accessible Authentication (Minimum)', ['A cognitive function test (such as remembering a password or solving a puzzle) is not required for any step in an authentication process unless that step provides an alternative or a mechanism to assist the user.']],
    ],
  }), { quotes: [q('The size of the target for pointer inputs is at least 24 by 24 CSS pixels'), q('The size of the target for pointer inputs is at least 44 by 44 CSS pixels', false)] }),

  pg('v-w3c-superseded', 'www.w3-tr.example', 'valid', 'Content Security Policy Level 2, W3C Recommendation 15 December 2016', 'an older W3C version marked superseded; the cited version is shown in full', specDoc({
    lang: 'en', site: 'W3C', org: 'W3C', title: 'Content Security Policy Level 2',
    header: '<p>W3C Recommendation 15 December 2016</p><p class="superseded-notice" style="background:#fee"><strong>This version is outdated!</strong> For the latest version, please look at <a href="/TR/CSP3/">Content Security Policy Level 3</a>. This document has been superseded.</p>',
    status: '<p>This document was published by the Web Application Security Working Group as a Recommendation. W3C recommends the wide deployment of this specification as a standard for the Web. This specification has since been superseded.</p>',
    paras: ['This document defines a policy language used to declare a set of content restrictions for a web resource, and a mechanism for transmitting the policy from a server to a client where the policy is enforced.'],
    sections: [
      ['Introduction', ['This section is not normative. This document defines Content Security Policy, a mechanism web applications can use to mitigate a broad class of content injection vulnerabilities, such as cross-site scripting (XSS).']],
      ['Directives', ['The script-src directive restricts which scripts the protected resource can execute. The directive also controls other resources, such as XSLT style sheets, which can cause the user agent to execute script.']],
    ],
  }), { path: '/TR/2016/REC-CSP2-20161215/', quotes: [q('a mechanism web applications can use to mitigate a broad class of content injection vulnerabilities')] }),

  pg('v-rfc-obsolete-html', 'www.rfc-archive.example', 'valid', 'RFC 7231: Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content', 'an RFC page with an "Obsoleted by RFC 9110" banner — the cited RFC is there', (url) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>RFC 7231: Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content</title><link rel="canonical" href="${esc(url)}"><meta name="citation_title" content="Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content"><meta name="citation_publication_date" content="June, 2014"></head>
<body><div class="banner" role="note" style="background:#fdd"><strong>Obsoleted by:</strong> <a href="/rfc/rfc9110">RFC 9110</a>, <a href="/rfc/rfc9111">RFC 9111</a> · PROPOSED STANDARD · Errata exist</div>
<nav class="docinfo"><a href="/">RFC Editor</a> · <a href="/rfc/rfc7231.txt">TXT</a> · <a href="/rfc/rfc7231.pdf">PDF</a> · <a href="/info/rfc7231">Info page</a></nav>
<pre>${esc(rfcText)}</pre></body></html>`, { quotes: [q('A 404 status code does not indicate whether this lack of representation is temporary or permanent'), q('the 410 (Gone) status code is preferred over 404 if the origin server knows')] }),

  pg('v-rfc-plain', 'www.rfc-archive.example', 'valid', 'RFC 7231 — HTTP/1.1 Semantics and Content (plain text)', 'the plain-text RFC (text/plain)', rfcText, { path: '/rfc/rfc7231.txt', send: { type: 'text/plain; charset=utf-8' }, quotes: [q('This document defines the semantics of HTTP/1.1 messages')] }),

  pg('v-whatwg', 'fetch.spec-living.example', 'valid', 'Fetch Standard — CORS protocol', 'a WHATWG living standard section', specDoc({
    lang: 'en', site: 'WHATWG', org: 'WHATWG', title: 'Fetch — Living Standard',
    header: '<p>Last Updated 6 November 2025</p><p>Participate: GitHub whatwg/fetch (new issue, open issues) · Chat on Matrix</p>',
    status: '<p>This is a Living Standard. Those interested in the patent-review version should view the Living Standard Review Draft.</p>',
    paras: ['The Fetch standard defines requests, responses, and the process that binds them: fetching.'],
    sections: [
      ['CORS protocol', ['To allow sharing responses cross-origin and allow for more versatile fetches than possible with HTML’s form element, the CORS protocol exists. It is layered on top of HTTP and allows responses to declare they can be shared with other origins.']],
      ['CORS-preflight request', ['A CORS-preflight request is a CORS request that checks to see if the CORS protocol is understood. It uses `OPTIONS` as method and includes the following header: `Access-Control-Request-Method`.']],
    ],
  }), { quotes: [q('It is layered on top of HTTP and allows responses to declare they can be shared with other origins')] }),

  pg('v-ietf-draft-expired', 'datatracker.ietf-drafts.example', 'valid', 'draft-ietf-httpbis-unprompted-auth-05: The Concealed HTTP Authentication Scheme', 'an expired Internet-Draft whose record and full text are still shown', specDoc({
    lang: 'en', site: 'IETF Datatracker', org: 'IETF Datatracker', title: 'The Concealed HTTP Authentication Scheme',
    header: '<div class="alert alert-warning">This Internet-Draft is no longer active. A copy of the expired Internet-Draft is available in these formats: TXT, HTML, PDF. It has been replaced by draft-ietf-httpbis-unprompted-auth-06.</div><table><tr><th>Document type</th><td>Expired Internet-Draft (httpbis WG)</td></tr><tr><th>Authors</th><td>D. Schinazi, D. Oliver, J. Hoyland</td></tr></table>',
    status: '<p>This Internet-Draft is submitted in full conformance with the provisions of BCP 78 and BCP 79. Internet-Drafts are draft documents valid for a maximum of six months and may be updated, replaced, or obsoleted by other documents at any time.</p>',
    paras: ['Most HTTP authentication schemes are probeable in the sense that it is possible for an unauthenticated client to probe whether an origin serves resources that require authentication. This document defines a new non-probeable cryptographic authentication scheme.'],
    sections: [['Introduction', ['HTTP authentication schemes allow origins to restrict access for some resources to only authenticated requests. The Concealed scheme uses Transport Layer Security keying material exporters to authenticate clients.']]],
  }), { quotes: [q('This document defines a new non-probeable cryptographic authentication scheme')] }),

  entry('v-nist-pdf', 'csrc.nist-pubs.example', 'valid', 'a free standards publication as PDF', respond({
    type: 'application/pdf', body: pdf({ title: 'NIST SP 800-63B: Digital Identity Guidelines — Authentication and Lifecycle Management', author: 'Paul A. Grassi', date: '2017-06-22', pages: [wrap('NIST Special Publication 800-63B. Digital Identity Guidelines: Authentication and Lifecycle Management.\nThis document provides requirements for the authentication of subjects interacting with government information systems over networks, establishing that a given claimant is a subscriber who has been previously authenticated.\nVerifiers SHOULD NOT impose other composition rules (e.g., requiring mixtures of different character types or prohibiting consecutively repeated characters) for memorized secrets. Verifiers SHOULD NOT require memorized secrets to be changed arbitrarily (e.g., periodically).\nWhen processing requests to establish and change memorized secrets, verifiers SHALL compare the prospective secrets against a list that contains values known to be commonly-used, expected, or compromised.')] }),
  }), { path: '/nistpubs/SP800-63b.pdf', context: { title: 'NIST Special Publication 800-63B: Digital Identity Guidelines' }, quotes: [q('Verifiers SHOULD NOT require memorized secrets to be changed arbitrarily (e.g., periodically).'), q('Verifiers SHALL require memorized secrets to be changed every 90 days', false)] }),

  pg('v-standard-withdrawn-record', 'www.isostandards-catalogue.example', 'valid', 'ISO/IEC 27002:2013 Information technology — Security techniques — Code of practice for information security controls', 'a withdrawn standard\'s catalogue record, abstract and life cycle shown, nothing for sale — the cited record is live (debatable: the standard\'s text itself is not offered)', standardShop({
    lang: 'en', site: 'ISO', shop: 'ISO', ref: 'ISO/IEC 27002:2013', title: 'Information technology — Security techniques — Code of practice for information security controls', status: '<span class="withdrawn">Withdrawn</span> · Replaced by ISO/IEC 27002:2022', date: '2013-10',
    paras: ['ISO/IEC 27002:2013 gives guidelines for organizational information security standards and information security management practices including the selection, implementation and management of controls taking into consideration the organization’s information security risk environment(s).', 'It is designed to be used by organizations that intend to select controls within the process of implementing an Information Security Management System based on ISO/IEC 27001, to implement commonly accepted information security controls, and to develop their own information security management guidelines.'],
    lifecycle: ['Previously: ISO/IEC 27002:2005', 'Now: Withdrawn (95.99) 2022-02-15', 'Revised by: ISO/IEC 27002:2022'],
  }), { path: '/standard/54533.html' }),

  pg('v-din-spec-free', 'www.normen-shop.example', 'valid', 'DIN SPEC 27070:2020 Anforderungen und Referenzarchitektur eines Security Gateways', 'kostenlos herunterladbare DIN SPEC mit Inhaltsbeschreibung und Gratis-Download', standardShop({
    lang: 'de', site: 'Normenshop', shop: 'Normenshop', ref: 'DIN SPEC 27070:2020-03', title: 'Anforderungen und Referenzarchitektur eines Security Gateways zum Austausch von Industriedaten und Diensten', status: 'Aktuell · Kostenfrei', date: '2020-03',
    paras: ['Diese DIN SPEC beschreibt die Anforderungen an ein Security Gateway, das den vertrauenswürdigen Austausch von Daten zwischen Unternehmen ermöglicht, sowie eine Referenzarchitektur mit den Komponenten Connector, Identity Provider und Broker.', 'Das Dokument wurde nach dem PAS-Verfahren erarbeitet und steht kostenfrei zur Verfügung.'],
    extra: '<section class="download"><a class="btn" href="/download/din-spec-27070.pdf">Kostenloser Download (PDF, 2,1 MB)</a></section>',
  })),
);

// VALID — patents (expired and abandoned records are live records)
const PL_EN = { abstract: 'Abstract', claims: 'Claims', status: 'Legal status', events: 'Legal events' };
add(
  pg('v-patent-expired-en', 'patents.search-engine.example', 'valid', 'US7421466B2 — Method and system for delivering dynamic content to a cached web page', 'an expired US patent record (Expired - Fee Related) with abstract and claims', patentPage({
    lang: 'en', site: 'Patents Search', number: 'US7421466B2', title: 'Method and system for delivering dynamic content to a cached web page', date: '2003-12-29', labels: PL_EN, inventors: ['Daniel E. Haas', 'Mark Whitfield'],
    status: 'Expired - Fee Related (anticipated expiration 2026-05-14; lapsed 2016-09-02)',
    paras: ['A system in which a cached copy of a web page is served from an edge server while placeholders within the page are filled with personalised fragments retrieved from an origin server, so that the bulk of the page is delivered from cache while user-specific regions remain current.'],
    claims: ['A method comprising: receiving, at an edge server, a request for a web page; serving a cached template of the web page; identifying within the template at least one placeholder; and retrieving from an origin server a fragment for the placeholder.', 'The method of claim 1, wherein the fragment is selected according to a cookie carried by the request.'],
    events: [['2003-12-29', 'Application filed'], ['2008-09-02', 'Application granted'], ['2016-09-02', 'Lapsed due to failure to pay maintenance fee']],
  }), { quotes: [q('serving a cached template of the web page; identifying within the template at least one placeholder')] }),

  pg('v-patent-de-abandoned', 'register.dpma-akte.example', 'valid', 'DE102019123456A1 – Verfahren zur Erkennung manipulierter Sensordaten in einem Fahrzeug', 'zurückgenommene Patentanmeldung: die Offenlegungsschrift und der Registereintrag sind sichtbar', patentPage({
    lang: 'de', site: 'DPMAregister', number: 'DE 10 2019 123 456 A1', title: 'Verfahren zur Erkennung manipulierter Sensordaten in einem Fahrzeug', date: '2019-08-22',
    labels: { abstract: 'Zusammenfassung', claims: 'Ansprüche', status: 'Verfahrensstand', events: 'Verfahrensdaten' }, inventors: ['Stefan Rauch', 'Yvonne Keller'],
    status: 'Anmeldung zurückgenommen (Rücknahmefiktion, § 58 Abs. 3 PatG) — Akte nicht in Kraft',
    paras: ['Die Erfindung betrifft ein Verfahren, bei dem die Messwerte mehrerer Radarsensoren eines Fahrzeugs mit einem physikalischen Bewegungsmodell abgeglichen werden, um eingeschleuste oder verfälschte Messwerte zu erkennen, bevor sie an ein Fahrerassistenzsystem weitergegeben werden.'],
    claims: ['Verfahren zur Erkennung manipulierter Sensordaten, umfassend das Erfassen von Messwerten, das Vorhersagen erwarteter Messwerte mittels eines Bewegungsmodells und das Verwerfen von Messwerten, deren Abweichung einen Schwellenwert überschreitet.'],
    events: [['22.08.2019', 'Anmeldung eingegangen'], ['25.02.2021', 'Offenlegung'], ['01.03.2023', 'Anmeldung gilt als zurückgenommen']],
  }), { quotes: [q('um eingeschleuste oder verfälschte Messwerte zu erkennen')] }),

  pg('v-patent-jp', 'www.jplatpat-search.example', 'valid', '特開2021-012345 画像処理装置、画像処理方法及びプログラム', '公開特許公報の書誌・要約ページ（EUC-JP）', patentPage({
    lang: 'ja', charset: 'EUC-JP', site: '特許情報プラットフォーム', number: '特開2021-012345', title: '画像処理装置、画像処理方法及びプログラム', date: '2019-07-01',
    labels: { abstract: '要約', claims: '請求の範囲', status: '法的状態', events: '経過情報' },
    status: '拒絶査定確定（審査請求済）',
    paras: ['【課題】撮影画像に含まれる個人の顔領域を、認識精度を損なうことなく匿名化する画像処理装置を提供する。【解決手段】顔領域を検出し、特徴量を保持したまま画素値を置換する。'],
    claims: ['撮影画像から顔領域を検出する検出部と、前記顔領域の特徴量を保持したまま画素値を置換する置換部と、を備える画像処理装置。'],
    events: [['2019-07-01', '出願'], ['2021-01-28', '公開'], ['2023-06-12', '拒絶査定']],
  }), { cs: 'EUC-JP', quotes: [q('顔領域を検出し、特徴量を保持したまま画素値を置換する')] }),

  pg('v-patent-kr', 'www.kipris-search.example', 'valid', '10-2345678 블록체인 기반 전자 투표 시스템 및 방법', '특허 등록 공보 서지 페이지 (소멸 상태)', patentPage({
    lang: 'ko', site: 'KIPRIS', number: '10-2345678', title: '블록체인 기반 전자 투표 시스템 및 방법', date: '2020-03-17',
    labels: { abstract: '요약', claims: '청구범위', status: '법적상태', events: '행정처리' },
    status: '소멸 (등록료 불납)',
    paras: ['본 발명은 투표자의 익명성을 보장하면서도 투표 결과의 위·변조를 방지할 수 있는 블록체인 기반 전자 투표 시스템에 관한 것이다.'],
    claims: ['투표자 단말로부터 암호화된 투표 데이터를 수신하는 수신부; 및 상기 투표 데이터를 블록체인에 기록하는 기록부를 포함하는 전자 투표 시스템.'],
    events: [['2020-03-17', '출원'], ['2021-11-02', '등록'], ['2024-11-02', '소멸']],
  })),

  pg('v-patent-cn', 'pss-system.cnipa-search.example', 'valid', 'CN112345678A 一种基于联邦学习的医疗数据共享方法', '发明专利申请公布页（视为撤回）', patentPage({
    lang: 'zh', site: '专利检索及分析', number: 'CN112345678A', title: '一种基于联邦学习的医疗数据共享方法', date: '2020-11-20',
    labels: { abstract: '摘要', claims: '权利要求', status: '法律状态', events: '事务数据' },
    status: '发明专利申请公布后的视为撤回',
    paras: ['本发明公开了一种基于联邦学习的医疗数据共享方法，各医院在本地训练模型，仅上传加密后的模型参数，由中心服务器聚合，从而在不共享原始病历的情况下提升诊断模型的准确率。'],
    claims: ['一种基于联邦学习的医疗数据共享方法，其特征在于，包括以下步骤：各参与方在本地训练模型；上传加密后的模型参数；中心服务器聚合所述参数。'],
    events: [['2020-11-20', '申请'], ['2021-02-26', '公布'], ['2023-08-15', '视为撤回']],
  }), { quotes: [q('仅上传加密后的模型参数，由中心服务器聚合')] }),

  pg('v-patent-ep', 'register.epo-patents.example', 'valid', 'EP3456789B1 — Secure boot process for an embedded controller', 'a European patent register record (revoked after opposition) — a live record', patentPage({
    lang: 'en', site: 'European Patent Register', number: 'EP3456789B1', title: 'Secure boot process for an embedded controller', date: '2017-05-11', labels: PL_EN,
    status: 'The patent has been revoked (opposition division decision, 2023-04-20)',
    paras: ['A boot process in which a read-only first-stage loader verifies the signature of a second-stage loader against a key stored in one-time-programmable memory before transferring control to it.'],
    claims: ['A method of booting an embedded controller comprising verifying, by a first-stage loader stored in read-only memory, a signature of a second-stage loader using a public key stored in one-time-programmable memory.'],
    events: [['2017-05-11', 'Filing'], ['2020-12-30', 'Grant (B1)'], ['2021-09-28', 'Opposition filed'], ['2023-04-20', 'Patent revoked']],
  })),

  pg('v-patent-fr', 'data.inpi-brevets.example', 'valid', 'FR3098765 — Dispositif de chiffrement pour compteur électrique communicant', 'notice de brevet INPI, brevet déchu, notice complète', patentPage({
    lang: 'fr', charset: 'windows-1252', site: 'INPI Brevets', number: 'FR3098765', title: 'Dispositif de chiffrement pour compteur électrique communicant', date: '2019-07-10',
    labels: { abstract: 'Abrégé', claims: 'Revendications', status: 'Statut', events: 'Événements' },
    status: 'Déchéance — défaut de paiement de la redevance annuelle',
    paras: ['Dispositif de chiffrement intégré à un compteur électrique communicant, dans lequel les index de consommation sont chiffrés avant leur transmission par courants porteurs en ligne, la clé étant renouvelée à chaque relève.'],
    claims: ['Dispositif de chiffrement pour compteur électrique communicant, caractérisé en ce que la clé de chiffrement est renouvelée à chaque relève.'],
    events: [['10/07/2019', 'Dépôt'], ['15/01/2021', 'Publication de la demande'], ['02/06/2023', 'Déchéance']],
  }), { cs: 'windows-1252' }),
);

// VALID — security advisories
add(
  pg('v-nvd', 'nvd.vuln-db.example', 'valid', 'CVE-2024-3094 Detail — XZ Utils backdoor', 'an NVD-style vulnerability detail page', advisory({
    lang: 'en', site: 'NVD', org: 'National Vulnerability Database', id: 'CVE-2024-3094', title: 'CVE-2024-3094 Detail', severity: 'CVSS 3.x Severity and Vector: Base Score: 10.0 CRITICAL',
    paras: ['Malicious code was discovered in the upstream tarballs of xz, starting with version 5.6.0. Through a series of complex obfuscations, the liblzma build process extracts a prebuilt object file from a disguised test file existing in the source code, which is then used to modify specific functions in the liblzma code. This results in a modified liblzma library that can be used by any software linked against this library, intercepting and modifying the data interaction with this library.'],
    affected: [['tukaani xz', '5.6.0'], ['tukaani xz', '5.6.1']], refs: ['https://www.openwall.com/lists/oss-security/2024/03/29/4', 'https://access.redhat.com/security/cve/CVE-2024-3094'],
  }), { path: '/vuln/detail/CVE-2024-3094', quotes: [q('the liblzma build process extracts a prebuilt object file from a disguised test file'), q('starting with version 5.4.0', false)] }),

  pg('v-cve-record', 'www.cve-records.example', 'valid', 'CVE-2021-44228 (Log4Shell) — Apache Log4j2 JNDI features do not protect against attacker controlled LDAP', 'a published CVE record', advisory({
    lang: 'en', site: 'CVE', org: 'CVE Program', id: 'CVE-2021-44228', title: 'Apache Log4j2 JNDI features do not protect against attacker controlled LDAP and other JNDI related endpoints',
    banner: '<div class="cve-state">PUBLISHED · Assigner: Apache Software Foundation · Published: 2021-12-10 · Updated: 2024-08-04</div>',
    paras: ['Apache Log4j2 2.0-beta9 through 2.15.0 (excluding security releases 2.12.2, 2.12.3, and 2.3.1) JNDI features used in configuration, log messages, and parameters do not protect against attacker controlled LDAP and other JNDI related endpoints. An attacker who can control log messages or log message parameters can execute arbitrary code loaded from LDAP servers when message lookup substitution is enabled.'],
    affected: [['Apache Log4j2', '2.0-beta9 to 2.15.0']],
  }), { quotes: [q('An attacker who can control log messages or log message parameters can execute arbitrary code loaded from LDAP servers')] }),

  pg('v-cert-de-bsi', 'wid.cert-bund.example', 'valid', 'WID-SEC-2024-1234: Ivanti Connect Secure – mehrere Schwachstellen ermöglichen Codeausführung', 'eine öffentliche Warnmeldung eines CERT', advisory({
    lang: 'de', site: 'CERT-Bund', org: 'BSI — CERT-Bund', id: 'WID-SEC-2024-1234', title: 'Ivanti Connect Secure: Mehrere Schwachstellen ermöglichen Codeausführung', severity: 'Risikostufe 5 (kritisch)',
    labels: { desc: 'Beschreibung', affected: 'Betroffene Produkte', refs: 'Referenzen' },
    paras: ['Ein entfernter, anonymer Angreifer kann mehrere Schwachstellen in Ivanti Connect Secure und Ivanti Policy Secure ausnutzen, um beliebigen Programmcode auszuführen und Sicherheitsmaßnahmen zu umgehen.', 'Das BSI empfiehlt, die vom Hersteller bereitgestellten Patches umgehend einzuspielen und die Integritätsprüfung (Integrity Checker Tool) auszuführen.'],
    affected: [['Ivanti Connect Secure', '< 22.7R2.1'], ['Ivanti Policy Secure', '< 22.7R1.1']],
  }), { quotes: [q('um beliebigen Programmcode auszuführen und Sicherheitsmaßnahmen zu umgehen')] }),

  pg('v-cert-jp-jvn', 'jvn.vuln-notes.example', 'valid', 'JVNVU#91234567: 複数の産業用ルータにおける認証回避の脆弱性', 'JVNの脆弱性レポート', advisory({
    lang: 'ja', site: 'JVN', org: 'Japan Vulnerability Notes', id: 'JVNVU#91234567', title: '複数の産業用ルータにおける認証回避の脆弱性', severity: 'CVSS v3 基本値 9.8',
    labels: { desc: '概要', affected: '影響を受けるシステム', refs: '参考情報' },
    paras: ['複数の産業用ルータには、認証回避の脆弱性が存在します。遠隔の第三者によって、管理画面に認証なしでアクセスされ、設定を変更される可能性があります。', '開発者が提供する情報をもとに、ファームウェアを最新版へアップデートしてください。'],
    affected: [['IR-2000 シリーズ', 'ファームウェア 3.2.1 およびそれ以前']],
  }), { quotes: [q('遠隔の第三者によって、管理画面に認証なしでアクセスされ、設定を変更される可能性があります')] }),

  pg('v-cert-fr', 'www.cert-avis.example', 'valid', 'CERTFR-2024-AVI-0567 : Multiples vulnérabilités dans les produits Fortinet', 'avis public du CERT-FR (texte NFD)', advisory({
    lang: 'fr', site: 'CERT-FR', org: 'CERT-FR', id: 'CERTFR-2024-AVI-0567', title: 'Multiples vulnérabilités dans les produits Fortinet',
    labels: { desc: 'Résumé', affected: 'Systèmes affectés', refs: 'Documentation' },
    paras: [nfd('De multiples vulnérabilités ont été découvertes dans les produits Fortinet. Certaines d’entre elles permettent à un attaquant de provoquer une exécution de code arbitraire à distance, une élévation de privilèges et un contournement de la politique de sécurité.'), nfd('Se référer au bulletin de sécurité de l’éditeur pour l’obtention des correctifs.')],
    affected: [['FortiOS', 'versions 7.4.x antérieures à 7.4.4'], ['FortiProxy', 'versions 7.2.x antérieures à 7.2.10']],
  }), { quotes: [q('une élévation de privilèges et un contournement de la politique de sécurité')] }),

  pg('v-cert-pl', 'cert.csirt-pl.example', 'valid', 'Podatność CVE-2024-5678 w oprogramowaniu systemu kolejkowego', 'publiczny komunikat CERT Polska', advisory({
    lang: 'pl', site: 'CERT Polska', org: 'CERT Polska', id: 'CVE-2024-5678', title: 'Podatność w oprogramowaniu systemu kolejkowego QSystem',
    labels: { desc: 'Opis', affected: 'Podatne wersje', refs: 'Odnośniki' },
    paras: ['CERT Polska otrzymał zgłoszenie o podatności typu SQL Injection w oprogramowaniu systemu kolejkowego QSystem, która umożliwia nieuwierzytelnionemu atakującemu odczyt danych z bazy.', 'Producent usunął podatność w wersji 4.2.7.'],
    affected: [['QSystem', '< 4.2.7']],
  }), { quotes: [q('umożliwia nieuwierzytelnionemu atakującemu odczyt danych z bazy')] }),

  pg('v-cert-kr', 'www.krcert-notice.example', 'valid', '아파치 스트럿츠 보안 업데이트 권고', '보안 공지 (공개)', advisory({
    lang: 'ko', charset: 'EUC-KR', site: 'KrCERT/CC', org: 'KISA 보호나라', id: 'KVE-2024-0211', title: '아파치 스트럿츠 보안 업데이트 권고',
    labels: { desc: '개요', affected: '영향받는 버전', refs: '참고사이트' },
    paras: ['아파치 소프트웨어 재단은 스트럿츠에서 발생하는 파일 업로드 관련 취약점을 해결한 보안 업데이트를 발표하였습니다. 공격자는 이 취약점을 이용하여 원격에서 임의 코드를 실행할 수 있습니다.', '영향받는 버전을 사용 중인 시스템 사용자는 해결 방안에 따라 최신 버전으로 업데이트할 것을 권고합니다.'],
    affected: [['Apache Struts', '2.0.0 ~ 6.3.0']],
  }), { cs: 'EUC-KR' }),

  pg('v-vendor-psirt', 'sec.netgearish.example', 'valid', 'Security Advisory for Pre-Authentication Command Injection on Some Routers, PSV-2024-0042', 'a public vendor PSIRT advisory', advisory({
    lang: 'en', site: 'Netgearish Support', org: 'Netgearish Product Security', id: 'PSV-2024-0042', title: 'Security Advisory for Pre-Authentication Command Injection on Some Routers', severity: 'Severity: Critical · CVSS 9.8',
    paras: ['Netgearish has released firmware updates to fix a pre-authentication command injection vulnerability on the routers listed below. Netgearish strongly recommends that you download the latest firmware as soon as possible.', 'Disclaimer: The Security Advisory is provided "as is" without warranty of any kind. Netgearish reserves the right to change or update this document at any time.'],
    affected: [['RAX30', 'fixed in 1.0.11.96'], ['RAXE300', 'fixed in 1.0.9.82']],
  }), { quotes: [q('Netgearish strongly recommends that you download the latest firmware as soon as possible')] }),

  pg('v-bugtracker-public', 'bugs.browser-project.example', 'valid', 'Issue 1489223: Use-after-free in WebCodecs VideoDecoder', 'a public (de-restricted) bug tracker issue with comments', (url) => vendorPage({
    lang: 'en', site: 'Browser Issue Tracker', vendor: 'Browser Project', kind: 'docs', title: 'Use-after-free in WebCodecs VideoDecoder', side: ['Issues', 'Hotlists', 'Saved searches'],
    paras: ['<dl class="issue-meta"><dt>Status</dt><dd>Fixed (Closed)</dd><dt>Type</dt><dd>Vulnerability</dd><dt>Severity</dt><dd>S1 (High)</dd><dt>Access</dt><dd>Public</dd></dl>', 'Reported by an external researcher on 2023-11-02. Steps to reproduce: open the attached poc.html, which creates a VideoDecoder, queues a frame and closes the decoder from within the output callback. The renderer crashes in VideoDecoderBroker::OnDecodeDone.', 'Comment 14 by the security team: Fixed in 120.0.6099.62. The decoder now keeps a reference to its own pending state until the callback returns. Removing the security restriction 14 weeks after the fix shipped, as is our policy.'],
  }) + `<!-- ${url} -->`, { quotes: [q('The decoder now keeps a reference to its own pending state until the callback returns')] }),

  pg('v-ghsa', 'advisories.codehost.example', 'valid', 'GHSA-8xq3-w9fc-7rmh: Prototype pollution in deep-merge-utils', 'a reviewed advisory on a code host advisory database', advisory({
    lang: 'en', site: 'Advisory Database', org: 'CodeHost Advisory Database', id: 'GHSA-8xq3-w9fc-7rmh', title: 'Prototype pollution in deep-merge-utils', severity: 'High severity · Reviewed',
    paras: ['Versions of deep-merge-utils prior to 2.1.4 are vulnerable to prototype pollution. The function mergeDeep does not check for the __proto__ key, so an attacker who controls the source object can add or modify properties of Object.prototype.', 'Upgrade to version 2.1.4 or later.'],
    affected: [['deep-merge-utils (npm)', '< 2.1.4']],
  }), { quotes: [q('The function mergeDeep does not check for the __proto__ key')] }),
);

// VALID — software vendors, stores, registries, code hosts
const vendorArticle = (o: Parameters<typeof vendorPage>[0]) => vendorPage(o);
add(
  pg('v-product-discontinued', 'www.packetware.example', 'valid', 'Packetware SecureEdge 500 Firewall — product overview', 'a discontinued product\'s page: banner says discontinued, the specifications and description are all there', vendorArticle({
    lang: 'en', site: 'Packetware', vendor: 'Packetware', kind: 'product', title: 'SecureEdge 500 Next-Generation Firewall',
    banner: '<div class="alert alert-info">This product has been discontinued and is no longer available for purchase. See the <a href="/products/secureedge-600">SecureEdge 600</a> for the current model. Support continues until 31 December 2026.</div>',
    side: ['Overview', 'Specifications', 'Documentation', 'Downloads'],
    paras: ['The SecureEdge 500 combines stateful firewalling, intrusion prevention and SSL inspection in a one-rack-unit appliance for branch offices of up to 250 users.', '<table class="specs"><tr><th>Firewall throughput</th><td>8 Gbps</td></tr><tr><th>IPS throughput</th><td>1.4 Gbps</td></tr><tr><th>Concurrent sessions</th><td>1,500,000</td></tr><tr><th>Interfaces</th><td>8 × GbE, 2 × SFP+</td></tr></table>', 'Centralised management through Packetware Command Center lets administrators push one policy to hundreds of branch appliances at once.'],
  }), { quotes: [q('stateful firewalling, intrusion prevention and SSL inspection in a one-rack-unit appliance')] }),

  pg('v-eol-notice', 'www.packetware.example', 'valid', 'End-of-Life announcement for Packetware OS 9.x', 'an end-of-life notice (the cited notice itself)', vendorArticle({
    lang: 'en', site: 'Packetware', vendor: 'Packetware', kind: 'eol', title: 'End-of-Life Announcement: Packetware OS 9.x', date: '2024-06-30',
    paras: ['Packetware announces the end-of-sale and end-of-life dates for Packetware OS 9.x. Customers are encouraged to migrate to Packetware OS 11.', '<table><tr><th>Milestone</th><th>Date</th></tr><tr><td>End of sale</td><td>30 June 2024</td></tr><tr><td>End of software maintenance</td><td>30 June 2025</td></tr><tr><td>Last date of support</td><td>30 June 2027</td></tr></table>', 'After the end of software maintenance, no new security patches will be released for 9.x, except for vulnerabilities rated Critical, which will be fixed until the last date of support.'],
  }), { quotes: [q('no new security patches will be released for 9.x, except for vulnerabilities rated Critical')] }),

  pg('v-release-notes', 'docs.datastore-db.example', 'valid', 'DatastoreDB 7.2 release notes', 'release notes of a database product', vendorArticle({
    lang: 'en', site: 'DatastoreDB Docs', vendor: 'DatastoreDB', kind: 'notes', title: 'DatastoreDB 7.2 Release Notes', date: '2025-04-08', side: ['7.2', '7.1', '7.0', '6.4 (EOL)'],
    paras: ['<h2>7.2.0 — April 8, 2025</h2>', '<h3>New features</h3><ul><li>Queryable encryption now supports range queries on encrypted fields.</li><li>Time-series collections compress closed buckets by default, reducing storage by up to 70 %.</li></ul>', '<h3>Breaking changes</h3><ul><li>The legacy <code>map-reduce</code> command is removed; use the aggregation pipeline instead.</li><li>TLS 1.0 and 1.1 are disabled by default.</li></ul>', '<h3>Fixed issues</h3><ul><li>SERVER-81234: a primary could step down twice during a rolling restart.</li></ul>'],
  }), { quotes: [q('Time-series collections compress closed buckets by default, reducing storage by up to 70\u00a0%'), q('TLS 1.0 and 1.1 are enabled by default', false)] }),

  pg('v-release-notes-de', 'www.steuer-software.example', 'valid', 'Versionshinweise SteuerPro 2025.3', 'Versionshinweise eines Softwareherstellers', vendorArticle({
    lang: 'de', site: 'SteuerPro', vendor: 'SteuerPro GmbH', kind: 'notes', title: 'Versionshinweise SteuerPro 2025.3', date: '2025-09-01',
    paras: ['Mit Version 2025.3 unterstützt SteuerPro die verpflichtende E-Rechnung im B2B-Bereich: Rechnungen im Format XRechnung und ZUGFeRD 2.3 können empfangen, geprüft und archiviert werden.', 'Behobene Fehler: Beim Import von Kontoauszügen im Format CAMT.053 wurden Umlaute in Verwendungszwecken falsch dargestellt.', 'Hinweis: Die Unterstützung für Windows 8.1 endet mit dieser Version.'],
  }), { quotes: [q('Rechnungen im Format XRechnung und ZUGFeRD 2.3 können empfangen, geprüft und archiviert werden')] }),

  pg('v-kb-public', 'support.officeworks-suite.example', 'valid', 'KB5034441: Windows Recovery Environment update fails with error 0x80070643', 'a public knowledge-base article', vendorArticle({
    lang: 'en', site: 'Support', vendor: 'OfficeWorks', kind: 'kb', title: 'KB5034441: Windows Recovery Environment update fails with error 0x80070643', articleId: 'KB5034441', date: 'March 12, 2024',
    paras: ['<h2>Symptoms</h2>', 'When you install this update, it may fail and display error 0x80070643 – ERROR_INSTALL_FAILURE. This happens if the recovery partition does not have enough free space to complete the update.', '<h2>Resolution</h2>', 'Manually resize the partition to add 250 MB of free space, then install the update again. Instructions for resizing the partition are provided in the linked article.'],
  }), { quotes: [q('if the recovery partition does not have enough free space to complete the update'), q('error 0x80070643 - ERROR_INSTALL_FAILURE')] }),

  pg('v-kb-ja', 'support.nihon-soft.example', 'valid', '【FAQ】ライセンス認証時にエラーコード E-1021 が表示される', '公開サポートFAQ記事', vendorArticle({
    lang: 'ja', site: 'サポート', vendor: '日本ソフト株式会社', kind: 'kb', title: '【FAQ】ライセンス認証時にエラーコード E-1021 が表示される', articleId: 'FAQ-00871', date: '2025/02/14',
    paras: ['【現象】製品のライセンス認証を行うと、エラーコード E-1021 が表示され、認証が完了しません。', '【原因】プロキシサーバー経由の通信で、認証サーバーへの接続がタイムアウトしている可能性があります。', '【対処方法】プロキシの除外リストに認証サーバーのドメインを追加してから、再度認証を行ってください。'],
  }), { quotes: [q('プロキシの除外リストに認証サーバーのドメインを追加してから、再度認証を行ってください')] }),

  pg('v-status-incident', 'status.cloudpipe.example', 'valid', 'CloudPipe incident: Elevated error rates for API requests in eu-west (2025-05-19)', 'a status-page incident report with its timeline', (url) => wallPage({
    lang: 'en', title: 'Elevated error rates for API requests in eu-west · CloudPipe Status', site: 'CloudPipe Status',
    head: `<link rel="canonical" href="${esc(url)}"><meta property="og:title" content="Elevated error rates for API requests in eu-west">`,
    body: `<main class="incident"><h1>Elevated error rates for API requests in eu-west</h1><p class="impact">Incident Report for CloudPipe · Impact: Major</p>
<div class="update"><strong>Postmortem</strong> — On May 19 between 09:12 and 10:47 UTC, 38 % of API requests in eu-west returned HTTP 503. A configuration change to the load balancer pool removed healthy instances faster than new ones were registered. We have added a floor to the pool size and a staged rollout for such changes.</div>
<div class="update"><strong>Resolved</strong> — This incident has been resolved. Posted May 19, 2025 - 10:52 UTC</div>
<div class="update"><strong>Monitoring</strong> — A fix has been implemented and we are monitoring the results. Posted May 19, 2025 - 10:31 UTC</div>
<div class="update"><strong>Investigating</strong> — We are investigating elevated error rates for API requests in eu-west. Posted May 19, 2025 - 09:20 UTC</div></main>`,
    footer: '<footer><a href="/">← Current status</a> · Powered by StatusKit · Subscribe to updates</footer>',
  }), { quotes: [q('38 % of API requests in eu-west returned HTTP 503')] }),

  pg('v-app-store', 'apps.fruitstore.example', 'valid', 'Signal Private Messenger on the App Store', 'a live app store listing', storeListing({
    lang: 'en', site: 'App Store', store: 'App Store', developer: 'Signal Messenger, LLC', title: 'Signal - Private Messenger', docTitle: 'Signal - Private Messenger on the App Store', rating: '4.7 • 812K Ratings', install: 'Get',
    paras: ['Millions of people use Signal every day for free and instantly secure communication. Send and receive high-fidelity messages, participate in HD voice/video calls, and explore a growing set of new features that help you stay connected.', 'Signal’s advanced privacy-preserving technology is always enabled, so you can focus on sharing the moments that matter with the people who matter to you.', 'What’s New — Version 7.42: Small tweaks and bug fixes.'],
    more: ['Signal Desktop'],
  }), { path: '/us/app/signal-private-messenger/id874139669' }),

  pg('v-extension-store', 'addons.browserfox.example', 'valid', 'uBlock Origin – Get this Extension for Firefox', 'a live browser extension listing', storeListing({
    lang: 'en', site: 'Firefox Add-ons', store: 'Add-ons for Firefox', developer: 'Raymond Hill', title: 'uBlock Origin', docTitle: 'uBlock Origin – Get this Extension for 🦊 Firefox (en-US)', rating: '4.8 out of 5 · 18,903 reviews · 9,672,144 users', install: 'Add to Firefox',
    paras: ['uBlock Origin is not an "ad blocker", it\'s a wide-spectrum content blocker with CPU and memory efficiency as a primary feature.', 'Out of the box, these lists of filters are loaded and enforced: EasyList (ads), Peter Lowe’s Ad server list (ads and tracking), EasyPrivacy (tracking), Malware domains.'],
  }), { path: '/en-US/firefox/addon/ublock-origin/', quotes: [q('it\'s a wide-spectrum content blocker with CPU and memory efficiency as a primary feature')] }),

  pg('v-npm-live', 'www.pkg-registry.example', 'valid', 'left-pad-plus — npm package', 'a live package page with README', registryPage({
    lang: 'en', site: 'npm', registry: 'npm', pkg: 'left-pad-plus', title: 'left-pad-plus', install: 'npm i left-pad-plus', tabs: ['Readme', 'Code', '0 Dependencies', '412 Dependents', '23 Versions'],
    sideInfo: [['Version', '3.1.0'], ['License', 'MIT'], ['Weekly Downloads', '1,204,881'], ['Last publish', '2 months ago']],
    paras: ['String left pad with support for Unicode grapheme clusters and full-width characters.', '<pre>const leftPad = require("left-pad-plus");\nleftPad("foo", 5);       // "  foo"\nleftPad("😀", 3, "-");  // "--😀"</pre>', 'Unlike the original left-pad, the length is measured in grapheme clusters, so emoji and combining marks count as one character.'],
  }), { path: '/package/left-pad-plus', quotes: [q('the length is measured in grapheme clusters, so emoji and combining marks count as one character')] }),

  pg('v-pypi-yanked', 'pypi.pyindex.example', 'valid', 'requests-oauthx 2.4.0 (PyPI release)', 'a yanked release page: the banner says yanked, the release and its description are still shown', registryPage({
    lang: 'en', site: 'PyPI', registry: 'PyPI', pkg: 'requests-oauthx 2.4.0', title: 'requests-oauthx', install: 'pip install requests-oauthx==2.4.0',
    notice: '<strong>This release has been yanked.</strong> Reason this release was yanked: broke token refresh on Python 3.8. Newer version available (2.4.1).',
    sideInfo: [['Released', 'Mar 3, 2025'], ['License', 'Apache-2.0'], ['Requires', 'Python >=3.8']],
    paras: ['OAuth 1 and OAuth 2 support for Requests, with automatic token refresh and PKCE.', 'Changelog 2.4.0: added device authorization grant (RFC 8628); dropped support for Python 3.7.'],
  }), { path: '/project/requests-oauthx/2.4.0/' }),

  pg('v-repo-archived', 'codehost.example', 'valid', 'openrisc-tools/legacy-assembler: An assembler for the OR1K instruction set', 'an archived (read-only) repository — the code and README are all there', registryPage({
    lang: 'en', site: 'CodeHost', registry: 'CodeHost', pkg: 'openrisc-tools / legacy-assembler', title: 'legacy-assembler', tabs: ['Code', 'Issues 0', 'Pull requests 0', 'Actions', 'Security', 'Insights'],
    notice: 'This repository was archived by the owner on Jan 8, 2024. It is now read-only.',
    sideInfo: [['About', 'An assembler for the OR1K instruction set'], ['Stars', '214'], ['Forks', '37'], ['License', 'LGPL-2.1']],
    paras: ['An assembler for the OpenRISC 1000 (OR1K) instruction set, written in portable C99. It reads GNU-style assembly and writes ELF32 relocatable objects.', '<pre>make && ./or1k-as -o hello.o hello.s</pre>', 'This project is no longer maintained; binutils has had a complete OR1K port since 2.32.'],
  }), { path: '/openrisc-tools/legacy-assembler', quotes: [q('It reads GNU-style assembly and writes ELF32 relocatable objects')] }),
);

add(
  pg('v-vendor-blog-ru', 'blog.kaspersoft.example', 'valid', 'Как злоумышленники используют уязвимости в VPN-шлюзах: разбор атак 2024 года', 'статья в блоге вендора, windows-1251', vendorArticle({
    lang: 'ru', charset: 'windows-1251', site: 'Блог Касперсофт', vendor: 'Касперсофт', kind: 'blog', title: 'Как злоумышленники используют уязвимости в VPN-шлюзах: разбор атак 2024 года', date: '2024-12-03', author: 'Анна Кузнецова',
    paras: ['В 2024 году VPN-шлюзы стали одной из самых популярных точек входа в корпоративные сети. Мы проанализировали 120 инцидентов, в которых первоначальный доступ был получен через уязвимость в пограничном устройстве.', 'В 41 % случаев атакующие воспользовались уязвимостью в течение недели после публикации исправления — администраторы просто не успели установить обновление.', 'Рекомендуем включить автоматическое обновление прошивки, ограничить доступ к интерфейсу управления и регулярно проверять журналы на признаки компрометации.'],
  }), { cs: 'windows-1251', quotes: [q('В 41 % случаев атакующие воспользовались уязвимостью в течение недели после публикации исправления - администраторы просто не успели установить обновление')] }),

  pg('v-vendor-docs-zh', 'help.yunfu-cloud.example', 'valid', '对象存储 服务等级协议（SLA）', '云服务商的产品文档页', vendorArticle({
    lang: 'zh', site: '云服帮助中心', vendor: '云服', kind: 'docs', title: '对象存储 服务等级协议（SLA）', date: '2025-01-15', side: ['产品简介', '快速入门', '用户指南', 'API 参考', '服务等级协议'],
    paras: ['本服务等级协议规定了云服为客户提供的对象存储服务的可用性等级指标及赔偿方案。', '服务可用性：对象存储标准存储类型的服务可用性不低于 99.95%。如未达到上述可用性标准，客户可按本协议约定获得赔偿，赔偿方式仅限于用于购买对象存储的代金券。', '数据持久性：对象存储的数据持久性不低于 99.9999999999%（12 个 9）。'],
  }), { quotes: [q('对象存储标准存储类型的服务可用性不低于 99.95%')] }),

  pg('v-vendor-tr', 'destek.bulutyazilim.example', 'valid', 'e-Fatura entegrasyonunda 2025 değişiklikleri', 'yazılım firmasının duyuru sayfası, ISO-8859-9', vendorArticle({
    lang: 'tr', charset: 'iso-8859-9', site: 'Bulut Yazılım Destek', vendor: 'Bulut Yazılım', kind: 'blog', title: 'e-Fatura entegrasyonunda 2025 değişiklikleri', date: '2025-01-06',
    paras: ['Gelir İdaresi Başkanlığı tarafından yayımlanan tebliğ ile e-Fatura kapsamına girme sınırı 2025 yılı için 3 milyon TL olarak belirlendi.', 'Yazılımımızın 8.4 sürümü yeni UBL-TR 1.2.1 şemasını destekliyor; güncellemeyi yapmayan kullanıcılar 1 Mart 2025 itibarıyla fatura gönderemeyecek.'],
  }), { cs: 'iso-8859-9', quotes: [q('güncellemeyi yapmayan kullanıcılar 1 Mart 2025 itibarıyla fatura gönderemeyecek')] }),

  pg('v-vendor-it', 'www.gestionale-cloud.example', 'valid', 'Fine del supporto per GestionalePro 2019: cosa cambia per i clienti', 'avviso di fine supporto di un produttore di software', vendorArticle({
    lang: 'it', site: 'GestionalePro', vendor: 'GestionalePro S.r.l.', kind: 'eol', title: 'Fine del supporto per GestionalePro 2019: cosa cambia per i clienti', date: '2024-10-01',
    paras: ['Dal 31 marzo 2025 GestionalePro 2019 non riceverà più aggiornamenti normativi né correzioni di sicurezza.', 'I clienti con contratto di assistenza attivo possono passare gratuitamente alla versione 2025, che include la fatturazione elettronica verso la Pubblica Amministrazione e il nuovo tracciato dei corrispettivi telematici.'],
  }), { quotes: [q('non riceverà più aggiornamenti normativi né correzioni di sicurezza')] }),

  pg('v-vendor-nl', 'www.factuursoft.example', 'valid', 'Releasenotes Factuursoft juni 2025: Peppol-facturen en btw-controle', 'releasenotes van een Nederlandse softwareleverancier', vendorArticle({
    lang: 'nl', site: 'Factuursoft', vendor: 'Factuursoft B.V.', kind: 'notes', title: 'Releasenotes Factuursoft juni 2025: Peppol-facturen en btw-controle', date: '2025-06-12',
    paras: ['Vanaf deze release kunt u facturen rechtstreeks via het Peppol-netwerk versturen en ontvangen, zonder tussenkomst van een externe dienst.', 'Nieuw is ook de automatische controle van btw-nummers via VIES: een ongeldig nummer wordt gemarkeerd voordat de factuur wordt verzonden.'],
  }), { quotes: [q('een ongeldig nummer wordt gemarkeerd voordat de factuur wordt verzonden')] }),

  pg('v-vendor-cs', 'www.ucetni-system.example', 'valid', 'Změny v systému Účetnictví Plus od 1. 1. 2025 (e-neschopenky, DPH)', 'novinky výrobce účetního softwaru, windows-1250', vendorArticle({
    lang: 'cs', charset: 'windows-1250', site: 'Účetnictví Plus', vendor: 'Účetnictví Plus s.r.o.', kind: 'notes', title: 'Změny v systému Účetnictví Plus od 1. 1. 2025', date: '2024-12-20',
    paras: ['Od 1. ledna 2025 program podporuje novou strukturu kontrolního hlášení DPH a jednotné měsíční hlášení zaměstnavatele.', 'Aktualizaci doporučujeme nainstalovat před prvním zpracováním mezd za leden; starší verze nebudou schopny odeslat podání na ČSSZ.'],
  }), { cs: 'windows-1250', quotes: [q('starší verze nebudou schopny odeslat podání na ČSSZ')] }),

  pg('v-vendor-el', 'www.logismiko-erp.example', 'valid', 'Νέα έκδοση ERP 12.4: υποστήριξη ηλεκτρονικής τιμολόγησης myDATA', 'ανακοίνωση εταιρείας λογισμικού, ISO-8859-7', vendorArticle({
    lang: 'el', charset: 'iso-8859-7', site: 'Λογισμικό ERP', vendor: 'Λογισμικό ERP Α.Ε.', kind: 'notes', title: 'Νέα έκδοση ERP 12.4: υποστήριξη ηλεκτρονικής τιμολόγησης myDATA', date: '2025-03-10',
    paras: ['Η έκδοση 12.4 υποστηρίζει πλήρως τη διαβίβαση παραστατικών στην πλατφόρμα myDATA της ΑΑΔΕ σε πραγματικό χρόνο.', 'Οι χρήστες παλαιότερων εκδόσεων πρέπει να αναβαθμίσουν έως τις 30 Ιουνίου 2025.'],
  }), { cs: 'iso-8859-7', quotes: [q('Οι χρήστες παλαιότερων εκδόσεων πρέπει να αναβαθμίσουν έως τις 30 Ιουνίου 2025.')] }),

  pg('v-vendor-sv', 'www.lonesystem.example', 'valid', 'Lönesystem 2025: nya regler för arbetsgivardeklaration på individnivå', 'produktnyheter från en svensk leverantör', vendorArticle({
    lang: 'sv', site: 'Lönesystem', vendor: 'Lönesystem AB', kind: 'blog', title: 'Lönesystem 2025: nya regler för arbetsgivardeklaration på individnivå', date: '2025-01-09',
    paras: ['Från och med januari 2025 ska arbetsgivare redovisa fler uppgifter per anställd i arbetsgivardeklarationen, bland annat arbetsställe och yrkeskod.', 'Uppdateringen till version 25.1 hämtar uppgifterna automatiskt från personalregistret.'],
  })),

  entry('v-vendor-whitepaper-pdf', 'www.packetware.example', 'valid', 'a vendor whitepaper served as PDF (octet-stream with a PDF signature)', respond({
    type: 'application/octet-stream', body: pdf({ title: 'Zero Trust for Branch Networks', author: 'Packetware Research', date: '2024-09-10', pages: [wrap('Zero Trust for Branch Networks. A Packetware whitepaper.\nBranch offices were designed around a trusted internal network. In a zero-trust model, every connection is authenticated and authorised on its own merits, whether it starts inside or outside the office.\nIn our survey of 400 enterprises, 62 percent still allowed any device on a branch LAN to reach the data centre without further checks.')] }),
  }), { path: '/resources/zero-trust-branch.pdf', context: { title: 'Zero Trust for Branch Networks (Packetware whitepaper)' }, quotes: [q('62 percent still allowed any device on a branch LAN to reach the data centre without further checks')] }),

  pg('v-changelog-md', 'raw.codehost-content.example', 'valid', 'CHANGELOG.md — fastjsonlib', 'a raw Markdown changelog (text/markdown)', `# Changelog

All notable changes to this project will be documented in this file.
The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## [4.0.0] - 2025-02-17
### Removed
- Support for Node.js 16 and 18.
### Changed
- \`parse()\` now throws \`JsonSyntaxError\` with a line and column instead of returning \`undefined\`.

## [3.9.2] - 2024-11-30
### Fixed
- Stack overflow on deeply nested arrays (more than 10 000 levels) — reported in #812.
`, { path: '/fastjsonlib/fastjsonlib/main/CHANGELOG.md', send: { type: 'text/markdown; charset=utf-8' }, quotes: [q('now throws `JsonSyntaxError` with a line and column instead of returning `undefined`')] }),

  pg('v-vendor-blog-404', 'engineering.tokenly.example', 'valid', 'Why our API now returns 404 Not Found for revoked tokens', 'an engineering blog post whose subject is 404 / access denied — a real article', vendorArticle({
    lang: 'en', site: 'Tokenly Engineering', vendor: 'Tokenly', kind: 'blog', title: 'Why our API now returns 404 Not Found for revoked tokens', date: '2025-03-04', author: 'Sam Oduya',
    paras: ['Until last month, a request with a revoked token got 403 Forbidden: Access denied. That told an attacker something useful — the resource exists, you just can’t see it.', 'We now answer 404 Not Found for every resource a token cannot read, revoked or not. The page you are looking for does not exist, as far as that token is concerned.', 'The change cut credential-stuffing traffic against our object endpoints by 35 % in the first two weeks, because enumeration stopped paying off.'],
  }), { quotes: [q('The change cut credential-stuffing traffic against our object endpoints by 35 % in the first two weeks')] }),
);

// VALID — HTTP shapes around live legal / vendor pages
const oneLaw = (title: string) => lawPage({
  lang: 'en', site: 'Ireland Statute Book', portal: 'electronic Irish Statute Book (eISB)', title,
  paras: ['Number 7 of 2018. DATA PROTECTION ACT 2018. An Act to establish a body to be known as An Coimisiún um Chosaint Sonraí or, in the English language, the Data Protection Commission; to give further effect to Regulation (EU) 2016/679.', 'Section 31. (1) The age of a child specified for the purposes of Article 8 of the Data Protection Regulation is 16 years.'],
});
add(
  entry('v-redirect-canonical', 'www.irishstatutes.example', 'valid', 'a short link that 301s to the act\'s canonical address', redirect((o) => `${o('www.irishstatutes.example')}/eli/2018/act/7/enacted/en/html`), { context: { title: 'Data Protection Act 2018 (Ireland), section 31 — digital age of consent' }, quotes: [q('The age of a child specified for the purposes of Article 8 of the Data Protection Regulation is 16 years.')] }),
  target('v-redirect-canonical-t', 'www.irishstatutes.example', '/eli/2018/act/7/enacted/en/html', respond({ body: oneLaw('Data Protection Act 2018') })),

  entry('v-one-off-503', 'www.courtrules.example', 'valid', 'a one-off 503 without Retry-After, then the rules page', flaky(1, { status: 503, body: '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>' }, () => courtPage({
    lang: 'en', site: 'Court Rules', court: 'Supreme Court of Fictonia', caseNo: 'Rule 5.2', title: 'Rule 5.2. Privacy Protection for Filings Made with the Court',
    paras: ['(a) Redacted Filings. Unless the court orders otherwise, in an electronic or paper filing with the court that contains an individual’s social-security number, taxpayer-identification number, or birth date, the name of an individual known to be a minor, or a financial-account number, a party or nonparty making the filing may include only the last four digits of the social-security number and taxpayer-identification number, the year of the individual’s birth, the minor’s initials, and the last four digits of the financial-account number.'],
  })), { context: { title: 'Rule 5.2. Privacy Protection for Filings Made with the Court' } }),

  entry('v-gzip-kb', 'kb.serverhost.example', 'valid', 'a gzip-encoded knowledge-base article', respond({ encoding: 'gzip', body: vendorArticle({
    lang: 'en', site: 'ServerHost Knowledge Base', vendor: 'ServerHost', kind: 'kb', title: 'How to rotate the TLS certificate on a ServerHost load balancer', articleId: '000412', date: '2025-07-21',
    paras: ['Certificates on ServerHost load balancers can be rotated without downtime: upload the new certificate, attach it to the listener as a secondary certificate, then promote it.', 'Existing connections keep using the old certificate until they close; new connections use the new one immediately.'],
  }) }), { context: { title: 'How to rotate the TLS certificate on a ServerHost load balancer' }, quotes: [q('Existing connections keep using the old certificate until they close')] }),

  entry('v-trailing-slash', 'www.standards-free.example', 'valid', 'a 308 to the trailing-slash address of a free standard text', redirect((o) => `${o('www.standards-free.example')}/ecma-404/`, 308), { path: '/ecma-404', context: { title: 'ECMA-404 The JSON Data Interchange Syntax' } }),
  target('v-trailing-slash-t', 'www.standards-free.example', '/ecma-404/', respond({ body: specDoc({
    lang: 'en', site: 'Ecma International', org: 'Ecma International', title: 'ECMA-404 The JSON Data Interchange Syntax', header: '<p>2nd edition, December 2017</p>',
    status: '<p>This Ecma Standard is available free of charge.</p>',
    paras: ['JSON is a lightweight, text-based, language-independent syntax for defining data interchange formats. It was derived from the ECMAScript programming language, but is programming language independent.'],
    sections: [['JSON Text', ['A JSON text is a sequence of tokens formed from Unicode code points that conforms to the JSON value grammar.']], ['Numbers', ['A number is a sequence of decimal digits with no superfluous leading zero.']]],
  }) })),
);

// =============================================================================================
// PAYWALLED
const shopBuy = (id: string, host: string, cite: string, reason: string, o: Parameters<typeof standardShop>[0], x: X = {}) => pg(id, host, 'paywalled', cite, reason, standardShop(o), x);
add(
  shopBuy('p-iso-shop', 'www.isostandards-catalogue.example', 'ISO/IEC 27001:2022 Information security, cybersecurity and privacy protection — Information security management systems — Requirements', 'the standards body\'s shop page: abstract only, the standard is sold (CHF 173, add to basket)', {
    lang: 'en', site: 'ISO', shop: 'ISO', ref: 'ISO/IEC 27001:2022', title: 'Information security, cybersecurity and privacy protection — Information security management systems — Requirements', status: 'Published', date: '2022-10', price: 'CHF 173', buy: 'Buy',
    paras: ['This document specifies the requirements for establishing, implementing, maintaining and continually improving an information security management system within the context of the organization.'],
    extra: '<section class="preview"><a href="/obp/ui#iso:std:iso-iec:27001:ed-3:v1:en">Read sample (Online Browsing Platform)</a></section>',
  }, { path: '/standard/27001' }),

  shopBuy('p-iec-webstore', 'webstore.iec-shop.example', 'IEC 62443-3-3:2013 Industrial communication networks — Network and system security — Part 3-3: System security requirements and security levels', 'IEC webstore page selling the standard (preview PDF of the first pages only)', {
    lang: 'en', site: 'IEC Webstore', shop: 'IEC Webstore', ref: 'IEC 62443-3-3:2013', title: 'Industrial communication networks - Network and system security - Part 3-3: System security requirements and security levels', status: 'Stability date: 2027', date: '2013-08-07', price: 'CHF 410.-', buy: 'Add to cart',
    paras: ['IEC 62443-3-3:2013 provides detailed technical control system requirements (SRs) associated with the seven foundational requirements (FRs) described in IEC TS 62443-1-1 including defining the requirements for control system capability security levels.'],
    extra: '<p><a href="/preview/info_iec62443-3-3{ed1.0}b.pdf">Preview (first 12 pages, PDF)</a></p>',
  }),

  shopBuy('p-astm', 'store.astm-standards.example', 'ASTM F3322-22 Standard Test Method for Pull-Through of Secure Fasteners', 'a standards shop page: scope shown, the document sold (member / non-member price)', {
    lang: 'en', site: 'ASTM International', shop: 'ASTM International', ref: 'ASTM F3322-22', title: 'Standard Test Method for Pull-Through of Secure Fasteners', status: 'Active Standard', date: '2022-11-01', price: '$64.00', buy: 'Add to Cart',
    paras: ['1.1 This test method covers the determination of the pull-through resistance of secure fasteners used in correctional and detention facilities.', '1.2 The values stated in inch-pound units are to be regarded as standard.'],
    extra: '<p class="member">Members save 20 %. <a href="/login">Sign in</a> for member pricing.</p>',
  }),

  pg('p-ieee-xplore', 'standards-library.ieee-pub.example', 'paywalled', 'IEEE 802.11ax-2021 — IEEE Standard for Information Technology — Part 11: Wireless LAN MAC and PHY Specifications Amendment 1: Enhancements for High-Efficiency WLAN', 'a digital library page: abstract, "Purchase this standard / sign in for institutional access"', standardShop({
    lang: 'en', site: 'IEEE Xplore', shop: 'IEEE Xplore', ref: 'IEEE 802.11ax-2021', title: 'IEEE Standard for Information Technology--Telecommunications and Information Exchange between Systems Local and Metropolitan Area Networks--Specific Requirements Part 11: Wireless LAN Medium Access Control (MAC) and Physical Layer (PHY) Specifications Amendment 1: Enhancements for High-Efficiency WLAN', status: 'Active - Approved', date: '2021-05-19',
    paras: ['Amendment 1 defines standardized modifications to both the IEEE 802.11 physical layers (PHY) and the Medium Access Control (MAC) sublayer that enable at least one mode of operation capable of supporting at least four times improvement in the average throughput per station.'],
    extra: '<section class="access-box"><h2>Access to this document</h2><p>Purchase this standard or sign in through your institution to access the full text.</p><a class="btn" href="/login">Sign In</a> <a class="btn" href="/purchase?std=9442429">Purchase PDF — US$ 580</a><p>Subscribe to IEEE Standards Online for unlimited access.</p></section>',
  })),

  shopBuy('p-din-shop', 'www.normen-shop.example', 'DIN EN ISO/IEC 27001:2024-01 Informationssicherheit, Cybersicherheit und Datenschutz', 'Normenshop: Inhaltsbeschreibung, Norm kostenpflichtig (Warenkorb, Preis)', {
    lang: 'de', site: 'Normenshop', shop: 'Normenshop', ref: 'DIN EN ISO/IEC 27001:2024-01', title: 'Informationssicherheit, Cybersicherheit und Datenschutz – Informationssicherheitsmanagementsysteme – Anforderungen', status: 'Aktuell', date: '2024-01', price: '136,20 EUR', buy: 'In den Warenkorb',
    paras: ['Dieses Dokument legt die Anforderungen für die Einrichtung, Umsetzung, Aufrechterhaltung und fortlaufende Verbesserung eines Informationssicherheitsmanagementsystems fest.'],
  }),

  shopBuy('p-afnor', 'boutique.normes-afnor.example', 'NF EN 17640 — Méthodologie d\'évaluation de la cybersécurité à durée déterminée pour les produits TIC', 'boutique de normes : résumé, norme payante (prix HT, ajouter au panier)', {
    lang: 'fr', charset: 'windows-1252', site: 'Boutique AFNOR', shop: 'Boutique AFNOR', ref: 'NF EN 17640', title: 'Méthodologie d’évaluation de la cybersécurité à durée déterminée pour les produits TIC', status: 'En vigueur', date: 'Décembre 2022', price: '143,89 € HT', buy: 'Ajouter au panier',
    paras: ['Le présent document décrit une méthodologie d’évaluation de la cybersécurité des produits TIC, fondée sur une durée d’évaluation fixe et prédéterminée.'],
  }, { cs: 'windows-1252' }),

  shopBuy('p-jis', 'webdesk.jsa-standards.example', 'JIS Q 27001:2023 情報セキュリティ，サイバーセキュリティ及びプライバシー保護－情報セキュリティマネジメントシステム－要求事項', '規格販売ページ（価格・カートに入れる）', {
    lang: 'ja', site: 'JSA Webdesk', shop: 'JSA Webdesk', ref: 'JIS Q 27001:2023', title: '情報セキュリティ，サイバーセキュリティ及びプライバシー保護－情報セキュリティマネジメントシステム－要求事項', status: '発行', date: '2023-09-20', price: '7,260円（税込）', buy: 'カートに入れる',
    paras: ['この規格は，組織の状況の下で，ISMSを確立し，実施し，維持し，継続的に改善するための要求事項について規定する。'],
  }),

  shopBuy('p-pkn', 'sklep.pkn-normy.example', 'PN-EN ISO/IEC 27701:2021-07 Techniki bezpieczeństwa — Rozszerzenie ISO/IEC 27001 i ISO/IEC 27002 dotyczące zarządzania prywatnością', 'sklep z normami: streszczenie, norma płatna (cena, do koszyka), ISO-8859-2', {
    lang: 'pl', charset: 'iso-8859-2', site: 'Sklep PKN', shop: 'Sklep PKN', ref: 'PN-EN ISO/IEC 27701:2021-07', title: 'Techniki bezpieczeństwa — Rozszerzenie ISO/IEC 27001 i ISO/IEC 27002 dotyczące zarządzania prywatnością', status: 'Norma aktualna', date: '2021-07-15', price: '229,70 zł', buy: 'Dodaj do koszyka',
    paras: ['Niniejszy dokument określa wymagania i zawiera wytyczne dotyczące ustanowienia, wdrożenia, utrzymania i ciągłego doskonalenia systemu zarządzania informacjami dotyczącymi prywatności.'],
  }, { cs: 'iso-8859-2' }),
);

const loginForm = (l: { user: string; pass: string; btn: string }) => `<form class="login" method="post" action="/login"><label>${l.user}<input name="user"></label><label>${l.pass}<input type="password" name="pw"></label><button>${l.btn}</button></form>`;
add(
  pg('p-pacer', 'ecf.district-court-pacer.example', 'paywalled', 'Complaint, United States v. Nordvale Analytics, No. 1:24-cv-02231 (D.D.C.), ECF No. 1', 'a paid federal docket: login, fees per page before the document opens', wallPage({
    lang: 'en', title: 'PACER: Login', site: 'Public Access to Court Electronic Records',
    body: `<main><h1>PACER Login</h1><p>Document: 1:24-cv-02231, Document 1 (Complaint) — 42 pages.</p><p class="fee">Access to this document will cost <strong>$3.00</strong>. PACER charges $0.10 per page, capped at $3.00 per document. Fee notice: you will be billed quarterly.</p>${loginForm({ user: 'Username', pass: 'Password', btn: 'Login' })}<p><a href="/register">Register for a PACER account</a> · <a href="/fees">Fee schedule</a> · <a href="/exemption">Request a fee exemption</a></p></main>`,
    footer: '<footer>This is a restricted government system. Use of this system is subject to monitoring.</footer>',
  })),

  pg('p-legal-db-en', 'www.lawresearch-pro.example', 'paywalled', 'Kessler v. Arbonne Holdings, 2024 WL 3318842 (Del. Ch. July 8, 2024)', 'a commercial legal database: the headnote teaser, "sign in or start a trial to view the full document"', (url) => wallPage({
    lang: 'en', title: 'Kessler v. Arbonne Holdings | LawResearch Pro', site: 'LawResearch Pro',
    head: `<link rel="canonical" href="${esc(url)}">`,
    body: `<main><nav class="crumbs">Cases › Delaware › Court of Chancery</nav><h1>Kessler v. Arbonne Holdings</h1><p class="cite">2024 WL 3318842 · Court of Chancery of Delaware · July 8, 2024</p>
<div class="synopsis"><h2>Synopsis</h2><p>Background: Minority stockholder brought action alleging that directors breached their fiduciary duties in approving a squeeze-out merger…</p></div>
<div class="paywall"><h2>Sign in to view the full document</h2><p>This document is available to LawResearch Pro subscribers. Sign in, or start a free 7-day trial to read the full opinion, headnotes and citing references.</p><a class="btn" href="/signin">Sign in</a> <a class="btn" href="/trial">Start free trial</a></div></main>`,
  })),

  pg('p-juris-de', 'www.rechtsportal-pro.example', 'paywalled', 'OLG München, Beschluss vom 14.03.2024 – 29 U 1234/23 (Cookie-Banner, Einwilligung)', 'kostenpflichtige Rechtsprechungsdatenbank: Leitsatz sichtbar, Volltext nur für Abonnenten', wallPage({
    lang: 'de', title: 'OLG München, 29 U 1234/23 – Rechtsportal Pro', site: 'Rechtsportal Pro',
    body: `<main><h1>OLG München, Beschluss vom 14.03.2024 – 29 U 1234/23</h1><p class="leitsatz">Leitsatz: Ein Cookie-Banner, das die Ablehnung erst auf der zweiten Ebene anbietet, …</p><div class="paywall-box"><h2>Volltext nur für Abonnenten</h2><p>Dieses Dokument ist Teil des Moduls „IT-Recht premium“. Melden Sie sich an oder testen Sie das Modul 4 Wochen kostenlos.</p><a href="/login">Anmelden</a> · <a href="/test">Jetzt kostenlos testen</a></div></main>`,
  })),

  pg('p-dalloz-fr', 'www.revue-juridique.example', 'paywalled', 'Le juge administratif et l\'algorithme : l\'arrêt du Conseil d\'État du 4 mars 2024', 'revue juridique en ligne : chapeau visible, article réservé aux abonnés', wallPage({
    lang: 'fr', charset: 'windows-1252', title: 'Le juge administratif et l’algorithme — Revue juridique en ligne', site: 'Revue juridique en ligne',
    body: `<main><h1>Le juge administratif et l’algorithme : l’arrêt du Conseil d’État du 4 mars 2024</h1><p class="auteur">par Claire Dumont, professeure de droit public</p><p class="chapo">Le Conseil d’État précise les conditions dans lesquelles une décision administrative peut être prise sur le fondement d’un traitement algorithmique…</p><div class="abo"><strong>Cet article est réservé aux abonnés.</strong> Déjà abonné&nbsp;? <a href="/connexion">Se connecter</a>. <a href="/abonnement">Découvrir nos offres d’abonnement</a></div></main>`,
  }), { cs: 'windows-1252' }),

  pg('p-firm-register', 'www.caldwell-finch.example', 'paywalled', 'SEC Cybersecurity Disclosure Rules: One Year of 8-K Item 1.05 Filings', 'a law-firm insight behind a free registration wall (first paragraph, then "register to continue reading")', firmAlert({
    lang: 'en', site: 'Caldwell Finch', firm: 'Caldwell Finch LLP', title: 'SEC Cybersecurity Disclosure Rules: One Year of 8-K Item 1.05 Filings', date: '2025-01-15', kind: 'Insight',
    authors: ['Thomas Greer'], disclaimer: DISC_EN,
    paras: ['It has been a year since the SEC’s cybersecurity disclosure rules took effect. We reviewed every Item 1.05 filing made in that period.'],
    wall: '<div class="gated-content"><h2>Continue reading</h2><p>Register with Caldwell Finch Insights to read the full analysis and receive our quarterly cybersecurity briefings. Registration is free.</p><form><input placeholder="Business e-mail"><input placeholder="Company"><button>Register and continue</button></form><p>Already registered? <a href="/login">Log in</a></p></div>',
  })),

  pg('p-legal-news-metered', 'www.legalwire360.example', 'paywalled', 'Court Tosses Biometric Privacy Suit Against Retailer Over Store Cameras', 'metered legal news: "you have read your free articles", teaser only', wallPage({
    lang: 'en', title: 'Court Tosses Biometric Privacy Suit Against Retailer Over Store Cameras - LegalWire360', site: 'LegalWire360',
    body: `<main><article><h1>Court Tosses Biometric Privacy Suit Against Retailer Over Store Cameras</h1><p class="byline">By Dana Whitman · March 3, 2025, 5:41 PM EST</p><p>An Illinois federal judge on Monday dismissed a proposed class action accusing a home-goods retailer of…</p></article><div class="meter-wall"><h2>You've read your 3 free articles this month.</h2><p>Get unlimited access to LegalWire360's coverage of every practice area. Start a free trial or subscribe now.</p><a href="/trial">Start free trial</a> <a href="/subscribe">Subscribe</a> <a href="/login">Log in</a></div></main>`,
  })),

  pg('p-lexo-register', 'www.legal-insights-hub.example', 'paywalled', 'Italy: Garante fines energy supplier EUR 79 million for unlawful telemarketing', 'an aggregator of law-firm articles: "register for free to read the full article"', wallPage({
    lang: 'en', title: 'Italy: Garante fines energy supplier EUR 79 million for unlawful telemarketing | Legal Insights Hub', site: 'Legal Insights Hub',
    body: `<main><h1>Italy: Garante fines energy supplier EUR 79 million for unlawful telemarketing</h1><p class="meta">Studio Legale Ferri · Italy · February 27 2024</p><p>The Italian data protection authority has imposed one of its largest fines to date…</p><div class="register-prompt"><p><strong>To read the full article, register for free or log in.</strong> Registration gives you access to more than 500,000 articles from leading law firms.</p><a href="/register">Register for free</a> · <a href="/login">Log in</a></div></main>`,
  })),

  pg('p-kb-login', 'support.enterprise-db.example', 'paywalled', 'Doc ID 2918374.1: ORA-04031 errors after applying the July 2024 patch set', 'a KB article behind the vendor\'s support portal login (a 200 login page on the article URL)', wallPage({
    lang: 'en', title: 'Sign In - Enterprise DB Support', site: 'Enterprise DB Support',
    body: `<main><h1>Sign in to Enterprise DB Support</h1><p>You must sign in with an account associated with an active support contract (Customer Support Identifier) to view this knowledge article.</p>${loginForm({ user: 'Username (e-mail)', pass: 'Password', btn: 'Sign In' })}<p><a href="/account/create">Create account</a> · <a href="/help/csi">What is a Customer Support Identifier?</a></p></main>`,
  }), { path: '/knowledge/doc/2918374.1' }),

  entry('p-kb-302-login', 'support.virtuhost.example', 'paywalled', 'a KB article that 302s to the support portal\'s login with a return URL', redirect((o) => `${o('support.virtuhost.example')}/login?returnTo=%2Fkb%2F94511`, 302), { path: '/kb/94511', context: { title: 'KB 94511: vMotion fails with "Insufficient resources" after upgrading to 8.0 U3' } }),
  target('p-kb-302-login-t', 'support.virtuhost.example', '/login', respond({ body: wallPage({ lang: 'en', title: 'Log In | VirtuHost Customer Connect', site: 'VirtuHost Customer Connect', body: `<main><h1>Log in to Customer Connect</h1><p>Knowledge base articles for licensed products are available to customers with an active entitlement.</p>${loginForm({ user: 'Email address', pass: 'Password', btn: 'Next' })}<p><a href="/register">Register</a></p></main>` }) })),

  pg('p-advisory-customer', 'psirt.industrial-ctrl.example', 'paywalled', 'ICS-SA-2024-011: Authentication bypass in ControlNode PLC firmware', 'a vendor security advisory for customers only: log in with a service contract to read it', advisory({
    lang: 'en', site: 'Industrial Control Security', org: 'Industrial Control PSIRT', id: 'ICS-SA-2024-011', title: 'Authentication bypass in ControlNode PLC firmware', severity: 'Severity: Restricted',
    banner: '<div class="restricted"><strong>This advisory is available to registered customers only.</strong> Please log in with your customer portal account (active service contract required) to view the details, affected versions and remediation. <a href="/portal/login">Log in</a> · <a href="/portal/request">Request access</a></div>',
    paras: ['Summary available after login.'],
  })),

  pg('p-legal-news-isaff', 'www.rechtsnews-digital.example', 'paywalled', 'EuGH kippt Pauschalverbot für Datenübermittlung an Auskunfteien', 'Fachnachricht mit vollem Text in der Antwort, aber isAccessibleForFree=false (Abo-Wand im Browser)', (url) => `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>EuGH kippt Pauschalverbot für Datenübermittlung an Auskunfteien | Rechtsnews Digital</title><link rel="canonical" href="${esc(url)}"><meta property="og:title" content="EuGH kippt Pauschalverbot für Datenübermittlung an Auskunfteien">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'EuGH kippt Pauschalverbot für Datenübermittlung an Auskunfteien', datePublished: '2025-02-06T10:00:00+01:00', author: { '@type': 'Person', name: 'Jana Reuter' }, isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.plus-content' } })}</script></head>
<body><header><a href="/">Rechtsnews Digital</a> <nav><a href="/zivilrecht">Zivilrecht</a> <a href="/datenschutz">Datenschutz</a> <a href="/abo">Abo</a></nav></header>
<main><article><span class="plus-badge">PLUS</span><h1>EuGH kippt Pauschalverbot für Datenübermittlung an Auskunfteien</h1><p class="byline">Von Jana Reuter · 6. Februar 2025</p>
<div class="plus-content"><p>Der Europäische Gerichtshof hat entschieden, dass nationale Regelungen, die eine Übermittlung von Positivdaten an Auskunfteien pauschal untersagen, mit der Datenschutz-Grundverordnung nicht vereinbar sind.</p><p>Die Mitgliedstaaten dürfen nach Auffassung des Gerichts keine zusätzlichen Verbote einführen, die über die in der Verordnung vorgesehene Abwägung hinausgehen.</p></div></article></main><footer>© Rechtsnews Digital · Impressum · Datenschutz</footer></body></html>`, { quotes: [q('nationale Regelungen, die eine Übermittlung von Positivdaten an Auskunfteien pauschal untersagen')] }),

  pg('p-ru-commercial', 'www.konsultant-pravo.example', 'paywalled', 'Постановление Пленума Верховного Суда РФ от 23.06.2015 № 25 (полный текст)', 'правовая база: фрагмент, полный текст только в коммерческой версии, windows-1251', wallPage({
    lang: 'ru', charset: 'windows-1251', title: 'Постановление Пленума Верховного Суда РФ от 23.06.2015 № 25 — КонсультантПраво', site: 'КонсультантПраво',
    body: '<main><h1>Постановление Пленума Верховного Суда РФ от 23.06.2015 № 25 «О применении судами некоторых положений раздела I части первой Гражданского кодекса Российской Федерации»</h1><p>1. Согласно положениям пункта 3 статьи 1 ГК РФ при установлении, осуществлении и защите гражданских прав…</p><div class="limit"><strong>Полный текст документа доступен в коммерческой версии.</strong> Оформите подписку или получите демо-доступ на 3 дня.</div><a href="/subscribe">Оформить подписку</a></main>',
  }), { cs: 'windows-1251' }),

  pg('p-jp-hanrei-db', 'www.hanrei-hisho.example', 'paywalled', '東京地判令和5年3月28日 不正競争防止法違反（営業秘密）事件', '有料判例データベース：要旨のみ、全文は会員限定', wallPage({
    lang: 'ja', title: '東京地判令和5年3月28日 | 判例データベース', site: '判例データベース',
    body: '<main><h1>東京地判令和5年3月28日 不正競争防止法違反（営業秘密）事件</h1><p class="summary">【要旨】元従業員が在職中に取得した顧客情報を転職先で使用した行為について…</p><div class="members-only"><p><strong>この判例の全文は会員限定です。</strong>ログインするか、有料会員（月額3,300円）にお申し込みください。</p><a href="/login">ログイン</a>　<a href="/join">会員登録</a></div></main>',
  })),

  pg('p-es-aranzadi', 'www.jurisprudencia-premium.example', 'paywalled', 'Comentario a la STJUE de 7 de diciembre de 2023 (SCHUFA): decisiones automatizadas y scoring', 'revista jurídica: resumen, el comentario sólo para suscriptores', wallPage({
    lang: 'es', title: 'Comentario a la STJUE SCHUFA — Jurisprudencia Premium', site: 'Jurisprudencia Premium',
    body: '<main><h1>Comentario a la STJUE de 7 de diciembre de 2023 (SCHUFA): decisiones automatizadas y scoring</h1><p class="resumen">El Tribunal de Justicia considera que la elaboración de un valor de probabilidad por una agencia de información crediticia constituye una decisión automatizada cuando…</p><div class="muro"><strong>Contenido exclusivo para suscriptores.</strong> Inicie sesión o suscríbase para acceder al texto completo. <a href="/acceso">Iniciar sesión</a> <a href="/suscripcion">Suscribirse</a></div></main>',
  })),
);

// =============================================================================================
// BLOCKED
const captchaBody = (l: { h: string; p: string; btn: string }) => `<main class="captcha"><h1>${l.h}</h1><p>${l.p}</p><div class="g-recaptcha" data-sitekey="6LcR7k8UAAAAAJ5f9xLq2kq3y_example"></div><script src="https://www.google.com/recaptcha/api.js" async defer></script><form method="post"><button>${l.btn}</button></form></main>`;
add(
  pg('b-court-captcha', 'caseinfo.statecourts.example', 'blocked', 'State v. Delgado, No. 2023-CF-004512 — Order on motion to suppress', 'a state court case portal answers with a CAPTCHA before any record', wallPage({
    lang: 'en', title: 'Case Search - Security Check', site: 'State Courts Case Information',
    body: captchaBody({ h: 'Security check', p: 'To protect this public service from automated access, please confirm that you are not a robot before viewing case records.', btn: 'Continue to case' }),
    footer: '<footer>Case information is provided as a public service. Automated searching is prohibited.</footer>',
  }), { path: '/casedetail/2023-CF-004512' }),

  pg('b-court-captcha-es', 'sede.tribunal-consultas.example', 'blocked', 'Consulta de expediente 0001234/2024 — Juzgado de lo Mercantil n.º 3', 'sede judicial con CAPTCHA antes del expediente', wallPage({
    lang: 'es', title: 'Verificación de seguridad — Sede Judicial Electrónica', site: 'Sede Judicial Electrónica',
    body: captchaBody({ h: 'Verificación de seguridad', p: 'Para continuar, introduzca los caracteres que aparecen en la imagen. Este control evita el acceso automatizado a la sede.', btn: 'Verificar' }),
  })),

  pg('b-captcha-ja', 'www.hanketsu-search.example', 'blocked', '知財高裁 令和4年(ネ)第10012号 判決', '判例検索サイトの画像認証（CAPTCHA）ページ', wallPage({
    lang: 'ja', charset: 'Shift_JIS', title: '画像認証 | 判決検索', site: '判決検索',
    body: captchaBody({ h: '画像認証', p: 'アクセスが集中しているため、ロボットではないことを確認させてください。画像に表示されている文字を入力してください。', btn: '送信' }),
  }), { cs: 'Shift_JIS' }),

  pg('b-captcha-zh', 'wenshu.caipan-wangshu.example', 'blocked', '（2023）京73民终1234号 侵害计算机软件著作权纠纷二审民事判决书', '裁判文书网的安全验证页', wallPage({
    lang: 'zh', charset: 'GB18030', title: '安全验证', site: '裁判文书网',
    body: captchaBody({ h: '请完成安全验证', p: '您的访问过于频繁，为确认本次访问为正常用户行为，请拖动下方滑块完成验证。', btn: '验证' }),
  }), { cs: 'GB18030' }),

  entry('b-cf-403', 'www.patentsdata-platform.example', 'blocked', 'a CDN bot challenge on 403 ("Just a moment...")', respond({ status: 403, headers: { server: 'cloudflare', 'cf-ray': '8f1a2b3c4d5e6f70-FRA', 'cf-mitigated': 'challenge' }, body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow"></head><body><div class="main-wrapper"><h1>www.patentsdata-platform.example</h1><h2>Verifying you are human. This may take a few seconds.</h2><noscript>Enable JavaScript and cookies to continue</noscript><p>www.patentsdata-platform.example needs to review the security of your connection before proceeding.</p></div><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f1a2b3c4d5e6f70"></script></body></html>` }), { path: '/patent/US11223344B2/en', context: { title: 'US11223344B2 - System and method for federated identity token exchange' } }),

  entry('b-js-challenge-200', 'www.secadvisories-hub.example', 'blocked', 'a 200 JavaScript challenge ("Checking your browser") in front of an advisory', respond({ body: `<html><head><title>Checking your browser…</title><script>setTimeout(function(){document.cookie="__ddg2=a8f2c1; path=/";location.reload()},4000)</script></head><body><div id="loader"></div><h1>Checking your browser before accessing the site.</h1><p>This process is automatic. Your browser will redirect to your requested content shortly.</p><p>Please allow up to 5 seconds… DDoS protection by GuardEdge</p></body></html>` }), { context: { title: 'SA-2025-07: Remote code execution in the Frontdesk CMS file manager' } }),

  entry('b-sucuri', 'www.lawfirm-blog-sucuri.example', 'blocked', 'a Sucuri-style "You are being redirected" JS shell on a law blog', respond({ body: `<html><head><title>You are being redirected...</title><noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript><script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js='',S='Yz0iYSIgKyAiNCIuc2xpY2UoMCwxKQ==';L=S.length;document.cookie='sucuri_cloudproxy_uuid_4a1b2c=9f8e7d;path=/;max-age=86400';location.reload();</script></head><body></body></html>` }), { context: { title: 'Non-compete bans after the FTC rule: a state-by-state survey' } }),

  entry('b-waf-f5', 'eservices.patent-office.example', 'blocked', 'an F5 WAF "Request Rejected" page on 200', respond({ body: '<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 14082285711937521093<br><br><a href="javascript:history.back();">[Go Back]</a></body></html>' }), { context: { title: 'Trademark application 018 765 432 — status and documents' } }),

  entry('b-akamai-403', 'www.vendor-kb-akamai.example', 'blocked', 'an Akamai "Access Denied" 403 with a reference number', respond({ status: 403, headers: { server: 'AkamaiGHost' }, body: '<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don\'t have permission to access "http&#58;&#47;&#47;www&#46;vendor-kb-akamai&#46;example&#47;b-akamai-403" on this server.<P>\nReference&#32;&#35;18&#46;6f2c1002&#46;1732712345&#46;2b9e81c\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;6f2c1002&#46;1732712345&#46;2b9e81c</P>\n</BODY>\n</HTML>\n' }), { context: { title: 'How to migrate license keys to the new licensing portal' } }),

  entry('b-429', 'api-docs.registry-rate.example', 'blocked', 'a persistent 429 with a long Retry-After on a registry page', respond({ status: 429, headers: { 'retry-after': '3600' }, body: '<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1><p>You have exceeded the rate limit for anonymous requests. Please try again in 60 minutes or sign in for a higher limit.</p></body></html>' }), { context: { title: 'crate tokio-tungstenite 0.21.0 — documentation' } }),

  entry('b-503-wartung', 'www.rechtsprechung-land.example', 'blocked', 'eine Wartungsseite mit 503 und Retry-After (anhaltend)', respond({ status: 503, headers: { 'retry-after': '7200' }, body: shellWart() }), { context: { title: 'LG Hamburg, Urteil vom 27.09.2024 – 310 O 227/23 (KI-Trainingsdaten, Text und Data Mining)' } }),

  pg('b-maint-200-fr', 'www.journal-officiel-consult.example', 'blocked', 'JORF n°0123 du 29 mai 2024, texte n° 4 — décret relatif à la sécurité des réseaux', 'page de maintenance servie en 200 à la place du texte', wallPage({
    lang: 'fr', title: 'Maintenance en cours', site: 'Journal officiel — consultation',
    body: '<main><h1>Site en maintenance</h1><p>Le service de consultation du Journal officiel est momentanément indisponible en raison d’une opération de maintenance programmée. Nous vous prions de nous excuser pour la gêne occasionnée. Merci de réessayer ultérieurement.</p></main>',
  })),

  entry('b-db-error', 'blog.saas-legal.example', 'blocked', 'a WordPress database-error page (500) on a legal tech blog', respond({ status: 500, body: '<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Database Error</title></head><body id="error-page"><div class="wp-die-message"><h1>Error establishing a database connection</h1></div></body></html>' }), { context: { title: 'Contract lifecycle management tools compared: 2025 edition' } }),

  entry('b-consent-host', 'www.quotidiano-giuridico.example', 'blocked', 'redirect to a consent host (cookie wall) before the article', redirect((o) => `${o('consent.quotidiano-giuridico.example')}/v2/collectConsent?continue=%2Fb-consent-host`, 302), { context: { title: 'Cassazione, sezioni unite: il danno da perdita di chance nel contenzioso bancario' } }),
  target('b-consent-host-t', 'consent.quotidiano-giuridico.example', '/v2/collectConsent', respond({ body: wallPage({ lang: 'it', title: 'Prima di continuare', body: '<main class="consent"><h1>Prima di continuare</h1><p>Noi e i nostri 842 partner utilizziamo cookie e tecnologie simili per memorizzare e accedere a informazioni sul dispositivo, per annunci e contenuti personalizzati e per misurare il pubblico.</p><button>Accetta tutto</button> <button>Rifiuta tutto</button> <a href="/settings">Gestisci le opzioni</a></main>' }) })),

  pg('b-cookiewall-nl', 'www.juridisch-nieuws.example', 'blocked', 'Hoge Raad: platform aansprakelijk na concrete melding van inbreuk', 'cookiewall: eerst cookies accepteren om de site te bezoeken', wallPage({
    lang: 'nl', title: 'Cookies op Juridisch Nieuws', site: 'Juridisch Nieuws',
    body: '<main class="cookiewall"><h1>Juridisch Nieuws gebruikt cookies</h1><p>Om Juridisch Nieuws te kunnen bezoeken, moet u akkoord gaan met het plaatsen van cookies en vergelijkbare technieken door ons en onze partners. Zonder uw toestemming kunt u de site niet bekijken.</p><button>Akkoord en doorgaan</button> <a href="/cookiebeleid">Meer informatie</a></main>',
  })),

  pg('b-pur-abo', 'www.it-recht-news.example', 'blocked', 'BGH: Cookie-Einwilligung per Banner muss Ablehnen gleichwertig anbieten', 'Pay-or-Consent-Wand (zustimmen oder Pur-Abo): kostenlos passierbar durch Zustimmung', wallPage({
    lang: 'de', title: 'IT-Recht News – Zustimmung erforderlich', site: 'IT-Recht News',
    body: '<main class="pur-wall"><h1>Lesen Sie IT-Recht News mit Werbung und Tracking oder werbefrei im Pur-Abo</h1><div class="choice"><div><h2>Mit Werbung weiterlesen</h2><p>Wir und unsere Partner verarbeiten personenbezogene Daten mittels Cookies für personalisierte Werbung. Sie können Ihre Einwilligung jederzeit widerrufen.</p><button>Zustimmen und weiter</button></div><div><h2>Pur-Abo</h2><p>Ohne Werbetracking für 2,99 € im Monat, monatlich kündbar.</p><a href="/pur">Jetzt Pur-Abo abschließen</a> · Bereits Pur-Abonnent? <a href="/login">Anmelden</a></div></div></main>',
  })),

  pg('b-geo', 'www.broadcast-legal.example', 'blocked', 'Video: Supreme Court oral argument in TechNet v. Ellis, full session', 'a geo-block notice in front of the cited video', wallPage({
    lang: 'en', title: 'Content not available in your region', site: 'Broadcast Legal',
    body: '<main><h1>We’re sorry, this content is not available in your location.</h1><p>Due to licensing restrictions, this video can only be viewed from within the United States. If you believe you are seeing this message in error, please contact support.</p></main>',
  })),

  entry('b-451', 'codehost.example', 'blocked', 'a repository answered with 451 Unavailable For Legal Reasons (DMCA) — debatable against "takedown = mismatch"; the protocol answer is a legal block, not a 2xx notice', respond({ status: 451, body: '<html><head><title>Unavailable For Legal Reasons</title></head><body><h1>Repository unavailable due to DMCA takedown.</h1><p>This repository is currently disabled due to a DMCA takedown notice. We have disabled public access to the repository. The notice has been publicly posted.</p><p>If you are the repository owner, and you believe that your repository was disabled as a result of mistake or misidentification, you have the right to file a counter notice.</p></body></html>' }), { path: '/yt-grab/yt-grab', context: { title: 'yt-grab: command-line program to download videos' } }),

  entry('b-basic-auth', 'staging.vendor-docs.example', 'blocked', 'a staging server\'s Basic-auth 401 (not a paywall)', respond({ status: 401, headers: { 'www-authenticate': 'Basic realm="Staging - authorized personnel only"' }, body: '<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>' }), { context: { title: 'Admin guide: configuring SAML single sign-on' } }),

  pg('b-bug-restricted', 'bugs.browser-project.example', 'blocked', 'Issue 1502117: Heap buffer overflow in ANGLE', 'a restricted security bug: 200 "You do not have permission to view this issue" — exists, access kept to project members', (url) => vendorPage({
    lang: 'en', site: 'Browser Issue Tracker', vendor: 'Browser Project', kind: 'docs', title: 'Access denied', side: ['Issues', 'Hotlists', 'Saved searches'],
    paras: ['You do not have permission to view issue 1502117. This issue may be restricted to members of a security team. If you are a member, sign in with the account that has access.', '<a href="/signin">Sign in</a>'],
  }) + `<!-- ${url} -->`),

  entry('b-jira-403', 'issues.apache-like.example', 'blocked', 'a Jira-style 403: the issue is restricted to a security level', respond({ status: 403, body: '<html><head><title>Permission Violation - Foundation JIRA</title></head><body><div class="aui-page-panel"><h1>Permission Violation</h1><div class="aui-message error"><p>Sorry, you do not have the permission to view this issue.</p><p>The issue you are trying to view has a security level that restricts who can see it. <a href="/login.jsp">Log In</a></p></div></div></body></html>' }), { path: '/jira/browse/SEC-8812', context: { title: 'SEC-8812: Deserialization of untrusted data in the cluster manager' } }),

  entry('b-406', 'www.eu-official-journal.example', 'blocked', 'a WAF answers 406 Not Acceptable to the fetcher', respond({ status: 406, body: '<html><head><title>406 Not Acceptable</title></head><body><h1>Not Acceptable</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>' }), { context: { title: 'Commission Implementing Regulation (EU) 2024/2690 — technical and methodological requirements of cybersecurity risk-management measures' } }),

  entry('b-418', 'www.registry-teapot.example', 'blocked', 'a 418 sent to bots', respond({ status: 418, body: '<html><body><h1>418 I\'m a teapot</h1><p>Automated requests are not allowed.</p></body></html>' }), { context: { title: 'Company register extract: Helvion Software GmbH (HRB 204411)' } }),

  pg('b-ddos-guard-ru', 'kad.arbitr-delo.example', 'blocked', 'Решение Арбитражного суда г. Москвы по делу № А40-123456/2024', 'страница проверки DDoS-защиты перед картотекой дел, windows-1251', wallPage({
    lang: 'ru', charset: 'windows-1251', title: 'Проверка браузера', site: 'Картотека арбитражных дел',
    body: '<main><h1>Проверка браузера перед переходом на сайт</h1><p>Это автоматическая проверка. Пожалуйста, подождите несколько секунд. Если перенаправление не произошло, включите JavaScript и cookies в вашем браузере.</p><p class="small">DDoS-защита: ServicePipe</p></main>',
  }), { cs: 'windows-1251' }),

  entry('b-nginx-403', 'downloads.firmware-vendor.example', 'blocked', 'a plain nginx 403 Forbidden on a vendor release-notes page', respond({ status: 403, body: '<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n' }), { path: '/release-notes/fw-5.4.2.html', context: { title: 'Firmware 5.4.2 release notes (security fixes for CVE-2025-21333)' } }),

  entry('b-500-persistent', 'www.normes-consultation.example', 'blocked', 'a persistent 500 (application error page) on a standards consultation site', respond({ status: 500, body: '<html><head><title>Erreur 500</title></head><body><h1>Erreur interne du serveur</h1><p>Une erreur inattendue est survenue. L’incident a été signalé à nos équipes (réf. 7f3a-22c1).</p></body></html>' }), { context: { title: 'Projet de norme PR NF Z42-026 — enquête publique' } }),
);
function shellWart(): string {
  return wallPage({ lang: 'de', title: 'Wartungsarbeiten', site: 'Landesrechtsprechungsdatenbank', body: '<main><h1>Wartungsarbeiten</h1><p>Die Rechtsprechungsdatenbank ist wegen geplanter Wartungsarbeiten vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Stunden erneut.</p></main>' });
}

// =============================================================================================
// MISMATCH
add(
  pg('m-cve-reserved', 'www.cve-records.example', 'mismatch', 'CVE-2025-31877: Heap overflow in the ImageForge TIFF decoder', 'a CVE record still RESERVED: no description of the cited vulnerability on the page (a live record, but not the source cited)', advisory({
    lang: 'en', site: 'CVE', org: 'CVE Program', id: 'CVE-2025-31877', title: 'CVE-2025-31877',
    banner: '<div class="cve-state">RESERVED</div>',
    paras: ['This CVE ID has been reserved by an organization or individual that will use it when announcing a new security problem. When the candidate has been publicized, the details for this candidate will be provided.'],
  }), { path: '/CVERecord/CVE-2025-31877' }),

  pg('m-cve-rejected', 'nvd.vuln-db.example', 'mismatch', 'CVE-2023-52012: SQL injection in OpenInvoice admin panel', 'a REJECTED CVE record: "do not use this candidate number" — the cited vulnerability is not described (debatable: the record lives, but says it is not a vulnerability record)', advisory({
    lang: 'en', site: 'NVD', org: 'National Vulnerability Database', id: 'CVE-2023-52012', title: 'CVE-2023-52012 Detail',
    banner: '<div class="alert alert-danger"><strong>REJECTED</strong></div>',
    paras: ['** REJECT ** DO NOT USE THIS CANDIDATE NUMBER. ConsultIDs: CVE-2023-49999. Reason: This candidate is a duplicate of CVE-2023-49999. Notes: All CVE users should reference CVE-2023-49999 instead of this candidate. All references and descriptions in this candidate have been removed to prevent accidental usage.'],
  }), { path: '/vuln/detail/CVE-2023-52012' }),

  pg('m-app-gone', 'apps.fruitstore.example', 'mismatch', 'Clubhouse Legal Notes on the App Store', 'an app-store page saying the app is no longer available (200)', storeListing({
    lang: 'en', site: 'App Store', store: 'App Store', developer: '', title: 'App Not Available', docTitle: 'App Store',
    notice: '<h2>This app is currently not available in your country or region.</h2><p>The app you’re looking for is no longer available on the App Store.</p>',
    paras: ['Explore apps you might like instead.'], more: ['Notes', 'Pages', 'Documents by Readdle'],
  }), { path: '/us/app/legal-notes/id1522334455' }),

  pg('m-app-gone-ja', 'play.android-store.example', 'mismatch', '電子契約アプリ「サインNow」 - Google Play のアプリ', 'アプリストアの「見つかりませんでした」ページ（200）', storeListing({
    lang: 'ja', site: 'Google Play', store: 'Google Play', developer: '', title: '申し訳ございません。', docTitle: 'Google Play のアプリ',
    notice: 'お探しのアイテムは見つかりませんでした。このアプリは Google Play で提供されなくなりました。',
    paras: ['おすすめのアプリを見る'],
  }), { path: '/store/apps/details' }),

  pg('m-extension-gone', 'chromewebstore.browser-ext.example', 'mismatch', 'The Great Suspender — Chrome Web Store', 'extension store: "This item is not available" (removed for malware), 200', storeListing({
    lang: 'en', site: 'Chrome Web Store', store: 'Chrome Web Store', developer: '', title: 'This item is not available', docTitle: 'Chrome Web Store',
    notice: 'This item is not available. This extension contains malware and has been removed from the Chrome Web Store.',
    paras: ['Discover great apps, games, extensions and themes for Google Chrome.'],
  }), { path: '/detail/the-great-suspender/klbibkeccnjlkjkiokjodocebajanakg' }),

  pg('m-npm-unpublished', 'www.pkg-registry.example', 'mismatch', 'event-stream-utils — npm package', 'a registry page for an unpublished package: the package and its README are gone (200 notice)', registryPage({
    lang: 'en', site: 'npm', registry: 'npm', pkg: 'event-stream-utils', title: 'event-stream-utils',
    notice: '<strong>This package has been unpublished.</strong> event-stream-utils was unpublished on 2024-10-12T08:14:02.118Z by npm. It may have been removed for security reasons. If you need a replacement, search for an alternative package.',
    paras: ['Security holding package. This package contained malicious code and was removed from the registry by the npm security team. The name is held to prevent further abuse.'],
  }), { path: '/package/event-stream-utils' }),

  pg('m-forge-takedown', 'gitee-like.codeforge.example', 'mismatch', 'douyin-downloader: 抖音无水印视频批量下载工具', '代码托管平台的 200 屏蔽通知：仓库因违规被屏蔽', registryPage({
    lang: 'zh', site: '码云', registry: '码云', pkg: 'douyin-downloader', title: '该仓库已被屏蔽',
    notice: '根据相关法律法规和政策，该仓库内容涉嫌违规，已被屏蔽，无法访问。如有疑问，请联系平台客服。',
    paras: ['返回首页 · 探索更多开源项目'],
  }), { path: '/liwei/douyin-downloader' }),

  pg('m-sealed', 'www.openlaw-dockets.example', 'mismatch', 'Sealed Motion for Protective Order, Doe v. Westbrook Academy, 2:24-cv-00918, ECF No. 44', 'the docket entry says the document is sealed and not available — the cited document is not on the page, and no ladder will get it (debatable: sealed ≈ access restricted)', courtPage({
    lang: 'en', site: 'OpenLaw Dockets', court: 'W.D. Wash.', caseNo: '2:24-cv-00918 · Doc. 44', title: 'Document not available',
    paras: ['SEALED DOCUMENT. This document has been sealed by order of the court and is not available to the public. Docket text: SEALED MOTION for Protective Order (Attachments: # 1 Exhibit A) (Filed: 08/21/2024).', 'Return to the docket.'],
  }), { path: '/docket/2-24-cv-00918/44' }),

  pg('m-doc-unavailable-de', 'juris.bundesgerichtshof.example', 'mismatch', 'BGH, Beschluss vom 3. Mai 2023 – I ZB 45/22 (Markenrecht, Verwechslungsgefahr)', 'die Entscheidungsdatenbank meldet „Dokument nicht verfügbar“ (200)', courtPage({
    lang: 'de', site: 'Bundesgerichtshof', court: 'Bundesgerichtshof', caseNo: 'I ZB 45/22', title: 'Dokument nicht verfügbar', nav: ['Startseite', 'Entscheidungen', 'Presse', 'Termine', 'Bibliothek', 'Kontakt'],
    paras: ['Das angeforderte Dokument ist nicht verfügbar. Möglicherweise wurde die Entscheidung noch nicht veröffentlicht oder der Link ist fehlerhaft.', 'Bitte nutzen Sie die Suche der Entscheidungsdatenbank.'],
  }), { path: '/entscheidung/I-ZB-45-22' }),

  pg('m-soft404-legifrance', 'www.legifrance-textes.example', 'mismatch', 'Décret n° 2023-1188 du 14 décembre 2023 relatif aux obligations de cybersécurité des opérateurs', 'base de textes : « Le texte demandé n’existe pas » en 200', lawPage({
    lang: 'fr', site: 'Légifrance', portal: 'Légifrance — Le service public de la diffusion du droit', title: 'Page introuvable',
    paras: ['Le texte que vous recherchez n’existe pas ou n’est plus disponible à cette adresse.', 'Vous pouvez effectuer une nouvelle recherche ou revenir à la page d’accueil.'],
  }), { path: '/jorf/id/JORFTEXT000048599999' }),

  pg('m-soft404-eurlex', 'eur-lex.europa-law.example', 'mismatch', 'Commission Decision (EU) 2023/1795 — adequate level of protection under the EU-US Data Privacy Framework', 'the legislation portal says "The requested document does not exist." on a 200 page with its full chrome', lawPage({
    lang: 'en', site: 'EUR-Lex', portal: 'EUR-Lex — Access to European Union law', title: 'Document not found',
    langs: ['BG', 'ES', 'CS', 'DE', 'EN', 'FR', 'IT', 'PL'],
    paras: ['The requested document does not exist.', 'Please check the CELEX number or use the search to find related documents. Quick search · Advanced search · Help'],
  }), { path: '/legal-content/EN/TXT/' }),

  pg('m-kb-gone', 'support.officeworks-suite.example', 'mismatch', 'KB4023057: Update for Windows 10 Update Service components', 'a KB URL now showing "This article is no longer available" with suggestions', vendorArticle({
    lang: 'en', site: 'Support', vendor: 'OfficeWorks', kind: 'kb', title: 'We’re sorry, this article is no longer available',
    paras: ['The content you requested has been retired. It may have been moved, or it may refer to a product that is no longer supported.', 'Popular topics: Activate Windows · Reset your password · Update drivers · Contact support'],
  }), { path: '/kb/4023057' }),

  pg('m-soft404-ko', 'www.soft-hangul.example', 'mismatch', '한컴오피스 2020 보안 업데이트 안내', '페이지를 찾을 수 없다는 200 안내 페이지', vendorArticle({
    lang: 'ko', site: '한글소프트', vendor: '한글소프트', kind: 'docs', title: '페이지를 찾을 수 없습니다',
    paras: ['요청하신 페이지를 찾을 수 없습니다. 주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다.', '메인으로 이동 · 고객지원 바로가기'],
  }), { path: '/support/notice/1842' }),

  pg('m-search-empty-std', 'www.isostandards-catalogue.example', 'mismatch', 'ISO/IEC 42001:2023 Artificial intelligence — Management system', 'a catalogue search page with 0 results instead of the standard', standardShop({
    lang: 'en', site: 'ISO', shop: 'ISO', ref: 'Search', title: 'Search results', status: '0 results for “42001:2032”',
    paras: ['Your search did not match any standards. Check the reference number or try fewer keywords.'],
  }), { path: '/search' }),

  pg('m-search-empty-patent', 'register.dpma-akte.example', 'mismatch', 'DE102021987654A1 – Batteriemanagementsystem mit Zellspannungsüberwachung', 'Registerrecherche: „Keine Treffer“ statt der Akte', wallPage({
    lang: 'de', title: 'DPMAregister – Recherche', site: 'DPMAregister',
    body: '<main><h1>Recherche Patente</h1><form><input name="akz" value="102021987654"><button>Recherche starten</button></form><p class="result">Keine Treffer. Zu Ihrer Suchanfrage wurden keine Schutzrechte gefunden.</p></main>',
  }), { path: '/register/recherche' }),

  pg('m-search-empty-pl', 'isap.sejm-akty.example', 'mismatch', 'Ustawa z dnia 5 lipca 2018 r. o krajowym systemie cyberbezpieczeństwa (Dz.U. 2018 poz. 1560)', 'wyszukiwarka aktów: „Nie znaleziono wyników”, ISO-8859-2', wallPage({
    lang: 'pl', charset: 'iso-8859-2', title: 'Wyszukiwanie aktów prawnych – ISAP', site: 'Internetowy System Aktów Prawnych',
    body: '<main><h1>Wyniki wyszukiwania</h1><p>Nie znaleziono wyników dla podanych kryteriów. Zmień kryteria wyszukiwania i spróbuj ponownie.</p></main>',
  }), { cs: 'iso-8859-2', path: '/isap/wyszukiwanie' }),

  entry('m-redirect-home', 'www.packetware.example', 'mismatch', 'a retired product URL that 301s to the vendor home page', redirect((o) => `${o('www.packetware.example')}/`, 301), { path: '/products/secureedge-300', context: { title: 'Packetware SecureEdge 300 — datasheet' } }),
  target('m-redirect-home-t', 'www.packetware.example', '/', respond({ body: vendorArticle({
    lang: 'en', site: 'Packetware', vendor: 'Packetware', kind: 'product', title: 'Secure every branch, every cloud, every user',
    paras: ['Packetware builds network security for distributed organisations.', '<ul><li>Next-generation firewalls</li><li>Secure access service edge</li><li>Command Center management</li></ul>', 'Trusted by 12,000 organisations in 90 countries. Talk to sales · Start a free trial'],
  }) })),

  entry('m-redirect-section', 'www.harcourt-lane-law.example', 'mismatch', 'an old alert URL that redirects to the firm\'s "Insights" listing', redirect((o) => `${o('www.harcourt-lane-law.example')}/insights/`, 302), { path: '/insights/2019/ccpa-amendments-signed', context: { title: 'Governor signs five CCPA amendments: what changes for businesses' } }),
  target('m-redirect-section-t', 'www.harcourt-lane-law.example', '/insights/', respond({ body: wallPage({
    lang: 'en', title: 'Insights | Harcourt Lane LLP', site: 'Harcourt Lane LLP',
    body: `<main><h1>Insights</h1><form><select><option>All practices</option><option>Privacy</option><option>Technology</option></select></form><ul class="cards">${['The EU AI Act enters into force', 'DORA: twelve months to go', 'UK data adequacy review', 'NIS2 transposition tracker', 'FTC non-compete rule vacated', 'Colorado AI Act delayed'].map((t, i) => `<li><a href="/insights/${i}">${t}</a><span>Client Alert</span></li>`).join('')}</ul><nav class="pager">1 2 3 … 48 Next</nav></main>`,
  }) })),
);

add(
  pg('m-other-alert', 'www.kanzlei-brandt-vogel.example', 'mismatch', 'Hinweisgeberschutzgesetz: Bußgelder ab Dezember 2023 — was Arbeitgeber jetzt tun müssen', 'die Adresse zeigt eine andere Mandanteninformation derselben Kanzlei (Data Act) — nicht die zitierte Quelle', firmAlert({
    lang: 'de', site: 'Brandt Vogel Rechtsanwälte', firm: 'Brandt Vogel Rechtsanwälte PartG mbB', title: 'Data Act: Welche Pflichten ab September 2025 gelten', date: '2025-06-02', kind: 'Mandanteninformation',
    authors: ['Dr. Katrin Albers'], disclaimer: 'Diese Mandanteninformation dient ausschließlich der allgemeinen Information und ersetzt keine Rechtsberatung im Einzelfall.',
    paras: ['Ab dem 12. September 2025 gilt der Data Act. Hersteller vernetzter Produkte müssen Nutzern den Zugang zu den bei der Nutzung erzeugten Daten ermöglichen.', 'Cloud-Anbieter müssen den Wechsel zu anderen Anbietern erleichtern; Wechselentgelte entfallen ab 2027 vollständig.'],
  }), { path: '/aktuelles/hinweisgeberschutz-bussgelder' }),

  pg('m-other-standard', 'store.astm-standards.example', 'mismatch', 'ASTM E2919-14 Standard Test Method for Evaluating the Performance of Systems that Measure Static, Six Degrees-of-Freedom (6DOF), Pose', 'the cited standard\'s URL shows a different standard (concrete testing) — not the source', standardShop({
    lang: 'en', site: 'ASTM International', shop: 'ASTM International', ref: 'ASTM C39/C39M-21', title: 'Standard Test Method for Compressive Strength of Cylindrical Concrete Specimens', status: 'Active Standard', date: '2021-03-01', price: '$64.00', buy: 'Add to Cart',
    paras: ['1.1 This test method covers determination of compressive strength of cylindrical concrete specimens such as molded cylinders and drilled cores.'],
  }), { path: '/standards/e2919' }),

  pg('m-other-patent', 'patents.search-engine.example', 'mismatch', 'US10567123B2 — Neural network accelerator with sparse weight compression', 'the patent page shown is a different patent (a beverage capsule) — wrong record', patentPage({
    lang: 'en', site: 'Patents Search', number: 'US10567124B2', title: 'Beverage capsule with a pierceable lid and flow guide', date: '2016-02-11', labels: PL_EN,
    status: 'Active (anticipated expiration 2037-02-10)',
    paras: ['A capsule for preparing a beverage in a brewing machine, comprising a cup-shaped body, a pierceable lid and a flow guide that directs water onto the ground coffee.'],
    claims: ['A capsule comprising a cup-shaped body, a pierceable lid, and a flow guide arranged beneath the lid.'],
    events: [['2016-02-11', 'Application filed'], ['2020-02-18', 'Granted']],
  }), { path: '/patent/US10567123B2/en' }),

  pg('m-parked', 'www.gdpr-tracker-blog.example', 'mismatch', 'GDPR Enforcement Tracker: all fines over EUR 1 million in 2021', 'the legal blog\'s domain is parked and for sale', wallPage({
    lang: 'en', title: 'gdpr-tracker-blog.example - This domain is for sale!', head: '<meta name="robots" content="noindex">',
    body: '<main class="parking"><h1>gdpr-tracker-blog.example</h1><p>This domain may be for sale! Buy now for $2,495 or make an offer.</p><ul class="ads"><li><a href="/r?1">Data Protection Software</a></li><li><a href="/r?2">GDPR Compliance Course</a></li><li><a href="/r?3">Legal Document Templates</a></li></ul><p class="small">Copyright © Parking Crew. Privacy Policy</p></main>',
  }), { path: '/2021/12/gdpr-fines-over-1-million' }),

  pg('m-status-home', 'status.cloudpipe.example', 'mismatch', 'CloudPipe incident: Database connectivity issues in us-east (2023-02-07)', 'an old incident URL now shows the status home page ("All Systems Operational"), not the cited incident', wallPage({
    lang: 'en', title: 'CloudPipe Status', site: 'CloudPipe Status',
    body: `<main><div class="page-status status-none"><h1>All Systems Operational</h1></div><ul class="components">${['API', 'Dashboard', 'Webhooks', 'Object storage', 'DNS'].map((c) => `<li>${c} <span class="ok">Operational</span></li>`).join('')}</ul><h2>Past Incidents</h2><p>Nov 26, 2026 — No incidents reported today.</p><p>Nov 25, 2026 — No incidents reported.</p><a href="/history">← Incident History</a></main>`,
  }), { path: '/incidents/7yq2kdl1m9zr' }),

  entry('m-empty-200', 'www.vendor-cdn-docs.example', 'mismatch', 'a 200 with an empty HTML body (nothing of the cited document)', respond({ body: '<!DOCTYPE html><html><head><title></title></head><body></body></html>' }), { path: '/docs/v3/api-reference/authentication', context: { title: 'API reference: authentication with signed JWT assertions (v3)' } }),

  pg('m-soft404-ru', 'www.pravo-baza.example', 'mismatch', 'Приказ ФСТЭК России от 25.12.2017 № 239 (ред. от 20.02.2020)', 'правовая база: «Документ не найден» в ответе 200, windows-1251', lawPage({
    lang: 'ru', charset: 'windows-1251', site: 'Правовая база', portal: 'Правовая база — законодательство РФ', title: 'Документ не найден',
    paras: ['Запрашиваемый документ не найден. Возможно, он был удалён или ссылка указана неверно.', 'Воспользуйтесь поиском по базе или перейдите на главную страницу.'],
  }), { cs: 'windows-1251', path: '/document/cons_doc_LAW_290000' }),

  entry('m-meta-refresh-home', 'www.mevzuat-yorum.example', 'mismatch', 'a meta refresh from the cited commentary to the site\'s home page', respond({ charset: 'iso-8859-9', body: '<html lang="tr"><head><meta charset="iso-8859-9"><meta http-equiv="refresh" content="0; url=/"><title>Yönlendiriliyorsunuz…</title></head><body><p>Sayfa taşındı. Ana sayfaya yönlendiriliyorsunuz…</p></body></html>' }), { path: '/yorum/kvkk-madde-9-yurtdisi-aktarim', context: { title: 'KVKK madde 9 değişikliği: yurt dışına veri aktarımında yeni dönem' } }),
  target('m-meta-refresh-home-t', 'www.mevzuat-yorum.example', '/', respond({ charset: 'iso-8859-9', body: wallPage({ lang: 'tr', charset: 'iso-8859-9', title: 'Mevzuat Yorum — Ana Sayfa', site: 'Mevzuat Yorum', body: '<main><h1>Mevzuat Yorum</h1><p>Hukuk, vergi ve bilişim mevzuatına dair güncel yorumlar.</p><ul><li><a href="/yorum/1">E-ticaret kanununda yeni düzenleme</a></li><li><a href="/yorum/2">İş kanunu uzaktan çalışma yönetmeliği</a></li><li><a href="/yorum/3">Vergi usul kanunu genel tebliği</a></li></ul></main>' }) })),

  pg('m-soft404-el', 'www.et-fek.example', 'mismatch', 'Νόμος 5002/2022 — Διαδικασία άρσης του απορρήτου των επικοινωνιών', 'σελίδα «Η σελίδα δεν βρέθηκε» με απάντηση 200, ISO-8859-7', wallPage({
    lang: 'el', charset: 'iso-8859-7', title: 'Η σελίδα δεν βρέθηκε — Εθνικό Τυπογραφείο', site: 'Εθνικό Τυπογραφείο',
    body: '<main><h1>Η σελίδα δεν βρέθηκε</h1><p>Η σελίδα που ζητήσατε δεν υπάρχει ή έχει μετακινηθεί. Χρησιμοποιήστε την αναζήτηση ΦΕΚ.</p></main>',
  }), { cs: 'iso-8859-7', path: '/fek/a/2022/228' }),

  pg('m-eurlex-lang', 'eur-lex.europa-law.example', 'mismatch', 'Rozporządzenie Parlamentu Europejskiego i Rady (UE) 2024/1689 (akt w sprawie sztucznej inteligencji)', 'portal prawa UE: dokument niedostępny w wybranej wersji językowej — tekstu brak, tylko lista innych języków (dyskusyjne)', lawPage({
    lang: 'pl', site: 'EUR-Lex', portal: 'EUR-Lex — Dostęp do prawa Unii Europejskiej', title: 'Dokument niedostępny',
    langs: ['DE', 'EN', 'FR'],
    paras: ['Żądany dokument nie jest dostępny w tym języku. Dostępne wersje językowe: DE, EN, FR.', 'Wybierz inny język z listy powyżej.'],
  }), { path: '/legal-content/PL/TXT/HTML/' }),

  pg('m-sv-removed', 'www.lonesystem.example', 'mismatch', 'Lönesystem: så hanterar du sjuklöneperioden 2019', 'svensk supportsida: artikeln har tagits bort (200)', vendorArticle({
    lang: 'sv', site: 'Lönesystem', vendor: 'Lönesystem AB', kind: 'kb', title: 'Artikeln finns inte längre',
    paras: ['Artikeln du söker har tagits bort eftersom den gällde en äldre version av programmet.', 'Sök i hjälpcentret eller kontakta supporten.'],
  }), { path: '/hjalp/sjuklon-2019' }),
);

// =============================================================================================
// INVALID
const nf = (id: string, host: string, cite: string, reason: string, status: 404 | 410, html: string, x: X = {}) => pg(id, host, 'invalid', cite, reason, html, { ...x, send: { ...(x.send ?? {}), status } });
add(
  nf('i-404-court', 'opinions.appeals-court.example', 'Tran v. Ostrander Logistics, No. 22-55871 (opinion)', 'a 404 page with the court\'s full chrome', 404, courtPage({
    lang: 'en', site: 'United States Court of Appeals', court: 'U.S. Court of Appeals for the Ninth Circuit', caseNo: '—', title: 'Page Not Found',
    paras: ['The page you requested could not be found. Opinions are available from the Opinions page; use the search box to find an opinion by case number or party name.'], sideLinks: ['Published opinions', 'Unpublished memoranda'],
  }), { path: '/datastore/opinions/2023/22-55871.pdf' }),

  nf('i-404-npm', 'www.pkg-registry.example', 'jwt-simple-verify — npm package', 'registry 404 for a package name that never existed / was removed with its page', 404, registryPage({
    lang: 'en', site: 'npm', registry: 'npm', pkg: '404', title: 'not found', paras: ['We’re sorry, we couldn’t find the package you were looking for. Try searching for a similar package.'],
  }), { path: '/package/jwt-simple-verify' }),

  nf('i-404-ja', 'www.courts-hanrei.example', '知財高裁 令和3年(行ケ)第10088号 審決取消請求事件', '404（Shift_JIS のエラーページ）', 404, wallPage({
    lang: 'ja', charset: 'Shift_JIS', title: 'ページが見つかりません', site: '裁判所', body: '<main><h1>お探しのページは見つかりませんでした</h1><p>指定されたページは削除されたか、URLが変更された可能性があります。</p></main>',
  }), { cs: 'Shift_JIS', path: '/app/hanrei_jp/detail7/90012' }),

  nf('i-410-kb', 'support.virtuhost.example', 'KB 2146388: Retirement of the legacy licensing server', '410 Gone for a retired KB article', 410, '<html><head><title>410 Gone</title></head><body><h1>Gone</h1><p>The requested resource is no longer available on this server and there is no forwarding address.</p></body></html>', { path: '/kb/2146388' }),

  nf('i-410-law', 'www.gesetze-bund.example', 'Telemediengesetz (TMG) § 15a – Informationspflicht bei unrechtmäßiger Kenntniserlangung von Daten', '410 für die Seite eines aufgehobenen Gesetzes (Seite entfernt)', 410, wallPage({
    lang: 'de', title: '410 – Seite entfernt', site: 'Gesetze im Internet', body: '<main><h1>Diese Seite wurde entfernt</h1><p>Das Gesetz ist aufgehoben; die Seite steht nicht mehr zur Verfügung.</p></main>',
  }), { path: '/tmg/__15a.html' }),

  nf('i-404-cve', 'nvd.vuln-db.example', 'CVE-2025-99999 Detail', 'an NVD-style 404 for an unknown CVE ID', 404, advisory({
    lang: 'en', site: 'NVD', org: 'National Vulnerability Database', id: '', title: 'CVE ID Not Found', paras: ['The CVE ID you requested was not found in the NVD. It may not exist, or it may not yet have been published.'],
  }), { path: '/vuln/detail/CVE-2025-99999' }),

  nf('i-404-patent-fr', 'data.inpi-brevets.example', 'FR3112233 — Procédé de signature électronique qualifiée à distance', 'erreur 404 de la base brevets (windows-1252)', 404, wallPage({
    lang: 'fr', charset: 'windows-1252', title: 'Erreur 404 — page introuvable', site: 'INPI Brevets', body: '<main><h1>Erreur 404</h1><p>La page demandée est introuvable. Vérifiez le numéro de publication.</p></main>',
  }), { cs: 'windows-1252', path: '/brevets/FR3112233' }),

  nf('i-404-repo', 'codehost.example', 'kubeguard/admission-policies — OPA policies for Kubernetes admission control', 'a code host 404 (repository deleted or renamed without redirect)', 404, wallPage({
    lang: 'en', title: 'Page not found · CodeHost', site: 'CodeHost', body: '<main><h1>404</h1><p>This is not the web page you are looking for.</p><form action="/search"><input name="q" placeholder="Find code, projects, and people on CodeHost"></form><p><a href="/contact">Contact Support</a> — <a href="/status">CodeHost Status</a></p></main>',
  }), { path: '/kubeguard/admission-policies' }),

  nf('i-410-app', 'play.android-store.example', 'TaxFiler Pro 2022 — Apps on Google Play', '410 for a delisted app page', 410, '<!doctype html><html><head><title>Not Found</title></head><body><div id="error-section">We\'re sorry, the requested URL was not found on this server.</div></body></html>', { path: '/store/apps/taxfiler-2022' }),

  nf('i-404-zh', 'www.npc-flk.example', '网络数据安全管理条例（征求意见稿）', '404 错误页（GB18030）', 404, wallPage({
    lang: 'zh', charset: 'GB18030', title: '404 页面不存在', site: '国家法律法规数据库', body: '<main><h1>抱歉，您访问的页面不存在</h1><p>可能是网址有误，或者该页面已被删除。<a href="/">返回首页</a></p></main>',
  }), { cs: 'GB18030', path: '/detail/draft-2021-11' }),

  nf('i-404-ko', 'www.kipris-search.example', '10-2019-0087654 인공지능 기반 법률 문서 요약 장치', '404 오류 페이지 (EUC-KR)', 404, wallPage({
    lang: 'ko', charset: 'EUC-KR', title: '404 오류', site: 'KIPRIS', body: '<main><h1>요청하신 페이지를 찾을 수 없습니다.</h1><p>입력하신 주소가 정확한지 다시 한 번 확인해 주세요.</p></main>',
  }), { cs: 'EUC-KR', path: '/patent/10-2019-0087654' }),

  nf('i-404-pl', 'orzeczenia.nsa.example', 'II SA/Wa 1234/22 - Wyrok WSA w Warszawie', 'strona 404 bazy orzeczeń, ISO-8859-2', 404, wallPage({
    lang: 'pl', charset: 'iso-8859-2', title: 'Błąd 404 — nie znaleziono strony', site: 'CBOSA', body: '<main><h1>Nie znaleziono strony</h1><p>Żądany dokument nie istnieje w bazie orzeczeń.</p></main>',
  }), { cs: 'iso-8859-2', path: '/doc/A1B2C3D4E5' }),

  entry('i-redirect-404', 'www.legislation-uk.example', 'invalid', 'a 301 from an old address to a 404', redirect((o) => `${o('www.legislation-uk.example')}/ukpga/2099/1/contents`, 301), { path: '/id/ukpga/2099/1', context: { title: 'Online Safety (Amendment) Act 2099' } }),
  target('i-redirect-404-t', 'www.legislation-uk.example', '/ukpga/2099/1/contents', respond({ status: 404, body: wallPage({ lang: 'en', title: 'Page not found - legislation.gov.uk', site: 'legislation.gov.uk', body: '<main><h1>Page not found</h1><p>Sorry, we could not find the legislation you were looking for.</p></main>' }) })),

  entry('i-redirect-loop', 'www.vendor-loop.example', 'invalid', 'a redirect loop between two addresses', redirect((o) => `${o('www.vendor-loop.example')}/docs/eol-policy/`, 302), { path: '/docs/eol-policy', context: { title: 'Product lifecycle and end-of-life policy' } }),
  target('i-redirect-loop-t', 'www.vendor-loop.example', '/docs/eol-policy/', redirect((o) => `${o('www.vendor-loop.example')}/docs/eol-policy`, 302)),

  entry('i-unsafe-metadata', 'links.advisory-short.example', 'invalid', 'a short link redirecting to the cloud metadata address (unsafe target)', redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/', 302), { path: '/a/x7k2', context: { title: 'Advisory: credential leakage through SSRF in image proxy' } }),

  entry('i-unsafe-private', 'www.patent-mirror.example', 'invalid', 'a redirect to a private address (unsafe target)', redirect('http://10.20.30.40/patents/EP3999999.html', 302), { path: '/ep/EP3999999', context: { title: 'EP3999999 — Method for verifying firmware integrity' } }),

  entry('i-binary-junk', 'www.law-archive-junk.example', 'invalid', 'binary junk served as text/html', (_req, res) => {
    const b = Buffer.alloc(6000);
    let x = 2463534242;
    for (let i = 0; i < b.length; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; b[i] = x & 0xff; }
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(b.length) });
    res.end(b);
  }, { path: '/archive/opinion-1998-041.html', context: { title: 'In re Marriage of Castellano (1998) — opinion' } }),

  entry('i-malformed', 'www.standards-legacy.example', 'invalid', 'a malformed HTTP answer (garbage status line)', rawAnswer(() => Buffer.from('HTTP/1.1 2OO 0K\r\nContent-Type text/html\r\n\r\n<html>ok</html>')), { path: '/std/legacy-123.html', context: { title: 'Legacy standard 123 — electrical safety of office equipment' } }),
);

export function blind27Cases(): CorpusCase[] {
  return toCases('blind27', out);
}
