/**
 * Twenty-third held-out status set (`node dist/test/accuracy/run.js --set blind23`, never part of
 * the default run). Theme: what research reports cite from education, science communication and
 * technical documentation — university news, research-group and staff pages, course catalogues,
 * MOOC lessons (audit tracks, enrol-to-view, SSO / Shibboleth institution pickers), lecture notes
 * (HTML on old ~user homepages in legacy charsets, PDFs), theses (open, embargoed, withdrawn),
 * science-communication magazines (metered, member-only, corrections, explainers), versioned
 * software docs (old-version banners, moved hosts, docs-generator 404s), API references and
 * changelogs, package registries (yanked, deprecated, security-held names, removed projects),
 * code hosts (archived, deleted, moved files, notebooks), RFC-style standards (obsoleted-by),
 * Q&A sites (closed, deleted), forums and mailing-list archives, and their transport quirks
 * (JS docs shells, consent walls, rate limits, Anubis proof-of-work checks, legacy charsets).
 *
 * Written from issue 12's text, /work/shared/CONTRACT.md, the paragraph "Three labelling rules the
 * table implies" of docs/online-validation.md, blindkit.ts, corpus.ts, run.ts, the first 60 lines of
 * blind9.ts and serveCorpus in score.ts — without reading the classifier or the rest of the docs.
 * (While looking up the set-file shape its author also read lines 52–120 of blind20.ts — another
 * held-out set's first cases, culture pages — and nothing of the classifier.) Committed before it
 * was first scored.
 *
 * Labelling rules applied (what a careful human would sign):
 * - valid: the cited page carries the cited content, whatever its banners say: an old-version docs
 *   banner, "archived / read-only" repositories, an "Obsoleted by" RFC, a closed question, a yanked
 *   release or deprecated package whose page still holds the text, a MOOC lesson readable on the free
 *   audit track beside an "Upgrade" offer, a correction appended to an article, docs moved to a new
 *   host by a redirect or meta refresh, a directory listing cited for the files it lists, pages that
 *   *discuss* 404s, 429s or SSO logins, a one-off 503 then 200, a cookie-then-self-redirect.
 * - paywalled: metered, subscriber-only, member-only, free-registration and enrol-to-view walls,
 *   LMS and SSO login walls in front of course material (the issue lets a documented rule choose
 *   blocked or paywalled for login walls; here, like blind9, a login wall is a restricted-access
 *   source = paywalled — debatable, said in each reason), embargoed / subscription-only theses, book
 *   chapters and docs sold or reserved to customers, isAccessibleForFree=false.
 * - blocked: bot and proof-of-work checks (Anubis, Cloudflare, DDoS-Guard), CAPTCHAs, WAF pages
 *   (406, 418, F5, Akamai, Wordfence, Korean WAF), 429 rate limits, consent and pay-or-consent walls,
 *   geo-blocks, campus-network-only 403s, maintenance and database-error pages, Basic-auth 401,
 *   persistent 5xx, timeouts, empty JavaScript shells.
 * - mismatch: a live 2xx page that is not the cited source — course no longer offered, staff member
 *   left, research group moved away (notice only), docs-generator "page not found" on 200, deep link
 *   redirected to an index or home page, security-held package name, deleted question or message
 *   notices on 200, withdrawn thesis record, zero-result catalogue search, parked domain, another
 *   page of the same site cited for a claim it does not make.
 * - invalid: 404 / 410, redirect loops, unsafe targets (private address, file://), a 3xx without
 *   Location, binary junk served as text/html.
 * Quotes: present when the page's own text says it, allowing curly/straight quotes, dashes, NBSP,
 *   soft hyphens and NFD/NFC differences; absent when a word or number differs, or when the quoted
 *   sentence is in the part of a paywalled article the response does not carry.
 *
 * FIRST SIGHT (set committed at 135ae4a on main ac18197's rules, scored once with
 * `nice -n 5 npm run build && node dist/test/accuracy/run.js --set blind23`, before any rule
 * changed): status 148/163 = 90.8 %; live pages called invalid 0; quote checks 92/92 right;
 * quote_found true for an absent quote 0. Confusion (expected → got):
 *   valid      65 valid, 1 blocked
 *   paywalled  19 paywalled, 2 valid, 2 blocked
 *   blocked    29 blocked
 *   mismatch   16 mismatch, 7 valid, 3 blocked
 *   invalid    19 invalid
 * Misses: valid→blocked: homepage-meta-refresh (a PAGE BUG of this set, found at first sight: its
 * meta refresh named the new host without the loopback port, so the fetch was refused; fixed after
 * the score — the refresh now names the served origin; no label changed); paywalled→blocked: sci-fr-abonnes (ECONNRESET under load,
 * `paywalled` when rerun alone — a load flip, not a class), shibboleth-wayf (302 to a federation
 * "Where are you from? Select your institution" picker, called a near-empty interstitial);
 * paywalled→valid: mooc-es-inscripcion ("Inscríbete gratis para ver este contenido"), ko-paid-lecture
 * ("유료 회원만 볼 수 있는 강의입니다"); mismatch→valid: course-discontinued ("This course is no longer
 * offered"), group-moved ("has moved to … update your bookmarks"), docs-to-index (301 to the docs
 * index), npm-security-hold (security holding package), catalog-0-results ("0 courses match your
 * search"), unrelated-docs and unrelated-ru (another page of the same docs / notes, "title found");
 * mismatch→blocked: lv-de-eingestellt, staff-left, unrelated-uni — the university CMS's cookie bar
 * ("Einverstanden" / "Accept") read as a consent interstitial on short or unrelated pages.
 * After the class fixes (cls-b23-* in classes.ts; docs/online-validation.md rows "s12, from
 * blind23"): status 162/163 in the whole-list run (`--set …,blind23`); quotes 92/92; absent quotes
 * found 0. Left: unrelated-docs (another docs page cited under a two-word title, which the relevance
 * rules do not measure). No label changed after first sight.
 */
import { article, enc, entry, esc, pdf, redirect, respond, serveArticle, target, toCases, urlOf, wrap, write, type Entry } from './blindkit';
import type { CorpusCase, Handler, QuoteCheck } from './corpus';
import type { ClassifyContext } from '../../activities/classify/classify';
import { TEXTS, text, type Text } from './blind23text';
import { courseCatalog, dirListing, docusaurusPage, forumThread, moocLesson, oldHomepage, paras, pipermail, qaPage, registryPage, repoPage, rfcPage, sciMag, sphinxPage, thesisItem, uniArticle, uniPage } from './blind23pages';

const ok = (body: string, charset = 'utf-8', extra: Record<string, string> = {}, type?: string): Handler => respond({ body, charset, headers: extra, ...(type !== undefined ? { type } : {}) });
const st = (status: number, body: string, extra: Record<string, string> = {}, charset = 'utf-8'): Handler => respond({ status, body, charset, headers: extra });
const Pq = (q: string): QuoteCheck => ({ quote: q, present: true });
const Aq = (q: string): QuoteCheck => ({ quote: q, present: false });
const ctx = (t: Text, quote = true): ClassifyContext => ({ title: t.title, claims: [t.claim], ...(quote ? { quotes: [t.quote] } : {}) });

const DOC_TOC = ['Installation', 'Quickstart', 'Connection pooling', 'Retries', 'Timeouts', 'TLS', 'Proxies', 'API reference', 'Changelog'];
const DOCU_SIDE = ['Introduction', 'Getting started', 'Configuration', 'Authentication', 'Rate limits', 'Deployment', 'Custom 404 pages', 'API', 'FAQ'];
const GLACIER = text('uni-glacier');

export function blind23Cases(): CorpusCase[] {
  const E: Entry[] = [];
  const V = (id: string, host: string, reason: string, h: Handler, x: Parameters<typeof entry>[5] = {}) => E.push(entry(id, host, 'valid', reason, h, x));
  const PW = (id: string, host: string, reason: string, h: Handler, x: Parameters<typeof entry>[5] = {}) => E.push(entry(id, host, 'paywalled', reason, h, x));
  const B = (id: string, host: string, reason: string, h: Handler, x: Parameters<typeof entry>[5] = {}) => E.push(entry(id, host, 'blocked', reason, h, x));
  const M = (id: string, host: string, reason: string, h: Handler, x: Parameters<typeof entry>[5] = {}) => E.push(entry(id, host, 'mismatch', reason, h, x));
  const I = (id: string, host: string, reason: string, h: Handler, x: Parameters<typeof entry>[5] = {}) => E.push(entry(id, host, 'invalid', reason, h, x));

  // ======================================================================================= VALID
  // --- university news in many languages and charsets
  const NG = 'www.northgate.ac.uk';
  V('uni-glacier', NG, 'university news story holding the claim and the quote', ok(uniArticle(GLACIER, { uni: 'Northgate University', date: '2025-04-03T10:00:00Z', dateLabel: 'Published', crumbs: ['News', 'Science'], contact: '<p>Press office: press@northgate.ac.uk · +44 115 951 5151</p>' })),
    { path: '/news/2025/04/glacier-meltwater-lakes-doubled', context: ctx(GLACIER), quotes: [Pq(GLACIER.quote), Pq("students from the university's MSc in Mountain Hazards"), Aq('We counted more than 41,000 lakes, and the largest ones grew fastest')] });
  const BAT = text('uni-battery');
  V('uni-battery', NG, 'engineering school news; page writes 5,000&nbsp;full (NBSP) where the quote has a space', ok(uniArticle(BAT, { uni: 'Northgate University', date: '2025-02-20T09:00:00Z', crumbs: ['News', 'Engineering'] }).replace('5,000 full', '5,000&nbsp;full')),
    { path: '/engineering/news/sodium-battery-5000-cycles', context: ctx(BAT), quotes: [Pq('kept 91 per cent of its capacity after 5,000 full charge cycles'), Pq(BAT.quote), Aq('kept 97 per cent of its capacity after 5,000 full charge cycles')] });
  const DEU = text('de-uni');
  V('uni-de-1252', 'www.uni-kassel.example.de', 'German press release in windows-1252 (charset in header and meta), soft hyphen inside a word', ok(uniArticle(DEU, { uni: 'Universität Kassel', charset: 'windows-1252', date: '2024-11-12T08:00:00+01:00', crumbs: ['Presse', 'Pressemitteilungen'] }).replace('Rechenregeln', 'Rechen&shy;regeln'), 'windows-1252'),
    { path: '/presse/pm/2024/brueche-verstehen', context: ctx(DEU), quotes: [Pq(DEU.quote), Pq('„Das Problem entsteht, wenn Brüche zu früh nur als Rechenregeln eingeführt werden"'), Aq('Das Problem entsteht, wenn Brüche zu spät als Rechenregeln eingeführt werden')] });
  const ESU = text('es-uni');
  V('uni-es-meta-charset', 'www.uvaldemar.example.es', 'Spanish university news, windows-1252 declared only in <meta>', respond({ body: uniArticle(ESU, { uni: 'Universidad de Valdemar', charset: 'windows-1252', date: '2025-01-28T12:00:00+01:00', crumbs: ['Noticias'] }), charset: 'windows-1252', type: 'text/html' }),
    { path: '/noticias/2025/laboratorio-robotica-educativa', context: ctx(ESU), quotes: [Pq(ESU.quote)] });
  const PLU = text('pl-uni');
  V('uni-pl-iso2', 'www.polsl.example.pl', 'Polish university news, ISO-8859-2', ok(uniArticle(PLU, { uni: 'Politechnika Śląska', charset: 'iso-8859-2', date: '2024-12-02T10:00:00+01:00', crumbs: ['Aktualności'] }), 'iso-8859-2'),
    { path: '/aktualnosci/czujnik-smogu-dla-szkol', context: ctx(PLU), quotes: [Pq(PLU.quote), Pq('Nauczyciele od razu widzą, kiedy trzeba przewietrzyć klasę, a kiedy lepiej zamknąć okna" - mówi')] });
  const CSK = text('cs-katedra');
  V('uni-cs-1250', 'ktiml.mff.example.cz', 'Czech department research page, windows-1250', ok(uniArticle(CSK, { uni: 'Matematicko-fyzikální fakulta', charset: 'windows-1250', crumbs: ['Katedra', 'Výzkum'], section: 'page', sideNav: ['O katedře', 'Lidé', 'Výzkum', 'Výuka', 'Semináře', 'Kontakt'] }), 'windows-1250'),
    { path: '/vyzkum/', context: ctx(CSK), quotes: [Pq(CSK.quote)] });
  const HUT = text('hu-tanszek');
  V('uni-hu-iso2-meta', 'www.math.u-szeged.example.hu', 'Hungarian department page, ISO-8859-2 only in <meta>', respond({ body: uniArticle(HUT, { uni: 'Szegedi Tudományegyetem Bolyai Intézet', charset: 'iso-8859-2', crumbs: ['Tanszékek', 'Algebra'], section: 'page' }), charset: 'iso-8859-2', type: 'text/html' }),
    { path: '/tanszekek/algebra/', context: ctx(HUT), quotes: [Pq(HUT.quote)] });
  const ELU = text('el-uni');
  V('uni-el-iso7', 'www.marine.aegean.example.gr', 'Greek university news, ISO-8859-7', ok(uniArticle(ELU, { uni: 'Πανεπιστήμιο Αιγαίου', charset: 'iso-8859-7', date: '2024-09-18T11:00:00+03:00', crumbs: ['Νέα'] }), 'iso-8859-7'),
    { path: '/nea/2024/plotires-aigaio', context: ctx(ELU), quotes: [Pq(ELU.quote)] });
  const TRU = text('tr-uni');
  V('uni-tr', 'www.mak.ege.example.edu.tr', 'Turkish faculty news (UTF-8)', ok(uniArticle(TRU, { uni: 'Ege Üniversitesi Mühendislik Fakültesi', date: '2025-05-07T14:00:00+03:00', crumbs: ['Haberler'] })),
    { path: '/haberler/uzay-asansoru-birincilik', context: ctx(TRU), quotes: [Pq(TRU.quote)] });
  const THU = text('th-uni');
  V('uni-th-tis620', 'www.science.cmu.example.ac.th', 'Thai faculty news, TIS-620', ok(uniArticle(THU, { uni: 'คณะวิทยาศาสตร์ มหาวิทยาลัยเชียงใหม่', charset: 'tis-620', date: '2024-08-01T09:00:00+07:00', crumbs: ['ข่าวสาร'] }), 'tis-620'),
    { path: '/news/data-science-teachers', context: ctx(THU), quotes: [Pq(THU.quote)] });
  const ARU = text('ar-uni');
  V('uni-ar-1256', 'ccis.ksu.example.sa', 'Arabic college news, windows-1256, right-to-left', ok(uniArticle(ARU, { uni: 'كلية علوم الحاسب والمعلومات', charset: 'windows-1256', date: '2024-06-15T10:00:00+03:00', crumbs: ['الأخبار'] }), 'windows-1256'),
    { path: '/ar/news/summer-coding-programme', context: ctx(ARU), quotes: [Pq(ARU.quote)] });
  const JAL = text('ja-lab');
  V('lab-ja-sjis', 'www.cl.nlp.example.ac.jp', 'Japanese lab research page, Shift_JIS', ok(uniArticle(JAL, { uni: '計算言語学研究室', charset: 'shift_jis', crumbs: ['研究内容'], section: 'page' }), 'shift_jis'),
    { path: '/research.html', context: ctx(JAL), quotes: [Pq(JAL.quote)] });
  const ZHC = text('zh-course');
  V('course-zh-gb18030', 'cs.buaa.example.edu.cn', 'Chinese course introduction, GB18030', ok(uniArticle(ZHC, { uni: '计算机学院', charset: 'gb18030', crumbs: ['本科教学', '课程介绍'], section: 'page' }), 'gb18030'),
    { path: '/jxgz/kcjs/sjjg.htm', context: ctx(ZHC), quotes: [Pq(ZHC.quote), Aq('课程共48学时，其中实验16学时')] });
  const TWN = text('zhtw-notice');
  V('notice-zhtw-big5', 'www.philo.ntu.example.edu.tw', 'Taiwanese department announcement, Big5', ok(uniArticle(TWN, { uni: '哲學系', charset: 'big5', date: '2024-12-20T09:00:00+08:00', crumbs: ['最新消息'] }), 'big5'),
    { path: '/news/ai-ethics-course', context: ctx(TWN), quotes: [Pq(TWN.quote)] });
  const KOL = text('ko-lab');
  V('lab-ko-euckr', 'irl.snu.example.ac.kr', 'Korean robotics lab page, EUC-KR', ok(uniArticle(KOL, { uni: '지능형 로봇 연구실', charset: 'euc-kr', crumbs: ['연구실 소개'], section: 'page' }), 'euc-kr'),
    { path: '/intro.php', context: ctx(KOL), quotes: [Pq(KOL.quote)] });
  const QG = text('group-quantum');
  V('group-page', 'www.phys.northgate.ac.uk', 'research group page (long, with member list)', ok(uniArticle(QG, { uni: 'Department of Physics, Northgate University', crumbs: ['Research', 'Groups'], section: 'page', sideNav: ['Overview', 'People', 'Publications', 'Facilities', 'Vacancies'], extra: `<h2>People</h2><ul>${['Prof. Ingrid Halvorsen (PI)', 'Dr Tariq Anwar', 'Dr Mei Lin', 'Sofia Rossi', 'Kwame Mensah', 'Jonas Berg', 'Ana Costa', 'Liam O’Neill', 'Yuki Sato'].map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` })),
    { path: '/research/groups/quantum-materials', context: ctx(QG), quotes: [Pq(QG.quote)] });
  const LEE = text('staff-lee');
  V('staff-page', 'www.northgate.ac.uk', 'staff profile page of a current member of staff', ok(uniArticle(LEE, { uni: 'Northgate University', crumbs: ['People', 'School of Medicine'], section: 'profile', contact: '<p>Email: j.lee@northgate.ac.uk · Room B24, Medical School</p>' })),
    { path: '/people/jonathan-lee', context: ctx(LEE), quotes: [Pq(LEE.quote)] });

  // --- course catalogues, syllabi, MOOCs
  const CS = text('course-cs241');
  V('course-catalog', 'catalog.illinoisstate.example.edu', 'course catalogue entry', ok(courseCatalog({ uni: 'Prairie State University', code: 'CS 241', title: 'Systems Programming', body: paras(CS.paras), rows: [['Credit', '4 hours'], ['Prerequisites', 'CS 225, CS 233'], ['Offered', 'Fall, Spring'], ['Schedule type', 'Lecture-Discussion']] })),
    { path: '/courses/cs/241', context: ctx(CS), quotes: [Pq(CS.quote), Aq('Machine problems account for 40 per cent of the final grade')] });
  const FRC = text('fr-cours');
  V('course-fr-nfd', 'formations.univ-paris.example.fr', 'French course sheet served in Unicode NFD (decomposed accents)', ok(courseCatalog({ uni: 'Sorbonne Université', lang: 'fr', code: 'INF-342', title: 'Introduction à l’apprentissage automatique', body: paras(FRC.paras), rows: [['Crédits ECTS', '6'], ['Volume horaire', '24 h CM + 24 h TP'], ['Semestre', 'S5']] }).normalize('NFD')),
    { path: '/fr/ue/inf-342', context: ctx(FRC), quotes: [Pq(FRC.quote), Pq('L’évaluation comprend un projet en binôme (40 %) et un examen écrit final (60 %)'), Aq('Le projet consiste à traiter un jeu de données simulé')] });
  const BAY = text('mooc-bayes');
  V('mooc-audit', 'www.learnhub.example.org', 'MOOC lesson readable on the free audit track; an "Upgrade" box sells graded work only', ok(moocLesson({ platform: 'LearnHub', course: 'Bayesian Statistics: From Concept to Data Analysis', lesson: BAY.title, modules: ['Week 1: Probability and Bayes’ theorem', 'Week 2: Priors, likelihoods and the posterior', 'Week 3: Conjugate models', 'Week 4: Computing posteriors'], current: 2, body: paras(BAY.paras),
    upsell: '<div class="upsell"><h3>You are auditing this course</h3><p>Upgrade to the verified track to get graded assignments and a shareable certificate. <a href="/upgrade">Upgrade for $49</a></p></div>' })),
    { path: '/learn/bayesian-statistics/lecture/week-2-priors', context: ctx(BAY), quotes: [Pq(BAY.quote), Pq("the general form of Bayes' theorem"), Aq('Your prior should describe what you believed after the experiment')] });
  const ESM = text('es-mooc');
  V('mooc-es', 'www.miriadax.example.net', 'Spanish MOOC lesson, open to everyone', ok(moocLesson({ platform: 'AulaAbierta', lang: 'es', course: 'Biología celular', lesson: ESM.title, modules: ['Módulo 1: Introducción', 'Módulo 2: La célula procariota', 'Módulo 3: La célula eucariota', 'Módulo 4: División celular'], current: 3, body: paras(ESM.paras) })),
    { path: '/cursos/biologia-celular/modulo-3', context: ctx(ESM), quotes: [Pq(ESM.quote)] });

  // --- theses, lecture notes, PDFs
  const TH = text('thesis-soil');
  V('thesis-open', 'etheses.northgate.ac.uk', 'open-access thesis record with abstract and a downloadable PDF', ok(thesisItem({ repo: 'Northgate eTheses', title: TH.title, author: 'Hannah R. Whitfield', year: '2023', degree: 'PhD, Geography', abstract: paras(TH.paras), files: '<ul><li><a href="/bitstream/1/48211/1/Whitfield_thesis.pdf">Whitfield_thesis.pdf</a> (4.2 MB) — Open Access</li></ul>' })),
    { path: '/handle/1/48211', context: ctx(TH), quotes: [Pq(TH.quote)] });
  V('thesis-pdf', 'etheses.northgate.ac.uk', 'the thesis PDF itself (application/pdf)', respond({ type: 'application/pdf', body: pdf({ title: TH.title, author: 'Hannah R. Whitfield', date: '2023-09-30', pages: [wrap(`${TH.title}\n\nA thesis submitted for the degree of Doctor of Philosophy\n\nAbstract\n\n${TH.paras.join('\n')}`), wrap('Chapter 1. Introduction\n\nPeatlands store about a third of global soil carbon although they cover only three per cent of the land surface.')] }) }),
    { path: '/bitstream/1/48211/1/Whitfield_thesis.pdf', context: ctx(TH), quotes: [Pq('monitoring programmes shorter than a decade may underestimate them'), Aq('monitoring programmes shorter than five years may underestimate them')] });
  const FFT = text('lecture-fft');
  V('slides-octet', 'www.cs.northgate.ac.uk', 'lecture notes PDF served as application/octet-stream', respond({ type: 'application/octet-stream', body: pdf({ title: 'MA2104 Lecture 7: The Fast Fourier Transform', author: 'R. Adeyemi', date: '2019-02-11', pages: [wrap(`${FFT.title}\n\n${FFT.paras.join('\n')}`)] }) }),
    { path: '/~radeyemi/ma2104/lecture07.pdf', context: ctx(FFT), quotes: [Pq(FFT.quote)] });
  V('notes-html-user', 'www.cs.northgate.ac.uk', 'lecture notes as HTML on an old ~user homepage (ISO-8859-1)', ok(oldHomepage({ name: 'R. Adeyemi', lang: 'en', charset: 'iso-8859-1', title: FFT.title, body: paras(FFT.paras), updated: 'Last modified: Mon Feb 11 09:14:02 GMT 2019' }), 'iso-8859-1'),
    { path: '/~radeyemi/ma2104/lecture07.html', context: ctx(FFT), quotes: [Pq(FFT.quote)] });
  const RUL = text('ru-lekcii');
  V('notes-ru-1251', 'num.math.msu.example.ru', 'Russian lecture notes on a staff homepage, windows-1251 declared only in <meta>', respond({ body: oldHomepage({ name: 'Доц. С. В. Орлов', lang: 'ru', charset: 'windows-1251', title: RUL.title, body: paras(RUL.paras), updated: 'Обновлено: 14.03.2011' }), charset: 'windows-1251', type: 'text/html' }),
    { path: '/~orlov/chm/lek5.htm', context: ctx(RUL), quotes: [Pq(RUL.quote), Pq('Метод Рунге - Кутты четвёртого порядка требует четырёх вычислений правой части на шаг')] });
  const UKK = text('uk-kafedra');
  V('kafedra-uk-koi8u', 'phys.univ.example.kiev.ua', 'Ukrainian department page on an old site, KOI8-U', ok(oldHomepage({ name: 'Кафедра ФТТ', lang: 'uk', charset: 'koi8-u', title: UKK.title, body: paras(UKK.paras), updated: 'Оновлено 02.10.2009' }), 'koi8-u'),
    { path: '/~kfttp/nauka.html', context: ctx(UKK), quotes: [Pq("За останні п'ять років захищено дванадцять кандидатських дисертацій")] });
  const ITD = text('it-dispense');
  V('dispense-it', 'www.dmi.unict.example.it', 'Italian lecture notes on a staff page, ISO-8859-15', ok(oldHomepage({ name: 'Prof. G. Russo', lang: 'it', charset: 'iso-8859-15', title: ITD.title, body: paras(ITD.paras), updated: 'Ultimo aggiornamento: 3 ottobre 2012' }), 'iso-8859-15'),
    { path: '/~russo/analisi1/cap4.html', context: ctx(ITD), quotes: [Pq(ITD.quote)] });
  const DES = text('de-skript');
  V('skript-de', 'www.physik.tu-example.de', 'German lecture script page (UTF-8, formula characters)', ok(oldHomepage({ name: 'Prof. Dr. M. Albrecht', lang: 'de', charset: 'utf-8', title: DES.title, body: paras(DES.paras), updated: 'Stand: 12. April 2016' })),
    { path: '/~albrecht/thermo/kap3.html', context: ctx(DES), quotes: [Pq(DES.quote)] });
  V('homepage-meta-refresh', 'people.old-cs.northgate.ac.uk', 'old ~user homepage whose meta refresh sends the reader to the same notes on the new host', (_q, res, web) => write(res, { body: `<html><head><meta http-equiv="refresh" content="0; url=${web.origin('www.cs.northgate.ac.uk')}/~radeyemi/ma2104/lecture07.html"><title>Moved</title></head><body><p>My pages have moved to <a href="${web.origin('www.cs.northgate.ac.uk')}/~radeyemi/">www.cs.northgate.ac.uk/~radeyemi</a>.</p></body></html>` }),
    { path: '/~radeyemi/ma2104/lecture07.html', context: ctx(FFT) });
  const PTT = text('pt-tese');
  V('thesis-pt', 'www.teses.usp.example.br', 'Brazilian thesis repository record with open PDF', ok(thesisItem({ repo: 'Biblioteca Digital de Teses e Dissertações', lang: 'pt', title: PTT.title, author: 'Juliana Mendes Pereira', year: '2023', degree: 'Mestrado em Educação', abstract: paras(PTT.paras), files: '<ul><li><a href="/teses/disponiveis/48/48134/tde-2023/publico/JulianaPereira.pdf">JulianaPereira.pdf</a> (2.1 MB)</li></ul>' })),
    { path: '/teses/disponiveis/48/48134/tde-20230915', context: ctx(PTT), quotes: [Pq(PTT.quote)] });
  V('dir-listing', 'www.ms.northgate.ac.uk', 'Apache directory listing cited for the course files it lists (debatable: a listing is a thin page, but it is exactly what was cited)', ok(dirListing('/~novak/teaching/ads2009', [['lecture01-intro.pdf', '2009-09-28 10:12', '1.2M'], ['lecture02-sorting.pdf', '2009-10-05 09:58', '980K'], ['lecture03-heaps.pdf', '2009-10-12 10:03', '1.1M'], ['exercises-week1.pdf', '2009-09-30 16:40', '210K'], ['exam-2009.pdf', '2010-01-20 11:00', '340K']])),
    { path: '/~novak/teaching/ads2009/', context: { title: 'Index of /~novak/teaching/ads2009', claims: ['Lecture slides for the 2009 algorithms course, including lectures on sorting and heaps, are available as PDFs.'] } });

  // --- science communication
  const TW = text('sci-twilight');
  V('sci-twilight', 'www.deepsea-digest.example.com', 'science magazine feature; the page has curly quotes around the quote', ok(sciMag({ mag: 'Deep Sea Digest', title: TW.title, dek: 'A new estimate of the daily migration of mesopelagic animals', author: 'Rosa Lindqvist', date: '2025-03-02T07:00:00Z', section: 'Environment', body: paras(TW.paras) })),
    { path: '/environment/2025/03/twilight-zone-carbon', context: ctx(TW), quotes: [Pq(TW.quote), Pq('"The twilight zone is basically a conveyor belt that nobody had properly weighed,"'), Aq('The twilight zone is basically a conveyor belt that everybody had properly weighed')] });
  const SL = text('sci-sleep');
  V('sci-sleep', 'www.deepsea-digest.example.com', 'science magazine news story (site chrome offers newsletter, subscription and sign-in links; article free)', ok(sciMag({ mag: 'Deep Sea Digest', title: SL.title, dek: 'Later start times gave pupils more sleep and better attendance', author: 'Tom Achebe', date: '2025-01-15T07:00:00Z', section: 'Health', body: paras(SL.paras) })),
    { path: '/health/2025/01/school-start-sleep-trial', context: ctx(SL), quotes: [Pq(SL.quote), Pq('Asking a 15-year-old to be alert at 8 a.m. is like asking an adult to be alert at 6')] });
  const CR = text('sci-crispr');
  V('sci-explainer', 'www.genome-explained.example.org', 'explainer on a Ghost blog', serveArticle(article({ site: 'Genome Explained', siteUrl: 'https://www.genome-explained.example.org', lang: 'en', title: CR.title, author: 'Priya Natarajan', date: '2024-10-09T12:00:00Z', template: 'ghost', type: 'BlogPosting', paras: CR.paras, cookie: false })),
    { path: '/base-editing-explained/', context: ctx(CR), quotes: [Pq(CR.quote)] });
  const BEE = text('sci-bees');
  V('sci-correction', 'www.deepsea-digest.example.com', 'article with an appended correction — still the cited article', ok(sciMag({ mag: 'Deep Sea Digest', title: BEE.title, dek: 'Insects may play, researchers say', author: 'Rosa Lindqvist', date: '2024-11-01T07:00:00Z', section: 'Life', body: paras(BEE.paras) })),
    { path: '/life/2024/11/bumblebees-play-balls', context: ctx(BEE), quotes: [Pq(BEE.quote)] });
  const FRV = text('fr-vulg');
  V('sci-fr', 'www.sciences-curieuses.example.fr', 'French popular-science article with « » and narrow no-break spaces', ok(sciMag({ mag: 'Sciences curieuses', lang: 'fr', title: FRV.title, dek: 'Comment les butineuses indiquent la distance et la direction', author: 'Julien Marchand', date: '2024-05-21T08:00:00+02:00', section: 'Vivant', body: paras(FRV.paras).replace('« Une', '«&#8239;Une').replace('kilomètre »', 'kilomètre&#8239;»') })),
    { path: '/vivant/danse-des-abeilles', context: ctx(FRV), quotes: [Pq(FRV.quote), Aq('Une seconde de frétillement correspond à environ dix kilomètres')] });
  const NLB = text('nl-blog');
  V('sci-nl', 'www.wetenschapsblog.example.nl', 'Dutch science blog post (WordPress)', serveArticle(article({ site: 'Wetenschapsblog', lang: 'nl', title: NLB.title, author: 'Sanne de Vries', date: '2023-07-04T10:00:00+02:00', template: 'wp', paras: NLB.paras })),
    { path: '/2023/07/waarom-de-zee-zout-is/', context: ctx(NLB), quotes: [Pq(NLB.quote)] });

  // --- documentation
  const POOL = text('docs-pool');
  V('docs-latest', 'poolkit.readthedocs.example.io', 'Sphinx docs page, latest version', ok(sphinxPage({ project: 'poolkit', version: '4.2', title: POOL.title, body: paras(POOL.paras), toc: DOC_TOC, versions: ['latest', 'stable', '4.2', '3.x'] })),
    { path: '/en/latest/pooling.html', context: ctx(POOL), quotes: [Pq(POOL.quote), Aq('Pools are shared between clients')] });
  V('docs-old-version', 'poolkit.readthedocs.example.io', 'docs of an old version with the "you are not reading the most recent version" banner — still the cited text', ok(sphinxPage({ project: 'poolkit', version: '3.1', title: POOL.title, body: paras(POOL.paras), toc: DOC_TOC, versions: ['latest', 'stable', '4.2', '3.x'],
    banner: '<div class="admonition warning"><p class="admonition-title">Warning</p><p>You are not reading the most recent version of this documentation. <a href="/en/stable/pooling.html">4.2</a> is the latest version available.</p></div>' })),
    { path: '/en/3.1/pooling.html', context: ctx(POOL), quotes: [Pq(POOL.quote)] });
  const RET = text('docs-retry');
  V('api-ref', 'docs.httpkit.example.dev', 'API reference page (Docusaurus)', ok(docusaurusPage({ project: 'httpkit', title: RET.title, body: `<pre><code>client.retry({ attempts: 3, minDelay: 100, maxDelay: 10000 })</code></pre>${paras(RET.paras)}<h2>Parameters</h2><table><tr><th>Name</th><th>Type</th><th>Default</th></tr><tr><td>attempts</td><td>number</td><td>2</td></tr><tr><td>minDelay</td><td>number</td><td>100</td></tr><tr><td>maxDelay</td><td>number</td><td>10000</td></tr></table>`, sidebar: DOCU_SIDE })),
    { path: '/docs/api/client-retry', context: ctx(RET), quotes: [Pq(RET.quote)] });
  const CHL = text('docs-changelog');
  V('changelog-file', 'github.com', 'CHANGELOG.md file view on a code host; page has an em dash where the quote has a hyphen', ok(repoPage({ owner: 'httpkit', repo: 'httpkit', path: 'CHANGELOG.md', title: 'Changelog', body: `<h1>Changelog</h1><h2>4.2.0 — 2025-03-10</h2>${paras(CHL.paras).replace('Deprecated: the legacyParser option. It will', 'Deprecated: the legacyParser option — it will')}<h2>4.1.3 — 2025-01-22</h2><p>Fixed: headers with empty values were dropped (#1850).</p>` })),
    { path: '/httpkit/httpkit/blob/main/CHANGELOG.md', context: ctx(CHL), quotes: [Pq(CHL.quote), Pq('Deprecated: the legacyParser option - it will be removed in 5.0'), Aq('the default request timeout was raised from 10 to 60 seconds')] });
  const AUTH = text('docs-auth');
  V('docs-about-sso', 'docs.campusauth.example.org', 'docs page ABOUT Shibboleth login and institution pickers — not a login wall', ok(docusaurusPage({ project: 'CampusAuth', title: AUTH.title, body: paras(AUTH.paras), sidebar: DOCU_SIDE })),
    { path: '/docs/guides/saml-shibboleth', context: ctx(AUTH), quotes: [Pq(AUTH.quote)] });
  const D404 = text('docs-404');
  V('docs-about-404', 'docs.sitegen.example.dev', 'docs page titled "Custom 404 pages" — an article about 404s, not a 404', ok(sphinxPage({ project: 'sitegen', version: '2.0', title: D404.title, body: paras(D404.paras), toc: ['Getting started', 'Content', 'Themes', 'Custom 404 pages', 'Deployment'] })),
    { path: '/en/stable/guides/custom-404.html', context: ctx(D404), quotes: [Pq(D404.quote)] });
  const RL = text('docs-ratelimit');
  V('docs-about-429', 'docs.opendata-api.example.org', 'API docs page about rate limits and 429 Too Many Requests', ok(docusaurusPage({ project: 'OpenData API', title: RL.title, body: paras(RL.paras), sidebar: DOCU_SIDE })),
    { path: '/docs/rate-limits', context: ctx(RL), quotes: [Pq(RL.quote)] });
  const DED = text('de-docs');
  V('docs-de', 'messwerk.readthedocs.example.io', 'German Sphinx docs page', ok(sphinxPage({ project: 'messwerk', version: '1.8', lang: 'de', title: DED.title, body: paras(DED.paras), toc: ['Installation und erste Schritte', 'Konfiguration', 'Messreihen', 'API-Referenz'] })),
    { path: '/de/latest/installation.html', context: ctx(DED), quotes: [Pq(DED.quote)] });
  const JAD = text('ja-docs');
  V('docs-ja', 'docs.kumo-lib.example.jp', 'Japanese docs page (Docusaurus, i18n)', ok(docusaurusPage({ project: 'kumo', lang: 'ja', title: JAD.title, body: paras(JAD.paras), sidebar: ['はじめに', '設定', 'API', '移行ガイド', 'よくある質問'] })),
    { path: '/ja/docs/getting-started', context: ctx(JAD), quotes: [Pq(JAD.quote)] });
  E.push(target('docs-newhost-target', 'poolkit.dev', '/docs/guide/pooling/', ok(docusaurusPage({ project: 'poolkit', title: POOL.title, body: paras(POOL.paras), sidebar: DOC_TOC }))));
  V('docs-moved-301', 'poolkit.readthedocs.example.io', 'docs moved to a new host: 301 to the same page there', redirect((o) => `${o('poolkit.dev')}/docs/guide/pooling/`, 301),
    { path: '/en/stable/pooling.html', context: ctx(POOL) });
  V('docs-moved-refresh', 'old-docs.poolkit.example.net', 'old docs host with a "we have moved" meta refresh to the same page on the new host', (req, res, web) => write(res, { body: `<!DOCTYPE html><html><head><title>Redirecting…</title><meta http-equiv="refresh" content="1; url=${web.origin('poolkit.dev')}/docs/guide/pooling/"><link rel="canonical" href="${web.origin('poolkit.dev')}/docs/guide/pooling/"></head><body><p>The poolkit documentation has moved to <a href="${web.origin('poolkit.dev')}/docs/guide/pooling/">poolkit.dev</a>. Redirecting…</p></body></html>` }),
    { path: '/pooling.html', context: ctx(POOL) });

  // --- registries and code hosts
  const FG = text('pkg-fastgeo');
  const fgReadme = `<h1>fastgeo</h1>${paras(FG.paras)}<h2>Usage</h2><pre><code>from fastgeo import distance\ndistance((52.2, 0.12), (48.85, 2.35))</code></pre>`;
  V('pypi', 'pypi.org', 'package page on a registry', ok(registryPage({ registry: 'pypi', name: 'fastgeo', version: '2.3.1', summary: 'Fast geodesic calculations on the WGS84 ellipsoid', readme: fgReadme, versions: ['2.3.1', '2.3.0', '2.2.4'] })),
    { path: '/project/fastgeo/2.3.1/', context: ctx(FG), quotes: [Pq(FG.quote)] });
  V('pypi-yanked', 'pypi.org', 'a yanked release: the banner warns not to install it, but the cited description is all there (debatable; the page is the cited source)', ok(registryPage({ registry: 'pypi', name: 'fastgeo', version: '2.3.0', summary: 'Fast geodesic calculations on the WGS84 ellipsoid', readme: fgReadme, released: '2024-05-20',
    banner: '<div class="callout-block callout-block--danger"><p><strong>Yanked</strong> This release has been yanked. <strong>Reason this release was yanked:</strong> wrong wheel tags for macOS arm64; use 2.3.1</p></div>' })),
    { path: '/project/fastgeo/2.3.0/', context: ctx(FG), quotes: [Pq(FG.quote)] });
  V('npm-deprecated', 'www.npmjs.com', 'deprecated npm package: a deprecation banner above the full README', ok(registryPage({ registry: 'npm', name: 'tiny-geodesic', version: '1.4.2', summary: 'Geodesic distances in JavaScript', readme: `<h1>tiny-geodesic</h1>${paras(FG.paras.map((p) => p.replace('fastgeo', 'tiny-geodesic').replace('pip install fastgeo', 'npm i tiny-geodesic').replace('Python 3.9', 'Node 16')))}`,
    banner: '<div class="deprecation-notice" role="alert"><strong>DEPRECATED</strong> This package has been deprecated. Author message: no longer maintained, use @geo/tiny instead</div>' })),
    { path: '/package/tiny-geodesic', context: { title: 'tiny-geodesic', claims: ['tiny-geodesic computes WGS84 geodesic distances accurate to 15 nanometres.'] } });
  const TJ = text('repo-tinyjson');
  V('repo-readme', 'github.com', 'repository README on a code host', ok(repoPage({ owner: 'mkowal', repo: 'tinyjson', title: TJ.title, body: `<h1>tinyjson</h1>${paras(TJ.paras)}` })),
    { path: '/mkowal/tinyjson', context: ctx(TJ), quotes: [Pq(TJ.quote)] });
  V('repo-archived', 'github.com', 'archived (read-only) repository: its README is still there', ok(repoPage({ owner: 'mkowal', repo: 'tinyjson-legacy', title: TJ.title, body: `<h1>tinyjson</h1>${paras(TJ.paras)}`,
    banner: '<div class="flash flash-warn flash-full border-top-0 text-center text-bold py-2">This repository has been archived by the owner on Jan 9, 2024. It is now read-only.</div>' })),
    { path: '/mkowal/tinyjson-legacy', context: ctx(TJ), quotes: [Pq(TJ.quote)] });
  const PCA = text('nb-pca');
  V('notebook', 'github.com', 'rendered Jupyter notebook on a code host', ok(repoPage({ owner: 'ds-teaching', repo: 'stats101', path: 'notebooks/week5_pca.ipynb', notebook: true, title: PCA.title, body: `<div class="jp-Cell jp-MarkdownCell"><h1>${esc(PCA.title)}</h1>${paras(PCA.paras.slice(0, 1))}</div><div class="jp-Cell jp-CodeCell"><pre>from sklearn.decomposition import PCA\npca = PCA(n_components=2).fit(X_std)\npca.explained_variance_ratio_</pre><pre class="output">array([0.7296, 0.2285])</pre></div><div class="jp-Cell jp-MarkdownCell">${paras(PCA.paras.slice(1))}</div>` })),
    { path: '/ds-teaching/stats101/blob/main/notebooks/week5_pca.ipynb', context: ctx(PCA), quotes: [Pq(PCA.quote)] });

  // --- Q&A, mailing lists, standards, forums
  const QA = text('qa-float');
  V('qa', 'stackoverflow.com', 'Q&A question with accepted answer', ok(qaPage({ site: 'Stack Overflow', title: QA.title, question: '<p>Why does <code>0.1 + 0.2 === 0.3</code> return false? I expected it to be true.</p>', answers: QA.paras.map((p) => `<p>${p}</p>`), tags: ['javascript', 'floating-point'] })),
    { path: '/questions/588004/why-does-01-02-not-equal-03-in-javascript', context: ctx(QA), quotes: [Pq(QA.quote)] });
  V('qa-closed', 'cs.stackexchange.example.com', 'closed question ("duplicate") — its text and answers are still shown', ok(qaPage({ site: 'Computer Science Stack Exchange', title: QA.title, question: '<p>In JavaScript 0.1 + 0.2 gives 0.30000000000000004. Why?</p>', answers: QA.paras.map((p) => `<p>${p}</p>`), tags: ['floating-point', 'numerical-analysis'],
    notice: '<aside class="s-notice s-notice__info post-notice js-post-notice mb16" role="status"><div class="d-flex fd-column fw-nowrap"><div class="d-flex fw-nowrap"><div class="flex--item mr8"></div><div class="flex--item wmn0 fl1 lh-lg"><b>This question already has an answer here</b>: <a href="/q/1">Is floating point math broken?</a> Closed 4 years ago.</div></div></div></aside>' })),
    { path: '/questions/11822/why-does-01-02-not-equal-03', context: ctx(QA), quotes: [Pq(QA.quote)] });
  const ML = text('mail-parser');
  V('mailing-list', 'mail.python-xml.example.org', 'pipermail archive message', ok(pipermail({ list: 'xmlkit-dev', subject: ML.title, from: 'Marta Kowalczyk', date: 'Tue Mar 4 10:22:17 EST 2025', body: esc(ML.paras.join('\n\n')) }), 'us-ascii'),
    { path: '/pipermail/xmlkit-dev/2025-March/004212.html', context: ctx(ML), quotes: [Pq(ML.quote), Pq('It has had four security fixes in the past year')] });
  const RFC = text('rfc-wtp');
  V('rfc', 'www.rfc-editor.example.org', 'RFC-style standard', ok(rfcPage({ number: 9871, title: RFC.title, status: 'Standards Track', date: 'June 2025', body: RFC.paras })),
    { path: '/rfc/rfc9871.html', context: ctx(RFC), quotes: [Pq(RFC.quote)] });
  V('rfc-obsoleted', 'www.rfc-editor.example.org', 'RFC marked "Obsoleted by" a newer one — the cited document is still served in full', ok(rfcPage({ number: 8120, title: RFC.title, status: 'Standards Track', date: 'March 2017', obsoletedBy: 9871, body: RFC.paras })),
    { path: '/rfc/rfc8120.html', context: ctx(RFC), quotes: [Pq(RFC.quote)] });
  const GPU = text('forum-gpu');
  V('forum-en', 'discuss.torchlike.example.org', 'developer forum thread', ok(forumThread({ forum: 'TorchLike Forums', lang: 'en', title: GPU.title, posts: [{ user: 'kiran_v', date: 'Mon Jun 10, 2024 3:12 pm', text: GPU.paras[0]! }, { user: 'ptrblck', date: 'Mon Jun 10, 2024 4:01 pm', text: GPU.paras[1]!.replace(/^Reply: /, '') }, { user: 'kiran_v', date: 'Mon Jun 10, 2024 5:30 pm', text: GPU.paras[2]!.replace(/^Reply from the original poster: /, '') }] })),
    { path: '/viewtopic.php', context: ctx(GPU), quotes: [Pq(GPU.quote)] });
  const RUF = text('ru-forum');
  V('forum-ru-1251', 'www.cyberforum.example.ru', 'Russian programming forum thread, windows-1251', ok(forumThread({ forum: 'Программистский форум', lang: 'ru', charset: 'windows-1251', title: RUF.title, posts: [{ user: 'newbie_c', date: '12 мар 2018, 19:40', text: RUF.paras[0]! }, { user: 'Evg', date: '12 мар 2018, 19:52', text: RUF.paras[1]!.replace(/^Ответ: /, '') }, { user: 'newbie_c', date: '12 мар 2018, 20:15', text: RUF.paras[2]!.replace(/^Ответ автора темы: /, '') }] }), 'windows-1251'),
    { path: '/c-cpp/thread2210334.html', context: ctx(RUF), quotes: [Pq(RUF.quote)] });

  // --- transport quirks on live pages
  let calls503 = 0;
  const PCA2 = text('nb-pca');
  V('once-503', 'docs.statlab.example.edu', 'a one-off 503 (no Retry-After), then the page', (req, res, web) => {
    if (calls503++ === 0) return write(res, { status: 503, body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>' });
    write(res, { body: sphinxPage({ project: 'statlab', version: '1.0', title: PCA2.title, body: paras(PCA2.paras), toc: ['Tutorials', 'PCA', 'Clustering'] }) });
    void req; void web;
  }, { path: '/tutorials/pca.html', context: ctx(PCA2) });
  V('cookie-self-redirect', 'www.uvaldemar.example.es', 'first visit sets a session cookie and redirects to itself; with the cookie the news page is served', (req, res, web) => {
    if (!/uv_sess=/.test(req.headers.cookie ?? '')) { res.writeHead(302, { location: urlOf(req, web), 'set-cookie': 'uv_sess=ab12cd; Path=/; HttpOnly' }); return res.end(); }
    write(res, { body: uniArticle(ESU, { uni: 'Universidad de Valdemar', date: '2025-01-28T12:00:00+01:00', crumbs: ['Noticias'] }) });
  }, { path: '/noticias/2025/robotica-educativa-laboratorio', context: ctx(ESU) });
  V('gzip-page', 'www.northgate.ac.uk', 'gzip-compressed university news page', respond({ body: uniArticle(BAT, { uni: 'Northgate University', date: '2025-02-20T09:00:00Z', crumbs: ['News'] }), encoding: 'gzip' }),
    { path: '/news/2025/02/sodium-battery', context: ctx(BAT), quotes: [Pq(BAT.quote)] });
  V('huge-api-ref', 'docs.httpkit.example.dev', 'a 2.6 MB single-page API reference; the cited section is near the top', (_q, res) => {
    const filler = Array.from({ length: 9000 }, (_, i) => `<h3 id="m${i}">Client.method${i}()</h3><p>Internal helper number ${i}. Returns a promise that resolves when the underlying socket has flushed its write buffer; see the notes on back-pressure in the streaming guide.</p><pre>client.method${i}(options?: MethodOptions): Promise&lt;void&gt;</pre>`).join('\n');
    write(res, { body: docusaurusPage({ project: 'httpkit', title: 'API reference (single page)', body: `<h2>Client.retry(options)</h2>${paras(RET.paras)}${filler}`, sidebar: DOCU_SIDE }) });
  }, { path: '/docs/api/all', context: { title: 'httpkit API reference', claims: [RET.claim], quotes: [RET.quote] }, quotes: [Pq(RET.quote)] });

  // ======================================================================================= PAYWALLED
  const QS = text('sci-magpaywall');
  PW('sci-metered', 'www.physics-frontier.example.com', 'metered wall: "You have read your 3 free articles this month", teaser only', ok(sciMag({ mag: 'Physics Frontier', title: QS.title, dek: 'Diamond defects may bring brain scanners out of the lab', author: 'Nadia Farouk', date: '2025-04-10T07:00:00Z', section: 'Physics', body: paras(QS.paras.slice(0, 1)),
    afterBody: '<div class="meter-wall"><h2>You have read your 3 free articles this month</h2><p>Subscribe for unlimited access to Physics Frontier journalism, the print edition and our archive back to 1998.</p><a class="btn" href="/subscribe?src=meter">Subscribe from £3.99 a month</a> <a href="/login">Already a subscriber? Log in</a></div>' })),
    { path: '/physics/2025/04/quantum-sensor-race', context: ctx(QS), quotes: [Pq('three start-ups are now racing to turn laboratory set-ups into handheld instruments'), Aq(QS.quote)] });
  PW('sci-piano', 'www.physics-frontier.example.com', 'Piano-style "Subscribe to continue reading" with isAccessibleForFree false; full text in the response (hidden by script)', ok(sciMag({ mag: 'Physics Frontier', title: TW.title, dek: 'Mesopelagic migration and the carbon pump', author: 'Nadia Farouk', date: '2025-03-05T07:00:00Z', section: 'Environment', body: `<div class="paywalled-content">${paras(TW.paras)}</div>`,
    head: `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: TW.title, isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywalled-content' } })}</script>`,
    afterBody: '<div id="piano-offer" class="tp-container-inner"><h3>Subscribe to continue reading</h3><p>Get unlimited access for £1 for your first month.</p><button>Subscribe now</button></div>' })),
    { path: '/environment/2025/03/twilight-zone-carbon-pump', context: ctx(TW), quotes: [Pq(TW.quote)] });
  PW('sci-fr-abonnes', 'www.sciences-curieuses.example.fr', 'French article "réservé aux abonnés", opening paragraph only', ok(sciMag({ mag: 'Sciences curieuses', lang: 'fr', title: 'Ce que les abeilles apprennent de leurs aînées', dek: 'Les jeunes butineuses imitent les danseuses expérimentées', author: 'Julien Marchand', date: '2024-06-03T08:00:00+02:00', section: 'Vivant', body: paras([FRV.paras[2]!]),
    afterBody: '<div class="paywall"><p class="paywall__title">Cet article est réservé aux abonnés.</p><p>Il vous reste 78 % de l’article à lire.</p><a href="/abonnement">Je m’abonne</a> <a href="/connexion">Déjà abonné ? Se connecter</a></div>' })),
    { path: '/vivant/abeilles-apprentissage-danse', context: { title: 'Ce que les abeilles apprennent de leurs aînées', claims: ['Les jeunes abeilles apprennent à danser en observant leurs aînées.'] } });
  PW('sci-de-plus', 'www.wissen-heute.example.de', 'German science magazine "Plus"-article: teaser and "Jetzt weiterlesen mit Abo"', ok(sciMag({ mag: 'Wissen heute', lang: 'de', title: 'Warum Kinder Brüche falsch vergleichen', dek: 'Mathematikdidaktik: Neue Studie aus Kassel', author: 'Jana Roth', date: '2024-11-20T06:00:00+01:00', section: 'Bildung', body: paras([DEU.paras[0]!]),
    afterBody: '<div class="plus-wall"><span class="plus-badge">W+</span><h3>Jetzt weiterlesen mit W+</h3><p>Lesen Sie alle W+ Artikel für nur 1 € im ersten Monat. Jederzeit kündbar.</p><a href="/abo">Jetzt abonnieren</a> <a href="/login">Bereits Abonnent? Anmelden</a></div>' })),
    { path: '/bildung/brueche-studie-kassel', context: { title: 'Warum Kinder Brüche falsch vergleichen', claims: [DEU.claim] }, quotes: [Aq(DEU.quote)] });
  PW('mooc-enrol', 'www.learnhub.example.org', 'enrol-to-view lesson: "Enroll for free to access this lesson" (free registration wall)', ok(moocLesson({ platform: 'LearnHub', course: 'Bayesian Statistics: From Concept to Data Analysis', lesson: 'Week 3: Conjugate models', modules: ['Week 1', 'Week 2', 'Week 3', 'Week 4'], current: 3,
    body: '<div class="locked"><h2>This lesson is locked</h2><p>Enroll for free to access this lesson, the practice quizzes and the discussion forums.</p><a class="btn" href="/enroll?course=bayes">Enroll for free</a> <a href="/login">Log in</a></div>' })),
    { path: '/learn/bayesian-statistics/lecture/week-3-conjugate', context: { title: 'Week 3: Conjugate models', claims: ['A Beta prior with binomial data gives a Beta posterior.'] } });
  PW('mooc-es-inscripcion', 'www.miriadax.example.net', 'Spanish MOOC: "Inscríbete gratis para ver este contenido" (registration wall)', ok(moocLesson({ platform: 'AulaAbierta', lang: 'es', course: 'Biología celular', lesson: 'Módulo 4: División celular', modules: ['Módulo 1', 'Módulo 2', 'Módulo 3', 'Módulo 4'], current: 4,
    body: '<div class="bloqueo"><h2>Contenido exclusivo para estudiantes inscritos</h2><p>Inscríbete gratis en el curso para ver este contenido y realizar las actividades.</p><a href="/registro">Inscribirme gratis</a> <a href="/acceso">Ya tengo cuenta</a></div>' })),
    { path: '/cursos/biologia-celular/modulo-4', context: { title: 'Módulo 4: División celular', claims: ['La mitosis produce dos células hijas genéticamente idénticas.'] } });
  E.push(target('moodle-login', 'moodle.northgate.ac.uk', '/login/index.php', ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Northgate Moodle: Log in to the site</title></head><body id="page-login-index" class="format-site path-login"><div id="page"><div class="login-container"><h1 class="login-heading">Log in to Northgate Moodle</h1><form action="/login/index.php" method="post" id="login"><label for="username">Username</label><input type="text" name="username" id="username"><label for="password">Password</label><input type="password" name="password" id="password"><button type="submit" id="loginbtn">Log in</button></form><div class="login-divider"></div><h2>Log in using your account on:</h2><a class="btn login-identityprovider-btn" href="/auth/shibboleth/index.php">Northgate Single Sign-On</a><p>Some courses may allow guest access</p><button class="btn btn-secondary">Access as a guest</button></div></div><footer><a href="/admin/tool/dataprivacy/summary.php">Data retention summary</a> · Powered by Moodle</footer></body></html>`)));
  PW('moodle-login-redirect', 'moodle.northgate.ac.uk', 'course resource behind the LMS login: 303 to /login/index.php (login wall; paywalled by this set\'s rule, debatable vs blocked)', redirect((o) => `${o('moodle.northgate.ac.uk')}/login/index.php`, 303),
    { path: '/mod/resource/view.php', context: { title: 'CS241 Week 5 lecture slides', claims: ['The week 5 slides cover virtual memory and page tables.'] } });
  E.push(target('wayf-target', 'wayf.ukfed.example.org', '/DS/WAYF', ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>UK federation WAYF – Select your institution</title></head><body><header><img src="/img/fed-logo.png" alt="UK Access Management Federation"></header><main><h1>Where are you from?</h1><p>The service you are trying to reach, <strong>Northgate Library Course Readings</strong>, requires you to log in with your home organisation.</p><form action="/DS/WAYF" method="get"><label for="idp">Select your institution</label><input id="idp" name="q" list="idps" placeholder="Type the name of your university or college"><datalist id="idps"><option>Northgate University</option><option>University of Eastbridge</option><option>Westmoor College</option></datalist><label><input type="checkbox" name="remember"> Remember my choice for this session</label><button type="submit">Continue</button></form><p><a href="/help">Can't find your institution?</a></p></main><footer>Operated by Jisc · Privacy · Accessibility</footer></body></html>`)));
  PW('shibboleth-wayf', 'readings.library.northgate.ac.uk', 'course reading behind SSO: 302 to a federation institution picker (login wall; paywalled by rule, debatable)', redirect((o) => `${o('wayf.ukfed.example.org')}/DS/WAYF?entityID=https%3A%2F%2Freadings.northgate.ac.uk%2Fshibboleth&return=%2FShibboleth.sso%2FLogin`, 302),
    { path: '/leganto/readinglist/lists/4471', context: { title: 'Systems Programming reading list', claims: ['The reading list includes Advanced Programming in the UNIX Environment.'] } });
  PW('canvas-sso', 'canvas.prairie-state.example.edu', 'LMS syllabus page answering 200 with a "Sign in with your university account" form (login wall, debatable)', ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Log In to Canvas</title><link rel="stylesheet" href="/dist/brandable_css/login.css"></head><body class="ic-Login-Body"><div class="ic-Login"><div class="ic-Login__container"><div class="ic-Login__content"><div class="ic-Login-header"><h1 class="ic-Login-header__logo"><img src="/logo.svg" alt="Prairie State University Canvas"></h1></div><p>You need to be logged in to view this course.</p><form id="login_form" action="/login/canvas" method="post"><label for="pseudonym_session_unique_id">NetID</label><input id="pseudonym_session_unique_id" type="text"><label for="pseudonym_session_password">Password</label><input id="pseudonym_session_password" type="password"><button type="submit" class="Button Button--login">Log In</button></form><a href="/login/saml">Sign in with your university account (SSO)</a> · <a href="/login/canvas?forgot=1">Forgot password?</a></div></div></div><footer class="ic-Login-footer"><a href="https://www.instructure.com/policies/privacy">Privacy policy</a> · <a href="https://www.instructure.com/policies/acceptable-use">Acceptable Use Policy</a></footer></body></html>`),
    { path: '/courses/48211/assignments/syllabus', context: { title: 'CS 241 Syllabus, Fall 2025', claims: [CS.claim] } });
  PW('thesis-embargo', 'etheses.northgate.ac.uk', 'thesis record whose full text is embargoed until 2027 (abstract only; restricted access like a journal landing page)', ok(thesisItem({ repo: 'Northgate eTheses', title: 'Mechanisms of drought tolerance in upland oak populations', author: 'Callum J. Reid', year: '2024', degree: 'PhD, Biosciences', abstract: '<p>Using common-garden trials with acorns from 18 upland populations, this thesis shows that drought tolerance in sessile oak is strongly heritable and linked to root architecture.</p>',
    files: '<ul><li><span class="restricted">Reid_thesis.pdf</span> — <strong>Restricted until 1 January 2027.</strong> The full text of this thesis is under embargo. <a href="/request-copy/48990">Request a copy</a></li></ul>', notice: '<div class="alert alert-warning">Access to the full text of this item is restricted by the author until 2027-01-01.</div>' })),
    { path: '/handle/1/48990', context: { title: 'Mechanisms of drought tolerance in upland oak populations', claims: ['Drought tolerance in sessile oak was linked to root architecture in trials of 18 populations; the full chapter reports heritability of 0.62.'] } });
  PW('thesis-proquest', 'www.dissertations-online.example.com', 'dissertation database: 24-page preview, full text for subscribing institutions or to buy', ok(thesisItem({ repo: 'Dissertations Online', title: PTT.title, author: 'Juliana Mendes Pereira', year: '2023', degree: 'M.Ed.', abstract: `<p>${esc(PTT.paras[0]!)}</p>`,
    files: '<div class="preview"><p>Preview (first 24 pages) available.</p><p><strong>Full text available to subscribing institutions.</strong> <a href="/buy/31245">Buy this dissertation — US$ 42.00</a> · <a href="/login/institution">Access through your institution</a></p></div>' })),
    { path: '/docview/2874512290', context: ctx(PTT, false) });
  PW('sci-register', 'www.brainwave-news.example.com', 'free-registration wall: "Register for free to read this article"', ok(sciMag({ mag: 'BrainWave News', title: 'How memory champions train their brains', dek: 'The method of loci changes how the brain is wired', author: 'Elena Petrova', date: '2025-02-11T07:00:00Z', section: 'Mind', body: '<p>Memory athletes can memorise a shuffled deck of cards in under 20 seconds.</p>',
    afterBody: '<div class="reg-wall"><h2>Register for free to read this article</h2><p>Create a free BrainWave account to keep reading and get our weekly newsletter.</p><a href="/register">Register for free</a> <a href="/login">Sign in</a></div>' })),
    { path: '/mind/memory-champions-training', context: { title: 'How memory champions train their brains', claims: ['Six weeks of method-of-loci training changed brain connectivity in novices.'] } });
  PW('sci-ja-member', 'www.kagaku-times.example.jp', 'Japanese science news: member-only article, login required to read on', ok(sciMag({ mag: '科学タイムズ', lang: 'ja', title: '中学校で作文の自動添削、推敲回数が二倍に', dek: '大規模言語モデルを教育に応用', author: '佐藤 花子', date: '2025-01-20T09:00:00+09:00', section: '教育', body: '<p>大学の研究室と中学校が共同で開発した作文の自動添削システムが、試験導入で成果を上げている。</p>',
    afterBody: '<div class="member-only"><p>この記事は会員限定です。続きを読むには会員登録（無料）またはログインが必要です。</p><a href="/member/register">会員登録</a> <a href="/member/login">ログイン</a></div>' })),
    { path: '/edu/20250120-sakubun', context: { title: '中学校で作文の自動添削、推敲回数が二倍に', claims: [JAL.claim] }, quotes: [Aq(JAL.quote)] });
  PW('sci-zh-paid', 'www.kexue-zhoukan.example.cn', 'Chinese popular-science weekly: paid content, subscribe to read the full text', ok(sciMag({ mag: '科学周刊', lang: 'zh', title: '深海“暮光区”每年搬运二十亿吨碳', dek: '海洋生物垂直迁移的新估算', author: '李明', date: '2025-03-08T08:00:00+08:00', section: '环境', body: '<p>每天夜里，数以万亿计的小鱼和甲壳动物从深海游向海面觅食。</p>',
    afterBody: '<div class="pay-box"><p>本文为付费内容，订阅后即可阅读全文。</p><a href="/vip">立即订阅</a> <a href="/login">已订阅？登录</a></div>' })),
    { path: '/huanjing/2025/0308/muguangqu', context: { title: '深海“暮光区”每年搬运二十亿吨碳', claims: ['深海暮光区的垂直迁移每年搬运二十亿吨碳。'] } });
  PW('iafree-false-it', 'www.scienza-oggi.example.it', 'Italian article fully in the response, marked isAccessibleForFree=false by its publisher (first labelling rule)', serveArticle(article({ site: 'Scienza Oggi', siteUrl: 'https://www.scienza-oggi.example.it', lang: 'it', title: 'Perché le successioni monotone convergono: la completezza spiegata', author: 'Marco Bellini', date: '2024-09-30T08:00:00+02:00', free: false, paras: ITD.paras, template: 'arc' })),
    { path: '/matematica/successioni-monotone', context: { title: 'Perché le successioni monotone convergono', claims: [ITD.claim], quotes: [ITD.quote] }, quotes: [Pq(ITD.quote)] });
  PW('society-members', 'www.royal-geo-society.example.org.uk', 'learned society lecture archive: "Members only — log in or join"', ok(uniPage({ uni: 'Royal Geographical Society of Northgate', lang: 'en', title: 'Lecture archive: Glaciers in retreat (2024 Christmas Lecture)', crumbs: ['Events', 'Lecture archive'], section: 'page', cookie: false,
    body: '<div class="members-only"><h2>Members only</h2><p>This recording and its slides are available to members of the Society. Log in to your member account or join today from £5 a month.</p><a href="/join">Join the Society</a> <a href="/members/login">Member login</a></div>' })),
    { path: '/events/lecture-archive/glaciers-in-retreat', context: { title: 'Glaciers in retreat (2024 Christmas Lecture)', claims: [GLACIER.claim] } });
  PW('book-chapter', 'link.textbooks.example.com', 'textbook chapter page selling the chapter, abstract and preview only', ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The Fast Fourier Transform | SpringerLike Textbooks</title><meta name="citation_title" content="The Fast Fourier Transform"><meta name="citation_book_title" content="Numerical Methods for Engineers"></head><body><header><a href="/">SpringerLike</a><nav><a href="/search">Search</a> <a href="/login">Log in</a> <a href="/cart">Cart</a></nav></header><main><p class="c-article-info">Chapter · First Online: 02 March 2020 · pp 211–248</p><h1>The Fast Fourier Transform</h1><p class="authors">R. Adeyemi</p><section class="abstract"><h2>Abstract</h2><p>This chapter derives the Cooley–Tukey algorithm and analyses its cost.</p></section><div class="buybox"><h2>Access this chapter</h2><p>Log in via an institution</p><div class="offer"><span>Chapter</span><span class="price">EUR 29.95</span><span>Price includes VAT (Germany)</span><button>Buy Chapter</button></div><div class="offer"><span>eBook</span><span class="price">EUR 53.49</span></div><p>Tax calculation will be finalised at checkout</p></div><p><a href="/chapter/10.1007/978-3-030-11111-1_7/preview">Preview</a></p></main><footer>© SpringerLike Nature Switzerland AG</footer></body></html>`),
    { path: '/chapter/10.1007/978-3-030-11111-1_7', context: ctx(FFT, false) });
  PW('docs-customers', 'support.dbvendor.example.com', 'vendor docs "available to customers with an active support contract — sign in to view"', ok(docusaurusPage({ project: 'DBVendor Support', title: 'Tuning the connection pool', body: '<div class="gated"><h2>Sign in to view this article</h2><p>This knowledge-base article is available to customers with an active support contract. Sign in with your DBVendor account to read it.</p><a class="button" href="/sso/login">Sign in</a> <a href="/contact-sales">Contact sales</a></div>', sidebar: ['Knowledge base', 'Release notes', 'Downloads'] })),
    { path: '/kb/article/000047112', context: { title: 'Tuning the connection pool', claims: [POOL.claim] } });
  PW('oreilly-trial', 'learning.techbooks.example.com', 'learning platform: "Start your free trial to read this chapter", first paragraphs only', ok(moocLesson({ platform: 'TechBooks Learning', course: 'Systems Programming in C, 3rd Edition', lesson: 'Chapter 9. Signals', modules: ['Ch. 7 Processes', 'Ch. 8 Threads', 'Ch. 9 Signals', 'Ch. 10 Sockets'], current: 3,
    body: '<p>A signal is a software interrupt delivered to a process.</p><div class="trial-wall"><h2>Start your free trial</h2><p>Get unlimited access to books, live events and courses. 10 days free, then $49.99/month. Cancel anytime.</p><a href="/trial">Start your free trial</a> <a href="/login">Sign in</a></div>' })),
    { path: '/library/view/systems-programming-in/9781098100001/ch09.html', context: { title: 'Chapter 9. Signals', claims: ['SIGKILL and SIGSTOP cannot be caught or ignored.'] } });
  PW('ko-paid-lecture', 'www.edu-plus.example.co.kr', 'Korean e-learning: paid-member lecture', ok(moocLesson({ platform: '에듀플러스', lang: 'ko', course: '로봇공학 입문', lesson: '7강: 촉각 센서와 물체 조작', modules: ['1강', '2강', '3강', '4강', '5강', '6강', '7강'], current: 7,
    body: '<div class="lock"><h2>유료 회원만 볼 수 있는 강의입니다</h2><p>수강 신청 후 전체 강의를 시청할 수 있습니다. 월 19,900원</p><a href="/pay">수강 신청</a> <a href="/login">로그인</a></div>' })),
    { path: '/lecture/robotics/7', context: { title: '7강: 촉각 센서와 물체 조작', claims: [KOL.claim] } });
  PW('pl-prenumerata', 'www.wiedza-i-zycie.example.pl', 'Polish science monthly: content for subscribers', ok(sciMag({ mag: 'Wiedza i Nauka', lang: 'pl', title: 'Czujniki smogu w szkołach: co pokazały pierwsze pomiary', dek: 'Dane z 35 szkół na Śląsku', author: 'Anna Nowak', date: '2025-02-01T08:00:00+01:00', section: 'Środowisko', body: '<p>Pierwsze miesiące pomiarów w śląskich szkołach przyniosły zaskakujące wyniki.</p>',
    afterBody: '<div class="paywall"><h3>Treść dostępna tylko dla prenumeratorów</h3><p>Wykup prenumeratę cyfrową, aby czytać dalej. Pierwszy miesiąc za 1 zł.</p><a href="/prenumerata">Kup prenumeratę</a> <a href="/logowanie">Zaloguj się</a></div>' })),
    { path: '/srodowisko/czujniki-smogu-w-szkolach', context: { title: 'Czujniki smogu w szkołach', claims: [PLU.claim] } });
  PW('medium-member', 'medium.example.com', 'science blog post: "Member-only story", preview then the membership prompt', ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>What my PhD taught me about peat | by Hannah Whitfield | Medium</title><meta property="og:site_name" content="Medium"></head><body><div id="root"><nav><a href="/">Medium</a> <a href="/m/signin">Sign in</a> <a href="/m/signup">Get started</a></nav><article><div class="pw-post-body-paragraph"><div class="member-badge">★ Member-only story</div><h1>What my PhD taught me about peat</h1><p>Hannah Whitfield · 6 min read · Oct 2, 2023</p><p>I spent four years measuring how microbes breathe in wet soil.</p></div><div class="paywall-upsell"><h2>Read this story with a free account.</h2><p>Or, become a Medium member to read every story, with no limits. The author made this story available to Medium members only.</p><a href="/m/signup">Sign up</a> <a href="/membership">Become a member</a></div></article></div></body></html>`),
    { path: '/@hwhitfield/what-my-phd-taught-me-about-peat-3f2a1b', context: { title: 'What my PhD taught me about peat', claims: [TH.claim] } });
  PW('canvas-302-login', 'lms.univ-paris.example.fr', 'course page 302 to /login (CAS) — French LMS, login wall (paywalled by rule, debatable)', redirect((o) => `${o('cas.univ-paris.example.fr')}/cas/login?service=${encodeURIComponent('https://lms.univ-paris.example.fr/course/view.php?id=342')}`, 302),
    { path: '/course/view.php', context: ctx(FRC, false) });
  E.push(target('cas-login', 'cas.univ-paris.example.fr', '/cas/login', ok(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Service d'authentification centralisée - Connexion</title></head><body><div id="container"><header><h1>Authentification centralisée (CAS)</h1></header><form id="fm1" method="post"><h2>Entrez votre identifiant et votre mot de passe.</h2><label for="username">Identifiant :</label><input id="username" name="username"><label for="password">Mot de passe :</label><input id="password" name="password" type="password"><input type="submit" value="SE CONNECTER"></form><p>Pour des raisons de sécurité, veuillez vous déconnecter et fermer votre navigateur lorsque vous avez fini d'accéder aux services authentifiés.</p></div></body></html>`)));

  // ======================================================================================= BLOCKED
  const anubis = (title: string, msg: string) => `<!doctype html><html lang="en"><head><title>${title}</title><link rel="stylesheet" href="/.within.website/x/xess/xess.min.css"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="robots" content="noindex,nofollow"><script id="anubis_challenge" type="application/json">{"challenge":"7f3a9c1e5b","rules":{"algorithm":"fast","difficulty":4,"report_as":4}}</script><script id="anubis_base_prefix" type="application/json">""</script></head><body id="top"><main><h1 id="title" class="centered-div">${msg}</h1><div class="centered-div"><img id="image" style="width:100%;max-width:256px;" src="/.within.website/x/cmd/anubis/static/img/pensive.webp"><p id="status">Loading...</p><script async type="module" src="/.within.website/x/cmd/anubis/static/js/main.mjs"></script><details><summary>Why am I seeing this?</summary><p>You are seeing this because the administrator of this website has set up Anubis to protect the server against the scourge of AI companies aggressively scraping websites.</p></details><noscript><p>Sadly, you must enable JavaScript to get past this challenge.</p></noscript></div><footer><p>Protected by <a href="https://github.com/TecharoHQ/anubis">Anubis</a> From <a href="https://techaro.lol">Techaro</a>. Made with ❤️ in 🇨🇦.</p></footer></main></body></html>`;
  B('anubis-forge', 'git.kernel-tools.example.org', 'Anubis proof-of-work check in front of a code forge', ok(anubis('Making sure you&#39;re not a bot!', 'Making sure you&#39;re not a bot!')),
    { path: '/cgit/tinyjson.git/tree/README.md', context: ctx(TJ), quotes: [Aq(TJ.quote)] });
  B('anubis-lists', 'lists.xmlkit.example.org', 'Anubis check on a mailing-list archive ("Oh noes!" variant)', ok(anubis('Checking you are not a bot', 'Verifying your browser…')),
    { path: '/archives/list/dev@xmlkit.example.org/thread/4212/', context: ctx(ML) });
  B('cf-qa', 'math.stackexchange.example.com', 'Cloudflare "Just a moment..." challenge (403) on a Q&A site', st(403, `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow"></head><body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">math.stackexchange.example.com</h1><h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript><div id="challenge-body-text" class="core-msg spacer">math.stackexchange.example.com needs to review the security of your connection before proceeding.</div></div></div><script>(function(){window._cf_chl_opt={cvId:'3',cZone:"math.stackexchange.example.com",cType:'managed'};})();</script><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8a1b2c3d4e5f6a7b</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by Cloudflare</div></div></div></body></html>`, { server: 'cloudflare', 'cf-mitigated': 'challenge' }),
    { path: '/questions/4418/why-is-0-1-plus-0-2', context: ctx(QA) });
  B('gh-429', 'github.com', 'code host rate limit: 429 with Retry-After', st(429, `<!DOCTYPE html><html><head><title>Too many requests</title></head><body><div class="container"><h1>Whoa there!</h1><p>You have exceeded a secondary rate limit.</p><p>Please wait a few minutes before you try again; in some cases this may take up to an hour.</p></div></body></html>`, { 'retry-after': '60', 'x-ratelimit-remaining': '0' }),
    { path: '/ds-teaching/stats101/blob/main/notebooks/week6_clustering.ipynb', context: { title: 'k-means clustering of the Iris data', claims: ['k-means with three clusters recovers the Iris species with 89 per cent accuracy.'] } });
  B('registry-429', 'registry.pkgs.example.dev', 'package registry answering 429 with a JSON error', respond({ status: 429, type: 'application/json', body: JSON.stringify({ error: 'rate limit exceeded', message: 'Too many requests from your IP. Try again in 3600 seconds.' }), headers: { 'retry-after': '3600' } }),
    { path: '/packages/fastgeo', context: ctx(FG, false) });
  B('docs-js-shell', 'docs.vectorstore.example.io', 'JavaScript-rendered docs shell: nothing but a root div and a noscript line', ok(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>VectorStore Docs</title><link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/index-4b2f9c1a.js"></script><link rel="stylesheet" href="/assets/index-9d8e7f6a.css"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`),
    { path: '/guides/indexing/hnsw', context: { title: 'HNSW indexing', claims: ['The default HNSW index uses M=16 and efConstruction=200.'] } });
  B('mooc-spa-shell', 'app.learnhub.example.org', 'MOOC single-page app: title and a loading spinner only', ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>LearnHub</title><script>window.__APP_CONFIG__={"apiBase":"/api/v2","sentry":"https://o1.ingest.sentry.io/2"}</script><script defer src="/static/js/main.7c1f3e.js"></script></head><body><div id="app"><div class="spinner" role="progressbar" aria-label="Loading"></div></div></body></html>`),
    { path: '/learn/bayesian-statistics/lecture/week-4-mcmc', context: { title: 'Week 4: Computing posteriors', claims: ['Metropolis-Hastings produces correlated samples from the posterior.'] } });
  B('consent-tcf', 'www.brainwave-news.example.com', 'TCF consent wall (200) in front of a science article', ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>BrainWave News</title></head><body><div id="sp_message_container_48211" class="sp_veil"><div class="message-container"><h2>We value your privacy</h2><p>We and our 912 partners store and/or access information on a device, such as cookies and process personal data, such as unique identifiers and standard information sent by a device for personalised advertising and content, advertising and content measurement, audience research and services development.</p><p>With your permission we and our partners may use precise geolocation data and identification through device scanning.</p><button title="Accept all">Accept all</button><button title="Reject all">Reject all</button><button title="Manage preferences">Manage preferences</button></div></div></body></html>`),
    { path: '/health/2025/01/teen-sleep-school-start', context: ctx(SL) });
  E.push(target('consent-host', 'consent.wissen-heute.example.de', '/v2/', ok(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Wissen heute – Ihre Privatsphäre</title></head><body><div class="consent"><h1>Wissen heute mit Werbung oder im Pur-Abo</h1><p>Nutzen Sie Wissen heute wie gewohnt mit Werbung und Tracking, oder lesen Sie werbefrei im Pur-Abo für 2,99 € im Monat.</p><p>Wenn Sie zustimmen, verarbeiten wir und unsere 214 Partner personenbezogene Daten für Anzeigen und Inhalte.</p><button>Zustimmen und weiter</button><a href="/pur">Pur-Abo abschließen</a><p>Bereits Pur-Abonnent? <a href="/login">Hier anmelden</a></p></div></body></html>`)));
  B('consent-redirect-pur', 'www.wissen-heute.example.de', 'German pay-or-consent: redirect to a consent. host offering "mit Werbung oder im Pur-Abo" (third labelling rule)', redirect((o) => `${o('consent.wissen-heute.example.de')}/v2/?ref=bildung%2Fbrueche`, 302),
    { path: '/bildung/brueche-zahlenstrahl', context: ctx(DEU) });
  B('consent-fr-pur', 'www.decouvertes-mag.example.fr', 'French "Accepter ou s\'abonner" cookie wall (pay-or-consent → blocked)', ok(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Découvertes Magazine</title></head><body><div class="cmp-wall"><h2>Le contenu de ce site est accessible gratuitement en acceptant les cookies</h2><p>Nous et nos 189 partenaires utilisons des cookies pour mesurer l’audience et vous proposer des publicités personnalisées. Vous pouvez aussi refuser et vous abonner pour 2 € par mois, sans publicité ciblée.</p><button>Accepter et continuer</button><button>Refuser et s'abonner</button><p><a href="/connexion">Déjà abonné ? Se connecter</a></p></div></body></html>`),
    { path: '/sciences/abeilles-danse-fretillante', context: ctx(FRV) });
  B('moodle-maintenance', 'moodle.eastbridge.example.ac.uk', 'LMS maintenance page (503)', st(503, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Eastbridge Moodle: Site maintenance</title></head><body id="page-maintenance"><div id="page"><div id="page-content"><div class="box py-3 generalbox maintenancewarning"><h1>Site maintenance</h1><p>This site is undergoing maintenance and is currently not available. We are upgrading Moodle to version 4.5; the site will be back by 18:00 on Sunday.</p></div></div></div></body></html>`, { 'retry-after': '7200' }),
    { path: '/mod/page/view.php', context: ctx(BAY, false) });
  B('docs-maintenance-200', 'docs.opendata-api.example.org', 'docs host "We\'ll be back shortly" maintenance page served with 200', ok(`<!DOCTYPE html><html><head><title>Down for maintenance | OpenData API Docs</title><style>body{font-family:sans-serif;text-align:center;padding:120px}</style></head><body><h1>We&rsquo;ll be back shortly</h1><p>The OpenData API documentation is down for scheduled maintenance. We&rsquo;re migrating to a new search backend and expect to be back within two hours.</p><p>— The OpenData team</p></body></html>`),
    { path: '/docs/pagination', context: { title: 'Pagination', claims: ['List endpoints return at most 100 items per page.'] } });
  B('db-error-ru', 'www.fizfak.example.ru', 'Russian faculty site: database connection error (windows-1251)', ok(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><title>Ошибка</title></head><body><h2>Ошибка подключения к базе данных</h2><p>Не удалось установить соединение с сервером MySQL. Пожалуйста, попробуйте зайти позже.</p><p><small>mysqli_connect(): (HY000/2002): Connection refused in /var/www/fizfak/inc/db.php on line 14</small></p></body></html>`, 'windows-1251'),
    { path: '/kafedry/chm/lekcii.php', context: ctx(RUL) });
  B('ddos-guard-ru', 'www.mgu-library.example.ru', 'DDoS-Guard browser check on a Russian university library', ok(`<!DOCTYPE html><html><head><title>DDoS-Guard</title><meta charset="utf-8"></head><body><div class="container"><h1>Проверка браузера перед переходом на сайт www.mgu-library.example.ru</h1><p>Checking your browser before accessing www.mgu-library.example.ru.</p><p>This process is automatic. Your browser will redirect to your requested content shortly.</p><p>Пожалуйста, подождите несколько секунд…</p><div class="footer">DDoS protection by <a href="https://ddos-guard.net">DDoS-Guard</a></div></div><script src="/.well-known/ddos-guard/check?context=free_splash"></script></body></html>`, 'utf-8', { server: 'ddos-guard' }),
    { path: '/dissertacii/2019/orlov', context: { title: 'Диссертация Орлова С. В.', claims: [RUL.claim] } });
  B('campus-only-403', 'intranet.phys.northgate.ac.uk', 'campus-network-only page: 403 "only accessible from the university network or VPN"', st(403, uniPage({ uni: 'Department of Physics, Northgate University', lang: 'en', title: 'Access restricted', crumbs: ['Intranet'], section: 'page', cookie: false, body: '<p>This page is only accessible from the university network. If you are off campus, connect to the Northgate VPN first and try again.</p><p>Your IP address: 203.0.113.45</p>' })),
    { path: '/teaching/ph301/problem-sheets', context: { title: 'PH301 problem sheets', claims: ['Problem sheet 4 covers the tight-binding model.'] } });
  B('mooc-geo', 'www.learnhub.example.org', 'geo-block: course "not available in your region" (sanctions / licensing)', ok(moocLesson({ platform: 'LearnHub', course: 'Machine Learning Foundations', lesson: 'Not available', modules: ['Week 1'], current: 1, body: '<div class="geo"><h2>This content is not available in your region</h2><p>Due to export-control regulations, LearnHub cannot offer this course to learners in your country or region.</p></div>' })),
    { path: '/learn/ml-foundations/lecture/intro', context: { title: 'Machine Learning Foundations — Introduction', claims: ['The course covers linear models, kernels and neural networks.'] } });
  B('docs-staging-401', 'staging-docs.poolkit.example.net', 'staging docs behind HTTP Basic auth (401) — not a paywall', st(401, '<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>', { 'www-authenticate': 'Basic realm="poolkit staging"' }),
    { path: '/en/latest/pooling.html', context: ctx(POOL) });
  B('catalog-500', 'catalog.eastbridge.example.ac.uk', 'course catalogue answering 500 on every try', st(500, '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an internal error or misconfiguration and was unable to complete your request.</p><hr><address>Apache/2.4.57 (Red Hat Enterprise Linux) Server at catalog.eastbridge.example.ac.uk Port 443</address></body></html>'),
    { path: '/modules/GEO3011', context: { title: 'GEO3011 Mountain Hazards', claims: ['GEO3011 includes a week-long field course in the Alps.'] } });
  B('faculty-timeout', 'www.math.slow-server.example.edu', 'old faculty server that never answers (timeout)', () => undefined,
    { path: '/~kovacs/notes/galois.pdf', context: { title: 'Notes on Galois theory', claims: ['The notes prove the fundamental theorem of Galois theory in chapter 3.'] } });
  B('captcha-zh', 'jwc.example-univ.edu.cn', 'Chinese course site: slider CAPTCHA security check', ok(`<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>安全验证</title></head><body><div class="verify-box"><h2>访问验证</h2><p>检测到您的访问存在异常，请完成下方的安全验证后继续访问。</p><div class="slider"><span>请按住滑块，拖动到最右边</span></div><p>如有疑问请联系网站管理员。</p></div><script src="/waf/captcha.js"></script></body></html>`),
    { path: '/kcjs/sjjg.htm', context: ctx(ZHC) });
  B('waf-406', 'www.uni-kassel.example.de', 'web application firewall answering 406 to the fetcher', st(406, '<html><head><title>406 Not Acceptable</title></head><body><h1>Not Acceptable</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>'),
    { path: '/presse/pm/2024/mathematikdidaktik', context: ctx(DEU) });
  B('teapot-418', 'docs.kumo-lib.example.jp', 'docs host answering 418 to bots', st(418, '<html><body><h1>418 I\'m a teapot</h1></body></html>'),
    { path: '/ja/docs/configuration', context: ctx(JAD) });
  B('f5-rejected', 'portal.uvaldemar.example.es', 'F5 "Request Rejected" page (200) on a university portal', ok(`<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 13718842937220566512<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`),
    { path: '/investigacion/grupos/robotica', context: ctx(ESU) });
  B('wordfence', 'www.wetenschapsblog.example.nl', 'Wordfence "Your access to this site has been limited" (503)', st(503, `<!DOCTYPE html><html><head><title>Your access to this site has been limited by the site owner</title></head><body><h1>Your access to this site has been limited by the site owner</h1><p>Your access to this service has been limited. (HTTP response code 503)</p><p>If you think you have been blocked in error, contact the owner of this site for assistance.</p><h2>Block Technical Data</h2><table><tr><td>Block Reason:</td><td>Access from your area has been temporarily limited for security reasons.</td></tr><tr><td>Time:</td><td>Thu, 27 Nov 2025 16:01:24 GMT</td></tr></table><p class="generated">Generated by Wordfence at Thu, 27 Nov 2025 16:01:24 GMT.</p></body></html>`),
    { path: '/2023/08/waarom-de-lucht-blauw-is/', context: { title: 'Waarom de lucht blauw is', claims: ['Blauw licht wordt sterker verstrooid dan rood licht.'] } });
  B('akamai-denied', 'www.deepsea-digest.example.com', 'Akamai "Access Denied … Reference #" (403)', st(403, `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "http&#58;&#47;&#47;www&#46;deepsea&#45;digest&#46;example&#46;com&#47;space&#47;2025&#47;moon&#45;drift" on this server.<P>\nReference&#32;&#35;18&#46;7d2a3e17&#46;1732723200&#46;5c1e2f\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;7d2a3e17</P>\n</BODY>\n</HTML>`, { server: 'AkamaiGHost' }),
    { path: '/space/2025/moon-drift', context: { title: 'Why the Moon is slowly drifting away', claims: ['The Moon recedes from Earth by about 3.8 centimetres a year.'] } });
  B('ja-overload', 'www.cl.nlp.example.ac.jp', 'Japanese "access is concentrated" overload page (503)', st(503, `<html><head><meta charset="utf-8"><title>アクセス集中のお知らせ</title></head><body><h1>ただいまアクセスが集中しています</h1><p>現在、サーバーへのアクセスが集中しているため、ページを表示できません。しばらく時間をおいてから再度アクセスしてください。</p></body></html>`),
    { path: '/members/tanaka.html', context: ctx(JAL) });
  B('ml-archive-502', 'mail.python-xml.example.org', 'mailing-list archive behind a proxy answering 502 every time', st(502, '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>'),
    { path: '/pipermail/xmlkit-dev/2025-March/004213.html', context: ctx(ML) });
  B('ko-waf', 'irl.snu.example.ac.kr', 'Korean web-application-firewall block page (200, EUC-KR)', ok(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr"><title>웹 방화벽 차단 안내</title></head><body><h2>요청하신 페이지는 웹 방화벽에 의해 차단되었습니다.</h2><p>비정상적인 접근이 감지되어 접속이 차단되었습니다. 문의 사항은 정보전산원으로 연락하시기 바랍니다.</p><p>차단 ID: WAF-2025-1127-004812</p></body></html>`, 'euc-kr'),
    { path: '/publications.php', context: ctx(KOL) });
  B('anubis-docs-ja', 'docs.kumo-lib.example.jp', 'Anubis check in front of Japanese docs', ok(anubis('Making sure you&#39;re not a bot!', 'Making sure you&#39;re not a bot!')),
    { path: '/ja/docs/migration', context: ctx(JAD, false) });

  // ======================================================================================= MISMATCH
  M('course-discontinued', 'catalog.illinoisstate.example.edu', 'catalogue page: "This course is no longer offered" — no description left', ok(courseCatalog({ uni: 'Prairie State University', code: 'CS 242', title: 'Programming Studio', body: '', rows: [['Status', 'Inactive'], ['Last offered', 'Spring 2019']], notice: '<div class="alert alert-info"><strong>This course is no longer offered.</strong> It was last taught in Spring 2019 and has been removed from the current catalog. See <a href="/courses/cs/222">CS 222</a> for the replacement course.</div>' })),
    { path: '/courses/cs/242', context: { title: 'CS 242: Programming Studio', claims: ['CS 242 students complete weekly code reviews in small groups.'] } });
  M('mooc-retired', 'www.learnhub.example.org', 'MOOC course page: "This course has been retired and is no longer available"', ok(moocLesson({ platform: 'LearnHub', course: 'Data Journalism Basics', lesson: 'Course unavailable', modules: ['—'], current: 1, body: '<div class="retired"><h2>This course is no longer available</h2><p>This course has been retired by its provider and is no longer available for enrolment. Learners who completed it can still download their certificates from the Accomplishments page.</p><a href="/browse">Browse other courses</a></div>' })),
    { path: '/learn/data-journalism-basics', context: { title: 'Data Journalism Basics', claims: ['The course teaches spreadsheet skills for reporters in four weeks.'] } });
  M('lv-de-eingestellt', 'www.uni-kassel.example.de', 'German course page: "Diese Lehrveranstaltung wird nicht mehr angeboten"', ok(uniPage({ uni: 'Universität Kassel', lang: 'de', title: 'Didaktik der Bruchrechnung (Seminar)', crumbs: ['Studium', 'Vorlesungsverzeichnis'], section: 'page', body: '<div class="hinweis"><p><strong>Diese Lehrveranstaltung wird nicht mehr angeboten.</strong> Sie wurde letztmals im Wintersemester 2021/22 durchgeführt. Informationen zu aktuellen Veranstaltungen finden Sie im Vorlesungsverzeichnis.</p></div>' })),
    { path: '/studium/lv/didaktik-bruchrechnung', context: ctx(DEU, false) });
  M('staff-left', 'www.northgate.ac.uk', 'staff page now says "Dr Jonathan Lee is no longer at Northgate University"', ok(uniPage({ uni: 'Northgate University', lang: 'en', title: 'Dr Jonathan Lee', crumbs: ['People', 'School of Medicine'], section: 'profile', body: '<div class="profile-notice"><p>Dr Jonathan Lee is no longer at Northgate University. This profile is no longer maintained. For enquiries about his former research projects, please contact the School of Medicine office.</p></div>', contact: '<p>School of Medicine office: medicine@northgate.ac.uk</p>' })),
    { path: '/people/jonathan-lee-2', context: ctx(LEE) });
  M('group-moved', 'www.phys.northgate.ac.uk', 'research-group page reduced to a "we have moved" notice (no content, a link away; debatable vs valid)', ok(uniPage({ uni: 'Department of Physics, Northgate University', lang: 'en', title: 'Quantum Materials Group', crumbs: ['Research', 'Groups'], section: 'page', body: '<div class="moved"><p>The Quantum Materials Group has moved to the Swiss Federal Institute of Technology as of 1 September 2024. Please visit the group\'s new website at <a href="https://qmg.example.ch">qmg.example.ch</a> and update your bookmarks.</p></div>' })),
    { path: '/research/groups/qmg', context: ctx(QG) });
  M('sphinx-404-200', 'poolkit.readthedocs.example.io', 'Read-the-Docs-style "Page not found" served with 200, search box and version menu', ok(sphinxPage({ project: 'poolkit', version: '4.2', title: 'Page not found', body: '<p>Unfortunately we couldn’t find the content you were looking for.</p><p>If you entered a web address, please check that it is correct. You can also try the search box in the sidebar, or go back to the <a href="/en/latest/">documentation home</a>.</p>', toc: DOC_TOC, versions: ['latest', 'stable'] })),
    { path: '/en/latest/advanced/pool-tuning.html', context: { title: 'Pool tuning', claims: ['Pool tuning: set maxConnections to twice the number of CPU cores.'] } });
  M('docusaurus-404-200', 'docs.httpkit.example.dev', 'Docusaurus "Page Not Found — We could not find what you were looking for." on 200', ok(docusaurusPage({ project: 'httpkit', title: 'Page Not Found', body: '<p>We could not find what you were looking for.</p><p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>', sidebar: DOCU_SIDE })),
    { path: '/docs/api/client-timeout', context: { title: 'Client.timeout(ms)', claims: ['Client.timeout sets a per-request deadline in milliseconds.'] } });
  E.push(target('docs-index', 'docs.sitegen.example.dev', '/en/stable/', ok(sphinxPage({ project: 'sitegen', version: '2.0', title: 'Welcome to sitegen’s documentation!', body: '<p>sitegen is a fast static site generator.</p><div class="toctree-wrapper compound"><ul><li><a href="guides/">Guides</a></li><li><a href="reference/">Reference</a></li></ul></div>', toc: ['Getting started', 'Content', 'Themes'] }))));
  M('docs-to-index', 'docs.sitegen.example.dev', 'docs deep link redirected (301) to the documentation index', redirect((o) => `${o('docs.sitegen.example.dev')}/en/stable/`, 301),
    { path: '/en/1.4/guides/shortcodes.html', context: { title: 'Shortcodes', claims: ['sitegen shortcodes take positional and named arguments.'] } });
  M('npm-security-hold', 'www.npmjs.com', 'security holding package: "contained malicious code and was removed"', ok(registryPage({ registry: 'npm', name: 'colorfull-logger', version: '0.0.1-security', summary: 'security holding package', released: 'a year ago', readme: '<h1>Security holding package</h1><p>This package contained malicious code and was removed from the registry by the npm security team. A placeholder was published to ensure users are not affected in the future.</p><p>Please refer to <a href="https://www.npmjs.com/advisories/1184">the advisory</a> for more information.</p>' })),
    { path: '/package/colorfull-logger', context: { title: 'colorfull-logger', claims: ['colorfull-logger adds coloured levels to console logging.'] } });
  M('qa-deleted-200', 'askubuntu.example.com', 'Q&A site: "This question was removed … for reasons of moderation" on 200', ok(qaPage({ site: 'Ask Ubuntu', title: 'Page not found', question: '<div class="deleted"><h2>This question was removed from Ask Ubuntu for reasons of moderation.</h2><p>Please refer to the help center for possible explanations why a question might be removed.</p></div>', answers: [], tags: [] })),
    { path: '/questions/1184421/how-to-fix-cuda-oom-second-epoch', context: ctx(GPU) });
  M('ml-no-message', 'lists.scipy-like.example.org', 'archive answering 200 "No such message / The message you requested is not in the archive"', ok(`<!DOCTYPE html><html><head><title>Mailing list archive</title></head><body><header><a href="/">Lists</a> › <a href="/archives/">Archives</a></header><h1>No such message</h1><p>The message you requested is not in the archive. It may have been removed at the request of its author.</p><p><a href="/archives/list/dev/">Back to the list archive</a></p><footer>Powered by HyperKitty version 1.3.9.</footer></body></html>`),
    { path: '/archives/list/dev/message/QK7F2/', context: ctx(ML) });
  M('unrelated-uni', NG, 'another news story of the same university cited for the glacier claim', ok(uniArticle(BAT, { uni: 'Northgate University', date: '2025-02-20T09:00:00Z', crumbs: ['News'] })),
    { path: '/news/2025/04/glacier-lakes-study', context: ctx(GLACIER), quotes: [Aq(GLACIER.quote)] });
  M('unrelated-docs', 'poolkit.readthedocs.example.io', 'docs page on retries cited for the pool-size claim', ok(sphinxPage({ project: 'poolkit', version: '4.2', title: RET.title, body: paras(RET.paras), toc: DOC_TOC })),
    { path: '/en/latest/pool-limits.html', context: ctx(POOL), quotes: [Aq(POOL.quote)] });
  M('unrelated-sci', 'www.deepsea-digest.example.com', 'bee-play article cited for the school-sleep claim', ok(sciMag({ mag: 'Deep Sea Digest', title: BEE.title, dek: 'Insects may play', author: 'Rosa Lindqvist', date: '2024-11-01T07:00:00Z', body: paras(BEE.paras) })),
    { path: '/health/2025/01/teen-sleep-trial', context: ctx(SL), quotes: [Aq(SL.quote)] });
  E.push(target('ng-home', NG, '/', ok(uniPage({ uni: 'Northgate University', lang: 'en', title: 'Northgate University', docTitle: 'Northgate University – Home', crumbs: [], section: 'home', body: '<section class="hero"><h2>Study at Northgate</h2><p>Undergraduate open days: book your place.</p></section><section><h2>Latest news</h2><ul><li><a href="/news/2025/04/glacier-meltwater-lakes-doubled">Glacier meltwater lakes doubled</a></li><li><a href="/news/2025/02/sodium-battery">Sodium battery prototype</a></li></ul></section>' }))));
  M('user-to-home', 'www.cs.northgate.ac.uk', 'old ~user homepage redirected (301) to the university home page', redirect((o) => `${o(NG)}/`, 301),
    { path: '/~jsmith/teaching/compilers.html', context: { title: 'Compilers lecture notes', claims: ['Lecture 4 covers LR(1) parsing tables.'] } });
  E.push(target('ng-news-index', NG, '/news/', ok(uniPage({ uni: 'Northgate University', lang: 'en', title: 'News', crumbs: ['News'], section: 'listing', body: `<ul class="news-list">${['Sodium battery prototype survives 5,000 charge cycles', 'New library opening hours', 'Northgate ranks top 20 for teaching quality', 'Graduation ceremonies 2025', 'Open day for postgraduate study'].map((t, i) => `<li><a href="/news/${i}">${esc(t)}</a><span class="date">2025-0${(i % 5) + 1}-10</span></li>`).join('')}</ul><nav class="pager"><a href="?page=2">Next ›</a></nav>` }))));
  M('news-to-listing', NG, 'old news URL redirected (302) to the news listing', redirect((o) => `${o(NG)}/news/`, 302),
    { path: '/news/archive/2019/lecture-capture-pilot', context: { title: 'Lecture capture pilot expands to all schools', claims: ['The lecture capture pilot recorded 3,000 hours in its first year.'] } });
  M('ja-soft404', 'www.u-hongo.example.ac.jp', 'Japanese university soft 404 on 200 ("お探しのページは見つかりませんでした")', ok(uniPage({ uni: '本郷大学', lang: 'ja', title: 'お探しのページは見つかりませんでした', crumbs: ['ページが見つかりません'], section: 'page', body: '<p>お探しのページは、移動または削除された可能性があります。URLをご確認のうえ、トップページまたはサイト内検索からお探しください。</p>' })),
    { path: '/ja/research/news/2021/lab-ai-sakubun.html', context: ctx(JAL) });
  M('zh-soft404', 'cs.buaa.example.edu.cn', 'Chinese school site: "抱歉，您访问的页面不存在" on 200 (GB18030)', ok(uniPage({ uni: '计算机学院', lang: 'zh', charset: 'gb18030', title: '页面不存在', crumbs: ['提示'], section: 'page', body: '<p>抱歉，您访问的页面不存在或已被删除。</p><p><a href="/">返回首页</a></p>' }), 'gb18030'),
    { path: '/jxgz/kcjs/czxt.htm', context: { title: '《操作系统》课程简介', claims: ['操作系统课程共48学时。'] } });
  M('catalog-0-results', 'catalog.illinoisstate.example.edu', 'catalogue search page: "0 courses match your search"', ok(courseCatalog({ uni: 'Prairie State University', code: 'Search', title: 'Results', body: '<p class="results-count">0 courses match your search for “quantum machine learning”.</p><p>Try fewer keywords, or browse courses by subject.</p>', rows: [] })),
    { path: '/catalog/search', context: { title: 'PHYS 598: Quantum Machine Learning', claims: ['PHYS 598 introduces variational quantum circuits.'] } });
  M('parked-conf', 'www.icml-workshop2014.example.org', 'former workshop website, now a parked domain for sale', ok(`<!DOCTYPE html><html><head><title>icml-workshop2014.example.org - This domain may be for sale!</title></head><body><div class="parked"><h1>icml-workshop2014.example.org</h1><p>This domain may be for sale. Buy now for $2,499 or make an offer.</p><h3>Related searches</h3><ul><li><a href="/search?q=machine+learning+courses">Machine Learning Courses</a></li><li><a href="/search?q=online+degree">Online Degree Programs</a></li><li><a href="/search?q=data+science">Data Science Bootcamp</a></li></ul><p class="disclaimer">The sponsored listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers.</p></div></body></html>`),
    { path: '/accepted-papers.html', context: { title: 'Accepted papers — Workshop on Learning with Limited Labels 2014', claims: ['The workshop accepted 31 papers.'] } });
  M('wiki-no-page', 'wiki.cs.northgate.ac.uk', 'course wiki on 200: "This topic does not exist yet"', ok(`<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>teaching:cs241:mp5 [CS Wiki]</title><meta name="generator" content="DokuWiki"></head><body><div id="dokuwiki__site"><header><h1><a href="/">CS Wiki</a></h1><form action="/doku.php" class="search"><input name="q" placeholder="Search"></form></header><div class="breadcrumbs">Trace: » mp4 » mp5</div><main class="page"><h1>This topic does not exist yet</h1><p>You've followed a link to a topic that doesn't exist yet. If permissions allow, you may create it by clicking on <em>Create this page</em>.</p></main><footer>Except where otherwise noted, content on this wiki is licensed under CC Attribution-Share Alike 4.0.</footer></div></body></html>`),
    { path: '/doku.php/teaching/cs241/mp5', context: { title: 'CS 241 MP5: Malloc', claims: ['MP5 asks students to write a memory allocator that beats glibc on the test suite.'] } });
  M('pl-soft404', 'www.polsl.example.pl', 'Polish university soft 404 on 200 ("Strona nie istnieje"), ISO-8859-2', ok(uniPage({ uni: 'Politechnika Śląska', lang: 'pl', charset: 'iso-8859-2', title: 'Strona nie istnieje', crumbs: ['Błąd'], section: 'page', body: '<p>Przepraszamy, strona o podanym adresie nie istnieje lub została przeniesiona.</p><p>Skorzystaj z wyszukiwarki lub przejdź do <a href="/">strony głównej</a>.</p>' }), 'iso-8859-2'),
    { path: '/aktualnosci/czujnik-smogu-szkoly-2023', context: ctx(PLU) });
  M('unrelated-ru', 'num.math.msu.example.ru', 'Russian lecture 5 cited for a claim of lecture 6 (another page of the same notes)', respond({ body: oldHomepage({ name: 'Доц. С. В. Орлов', lang: 'ru', charset: 'windows-1251', title: RUL.title, body: paras(RUL.paras), updated: 'Обновлено: 14.03.2011' }), charset: 'windows-1251' }),
    { path: '/~orlov/chm/lek6.htm', context: { title: 'Лекция 6. Метод конечных элементов', claims: ['Метод конечных элементов сводит краевую задачу к системе линейных уравнений с разреженной матрицей.'] } });
  M('thesis-withdrawn', 'etheses.northgate.ac.uk', 'repository record "This item has been withdrawn" (no abstract, no files)', ok(thesisItem({ repo: 'Northgate eTheses', title: 'Item withdrawn', author: '—', year: '—', degree: '—', abstract: '<p>This item has been withdrawn from the repository at the request of the author and is no longer available.</p>', files: '<p>No files.</p>', notice: '<div class="alert alert-danger">This item has been withdrawn.</div>' })),
    { path: '/handle/1/39112', context: { title: 'Groundwater recharge under irrigated wheat in the Punjab', claims: ['Recharge under irrigated wheat averaged 120 mm a year.'] } });
  M('ko-soft404', 'irl.snu.example.ac.kr', 'Korean lab site soft 404 on 200 (EUC-KR)', ok(uniPage({ uni: '지능형 로봇 연구실', lang: 'ko', charset: 'euc-kr', title: '페이지를 찾을 수 없습니다', crumbs: ['오류'], section: 'page', body: '<p>요청하신 페이지를 찾을 수 없습니다. 주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다.</p>' }), 'euc-kr'),
    { path: '/research_2019.php', context: ctx(KOL) });
  M('es-curso-no-disponible', 'www.miriadax.example.net', 'Spanish MOOC: "Este curso ya no está disponible"', ok(moocLesson({ platform: 'AulaAbierta', lang: 'es', course: 'Genética para todos', lesson: 'Curso no disponible', modules: ['—'], current: 1, body: '<div class="aviso"><h2>Este curso ya no está disponible</h2><p>La universidad responsable ha dado por finalizada esta edición y el curso ya no está disponible en la plataforma. Consulta el catálogo para ver otros cursos.</p></div>' })),
    { path: '/cursos/genetica-para-todos', context: { title: 'Genética para todos', claims: ['El curso explica las leyes de Mendel con ejemplos de guisantes.'] } });

  // ======================================================================================= INVALID
  I('docs-404', 'poolkit.readthedocs.example.io', 'docs page 404 (full themed page with search)', st(404, sphinxPage({ project: 'poolkit', version: '4.2', title: 'Page not found', body: '<p>Sorry, this page does not exist. Try the search.</p>', toc: DOC_TOC })),
    { path: '/en/latest/legacy/pool.html', context: ctx(POOL) });
  I('course-410', 'catalog.eastbridge.example.ac.uk', 'retired course page answering 410 Gone', st(410, '<html><head><title>410 Gone</title></head><body><h1>Gone</h1><p>The requested resource is no longer available on this server and there is no forwarding address.</p></body></html>'),
    { path: '/modules/GEO2004', context: { title: 'GEO2004 Glaciology', claims: ['GEO2004 is assessed by a field report.'] } });
  I('repo-deleted', 'github.com', 'deleted repository: 404 page of the code host', st(404, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found · GitHub</title></head><body class="logged-out env-production page-responsive"><div class="container"><img alt="404 “This is not the web page you are looking for”" src="/404.png"><p>Find code, projects, and people on GitHub:</p><form action="/search"><input name="q"><button>Search</button></form><p><a href="https://support.github.com">Contact Support</a> — <a href="https://www.githubstatus.com">GitHub Status</a></p></div></body></html>`),
    { path: '/lab-old/peat-incubations', context: ctx(TH, false) });
  I('file-moved', 'github.com', 'file moved in its branch: the old blob path answers 404', st(404, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>File not found · ds-teaching/stats101</title></head><body><div class="repository-content"><h2>404 - page not found</h2><p>The <code>main</code> branch of <strong>stats101</strong> does not contain the path <code>week5/pca.ipynb</code>.</p><a href="/ds-teaching/stats101">Return to the repository overview</a></div></body></html>`),
    { path: '/ds-teaching/stats101/blob/main/week5/pca.ipynb', context: ctx(PCA) });
  I('pypi-removed', 'pypi.org', 'removed project on the registry: 404', st(404, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found (404) · PyPI</title></head><body><header><a href="/">PyPI</a></header><main><h1>We looked everywhere but couldn't find this page</h1><p>Error code 404</p><p><a href="/">Go to homepage</a> or search for projects.</p></main></body></html>`),
    { path: '/project/geofast-legacy/', context: { title: 'geofast-legacy', claims: ['geofast-legacy computes great-circle distances.'] } });
  I('mooc-410', 'www.learnhub.example.org', 'old lesson URL answering 410', st(410, '<html><body><h1>410 Gone</h1></body></html>'),
    { path: '/lecture/bayes-v1/week2', context: ctx(BAY, false) });
  I('redirect-private', 'mirror.faculty.example.edu', 'redirect to a private intranet address (unsafe)', redirect('http://10.12.0.5/~kovacs/notes.pdf', 302),
    { path: '/~kovacs/notes.pdf', context: { title: 'Notes on Galois theory', claims: ['The notes prove the fundamental theorem.'] } });
  I('redirect-loop', 'courses.loop-univ.example.edu', 'redirect loop between two course URLs', (req, res, web) => { const here = (req.url ?? '').split('?')[0]; res.writeHead(302, { location: `${web.origin(hostOf(req))}${here === '/c/ma101' ? '/c/ma101/' : '/c/ma101'}` }); res.end(); },
    { path: '/c/ma101', context: { title: 'MA101 Calculus', claims: ['MA101 meets three times a week.'] } });
  E.push(target('loop-b', 'courses.loop-univ.example.edu', '/c/ma101/', (req, res, web) => { res.writeHead(302, { location: `${web.origin(hostOf(req))}/c/ma101` }); res.end(); }));
  I('qa-404', 'stackoverflow.com', 'deleted question: 404', st(404, qaPage({ site: 'Stack Overflow', title: 'Page not found', question: '<h1>Page not found</h1><p>This question was removed from Stack Overflow for reasons of moderation.</p>', answers: [], tags: [] })),
    { path: '/questions/70112233/cuda-oom-second-epoch', context: ctx(GPU) });
  I('user-404', 'www.ms.northgate.ac.uk', 'departed lecturer\'s ~user page: Apache 404', st(404, '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL /~pwhite/stats/notes.html was not found on this server.</p><hr><address>Apache/2.2.22 (Debian) Server at www.ms.northgate.ac.uk Port 80</address></body></html>'),
    { path: '/~pwhite/stats/notes.html', context: { title: 'Statistical inference notes', claims: ['The notes derive the Cramér-Rao bound.'] } });
  I('ja-404', 'www.u-hongo.example.ac.jp', 'Japanese university 404 with full chrome', st(404, uniPage({ uni: '本郷大学', lang: 'ja', title: '404 Not Found ページが見つかりません', crumbs: ['404'], section: 'page', body: '<p>指定されたページは存在しません。</p>' })),
    { path: '/ja/about/history-old.html', context: { title: '本郷大学の沿革', claims: ['本郷大学は1877年に設立された。'] } });
  I('302-no-location', 'www.cs.northgate.ac.uk', '302 without a Location header', (_q, res) => { res.writeHead(302, { 'content-type': 'text/html' }); res.end('<html><body>Moved</body></html>'); },
    { path: '/~radeyemi/ma2104/', context: ctx(FFT, false) });
  I('pptx-as-html', 'www.cs.northgate.ac.uk', 'slides file (zip bytes) served as text/html — binary junk', (_q, res) => {
    const b = Buffer.alloc(9000); let x = 4242; for (let k = 0; k < b.length; k++) { x = (x * 1103515245 + 12345) & 0x7fffffff; b[k] = (x >> 16) & 0xff; }
    write(res, { type: 'text/html', body: Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'), b]) });
  }, { path: '/~radeyemi/ma2104/lecture07.pptx', context: ctx(FFT, false) });
  I('de-404', 'www.physik.tu-example.de', 'German institute page 404', st(404, uniPage({ uni: 'Institut für Physik', lang: 'de', title: 'Seite nicht gefunden (Fehler 404)', crumbs: ['Fehler'], section: 'page', body: '<p>Die angeforderte Seite konnte nicht gefunden werden.</p>' })),
    { path: '/~albrecht/thermo/kap4.html', context: ctx(DES, false) });
  I('redirect-file', 'old-docs.poolkit.example.net', 'redirect to a file:// URL (unsafe target)', redirect('file:///srv/docs/pooling.html', 302),
    { path: '/pool-limits.html', context: ctx(POOL) });
  I('ml-404', 'mail.python-xml.example.org', 'archive message path 404', st(404, '<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>'),
    { path: '/pipermail/xmlkit-dev/2019-May/000017.html', context: ctx(ML) });
  I('big5-404', 'www.philo.ntu.example.edu.tw', 'Taiwanese department 404 (Big5 page)', respond({ status: 404, body: uniPage({ uni: '哲學系', lang: 'zh-TW', charset: 'big5', title: '找不到網頁', crumbs: ['錯誤'], section: 'page', body: '<p>您要找的網頁不存在。</p>' }), charset: 'big5' }),
    { path: '/news/ai-ethics-2019', context: ctx(TWN) });
  E.push(target('newhost-404', 'poolkit.dev', '/docs/legacy/pool/', st(404, docusaurusPage({ project: 'poolkit', title: 'Page Not Found', body: '<p>We could not find what you were looking for.</p>', sidebar: DOC_TOC }))));
  I('moved-then-404', 'poolkit.readthedocs.example.io', 'docs moved to a new host whose page answers 404', redirect((o) => `${o('poolkit.dev')}/docs/legacy/pool/`, 301),
    { path: '/en/2.0/legacy/pool.html', context: ctx(POOL) });
  I('npm-404', 'www.npmjs.com', 'unpublished package: 404', st(404, '<!DOCTYPE html><html><head><title>npm</title></head><body><h1>404</h1><h2>Not Found</h2><p>\'geo-tiny-legacy\' is not in this registry.</p></body></html>'),
    { path: '/package/geo-tiny-legacy', context: { title: 'geo-tiny-legacy', claims: ['geo-tiny-legacy computes distances.'] } });

  return toCases('blind23', E);
}

const hostOf = (req: { headers: { host?: string } }) => (req.headers.host ?? '').replace(/:\d+$/, '');
// Kept for authors extending the set: every text of the bank is used above or in blind23pages.ts.
void TEXTS; void enc;
