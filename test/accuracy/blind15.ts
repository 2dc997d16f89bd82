/**
 * Fifteenth held-out status set (`node dist/test/accuracy/run.js --set blind15`, never part of the
 * default run). FIRST-SIGHT measurement only. Written BLIND from: `issues show 12`,
 * /work/shared/CONTRACT.md, the paragraph "Three labelling rules the table implies" of
 * docs/online-validation.md; for wiring only: blindkit.ts (its serving helpers, esc/enc/write/
 * respond/redirect/cookieBanner/pdf/wrap/entry/target/rawAnswer/hostOf/urlOf — not its article()
 * or shell() templates), the type declarations of corpus.ts, run.ts, the first 60 lines of
 * blind9.ts and serveCorpus in score.ts. The field names of ClassifyContext (title, claims, quotes)
 * were learnt from a TypeScript error message, not by reading classify.ts. Not read: the
 * classifier, the fetch code, other sets' cases or pages, classes.ts, texts.ts, the rest of the
 * docs, git history. Page templates are my own (blind15pages.ts).
 *
 * Theme: what a research agent's report on a CURRENT-AFFAIRS topic (autumn-2026 floods and storms,
 * relief, energy and local politics) cites from the messy web: local and regional news of many
 * countries on small CMSs (25 languages; windows-1252, iso-8859-2, windows-1251, koi8-r,
 * iso-8859-7, iso-8859-9, windows-1256, shift_jis, euc-kr, gbk, big5), one wire story syndicated
 * on several sites, live blogs and updated stories, public social / video pages, forum and Q&A
 * threads, government press rooms, NGO reports as PDF, wiki references, archived copies, AMP,
 * mobile and print editions, and the walls, consent pages, soft 404s, redirects and dead links
 * such a report meets — mostly valid.
 *
 * Labelling (the three rules + CONTRACT + the issue's list): a live page that is the cited source
 * → valid (redirects followed; a one-off 5xx then 200 is the page); paywalls, metered walls,
 * free-registration / login walls (the issue lists free-registration walls among paywalls), journal
 * pages selling the PDF, and isAccessibleForFree=false even with full text → paywalled; bot / JS
 * challenges, WAF rejections, consent interstitials (also on a consent. host) and pay-or-consent
 * walls, geo-blocks, maintenance and database-error pages, persistent 429/403/406/418, Basic-auth
 * 401 → blocked; a 2xx page that says it is gone or is not the cited source (soft 404, 0 results,
 * takedown, removed video, deleted thread, parked domain, a redirect to the home page, another
 * story) → mismatch; 404 / 410 / redirect loop / unsafe target / malformed answer / binary junk as
 * text/html → invalid. A quote is present when the page's text says it; typographic differences
 * (curly vs straight quotes, dashes, NFD) still count as present.
 *
 * 151 scored cited URLs (86 valid, 14 paywalled, 20 blocked, 16 mismatch, 15 invalid) + 7 unscored
 * redirect targets; served once before scoring to check that every case reaches its page.
 *
 * FIRST SIGHT (set committed at 5cf60b4 on s9-lead 6c50498, scored once with
 * `nice -n 5 npm run --silent build && nice -n 5 node dist/test/accuracy/run.js --set blind15`,
 * 151 cited URLs in 4.1 s): status 150/151 = 99.3 %; live pages called invalid 0; quote checks
 * 48/48 right; quote_found true for an absent quote 0. Confusion (expected → got):
 *   valid      86 valid
 *   paywalled  14 paywalled
 *   blocked    20 blocked
 *   mismatch   15 mismatch, 1 blocked
 *   invalid    15 invalid
 * Metadata (45 articles with labels), strict = equivalent: title 45/45, author 45/45, published
 * 45/45, publisher 36/45 = 80.0 %.
 * Misses: mismatch→blocked: archive-none (an archive service's "has not archived that URL" page,
 * i.e. a soft 404 of an archive, read as "near-empty page … likely an interstitial" and escalated).
 * Publisher null on all 9 pages of my 'byline' / 'plain' template (pt-douro, pl-klodzko, ru-koi8,
 * el-thessaly, zh-tw-hualien, ro-galati, mobile-en, ng-lokoja, at-tirol): no og:site_name, no
 * JSON-LD publisher — the site's name is only in the header logo link (<a class="logo">) and the
 * footer "© 2026 <site>" (mobile-en: the footer only). A human reads the publisher there; the
 * label is kept (arguable: nothing machine-readable names it). No label changed after scoring.
 */
import type { CitationStatus } from '../../activities/classify/classify';
import type { CorpusCase, Handler, Meta, QuoteCheck } from './corpus';
import { cookieBanner, entry, esc, pdf, redirect, respond, target, toCases, urlOf, wrap, write, rawAnswer, type Entry } from './blindkit';
import { bare, page, type PageOpts } from './blind15pages';


const E: Entry[] = [];
const add = (e: Entry) => { E.push(e); };
const art = (o: PageOpts, send: { charset?: string; status?: number; headers?: Record<string, string> } = {}): Handler => (req, res, web) => write(res, { ...send, body: page(o, urlOf(req, web)) });
const M = (o: { title?: string; publisher?: string; author?: string; date?: string }): Meta => ({
  ...(o.title ? { title: [o.title] } : {}), ...(o.publisher ? { publisher: [o.publisher] } : {}),
  ...(o.author ? { author: [o.author] } : {}), ...(o.date ? { published: [o.date] } : {}),
});
/** A valid article with title/claim context, expected metadata and quotes. */
function validArticle(id: string, host: string, reason: string, o: PageOpts, x: { charset?: string; claims?: string[]; quotes?: QuoteCheck[]; meta?: boolean; citeTitle?: string | null; path?: string } = {}) {
  const title = x.citeTitle === null ? undefined : (x.citeTitle ?? o.h1 ?? o.title);
  add(entry(id, host, 'valid', reason, art(o, { charset: x.charset }), {
    path: x.path,
    context: { ...(title ? { title } : {}), ...(x.claims ? { claims: x.claims } : {}) },
    ...(x.quotes ? { quotes: x.quotes } : {}),
    ...(x.meta === false ? {} : { meta: M({ title: o.h1 ?? o.title, publisher: o.site, author: o.author, date: o.date }) }),
  }));
}
const Q = (quote: string, present = true): QuoteCheck => ({ quote, present });
const ctx = (title?: string, claims?: string[]) => ({ ...(title ? { title } : {}), ...(claims ? { claims } : {}) });
function add2(id: string, host: string, expected: CitationStatus, reason: string, handle: Handler, x: { path?: string; title?: string; claims?: string[]; quotes?: QuoteCheck[] } = {}) {
  add(entry(id, host, expected, reason, handle, { path: x.path, context: ctx(x.title, x.claims), ...(x.quotes ? { quotes: x.quotes } : {}) }));
}

// ---------------------------------------------------------------------------------------------
// 1. Local and regional news in many languages (valid)

validArticle('en-danube', 'www.szegedtoday.example', 'local English-language news article on the cited flood crest', {
  lang: 'en', site: 'Szeged Today', title: 'Danube crest passes Budapest as flood defences hold | Szeged Today', h1: 'Danube crest passes Budapest as flood defences hold', author: 'Márta Kovács', date: '2026-10-14', style: 'og', cookie: cookieBanner('en'),
  paras: [
    'The Danube peaked at 8.61 metres in Budapest on Tuesday night, about 30 centimetres below the record set in 2013, and the temporary walls along the lower quay held through the morning.',
    'Around 1,400 soldiers and volunteers filled sandbags overnight on Margaret Island and in the districts of Óbuda and Csepel, the disaster management directorate said in a statement.',
    '“We are past the worst in the capital, but the wave is now moving south towards Paks and Mohács,” said Gábor Tóth, the directorate’s spokesman, at a briefing on Wednesday.',
    'Rail services between Budapest and Vác remained suspended because of water on the tracks near Göd. MÁV said it expected to reopen the line on Friday if levels keep falling.',
    'Downstream, the town of Baja asked residents of low-lying streets to move vehicles away from the embankment before the expected crest on Saturday.',
  ],
}, { claims: ['The Danube peaked at 8.61 m in Budapest, about 30 cm below the 2013 record.'], quotes: [Q('"We are past the worst in the capital, but the wave is now moving south towards Paks and Mohács," said Gábor Tóth'), Q('about 30 centimetres below the record set in 2013'), Q('the walls along the lower quay failed overnight', false)] });

validArticle('de-oder', 'www.maerkische-rundschau.example', 'German regional news (windows-1252, charset in header and meta) on the Oder flood', {
  lang: 'de', site: 'Märkische Rundschau', title: 'Oder-Hochwasser: Frankfurt (Oder) ruft Alarmstufe 4 aus', author: 'Jörg Schäfer', date: '2026-10-16', style: 'jsonld', charsetMeta: 'windows-1252', cookie: cookieBanner('de'),
  paras: [
    'Die Stadt Frankfurt (Oder) hat am Donnerstagmorgen die höchste Alarmstufe 4 ausgerufen. Der Pegel lag um 6 Uhr bei 6,12 Metern – so hoch wie seit 1997 nicht mehr.',
    'Rund 300 Einsatzkräfte von Feuerwehr, THW und Bundeswehr verstärkten die Deiche an der Ziegenwerderinsel. „Die Lage ist ernst, aber beherrschbar“, sagte Oberbürgermeister René Wilke.',
    'Die Kosten für die Sicherungsarbeiten schätzt das Land bereits auf mehr als 4 Mio. €. Der Slubicer Brückenübergang bleibt für Lkw gesperrt.',
    'Anwohner der Lennépark-Siedlung sollen Keller räumen und Wertsachen in obere Stockwerke bringen, teilte der Krisenstab mit.',
  ],
}, { charset: 'windows-1252', quotes: [Q('„Die Lage ist ernst, aber beherrschbar“, sagte Oberbürgermeister René Wilke'), Q('"Die Lage ist ernst, aber beherrschbar", sagte Oberbürgermeister René Wilke'), Q('mehr als 4 Mio. €'), Q('Die Lage ist unter Kontrolle', false)] });

validArticle('fr-cevennes', 'www.midi-gard.example', 'French regional daily (windows-1252) on the Cévennes flash flood', {
  lang: 'fr', site: 'Midi Gard', title: 'Épisode cévenol : l’Hérault et le Gard placés en vigilance rouge', author: 'Sébastien Périer', date: '2026-10-19', style: 'og', charsetMeta: 'windows-1252', cookie: cookieBanner('fr'),
  paras: [
    'Météo-France a placé dimanche le Gard et l’Hérault en vigilance rouge pluie-inondation. Jusqu’à 400 mm de pluie sont attendus en 24 heures sur les reliefs cévenols.',
    '« Ne prenez pas votre voiture, ne traversez pas les routes submergées », a martelé la préfète du Gard lors d’un point presse à Nîmes.',
    'Plus de 120 écoles resteront fermées lundi. À Alès, le Gardon est monté de trois mètres en deux heures dans la nuit, selon Vigicrues.',
    'Les pompiers ont effectué 87 interventions, dont une quinzaine de mises en sécurité de personnes piégées dans leur véhicule.',
  ],
}, { charset: 'windows-1252', quotes: [Q('« Ne prenez pas votre voiture, ne traversez pas les routes submergées »'), Q('Jusqu\'à 400 mm de pluie sont attendus en 24 heures'), Q('Jusqu’à 500 mm de pluie sont attendus', false)] });

validArticle('es-dana', 'www.diariodelaribera.example', 'Spanish local news (microdata byline) on the DANA', {
  lang: 'es', site: 'Diario de la Ribera', title: 'La DANA deja 180 litros en Alzira y obliga a cortar la N-340', author: 'Lucía Martínez Ferrer', date: '2026-10-22', style: 'microdata', cookie: cookieBanner('es'),
  paras: [
    'La DANA que afecta a la Comunitat Valenciana dejó este martes 180 litros por metro cuadrado en Alzira en apenas seis horas, según la Agencia Estatal de Meteorología.',
    'La Dirección General de Tráfico cortó la N-340 entre Alzira y Algemesí por la crecida del río Júcar. Los vecinos de las plantas bajas fueron realojados en el polideportivo municipal.',
    '«Hemos aprendido de 2024 y esta vez la alerta llegó a tiempo», declaró la alcaldesa a este diario.',
    'Las clases quedan suspendidas el miércoles en toda la comarca de la Ribera Alta.',
  ],
}, { quotes: [Q('«Hemos aprendido de 2024 y esta vez la alerta llegó a tiempo»'), Q('180 litros por metro cuadrado en Alzira en apenas seis horas')] });

validArticle('it-romagna', 'www.gazzettadiforli.example', 'Italian local news (JSON-LD @graph) on Romagna rivers', {
  lang: 'it', site: 'Gazzetta di Forlì', title: 'Maltempo, il Montone supera la soglia rossa: evacuate 600 persone', author: 'Chiara Benedetti', date: '2026-10-23', style: 'graph', cookie: cookieBanner('it'),
  paras: [
    'Il fiume Montone ha superato nella notte la soglia rossa a Forlì, costringendo il Comune a evacuare circa 600 persone dai quartieri Romiti e Cava.',
    'La Protezione civile regionale ha attivato 14 centri di accoglienza. «Non è il momento di andare a vedere i fiumi», ha ripetuto il sindaco.',
    'Restano chiuse le scuole di ogni ordine e grado fino a venerdì. La linea ferroviaria Bologna-Rimini ha subito ritardi fino a 90 minuti.',
  ],
}, { quotes: [Q('«Non è il momento di andare a vedere i fiumi»'), Q('evacuare circa 800 persone', false)] });

validArticle('pt-douro', 'www.jornaldaregua.example', 'Portuguese local news (plain, visible byline) on the Douro', {
  lang: 'pt', site: 'Jornal da Régua', title: 'Cheia do Douro inunda cais da Régua pela segunda vez este mês', author: 'Ana Sofia Rebelo', date: '2026-10-25', style: 'byline', cookie: cookieBanner('pt'),
  paras: [
    'O rio Douro voltou a galgar o cais do Peso da Régua na madrugada de sábado, depois de a barragem de Crestuma-Lever ter aumentado as descargas para 9 mil metros cúbicos por segundo.',
    'A Proteção Civil retirou viaturas e esplanadas da marginal e os comerciantes passaram a noite a retirar mercadoria das lojas.',
    'Segundo o comandante dos bombeiros, não há registo de feridos, mas a estrada nacional 222 continua cortada junto ao Pinhão.',
  ],
}, { quotes: [Q('não há registo de feridos')] });

validArticle('nl-maas', 'www.limburgsdagblad-regio.example', 'Dutch regional news on high water on the Maas', {
  lang: 'nl', site: 'Regio Limburg', title: 'Hoogwater Maas: Venlo sluit kades, waterschap verwacht piek vrijdag', author: 'Thijs Hermans', date: '2026-10-27', style: 'og', cookie: cookieBanner('nl'),
  paras: [
    'Waterschap Limburg verwacht dat de Maas vrijdag bij Venlo een piek bereikt van 17,3 meter boven NAP. De gemeente heeft de kades en de parkeerplaats aan de Maasboulevard afgesloten.',
    'Volgens de dijkgraaf is er geen gevaar voor de dijken, maar worden campings in de uiterwaarden ontruimd.',
    'Rijkswaterstaat stremt de scheepvaart tussen Roermond en Grave zodra het water boven de 16 meter komt.',
  ],
}, { quotes: [Q('geen gevaar voor de dijken')] });

validArticle('pl-klodzko', 'www.klodzko24.example', 'Polish local portal in iso-8859-2 on flood repairs', {
  lang: 'pl', site: 'Kłodzko24', title: 'Powódź w Kotlinie Kłodzkiej: rząd obiecuje 200 mln zł na odbudowę mostów', author: 'Paweł Żółkiewski', date: '2026-10-12', style: 'byline', charsetMeta: 'iso-8859-2',
  paras: [
    'Wojewoda dolnośląski zapowiedział w piątek, że rząd przeznaczy 200 mln zł na odbudowę mostów zniszczonych przez wrześniową powódź w Kotlinie Kłodzkiej.',
    'Najpilniejsza jest przeprawa w Lądku-Zdroju, gdzie mieszkańcy od miesiąca korzystają z tymczasowej kładki. „Chcemy, żeby pierwsze prace ruszyły jeszcze przed zimą” – powiedział wojewoda.',
    'Samorządowcy podkreślają, że pieniądze to za mało, by odbudować także drogi gminne.',
  ],
}, { charset: 'iso-8859-2', quotes: [Q('„Chcemy, żeby pierwsze prace ruszyły jeszcze przed zimą” – powiedział wojewoda'), Q('"Chcemy, żeby pierwsze prace ruszyły jeszcze przed zimą" - powiedział wojewoda')] });

validArticle('cs-ostrava', 'www.ostravskyden.example', 'Czech regional news (iso-8859-2) on Opava river', {
  lang: 'cs', site: 'Ostravský den', title: 'Opava opět stoupá, hasiči staví protipovodňové stěny v Krnově', author: 'Tereza Dvořáková', date: '2026-10-13', style: 'og', charsetMeta: 'iso-8859-2',
  paras: [
    'Hladina řeky Opavy v Krnově v noci překročila třetí stupeň povodňové aktivity. Hasiči od rána staví mobilní protipovodňové stěny na nábřeží.',
    'Podle Českého hydrometeorologického ústavu by měla kulminace přijít ve čtvrtek odpoledne. Město doporučuje obyvatelům ulice Revoluční přestěhovat auta.',
    'Školy v Krnově zůstanou ve čtvrtek zavřené.',
  ],
}, { charset: 'iso-8859-2' });

validArticle('ru-kuban', 'www.kuban-vesti.example', 'Russian regional news in windows-1251 on Kuban flooding', {
  lang: 'ru', site: 'Кубанские вести', title: 'Паводок на Кубани: в Крымском районе эвакуированы 1200 человек', author: 'Ирина Соколова', date: '2026-10-18', style: 'og', charsetMeta: 'windows-1251', cookie: cookieBanner('ru'),
  paras: [
    'В Крымском районе Краснодарского края из-за подъёма воды в реке Адагум эвакуированы 1200 человек, сообщил оперативный штаб региона.',
    '«Уровень воды начал снижаться, но угроза сохраняется ещё как минимум сутки», — заявил глава района на брифинге.',
    'Подтоплены около 400 домовладений, без электричества остаются три населённых пункта.',
  ],
}, { charset: 'windows-1251', quotes: [Q('«Уровень воды начал снижаться, но угроза сохраняется ещё как минимум сутки», — заявил глава района'), Q('эвакуированы 2000 человек', false)] });

validArticle('uk-zakarpattia', 'www.zakarpattia-news.example', 'Ukrainian regional news (UTF-8, RDFa byline) on the Tisza', {
  lang: 'uk', site: 'Закарпатські новини', title: 'На Закарпатті через зливи піднявся рівень Тиси', author: 'Олена Гаврилюк', date: '2026-10-20', style: 'rdfa',
  paras: [
    'Через тривалі зливи на Закарпатті піднявся рівень річки Тиса. Рятувальники попереджають про можливе підтоплення в Тячівському районі.',
    'За даними гідрометцентру, протягом доби вода піднялася на 2,5 метра біля села Вилок.',
    'Місцева влада закликає мешканців прибережних вулиць підготувати документи та запас питної води.',
  ],
});

validArticle('ru-koi8', 'www.volga-inform.example', 'Russian legacy-CMS news served in koi8-r', {
  lang: 'ru', site: 'Волга-Информ', title: 'Шторм на Волге: отменены паромные рейсы в Астрахани', author: 'Дмитрий Белов', date: '2026-10-21', style: 'byline', charsetMeta: 'koi8-r',
  paras: [
    'В Астраханской области из-за штормового ветра до 25 метров в секунду отменены все паромные переправы через Волгу.',
    'По данным МЧС, поваленными деревьями повреждены линии электропередачи в четырёх районах.',
    'Жителям рекомендовано не выходить на открытую воду до отмены штормового предупреждения.',
  ],
}, { charset: 'koi8-r' });

validArticle('tr-rize', 'www.karadenizhaber.example', 'Turkish regional news (iso-8859-9) on Rize landslides', {
  lang: 'tr', site: 'Karadeniz Haber', title: 'Rize’de sel ve heyelan: 3 köy yolu ulaşıma kapandı', author: 'Şükrü Yılmaz', date: '2026-10-24', style: 'og', charsetMeta: 'iso-8859-9', cookie: cookieBanner('tr'),
  paras: [
    'Rize’de etkili olan sağanak yağış sonrası meydana gelen heyelanlar nedeniyle üç köy yolu ulaşıma kapandı.',
    'AFAD ekipleri bölgede çalışmalarını sürdürürken, Valilik vatandaşları dere yataklarından uzak durmaları konusunda uyardı.',
    'Meteoroloji, kuvvetli yağışın Cuma gününe kadar devam edeceğini açıkladı.',
  ],
}, { charset: 'iso-8859-9' });

validArticle('el-thessaly', 'www.thessalia-news.example', 'Greek regional news (iso-8859-7) on Thessaly', {
  lang: 'el', site: 'Θεσσαλία Νέα', title: 'Κακοκαιρία: σε επιφυλακή η Λάρισα για τον Πηνειό', author: 'Νίκος Παπαδόπουλος', date: '2026-10-26', style: 'byline', charsetMeta: 'iso-8859-7',
  paras: [
    'Σε κατάσταση επιφυλακής βρίσκεται η Λάρισα καθώς η στάθμη του Πηνειού ανεβαίνει μετά τις έντονες βροχοπτώσεις του Σαββατοκύριακου.',
    'Η Πολιτική Προστασία έστειλε μήνυμα μέσω του 112 στους κατοίκους των παραποτάμιων περιοχών.',
    'Κλειστά θα παραμείνουν τα σχολεία του δήμου τη Δευτέρα.',
  ],
}, { charset: 'iso-8859-7' });

validArticle('ar-libya', 'www.libya-alaan.example', 'Arabic RTL news (windows-1256) on Derna reconstruction', {
  lang: 'ar', dir: 'rtl', site: 'ليبيا الآن', title: 'درنة: بدء إعادة بناء السدين بعد ثلاث سنوات من الكارثة', author: 'أحمد المبروك', date: '2026-10-10', style: 'og', charsetMeta: 'windows-1256',
  paras: [
    'أعلنت السلطات في شرق ليبيا بدء أعمال إعادة بناء سدّي درنة اللذين انهارا خلال العاصفة دانيال في سبتمبر 2023.',
    'وقال رئيس صندوق التنمية إن المشروع سيستغرق نحو ثلاث سنوات وتبلغ تكلفته أكثر من 400 مليون دولار.',
    'ويطالب سكان المدينة بنظام إنذار مبكر قبل موسم الأمطار المقبل.',
  ],
}, { charset: 'windows-1256' });

validArticle('ja-kyushu', 'www.nishinippon-local.example', 'Japanese regional news in Shift_JIS on Kyushu rain', {
  lang: 'ja', site: '西日本ローカル', title: '九州北部で線状降水帯　久留米市で避難指示', author: '山田 太郎', date: '2026-10-11', style: 'og', charsetMeta: 'shift_jis', cookie: cookieBanner('ja'),
  paras: [
    '気象庁は11日未明、福岡県と佐賀県で線状降水帯が発生したと発表した。久留米市は市内全域の約4万世帯に避難指示を出した。',
    '筑後川の支流では水位が氾濫危険水位を超え、市は「命を守る行動を取ってほしい」と呼びかけている。',
    'JR九州は鹿児島本線の一部区間で運転を見合わせている。',
  ],
}, { charset: 'shift_jis', claims: ['久留米市は約4万世帯に避難指示を出した'], quotes: [Q('市は「命を守る行動を取ってほしい」と呼びかけている'), Q('約5万世帯に避難指示', false)] });

validArticle('zh-guangdong', 'www.lingnan-daily.example', 'Simplified Chinese regional news in GBK on a typhoon', {
  lang: 'zh', site: '岭南日报', title: '台风“海鸥”登陆湛江 广东启动防风Ⅰ级应急响应', author: '陈晓明', date: '2026-10-09', style: 'og', charsetMeta: 'gbk',
  paras: [
    '今年第18号台风“海鸥”于9日上午在广东湛江沿海登陆，登陆时中心附近最大风力14级。',
    '广东省三防指挥部已启动防风Ⅰ级应急响应，全省共转移群众约32万人。',
    '湛江、茂名两市停课停工，部分航班和高铁班次取消。',
  ],
}, { charset: 'gbk', quotes: [Q('全省共转移群众约32万人'), Q('全省共转移群众约50万人', false)] });

validArticle('zh-tw-hualien', 'www.huadong-news.example', 'Traditional Chinese local news in Big5 on Hualien', {
  lang: 'zh-TW', site: '花東新聞網', title: '颱風豪雨　花蓮蘇花公路中斷', author: '林美玲', date: '2026-10-08', style: 'byline', charsetMeta: 'big5',
  paras: [
    '受颱風外圍環流影響，花蓮山區累積雨量超過600毫米，蘇花公路多處坍方，公路局宣布全線封閉。',
    '縣府表示已開設三處避難收容所，目前收容約150人。',
  ],
}, { charset: 'big5' });

validArticle('ko-gangwon', 'www.gangwon-ilbo.example', 'Korean regional news in EUC-KR on Gangwon rain', {
  lang: 'ko', site: '강원일보 지역판', title: '강원 영동 폭우…강릉 주민 300여명 대피', author: '김민수', date: '2026-10-07', style: 'og', charsetMeta: 'euc-kr',
  paras: [
    '강원 영동 지역에 시간당 70mm가 넘는 폭우가 쏟아지면서 강릉시 주민 300여명이 대피했다.',
    '기상청은 8일까지 최대 200mm의 비가 더 내릴 것으로 예보했다.',
    '강릉시는 하천변 주차장을 전면 통제하고 있다.',
  ],
}, { charset: 'euc-kr', quotes: [Q('강릉시 주민 300여명이 대피했다')] });

validArticle('hi-assam', 'www.purvottar-samachar.example', 'Hindi regional news on Assam floods', {
  lang: 'hi', site: 'पूर्वोत्तर समाचार', title: 'असम में बाढ़: 12 ज़िलों में 3 लाख लोग प्रभावित', author: 'राजेश बरुआ', date: '2026-10-05', style: 'jsonld',
  paras: [
    'असम राज्य आपदा प्रबंधन प्राधिकरण के अनुसार 12 ज़िलों में लगभग 3 लाख लोग बाढ़ से प्रभावित हैं।',
    'ब्रह्मपुत्र नदी गुवाहाटी और नेमाटीघाट में खतरे के निशान से ऊपर बह रही है।',
    'राहत शिविरों में 40 हज़ार से अधिक लोगों ने शरण ली है।',
  ],
});

validArticle('id-kalimantan', 'www.borneo-pos.example', 'Indonesian local news on Kalimantan floods', {
  lang: 'id', site: 'Borneo Pos', title: 'Banjir Rendam Ribuan Rumah di Samarinda, Warga Mengungsi', author: 'Rizky Pratama', date: '2026-10-06', style: 'og',
  paras: [
    'Banjir merendam sekitar 4.500 rumah di lima kecamatan di Samarinda setelah hujan deras mengguyur sejak Minggu malam.',
    'Badan Penanggulangan Bencana Daerah (BPBD) mendirikan dapur umum dan posko pengungsian di kantor kelurahan.',
    '"Air mulai surut, tetapi kami masih siaga karena hujan diprediksi turun lagi," kata Kepala BPBD Samarinda.',
  ],
}, { quotes: [Q('“Air mulai surut, tetapi kami masih siaga karena hujan diprediksi turun lagi,” kata Kepala BPBD Samarinda')] });

validArticle('sv-gavle', 'www.gavlenytt.example', 'Swedish local news on Gävle flooding', {
  lang: 'sv', site: 'Gävle Nytt', title: 'Skyfall i Gävle – källare översvämmade och vägar avstängda', author: 'Anna Lindqvist', date: '2026-09-29', style: 'graph',
  paras: [
    'Ett kraftigt skyfall drabbade Gävle under natten till tisdagen. Räddningstjänsten fick ett sjuttiotal larm om översvämmade källare.',
    'SMHI hade utfärdat en orange varning för skyfall för södra Norrlandskusten.',
    'Flera vägar i Sätra och Andersberg var avstängda under morgonen.',
  ],
});

validArticle('hu-szeged', 'www.delmagyar-helyi.example', 'Hungarian local news (iso-8859-2) on the Tisza', {
  lang: 'hu', site: 'Délvidéki Hírek', title: 'Tisza: harmadfokú árvízvédelmi készültség Szegeden', author: 'Nagy Ildikó', date: '2026-10-15', style: 'og', charsetMeta: 'iso-8859-2',
  paras: [
    'Harmadfokú árvízvédelmi készültséget rendelt el csütörtökön az Alsó-Tisza-vidéki Vízügyi Igazgatóság Szeged térségében.',
    'A Tisza szegedi vízállása reggel 8 órakor 912 centiméter volt, és tovább emelkedik.',
    'A Huszár Mátyás rakpartot lezárták a forgalom elől.',
  ],
}, { charset: 'iso-8859-2', quotes: [Q('912 centiméter')] });

validArticle('ro-galati', 'www.viata-libera-local.example', 'Romanian local news on the Siret', {
  lang: 'ro', site: 'Galați Azi', title: 'Cod roșu de inundații pe Siret: două sate evacuate în Galați', author: 'Andreea Popescu', date: '2026-10-17', style: 'byline',
  paras: [
    'Hidrologii au emis cod roșu de inundații pe râul Siret, iar autoritățile din județul Galați au evacuat locuitorii din satele Cosmești și Movileni.',
    'Inspectoratul pentru Situații de Urgență a mobilizat peste 200 de pompieri și jandarmi.',
  ],
});

validArticle('en-nfd', 'www.nordic-wire-local.example', 'English article stored in Unicode NFD (decomposed accents)', {
  lang: 'en', site: 'Øresund Post', title: 'Malmo\u0308 ferry services cancelled as storm Aurel reaches Skåne'.normalize('NFD'), author: 'Sofie Bjo\u0308rk'.normalize('NFD'), date: '2026-10-30', style: 'og',
  paras: [
    'Ferry services between Malmö and Copenhagen were cancelled on Friday as storm Aurel brought gusts of up to 32 metres per second to Skåne.'.normalize('NFD'),
    'The Öresund bridge closed to high-sided vehicles from 6 a.m., and SJ warned of delays on the line to Göteborg.'.normalize('NFD'),
  ],
}, { meta: false, citeTitle: 'Malmö ferry services cancelled as storm Aurel reaches Skåne', quotes: [Q('Ferry services between Malmö and Copenhagen were cancelled on Friday')] });

// ---------------------------------------------------------------------------------------------
// 2. Wire copy syndicated on several sites, live blogs, updated stories, AMP / mobile / print (valid)

const WIRE = [
  'MAPUTO, Oct 28 (Meridian Wire) — Aid agencies warned on Tuesday of a rising risk of cholera in central Mozambique, where Cyclone Noa destroyed water points and flooded latrines across Sofala and Zambezia provinces last week.',
  'At least 68 people were killed and more than 210,000 affected, according to the National Institute for Disaster Risk Management (INGD). Some 14,000 people are sheltering in schools and churches around Beira.',
  '"The next two weeks are critical. Without clean water we will see cholera spreading in the camps," said Dr. Helena Mabunda, who coordinates the health response for an international NGO in Beira.',
  'The United Nations released $6 million from its Central Emergency Response Fund on Monday. The government has appealed for $95 million in total.',
];
const wireSites: [string, string, string, 'og' | 'jsonld' | 'byline' | 'graph'][] = [
  ['wire-herald', 'www.lakeside-herald.example', 'Lakeside Herald', 'og'],
  ['wire-courier', 'news.valleycourier.example', 'Valley Courier', 'jsonld'],
  ['wire-portal', 'www.afrinews-portal.example', 'AfriNews Portal', 'byline'],
  ['wire-yahoo', 'news.aggregator-hub.example', 'Aggregator Hub News', 'graph'],
];
for (const [id, host, site, style] of wireSites) {
  validArticle(id, host, `wire story syndicated on ${site} (same text as on the other syndicating sites)`, {
    lang: 'en', site, title: 'Aid agencies warn of cholera risk after Cyclone Noa hits Mozambique', author: 'Tomás Ribeiro', date: '2026-10-28', style, paras: WIRE, section: 'World',
  }, { meta: false, citeTitle: id === 'wire-portal' ? null : 'Aid agencies warn of cholera risk after Cyclone Noa hits Mozambique', claims: ['At least 68 people were killed by Cyclone Noa in Mozambique and more than 210,000 affected.'], quotes: id === 'wire-herald' ? [Q('“The next two weeks are critical. Without clean water we will see cholera spreading in the camps,” said Dr. Helena Mabunda'), Q('The government has appealed for $95 million in total.'), Q('The government has appealed for $120 million', false)] : undefined, path: `/world/africa/2026/10/28/${id}-cholera-risk-cyclone-noa` });
}

const LIVE = (n: number) => [
  `<div class="live-post"><time datetime="2026-10-31T${String(9 + n).padStart(2, '0')}:05:00Z">${9 + n}:05</time><p>Update: the Met Office has extended its amber wind warning for storm Aurel to cover the whole of Wales until midnight.</p></div>`,
  '<div class="live-post"><time datetime="2026-10-31T08:40:00Z">08:40</time><p>More than 48,000 homes are without power across south-west England, Western Power Distribution says. Engineers are being held back until gusts ease.</p></div>',
  '<div class="live-post"><time datetime="2026-10-31T08:12:00Z">08:12</time><p>All trains between Exeter and Plymouth are cancelled because of fallen trees at Dawlish, Great Western Railway confirms.</p></div>',
  '<div class="live-post"><time datetime="2026-10-31T07:55:00Z">07:55</time><p>Good morning and welcome to our live coverage of storm Aurel, the first named storm of the season to hit the UK.</p></div>',
];
validArticle('live-storm', 'www.westcountry-live.example', 'live blog page of a regional site with timestamped posts; the cited claim is in an early post', {
  lang: 'en', site: 'WestCountry Live', title: 'Storm Aurel live: power cuts and rail chaos across the South West', author: 'Live team', date: '2026-10-31', style: 'jsonld', paras: LIVE(3), kind: 'liveblog',
}, { meta: false, claims: ['More than 48,000 homes lost power in south-west England during storm Aurel.'], quotes: [Q('More than 48,000 homes are without power across south-west England')] });
validArticle('live-fr', 'www.ouest-littoral.example', 'French live blog (“en direct”) of a regional paper', {
  lang: 'fr', site: 'Ouest Littoral', title: 'DIRECT. Tempête Aurel : 120 000 foyers privés d’électricité en Bretagne', date: '2026-10-31', style: 'og', kind: 'liveblog',
  paras: ['<strong>11 h 20</strong> – Enedis annonce que 120 000 foyers sont toujours privés d’électricité dans le Finistère et les Côtes-d’Armor.', '<strong>10 h 45</strong> – La circulation des TER est interrompue entre Brest et Quimper.', '<strong>9 h 30</strong> – Une rafale à 178 km/h a été enregistrée à la pointe du Raz, selon Météo-France.'],
}, { meta: false, quotes: [Q('Une rafale à 178 km/h a été enregistrée à la pointe du Raz')] });
validArticle('updated-story', 'www.riverton-gazette.example', 'story carrying an "Updated" note and a correction; the cited figures are still there', {
  lang: 'en', site: 'Riverton Gazette', title: 'Levee breach forces evacuation of 2,300 in Riverton', author: 'Dana Whitfield', date: '2026-10-20', style: 'og', top: '<p class="update-note"><strong>Updated Oct. 21, 2026, 6:14 p.m.:</strong> This story has been updated with the latest evacuation figures. An earlier version misstated the name of the county emergency director.</p>',
  paras: ['A levee on the Big Muddy River gave way near Riverton early Tuesday, forcing the evacuation of about 2,300 residents from the town’s east side, county officials said.', 'Emergency director Carla Nguyen said no injuries had been reported and that shelters at the high school and the fairgrounds were open.', 'The Army Corps of Engineers said crews would attempt to close the 40-foot breach once the river drops below flood stage.'],
}, { quotes: [Q('forcing the evacuation of about 2,300 residents')] });

const ampHead = '<script async src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{visibility:hidden}</style>';
validArticle('amp-en', 'www.harbourcity-news.example', 'AMP edition of a local article (amp path, canonical to the desktop page)', {
  lang: 'en', site: 'Harbour City News', title: 'Council approves £12m sea wall after storm surge', author: 'Priya Shah', date: '2026-11-02', style: 'jsonld', canonical: 'https://www.harbourcity-news.example/news/council-approves-sea-wall', top: ampHead,
  paras: ['Councillors voted 31 to 4 on Monday to build a £12 million sea wall along the Esplanade, three weeks after a storm surge flooded 60 seafront properties.', 'Construction is due to start in spring 2027 and last about 18 months, the council said.'],
}, { path: '/amp/news/council-approves-sea-wall' });
validArticle('amp-es', 'www.lavozdelsur-local.example', 'Spanish AMP page (?outputType=amp style, distinct path)', {
  lang: 'es', site: 'La Voz del Sur', title: 'Cádiz activa el plan de emergencias por el temporal de levante', author: 'Javier Ruiz', date: '2026-11-03', style: 'og', top: ampHead,
  paras: ['La Junta de Andalucía activó este lunes el plan de emergencias ante el temporal de levante, con rachas de hasta 110 kilómetros por hora en el Estrecho.', 'El puerto de Tarifa suspendió todas las conexiones marítimas con Tánger.'],
}, { path: '/cadiz/temporal-levante-plan-emergencias_amp.html' });
validArticle('mobile-en', 'm.northern-echo-local.example', 'mobile edition (m. host) of a local article', {
  lang: 'en', site: 'Northern Echo Local', title: 'Ferry cancelled again as winds batter the Isles', date: '2026-11-01', style: 'byline', author: 'Iain MacLeod', noNav: true,
  paras: ['CalMac cancelled all sailings to the Outer Hebrides for a third day on Sunday as winds gusting to 80 mph battered the islands.', 'Shops in Stornoway reported shortages of fresh milk and bread.'],
});
validArticle('mobile-de', 'mobil.ostsee-kurier.example', 'mobile edition of a German regional paper (graph JSON-LD)', {
  lang: 'de', site: 'Ostsee-Kurier', title: 'Sturmflut an der Ostsee: Pegel in Wismar bei 1,60 Meter über Normal', author: 'Hanna Petersen', date: '2026-10-21', style: 'graph', noNav: true,
  paras: ['Die Sturmflut hat in der Nacht zu Dienstag Teile der Altstadt von Wismar überflutet. Der Pegel erreichte 1,60 Meter über dem mittleren Wasserstand.', 'Das Bundesamt für Seeschifffahrt und Hydrographie rechnet mit weiter sinkenden Wasserständen.'],
});
validArticle('print-en', 'www.capitalregion-times.example', 'print-friendly page (no chrome, print stylesheet) of a news article', {
  lang: 'en', site: 'Capital Region Times', title: 'State opens flood claims centres in six counties', author: 'Marcus Bell', date: '2026-10-25', style: 'plain', noNav: true, kind: 'print',
  paras: ['The state emergency management agency opened disaster recovery centres in six counties on Saturday to help residents file flood insurance and federal assistance claims.', 'Officials urged homeowners to photograph damage before beginning repairs.'],
}, { meta: false, path: '/print/2026/10/25/state-opens-flood-claims-centres' });
validArticle('print-it', 'www.ilcorriere-valle.example', 'Italian print version (versione stampabile) of a local article', {
  lang: 'it', site: 'Il Corriere della Valle', title: 'Frana a Bardonecchia, isolate 40 famiglie', date: '2026-10-24', style: 'plain', noNav: true, kind: 'print',
  paras: ['Una frana caduta nella notte ha bloccato la strada provinciale per Melezet, isolando circa 40 famiglie.', 'I vigili del fuoco hanno allestito un passaggio pedonale provvisorio.'],
}, { meta: false, path: '/stampa/articolo-88213' });

// ---------------------------------------------------------------------------------------------
// 3. Social / video public pages, forums and Q&A, government press rooms, NGO PDFs, wiki, archives (valid)

const social = (site: string, handle: string, text: string, extra = '') => bare({ lang: 'en', site, title: `${handle} on ${site}: "${text.slice(0, 60)}…"`, head: `<meta property="og:title" content="${esc(handle)} on ${site}"><meta property="og:description" content="${esc(text)}"><meta property="og:site_name" content="${site}">`, chrome: true, body: `<article class="status"><header><a href="/@x">${esc(handle)}</a> <time datetime="2026-10-31T10:12:00Z">Oct 31, 2026</time></header><div class="status-content"><p>${esc(text)}</p></div>${extra}<footer>12 replies · 148 reposts · 402 likes</footer></article>` });
add2('social-mastodon', 'social.emergency-net.example', 'valid', 'public post on a fediverse instance; the cited statement is the post text', respond({ body: social('EmergencyNet Social', 'Devon & Cornwall Fire', 'Crews rescued 14 people from vehicles trapped in floodwater overnight. Please do not drive through flood water — 30 cm of moving water can float a car.') }), { path: '/@dcfire/113388172001', claims: ['Fire crews rescued 14 people from vehicles trapped in floodwater overnight.'], quotes: [Q('Please do not drive through flood water - 30 cm of moving water can float a car.')] });
add2('social-bsky', 'bsky.social-mirror.example', 'valid', 'public microblog post by a meteorologist, readable without login', respond({ body: social('Skyline', 'Dr. Ellie Marsh', 'Storm Aurel’s central pressure fell 28 hPa in 24 hours — it qualifies as a weather bomb. Strongest gusts expected on exposed coasts of Wales this afternoon.') }), { path: '/profile/elliemarsh/post/3kz2ab', title: 'Dr. Ellie Marsh on Skyline: Storm Aurel qualifies as a weather bomb' });
add2('social-fbpage', 'www.facebook-pages.example', 'valid', 'public page post of a town council (no login needed to read)', respond({ body: social('Facepage', 'Baja Város Önkormányzata', 'Kérjük a Duna-parti utcák lakóit, hogy szombat reggelig vigyék el gépjárműveiket a töltés mellől. (Residents of riverside streets: please move vehicles away from the embankment by Saturday morning.)') }), { path: '/bajavaros/posts/pfbid02xyz', claims: ['Baja asked residents of riverside streets to move vehicles away from the embankment.'] });
const video = (title: string, channel: string, desc: string) => bare({ lang: 'en', site: 'VidTube', title: `${title} - VidTube`, head: `<meta property="og:title" content="${esc(title)}"><meta property="og:type" content="video.other"><meta property="og:site_name" content="VidTube"><meta name="description" content="${esc(desc.slice(0, 150))}"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'VideoObject', name: title, description: desc, uploadDate: '2026-10-16', author: { '@type': 'Person', name: channel }, thumbnailUrl: '/vi/thumb.jpg', duration: 'PT4M12S' })}</script>`, chrome: true, body: `<div id="player" data-video-id="q8Xk2"></div><h1 class="title">${esc(title)}</h1><div id="owner"><a href="/@c">${esc(channel)}</a> · 48K subscribers</div><div id="description"><p>${esc(desc)}</p></div><div id="comments"><p>Comments are loading…</p></div>` });
add2('video-drone', 'www.vidtube.example', 'valid', 'public video page whose description carries the cited facts', respond({ body: video('Drone footage: Oder flood at Frankfurt (Oder), 16 October 2026', 'Märkische Rundschau Video', 'Drone footage of the Oder at Frankfurt (Oder) on 16 October 2026, when the city declared alarm level 4. The gauge read 6.12 metres, the highest since 1997. Filmed with permission of the city crisis team.') }), { path: '/watch/q8Xk2Dr0ne', title: 'Drone footage: Oder flood at Frankfurt (Oder), 16 October 2026' });
add2('video-press', 'video.regional-tv.example', 'valid', 'regional TV video page of a press conference with a transcript summary', respond({ body: video('Press conference: Governor declares state of emergency for 14 counties', 'KRVT 7 News', 'Governor Ellen Park declared a state of emergency for 14 counties on Monday, freeing state funds for debris removal and shelters. Full press conference, 22 minutes.') }), { path: '/news/video/governor-state-of-emergency-14-counties', claims: ['The governor declared a state of emergency for 14 counties.'] });

const thread = (site: string, title: string, posts: [string, string][]) => bare({ lang: 'en', site, title: `${title} - ${site}`, chrome: true, head: `<meta property="og:title" content="${esc(title)}"><meta property="og:site_name" content="${site}">`, body: `<h1 class="thread-title">${esc(title)}</h1>${posts.map(([u, t], i) => `<div class="post" id="p${i + 1}"><div class="author">${esc(u)}</div><div class="postbody"><p>${esc(t)}</p></div><div class="postdate">31 Oct 2026</div></div>`).join('')}<div class="pagination">Page 1 of 1</div>` });
add2('forum-roads', 'forum.motoring-talk.example', 'valid', 'forum thread; the cited road-closure report is a reply in it', respond({ body: thread('Motoring Talk', 'A38 at Dawlish closed after landslip? (storm Aurel)', [['exeter_dave', 'Anyone know if the A38 is still shut after the landslip near Chudleigh?'], ['NationalHwyWatcher', 'Still closed southbound as of 7pm. National Highways say the slope has to be inspected by geotechnical engineers before it reopens, probably not before Monday.'], ['jen_k', 'Thanks — went round via the A380, added 25 minutes.']]) }), { path: '/threads/a38-dawlish-closed-after-landslip.48211', quotes: [Q('the slope has to be inspected by geotechnical engineers before it reopens')] });
add2('qa-insurance', 'law.qa-exchange.example', 'valid', 'Q&A page with an accepted answer on flood-insurance claims', respond({ body: thread('Q&A Exchange — Law', 'Does home insurance cover flood damage from a burst levee in the UK?', [['q_asker', 'My house flooded when the river bank gave way. My insurer says it is "flood" not "escape of water". Is that right?'], ['solicitor_uk (accepted answer)', 'Most UK buildings policies cover flood as a standard peril, unlike in the US. If your property was built before 2009, Flood Re keeps the premium affordable. Check the policy wording for the definition of flood.']]) }), { path: '/questions/88121/does-home-insurance-cover-flood-damage', title: 'Does home insurance cover flood damage from a burst levee in the UK?' });
add2('reddit-like', 'old.threadit.example', 'valid', 'old-style community thread page of a local subreddit-like board', respond({ body: thread('threadit', 'Szeged: where to volunteer for sandbagging this weekend?', [['u/tiszaparti', 'The city volunteer centre is at the Dóm tér tent, shifts from 8am. Bring gloves.'], ['u/szeged_mod', 'Official info: the water authority is asking for volunteers only at the Partfürdő section.']]) }), { path: '/r/szeged/comments/1gk2x/where_to_volunteer_sandbagging' });

const gov = (lang: string, site: string, title: string, date: string, paras: string[]) => (req: any, res: any, web: any) => write(res, { body: page({ lang, site, title, date, paras, style: 'plain', kind: 'press-release', section: 'Press release', top: `<p class="dateline"><time datetime="${date}">${date}</time></p>` }, urlOf(req, web)) });
add2('gov-uk', 'www.gov-press.example', 'valid', 'government press-room release announcing the fund', gov('en', 'Department for Environment — Press office', 'Minister announces £40 million flood recovery fund for affected communities', '2026-11-04', ['The Environment Minister today announced a £40 million Flood Recovery Fund for households and businesses affected by storm Aurel.', 'Households will be able to claim up to £500 for immediate costs, and businesses up to £2,500, through their local council.', 'Notes to editors: the fund will be open for applications from 11 November until 31 January.']), { path: '/government/news/minister-announces-40-million-flood-recovery-fund', title: 'Minister announces £40 million flood recovery fund', quotes: [Q('Households will be able to claim up to £500 for immediate costs')] });
add2('gov-de', 'www.landesregierung-bb.example', 'valid', 'German state-government press release', gov('de', 'Landesregierung Brandenburg', 'Soforthilfe für Hochwassergeschädigte an der Oder beschlossen', '2026-10-20', ['Das Kabinett hat heute eine Soforthilfe in Höhe von 10 Millionen Euro für Betroffene des Oder-Hochwassers beschlossen.', 'Private Haushalte erhalten bis zu 5.000 Euro, Unternehmen bis zu 50.000 Euro.']), { path: '/pressemitteilungen/2026/soforthilfe-hochwasser-oder' });
add2('gov-fr', 'www.gard-prefecture.example', 'valid', 'French prefecture press release (communiqué de presse)', gov('fr', 'Préfecture du Gard', 'Communiqué : levée de la vigilance rouge et état de catastrophe naturelle', '2026-10-21', ['La préfète du Gard annonce la levée de la vigilance rouge à 6 heures ce mardi.', 'Une demande de reconnaissance de l’état de catastrophe naturelle sera déposée pour 42 communes.']), { path: '/Actualites/Communiques-de-presse/2026/levee-vigilance-rouge' });
add2('gov-jp', 'www.pref-fukuoka-press.example', 'valid', 'Japanese prefecture press release (UTF-8)', gov('ja', '福岡県 報道発表', '令和8年10月大雨に係る災害救助法の適用について', '2026-10-12', ['福岡県は、10月11日からの大雨により、久留米市ほか3市町に災害救助法を適用することを決定しました。', '避難所の設置、食品の給与などの救助が行われます。']), { path: '/press/2026/10/saigai-kyujo-ho.html' });

const ngoPdf = (title: string, author: string, date: string, body: string) => pdf({ title, author, date, pages: [wrap(`${title}\n${author}, ${date}\n${body}`), wrap('Methodology. Teams visited 42 sites over five days, interviewing 610 households and 38 key informants. Findings are indicative and not statistically representative of the whole affected population.\nAnnex: list of sites, questionnaire, contacts of the cluster coordinators.')] });
const PDF1 = ngoPdf('Rapid Needs Assessment: Cyclone Noa, Sofala Province', 'Humanitarian Assessment Network', '2026-11-01', 'Key findings. 71% of surveyed households lost access to safe drinking water. 48% of health posts visited reported damage to buildings or equipment. Cases of acute watery diarrhoea rose three-fold in the week after landfall.\nPriority needs are water treatment, latrine repair, oral rehydration salts and shelter kits for 14,000 displaced people.');
add2('ngo-pdf', 'reliefdocs.example', 'valid', 'NGO assessment report served as application/pdf', respond({ body: PDF1, type: 'application/pdf' }), { path: '/report/mozambique/rapid-needs-assessment-cyclone-noa-sofala.pdf', title: 'Rapid Needs Assessment: Cyclone Noa, Sofala Province', quotes: [Q('71% of surveyed households lost access to safe drinking water'), Q('85% of surveyed households lost access', false)] });
add2('ngo-pdf-octet', 'www.floodwatch-ngo.example', 'valid', 'NGO PDF served as application/octet-stream with a PDF signature', respond({ body: ngoPdf('Flood Watch Europe: Autumn 2026 Situation Report No. 3', 'Flood Watch Europe', '2026-10-30', 'Since 12 October, floods in the Oder, Danube and Tisza basins have displaced an estimated 46,000 people in five countries. Damage to agriculture is concentrated in the Hungarian Great Plain.'), type: 'application/octet-stream', headers: { 'content-disposition': 'attachment; filename="sitrep-3.pdf"' } }), { path: '/files/sitrep-3-autumn-2026.pdf', title: 'Flood Watch Europe: Autumn 2026 Situation Report No. 3', claims: ['Floods in the Oder, Danube and Tisza basins displaced an estimated 46,000 people in five countries.'] });
add2('ngo-pdf-notype', 'docs.children-relief.example', 'valid', 'NGO briefing PDF served without a content type', respond({ body: ngoPdf('Children in the floods: education briefing', 'Children Relief International', '2026-11-05', 'At least 1,900 schools were closed or used as shelters in flood-affected areas of Pakistan, Mozambique and Hungary in October 2026. We call on donors to fund temporary learning spaces.'), type: '' }), { path: '/briefings/children-in-the-floods-education-2026', title: 'Children in the floods: education briefing' });
add2('ngo-pdf-fr', 'www.secours-ong.example', 'valid', 'French NGO PDF (application/pdf)', respond({ body: ngoPdf('Rapport d\'activite : reponse aux inondations dans le Gard', 'Secours Solidaire France', '2026-11-08', 'Nos equipes ont distribue 3 200 kits d\'hygiene et accueilli 860 personnes dans les centres d\'hebergement d\'urgence entre le 19 et le 26 octobre.'), type: 'application/pdf' }), { path: '/publications/rapport-inondations-gard-2026.pdf', quotes: [Q('3 200 kits d\'hygiene')] });

const wiki = (title: string, lead: string, more: string[]) => bare({ lang: 'en', site: 'Wikipedia-like', title: `${title} - OpenWiki`, chrome: false, head: `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', name: title, headline: 'storm in Europe in October 2026', publisher: { '@type': 'Organization', name: 'OpenWiki' } })}</script>`, body: `<h1 id="firstHeading" class="firstHeading"><span class="mw-page-title-main">${esc(title)}</span></h1><div id="bodyContent"><div id="siteSub">From OpenWiki, the free encyclopedia</div><div class="mw-parser-output"><table class="infobox"><tr><th>Formed</th><td>28 October 2026</td></tr><tr><th>Fatalities</th><td>9</td></tr></table><p>${lead}</p>${more.map((p) => `<p>${p}</p>`).join('')}<div class="reflist"><ol class="references"><li>“Storm Aurel live”. WestCountry Live. 31 October 2026.</li></ol></div></div></div>` });
add2('wiki-aurel', 'en.openwiki.example', 'valid', 'wiki article on the storm (a Wikipedia-like reference)', respond({ body: wiki('Storm Aurel', '<b>Storm Aurel</b> was an extratropical cyclone that affected the United Kingdom, France and Scandinavia between 30 October and 2 November 2026, causing nine deaths.', ['Aurel underwent explosive cyclogenesis on 30 October, its central pressure falling 28 hPa in 24 hours.', 'A gust of 178 km/h was recorded at the Pointe du Raz in Brittany.']) }), { path: '/wiki/Storm_Aurel', title: 'Storm Aurel', quotes: [Q('causing nine deaths')] });
add2('wiki-de', 'de.openwiki.example', 'valid', 'German wiki article, percent-encoded non-ASCII path', respond({ body: wiki('Oder-Hochwasser 2026', 'Das <b>Oder-Hochwasser 2026</b> war ein Hochwasser der Oder im Oktober 2026, das vor allem Frankfurt (Oder) und Słubice betraf.', ['Am 16. Oktober 2026 erreichte der Pegel Frankfurt (Oder) 6,12 Meter.']) }), { path: '/wiki/Oder-Hochwasser_2026_(Gr%C3%BCnes_Band)', title: 'Oder-Hochwasser 2026' });
add2('wiki-mobile', 'en.m.openwiki.example', 'valid', 'mobile wiki page of a list article', respond({ body: wiki('List of floods in Europe in 2026', 'This is a list of notable floods in Europe in 2026.', ['October: Oder, Danube and Tisza floods; Cévennes flash flood (Gard, Hérault).', 'November: storm surge in the Baltic.']) }), { path: '/wiki/List_of_floods_in_Europe_in_2026' });

const archived = (orig: string, captured: string, inner: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Archive snapshot of ${esc(orig)}</title></head><body><div id="wm-ipp"><div class="wb-banner">The Archive Machine · captured ${captured} · <a href="${esc(orig)}">${esc(orig)}</a> · 3 captures</div></div><div id="archived-content">${inner}</div></body></html>`;
add2('archive-wb', 'web.archive-machine.example', 'valid', 'archive service page holding the original article (the original later went dead)', respond({ body: archived('https://www.tisza-today.example/2026/10/record-level', '15:42:10 Oct 17, 2026', '<h1>Tisza reaches record level at Csongrád</h1><p>The Tisza rose to 1,068 cm at Csongrád on Friday, one centimetre above the 2006 record, the water authority said.</p><p>Defence works along 120 km of embankment were raised to the third degree of alert.</p>') }), { path: '/web/20261017154210/https://www.tisza-today.example/2026/10/record-level', title: 'Tisza reaches record level at Csongrád', quotes: [Q('one centimetre above the 2006 record')] });
add2('archive-today', 'archive.snapshot.example', 'valid', 'archive.today-style snapshot of a news page', respond({ body: archived('https://www.kuban-vesti.example/news/2026/10/evac', '18 Oct 2026 09:01:44 UTC', '<h1>Паводок на Кубани: в Крымском районе эвакуированы 1200 человек</h1><p>В Крымском районе Краснодарского края из-за подъёма воды в реке Адагум эвакуированы 1200 человек.</p>') }), { path: '/Xk29b', title: 'Паводок на Кубани: в Крымском районе эвакуированы 1200 человек' });

// ---------------------------------------------------------------------------------------------
// 4. Redirects and HTTP quirks in front of live pages (valid)

const simple = (lang: string, site: string, title: string, paras: string[], extra: Partial<PageOpts> = {}): PageOpts => ({ lang, site, title, paras, style: 'og', date: '2026-10-29', author: 'Staff reporter', ...extra });
const P_SLUG = simple('en', 'Tri-County Record', 'Volunteers clear 40 tonnes of debris from Mill Creek', ['More than 300 volunteers cleared an estimated 40 tonnes of debris from Mill Creek on Saturday, two weeks after the flood.', 'The county will collect bagged debris from the kerbside until November 15.']);
add(target('slug-target', 'www.tricounty-record.example', '/news/2026/10/29/volunteers-clear-40-tonnes-of-debris-mill-creek', art(P_SLUG)));
add2('redir-slug', 'www.tricounty-record.example', 'valid', 'short id URL 301-redirects to the canonical slug of the same story', redirect((o) => `${o('www.tricounty-record.example')}/news/2026/10/29/volunteers-clear-40-tonnes-of-debris-mill-creek`, 301), { path: '/s/88412', title: 'Volunteers clear 40 tonnes of debris from Mill Creek' });
add2('redir-slash', 'www.tricounty-record.example', 'valid', 'trailing-slash redirect (308) to the same story', redirect((o) => `${o('www.tricounty-record.example')}/news/2026/10/29/volunteers-clear-40-tonnes-of-debris-mill-creek`, 308), { path: '/news/2026/10/29/volunteers-clear-40-tonnes-of-debris-mill-creek/', title: 'Volunteers clear 40 tonnes of debris from Mill Creek' });
const P_MOVED = simple('de', 'Sächsische Lokalnachrichten', 'Elbe-Pegel in Dresden sinkt wieder unter sechs Meter', ['Der Elbpegel in Dresden ist am Sonntag wieder unter die Marke von sechs Metern gefallen. Die Alarmstufe 3 wurde aufgehoben.', 'Die Terrassenufer-Straße bleibt bis zur Reinigung gesperrt.'], { style: 'jsonld', author: 'Katrin Vogel' });
add(target('moved-target', 'www.saechsische-lokal.example', '/dresden/elbe-pegel-sinkt-unter-sechs-meter-a-77124', art(P_MOVED)));
add2('redir-domain', 'www.sz-lokal-alt.example', 'valid', 'old domain 301 to the renamed site, same story', redirect((o) => `${o('www.saechsische-lokal.example')}/dresden/elbe-pegel-sinkt-unter-sechs-meter-a-77124`, 301), { path: '/dresden/elbe-pegel-sinkt-a-77124.html', title: 'Elbe-Pegel in Dresden sinkt wieder unter sechs Meter' });
add2('meta-refresh', 'www.saechsische-lokal.example', 'valid', 'legacy URL answering a meta refresh to the same story', respond({ body: `<html><head><meta http-equiv="refresh" content="0; url=/dresden/elbe-pegel-sinkt-unter-sechs-meter-a-77124"><title>Weiterleitung</title></head><body><p>Sie werden weitergeleitet…</p></body></html>` }), { path: '/artikel.php', title: 'Elbe-Pegel in Dresden sinkt wieder unter sechs Meter' });
const P_COOKIE = simple('en', 'Lowland Chronicle', 'Dutch-Belgian border towns count cost of Meuse flood', ['Border towns along the Meuse began counting the cost on Thursday after the river burst its banks in three places between Maaseik and Roermond.', 'Insurers estimate damage at more than €80 million.'], { author: 'Pieter de Wit', style: 'jsonld' });
add2('cookie-self', 'www.lowland-chronicle.example', 'valid', 'site sets a session cookie and redirects to itself; with the cookie it serves the article', (req, res, web) => {
  if (/\bcf_sess=ok\b/.test(req.headers.cookie ?? '')) return write(res, { body: page(P_COOKIE, urlOf(req, web)) });
  res.writeHead(302, { location: urlOf(req, web), 'set-cookie': 'cf_sess=ok; Path=/; HttpOnly', 'content-type': 'text/html' }); res.end('');
}, { path: '/europe/border-towns-count-cost-meuse-flood', title: 'Dutch-Belgian border towns count cost of Meuse flood', quotes: [Q('damage at more than €80 million')] });
let flaky = 0;
add2('flaky-503', 'www.coastal-observer.example', 'valid', 'one-off 503 without Retry-After, then the article (retried page is live)', (req, res, web) => {
  if (flaky++ === 0) return write(res, { status: 503, body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>' });
  write(res, { body: page(simple('en', 'Coastal Observer', 'Harbour master reopens port after storm damage survey', ['The harbour master reopened the port on Wednesday after divers surveyed the breakwater damaged in the storm.', 'Fishing boats will be allowed out from Thursday morning.']), urlOf(req, web)) });
}, { path: '/local/harbour-reopens-after-survey', title: 'Harbour master reopens port after storm damage survey' });
add2('gzip-br', 'www.mountain-times.example', 'valid', 'article served brotli-compressed', (req, res, web) => write(res, { encoding: 'br', body: page(simple('en', 'Mountain Times', 'Avalanche risk raised to level 4 after early snow', ['The avalanche warning service raised the danger level to 4 of 5 on Sunday after up to 80 cm of fresh snow fell above 2,000 metres.', 'Several passes remain closed.']), urlOf(req, web)) }), { path: '/news/avalanche-risk-level-4', title: 'Avalanche risk raised to level 4 after early snow' });
add2('title-404', 'www.techdesk-daily.example', 'valid', 'real article whose headline mentions "404" and "Page not found"', art(simple('en', 'TechDesk Daily', '"404 Page Not Found": council flood map crashed on the night it was needed', ['The council’s online flood map showed visitors a “404 Page Not Found” error for six hours on the night of the storm, after a traffic spike overwhelmed the server.', 'The council said it had moved the map to a cloud provider and apologised to residents.'], { author: 'Leah Grant', style: 'jsonld' })), { path: '/2026/11/council-flood-map-404', title: '"404 Page Not Found": council flood map crashed on the night it was needed' });
add2('verify-human', 'www.scam-alert-local.example', 'valid', 'short article that quotes a scam page saying "verify you are human"', art(simple('en', 'Scam Alert Local', 'Fake flood-relief sites ask victims to "verify you are human"', ['Police warned on Monday that fake flood-relief grant sites are asking visitors to “verify you are human” and then to download a file that steals banking passwords.', 'Genuine grants are only paid through councils, police said.'], { author: 'Omar Haddad' })), { path: '/alerts/fake-flood-relief-sites', title: 'Fake flood-relief sites ask victims to "verify you are human"' });
add2('big-page', 'www.longreads-weekly.example', 'valid', 'long-read page over 2 MB (inline comments and scripts); the article is in the first 2 MB', (req, res, web) => write(res, { body: page({ ...simple('en', 'Longreads Weekly', 'The long night on the Tisza: how Szeged held the line', ['On the night of 17 October, engineers in Szeged watched the Tisza rise a centimetre every twenty minutes.', 'By dawn the river had reached 1,009 cm, and the embankment at Partfürdő had held.']), bottom: `<script>window.__STATE__=${JSON.stringify({ comments: Array.from({ length: 18000 }, (_, i) => ({ id: i, text: 'Comment body placeholder text for reader discussion thread number ' + i + ' with more words to pad it out a bit' })) })}</script>` }, urlOf(req, web)) }), { path: '/features/long-night-on-the-tisza', title: 'The long night on the Tisza: how Szeged held the line' });
add2('http-to-https', 'old.fenland-news.example', 'valid', '302 from an old host to the www host with the same path', redirect((o) => `${o('www.fenland-news.example')}/news/fen-drains-pumping-round-the-clock`, 302), { path: '/news/fen-drains-pumping-round-the-clock', title: 'Fen drains pumping round the clock' });
add(target('fen-target', 'www.fenland-news.example', '/news/fen-drains-pumping-round-the-clock', art(simple('en', 'Fenland News', 'Fen drains pumping round the clock', ['The internal drainage board has run all 14 pumping stations round the clock since Monday to keep the Fens dry.', 'It is the longest continuous pumping since 1947, the board said.']))));

// ---------------------------------------------------------------------------------------------
// 5. More small local sites across countries (valid), some cited by claims only

const LOCAL: [string, string, string, string, string, PageOpts['style'], string, string[], string?][] = [
  ['us-iowa', 'www.cedar-valley-post.example', 'en', 'Cedar Valley Post', 'Cedar River expected to crest 4 feet above flood stage', 'og', 'Beth Sorensen', ['The National Weather Service expects the Cedar River to crest at about 20 feet in Cedar Falls on Thursday, four feet above flood stage.', 'The city has closed the Park Avenue bridge and is distributing sandbags at the public works yard.']],
  ['au-lismore', 'www.northernrivers-echo.example', 'en', 'Northern Rivers Echo', 'Lismore residents told to prepare to leave as Wilsons River rises', 'jsonld', 'Kylie Thompson', ['The State Emergency Service told residents of low-lying Lismore to prepare to evacuate as the Wilsons River rose past 9 metres on Sunday afternoon.', 'Evacuation centres have opened at Southern Cross University and the Lismore Showground.']],
  ['in-kerala', 'www.malabar-times.example', 'en', 'Malabar Times', 'Orange alert in five Kerala districts as northeast monsoon intensifies', 'microdata', 'Anjali Menon', ['The India Meteorological Department issued an orange alert for five districts of Kerala on Tuesday as the northeast monsoon intensified.', 'Shutters of the Idukki dam were raised by 40 cm to release excess water.']],
  ['ng-lokoja', 'www.confluence-daily.example', 'en', 'Confluence Daily', 'Kogi: 2,000 displaced as Niger and Benue overflow at Lokoja', 'byline', 'Ibrahim Salihu', ['About 2,000 residents have been displaced in Lokoja after the Niger and Benue rivers overflowed their banks, the state emergency management agency said.', 'The Lokoja–Abuja highway was partly submerged near Gadumo.']],
  ['pk-sindh', 'www.indus-tribune-local.example', 'en', 'Indus Tribune', 'Sindh government sets up 60 relief camps in Dadu', 'og', 'Sana Memon', ['The Sindh government has set up 60 relief camps in Dadu district for families displaced by flooding from the Manchar Lake.', 'The provincial disaster authority said 18,000 tents had been distributed.']],
  ['mx-tabasco', 'www.tabasco-hoy-local.example', 'es', 'Tabasco al Día', 'Inundaciones en Tabasco: Conagua abre compuertas de la presa Peñitas', 'og', 'Carlos Hernández', ['La Comisión Nacional del Agua (Conagua) aumentó el desfogue de la presa Peñitas a 1.200 metros cúbicos por segundo.', 'Protección Civil recomendó a los habitantes de las riberas del río Carrizal estar atentos.']],
  ['ar-corrientes', 'www.ellitoral-corrientes.example', 'es', 'El Litoral Corrientes', 'Crece el Paraná: Corrientes en alerta por la subida del río', 'graph', 'Martín Acosta', ['El río Paraná alcanzó los 6,40 metros en el puerto de Corrientes y Prefectura declaró el estado de alerta.', 'Las familias de los barrios ribereños comenzaron a ser relocalizadas.']],
  ['br-rs', 'www.gaucha-regional.example', 'pt', 'Gaúcha Regional', 'Guaíba volta a subir e Porto Alegre fecha comportas do Muro da Mauá', 'jsonld', 'Fernanda Souza', ['O nível do Guaíba chegou a 3,60 metros nesta segunda-feira e a prefeitura de Porto Alegre fechou três comportas do Muro da Mauá.', 'A Defesa Civil pediu que moradores das ilhas deixem suas casas.']],
  ['ca-quebec', 'www.lavoixdelest-local.example', 'fr', 'La Voix de l’Est', 'Crue printanière précoce : Sherbrooke surveille la rivière Saint-François', 'og', 'Geneviève Tremblay', ['La Ville de Sherbrooke surveille de près la rivière Saint-François, dont le débit a doublé en 48 heures après les pluies abondantes.', 'Aucune évacuation n’est prévue pour l’instant.']],
  ['at-tirol', 'www.tiroler-lokal.example', 'de', 'Tiroler Lokalzeitung', 'Murenabgang im Ötztal: Landesstraße gesperrt', 'byline', 'Florian Gstrein', ['Nach heftigen Gewittern ist am Dienstagabend eine Mure im Ötztal abgegangen und hat die Landesstraße bei Längenfeld verschüttet.', 'Verletzt wurde niemand, die Straße bleibt bis auf Weiteres gesperrt.']],
  ['ch-ticino', 'www.ticinonews-local.example', 'it', 'Ticino Locale', 'Maggia in piena, evacuate le case vicino al fiume a Cevio', 'og', 'Luca Bernasconi', ['Il fiume Maggia è uscito dagli argini nella notte e le autorità hanno evacuato una ventina di abitazioni a Cevio.', 'La strada cantonale verso Bignasco è chiusa.']],
  ['bd-sylhet', 'www.sylhet-barta.example', 'bn', 'সিলেট বার্তা', 'সিলেটে বন্যা: সুরমার পানি বিপৎসীমার ওপরে', 'og', 'রহিম উদ্দিন', ['সিলেটে সুরমা নদীর পানি বিপৎসীমার ৫০ সেন্টিমিটার ওপর দিয়ে প্রবাহিত হচ্ছে।', 'জেলা প্রশাসন ৩০০টি আশ্রয়কেন্দ্র খুলেছে।']],
  ['vi-hue', 'www.hue-thoisu.example', 'vi', 'Huế Thời Sự', 'Lũ lụt ở Huế: hơn 10.000 hộ dân bị ngập', 'jsonld', 'Nguyễn Văn An', ['Mưa lớn kéo dài khiến hơn 10.000 hộ dân ở thành phố Huế bị ngập, nhiều tuyến đường bị chia cắt.', 'Chính quyền đã sơ tán hơn 3.000 người đến nơi an toàn.']],
  ['he-haifa', 'www.haifa-mekomon.example', 'he', 'מקומון חיפה', 'סערה בצפון: הצפות בחיפה ובקריות', 'og', 'יעל כהן', ['גשמים עזים גרמו להצפות ברחובות חיפה והקריות, ומשטרת ישראל חסמה מספר כבישים.', 'מכבי האש חילצו תושבים מרכבים שנתקעו במים.']],
];
for (const [id, host, lang, site, title, style, author, paras, claim] of LOCAL) {
  const byClaim = id === 'ng-lokoja' || id === 'pk-sindh' || id === 'ar-corrientes';
  validArticle(id, host, `local news article (${lang}) on the cited event${byClaim ? '; cited by a claim only' : ''}`, { lang, site, title, author, date: '2026-10-2' + (id.length % 9), style, paras, dir: lang === 'he' ? 'rtl' : undefined },
    { citeTitle: byClaim ? null : undefined, claims: byClaim ? [paras[0]!.replace(/\.$/, '').slice(0, 140)] : claim ? [claim] : undefined });
}

// ---------------------------------------------------------------------------------------------
// 6. Paywalls (paywalled)

const teaser = (o: PageOpts, wall: string): PageOpts => ({ ...o, paras: o.paras.slice(0, 1), bottom: wall });
const PW = (id: string, host: string, reason: string, o: PageOpts, wall: string, path: string, x: { quotes?: QuoteCheck[]; charset?: string; full?: boolean } = {}) =>
  add2(id, host, 'paywalled', reason, art(x.full ? o : teaser(o, wall), { charset: x.charset }), { path, title: o.h1 ?? o.title, quotes: x.quotes });
PW('pw-metered', 'www.statesman-metro.example', 'metered wall: "You\'ve read all 3 of your free articles this month"', simple('en', 'Metro Statesman', 'Insurers brace for record claims after storm Aurel', ['Insurers expect claims from storm Aurel to exceed £1.1 billion, making it the costliest UK windstorm since 1990, according to an industry estimate.', 'Hidden paragraph two.']), '<div class="meter-wall"><h2>You’ve read all 3 of your free articles this month.</h2><p>Subscribe for unlimited access to local journalism from just £1 a week.</p><a class="btn" href="/subscribe">Subscribe now</a> <a href="/login">Already a subscriber? Sign in</a></div>', '/business/insurers-brace-for-record-claims-storm-aurel');
PW('pw-piano', 'www.thenational-review.example', 'Piano-style "Continue reading with a membership" wall after a teaser', simple('en', 'The National Review Online', 'Inside the race to rebuild Derna’s dams', ['Three years after the dams above Derna collapsed, engineers are starting again from the riverbed.']), '<div class="tp-modal"><div class="tp-container"><h3>Continue reading with a membership</h3><p>Get unlimited digital access. Cancel anytime.</p><button>Start your trial</button></div></div><div class="tp-backdrop"></div>', '/world/middle-east/inside-the-race-to-rebuild-dernas-dams');
PW('pw-de-plus', 'www.rhein-zeitung-lokal.example', 'German "Plus" subscriber article, teaser then the abo wall', simple('de', 'Rhein-Lokal', 'Hochwasserschutz am Mittelrhein: Was die neuen Mauern kosten', ['Die neuen Hochwasserschutzmauern in Koblenz sollen bis 2029 fertig sein.'], { style: 'jsonld', free: false }), '<div class="paywall-plus"><h2>Weiterlesen mit Rhein-Lokal Plus</h2><p>Alle Plus-Artikel lesen – 4 Wochen für 0,99 €. Jederzeit kündbar.</p><a href="/abo">Jetzt abonnieren</a> <a href="/login">Anmelden</a></div>', '/koblenz/hochwasserschutz-mittelrhein-kosten-plus-18822');
PW('pw-fr-abonnes', 'www.lecourrier-regional.example', 'French "Article réservé aux abonnés"', simple('fr', 'Le Courrier régional', 'Inondations : les agriculteurs du Gard attendent toujours les indemnisations', ['Trois semaines après l’épisode cévenol, de nombreux viticulteurs n’ont toujours rien reçu.']), '<div class="paywall"><p class="premium">Article réservé aux abonnés</p><p>Il vous reste 78% de cet article à lire. La suite est réservée aux abonnés.</p><a href="/abonnement">Je m’abonne – 1 € le premier mois</a> <a href="/connexion">Déjà abonné ? Se connecter</a></div>', '/economie/inondations-agriculteurs-gard-indemnisations');
PW('pw-es', 'www.elnorte-castilla-local.example', 'Spanish "contenido exclusivo para suscriptores"', simple('es', 'El Norte Local', 'Las claves del nuevo plan de defensa contra avenidas del Duero', ['La Confederación Hidrográfica del Duero presentó un plan de 35 millones de euros.']), '<div class="paywall-box"><h3>Este contenido es exclusivo para suscriptores</h3><p>Suscríbete y accede sin límites. Primer mes por 1 €.</p><a href="/suscripcion">Suscríbete</a> <a href="/login">Inicia sesión</a></div>', '/valladolid/plan-defensa-avenidas-duero');
PW('pw-ja', 'www.keizai-shimpo-local.example', 'Japanese "この記事は有料会員限定です" member-only article', simple('ja', '経済新報ローカル', '豪雨被害、九州の製造業に打撃　部品供給が停滞', ['11日の大雨で、九州北部の自動車部品工場の一部が操業を停止した。']), '<div class="paywall"><p>この記事は有料会員限定です。</p><p>残り1432文字。有料会員になると続きをお読みいただけます。</p><a href="/subscribe">有料会員に登録する</a> <a href="/login">ログイン</a></div>', '/article/DGXZQO-kyushu-gouu-buhin');
PW('pw-register', 'www.agri-weekly.example', 'free-registration wall ("Register for free to keep reading")', simple('en', 'Agri Weekly', 'Flooded farmland: what the recovery grants cover', ['Farmers whose land was flooded can now apply for recovery grants of up to £25,000.']), '<div class="regwall"><h2>Register for free to keep reading</h2><p>Create a free account to read this article and get our daily newsletter.</p><form><input type="email" placeholder="Email address"><button>Continue</button></form><p>Already registered? <a href="/login">Log in</a></p></div>', '/news/flooded-farmland-recovery-grants');
PW('pw-iaff', 'www.baltic-business-news.example', 'isAccessibleForFree=false with the whole text in the response (publisher says it is walled)', { ...simple('en', 'Baltic Business News', 'Port of Gdańsk counts losses after storm surge halts terminals', ['The Port of Gdańsk said the storm surge of 21 October halted three container terminals for 36 hours.', 'Losses are estimated at €14 million, the port authority said, most of them from delayed vessels.', '“We have never had to stop all terminals at once,” the port’s chief executive said.'], { style: 'jsonld', author: 'Marta Nowak' }), free: false }, '', '/logistics/port-gdansk-losses-storm-surge', { full: true, quotes: [Q('Losses are estimated at €14 million'), Q('Losses are estimated at €40 million', false)] });
PW('pw-iaff-graph', 'www.wirtschaftsblatt-nord.example', 'isAccessibleForFree "False" in a JSON-LD @graph, full text served', { ...simple('de', 'Wirtschaftsblatt Nord', 'Sturmflut kostet Häfen an der Ostsee Millionen', ['Die Sturmflut vom 21. Oktober hat die Ostseehäfen nach ersten Schätzungen rund 30 Millionen Euro gekostet.', 'Besonders betroffen war Rostock.'], { style: 'graph', author: 'Lars Thiele' }), free: false }, '', '/maritim/sturmflut-kostet-haefen-millionen', { full: true });
PW('pw-journal', 'www.hydro-journal-online.example', 'journal landing page selling the PDF (abstract only, "Purchase PDF $39.95")', { lang: 'en', site: 'Journal of Flood Risk Studies', title: 'Attribution of the October 2026 Central European floods to anthropogenic warming', style: 'plain', date: '2026-11-10', paras: ['<strong>Abstract.</strong> We estimate that the four-day rainfall totals of 12–15 October 2026 over the Oder and upper Danube basins were made about 20% more intense by anthropogenic warming.'] }, '<div class="access-options"><h3>Access options</h3><p>Get access to the full version of this article.</p><ul><li>Purchase PDF — $39.95</li><li>Rent for 48h — $9.99</li></ul><p><a href="/login">Log in via your institution</a></p></div>', '/doi/10.5555/jfrs.2026.0412', { quotes: [Q('made about 20% more intense by anthropogenic warming')] });
PW('pw-member-forum', 'community.stormchasers-club.example', 'member-only forum post ("This post is for members only")', { lang: 'en', site: 'Stormchasers Club', title: 'Member report: radar analysis of storm Aurel’s sting jet', style: 'plain', paras: ['Posted by RadarRob in Members’ Analysis.'] }, '<div class="members-only"><h2>This post is for members only</h2><p>Join Stormchasers Club to read the full analysis. Membership £4/month.</p><a href="/join">Become a member</a> <a href="/signin">Sign in</a></div>', '/members/analysis/aurel-sting-jet');
PW('pw-social-login', 'www.instaview-social.example', 'social platform post behind "Log in to see" (a free-account login wall; the issue counts registration walls as paywalls — arguable: could be read as blocked)', { lang: 'en', site: 'Instaview', title: 'Instaview', style: 'plain', paras: [''], noNav: true }, '<div class="login-wall"><h2>Log in to see photos and videos from friends.</h2><p>See the full post from @somerset_floods by logging in or signing up.</p><a href="/accounts/login">Log in</a> <a href="/accounts/signup">Sign up</a></div>', '/p/C9xY2kLmN3a');
PW('pw-it', 'www.ilgiornale-veneto-local.example', 'Italian "Contenuto riservato agli abbonati"', simple('it', 'Giornale Veneto Locale', 'Acqua alta a Venezia, il Mose alzato 12 volte in ottobre', ['Il Mose è stato sollevato dodici volte nel mese di ottobre, un record per la stagione.']), '<div class="paywall"><h3>Contenuto riservato agli abbonati</h3><p>Abbonati per leggere tutti gli articoli. 1€ al mese per 3 mesi.</p><a href="/abbonati">Abbonati</a> <a href="/login">Accedi</a></div>', '/venezia/acqua-alta-mose-alzato-12-volte');
PW('pw-nl', 'www.dagblad-noord-local.example', 'Dutch "Alleen voor abonnees" premium wall', simple('nl', 'Dagblad Noord', 'Waterschappen willen dijkversterking versnellen na stormseizoen', ['De waterschappen in het noorden willen de dijkversterking met drie jaar versnellen.']), '<div class="premium-wall"><h3>Dit artikel is alleen voor abonnees</h3><p>Lees verder met een digitaal abonnement voor € 1 per week.</p><a href="/abonnement">Word abonnee</a> <a href="/inloggen">Inloggen</a></div>', '/regio/waterschappen-dijkversterking-versnellen');

// ---------------------------------------------------------------------------------------------
// 7. Walls in front of live pages (blocked)

const B = (id: string, host: string, reason: string, handle: Handler, path: string, title: string, quotes?: QuoteCheck[]) => add2(id, host, 'blocked', reason, handle, { path, title, quotes });
B('cf-challenge', 'www.metro-daily-news.example', 'Cloudflare-style "Just a moment..." JS challenge on 403', respond({ status: 403, headers: { server: 'cloudflare', 'cf-ray': '8e1a2b3c4d5e6f70-FRA', 'cf-mitigated': 'challenge' }, body: '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta name="robots" content="noindex,nofollow"></head><body><div class="main-wrapper"><h1 class="zone-name-title">www.metro-daily-news.example</h1><h2>Verifying you are human. This may take a few seconds.</h2><noscript>Enable JavaScript and cookies to continue</noscript><div id="challenge-stage"></div><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8e1a2b3c4d5e6f70"></script></div></body></html>' }), '/2026/10/31/storm-aurel-power-cuts', 'Storm Aurel: 48,000 homes without power');
B('sucuri', 'www.small-town-gazette.example', 'Sucuri-style "You are being redirected" JS challenge with HTTP 200', respond({ headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-id': '18012' }, body: '<html><head><title>You are being redirected...</title><noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript><script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js=\'\',S=\'cz0iMHNlYyIuc3Vic3RyKDAsMSk=\';L=S.length;document.cookie=\'sucuri_cloudproxy_uuid_0=1; path=/\';location.reload();</script></head><body></body></html>' }), '/news/local/fire-station-flooded', 'Fire station flooded as crews respond to calls');
B('f5-rejected', 'www.county-council-news.example', 'F5 WAF "Request Rejected" page with HTTP 200', respond({ body: '<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 14532087723551893412<br><br><a href="javascript:history.back();">[Go Back]</a></body></html>' }), '/news/road-closures-update-31-october', 'Road closures update, 31 October');
B('waf-406', 'www.regional-radio-news.example', 'web application firewall answering 406 Not Acceptable (Mod_Security)', respond({ status: 406, body: '<html><head><title>406 Not Acceptable</title></head><body><h1>Not Acceptable</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>' }), '/news/2026/10/river-levels-falling', 'River levels falling across the region');
B('teapot-418', 'www.hobby-news-hub.example', '418 sent to bots', respond({ status: 418, body: '<html><body><h1>I\'m a teapot</h1></body></html>' }), '/articles/volunteers-sandbag-riverside', 'Volunteers sandbag riverside homes');
B('rate-429', 'www.national-daily-local.example', 'persistent 429 Too Many Requests with a long Retry-After', respond({ status: 429, headers: { 'retry-after': '3600' }, body: '<html><body><h1>Too Many Requests</h1><p>You have sent too many requests in a given amount of time.</p></body></html>' }), '/uk/2026/oct/30/storm-aurel-wales-amber-warning', 'Storm Aurel: amber warning for Wales');
B('akamai-403', 'www.bignews-network.example', 'Akamai-style "Access Denied" 403 with a reference number', respond({ status: 403, headers: { server: 'AkamaiGHost' }, body: '<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don\'t have permission to access "http&#58;&#47;&#47;www&#46;bignews&#45;network&#46;example&#47;world&#47;europe&#47;danube&#45;floods" on this server.<P>Reference&#32;&#35;18&#46;6f2c1002&#46;1730372400&#46;2b8e0c1</BODY></HTML>' }), '/world/europe/danube-floods', 'Danube floods: Budapest braces for crest');
B('consent-redirect', 'www.german-portal-news.example', '302 to a consent. host interstitial (consent wall)', redirect((o) => `${o('consent.german-portal-news.example')}/v2/?return=/regional/sturmflut-wismar`, 302), '/regional/sturmflut-wismar', 'Sturmflut an der Ostsee');
add(target('consent-target', 'consent.german-portal-news.example', '/v2/', respond({ body: bare({ lang: 'de', site: 'Portal News', title: 'Ihre Privatsphäre ist uns wichtig', body: '<div class="consent"><h1>Ihre Privatsphäre ist uns wichtig</h1><p>Wir und unsere 214 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu, z. B. Cookies, und verarbeiten personenbezogene Daten. Sie können Ihre Auswahl jederzeit ändern.</p><button>Alle akzeptieren</button> <button>Einstellungen verwalten</button></div>' }) })));
B('pur-abo', 'www.sueddeutsche-regional.example', 'pay-or-consent wall ("Mit Werbung weiterlesen oder Pur-Abo") — blocked by rule 3', respond({ body: bare({ lang: 'de', site: 'Regionalzeitung', title: 'Regionalzeitung – Zustimmung', body: '<div class="cmp-layer"><h2>Lesen Sie mit Werbung weiter oder abonnieren Sie unser Pur-Abo</h2><p>Mit Ihrer Zustimmung zu Cookies und Tracking lesen Sie alle Inhalte kostenlos. Oder Sie lesen werbefrei mit dem Pur-Abo für 2,99 € im Monat.</p><button>Akzeptieren und weiterlesen</button> <a href="/pur">Pur-Abo abschließen</a></div>' }) }), '/bayern/hochwasser-donau-passau-pegel', 'Hochwasser an der Donau: Passau erwartet Höchststand');
B('fr-refuser', 'www.lequotidien-region.example', 'French "Accepter ou s\'abonner" pay-or-consent wall (rule 3)', respond({ body: bare({ lang: 'fr', site: 'Le Quotidien Région', title: 'Le Quotidien Région', body: '<div class="cmp"><h2>Vos choix concernant l’utilisation de cookies</h2><p>Pour accéder gratuitement au site, acceptez les cookies publicitaires. Vous pouvez aussi refuser et vous abonner pour 1 € par mois.</p><button>Accepter et continuer</button> <button>Refuser et s’abonner</button></div>' }) }), '/faits-divers/inondations-herault-bilan', 'Inondations dans l’Hérault : le bilan');
B('geo-block', 'www.us-localtv-news.example', 'geo-block page with HTTP 200 (EU visitors, GDPR)', respond({ body: bare({ lang: 'en', site: 'KXTV Local', title: 'Unavailable in your region', chrome: true, body: '<h1>451: Unavailable due to legal reasons</h1><p>We recognize you are attempting to access this website from a country belonging to the European Economic Area (EEA) including the EU which enforces the General Data Protection Regulation (GDPR) and therefore access cannot be granted at this time.</p>' }) }), '/news/local/flash-flood-warning-county', 'Flash flood warning issued for the county');
B('geo-451', 'www.tvregional-video.example', 'HTTP 451 geo-restriction for a video page', respond({ status: 451, body: '<html><body><h1>This content is not available in your country.</h1></body></html>' }), '/video/flood-rescue-helicopter', 'Helicopter rescue from flooded farmhouse');
B('maintenance', 'www.weekly-advertiser.example', 'maintenance page with 503 (persistent, no article)', respond({ status: 503, headers: { 'retry-after': '7200' }, body: bare({ lang: 'en', site: 'Weekly Advertiser', title: 'Scheduled maintenance', body: '<h1>We’ll be back soon!</h1><p>Sorry for the inconvenience. We’re performing some maintenance at the moment. We’ll be back online shortly.</p>' }) }), '/news/2026/11/market-square-flood-barriers', 'Market square to get flood barriers');
B('maint-200', 'www.lokalanzeiger-sued.example', 'German maintenance page served with HTTP 200', respond({ body: bare({ lang: 'de', site: 'Lokalanzeiger Süd', title: 'Wartungsarbeiten', body: '<h1>Wartungsarbeiten</h1><p>Unsere Website wird gerade gewartet und ist in Kürze wieder für Sie erreichbar. Vielen Dank für Ihr Verständnis.</p>' }) }), '/lokales/hochwasser-ammer-weilheim', 'Hochwasser an der Ammer in Weilheim');
B('db-error', 'www.valley-voice-blog.example', 'WordPress "Error establishing a database connection" with HTTP 200', respond({ body: '<!DOCTYPE html><html><head><title>Database Error</title></head><body id="error-page"><div class="wp-die-message"><h1>Error establishing a database connection</h1></div></body></html>' }), '/2026/10/30/flood-volunteers-needed', 'Flood volunteers needed this weekend');
B('basic-401', 'staging.regional-news-cms.example', 'staging server Basic-auth 401 (not a paywall)', respond({ status: 401, headers: { 'www-authenticate': 'Basic realm="Staging"' }, body: '<html><body><h1>401 Authorization Required</h1></body></html>' }), '/news/2026/10/levee-repairs-begin', 'Levee repairs begin');
B('captcha-dd', 'www.classifieds-news.example', 'DataDome-style CAPTCHA interstitial on 403', respond({ status: 403, headers: { 'x-datadome': 'protected' }, body: '<html><head><title>classifieds-news.example</title></head><body><p>Please enable JS and disable any ad blocker</p><script>var dd={\'rt\':\'c\',\'cid\':\'AHrlqAAAAAMA\',\'hsh\':\'2211F522B61E269B869FA6EAFFB5E1\',\'t\':\'fe\',\'host\':\'geo.captcha-delivery.com\'}</script><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>' }), '/local/flood-damaged-cars-for-sale-warning', 'Warning over flood-damaged cars for sale');
B('ru-ddos-guard', 'www.ural-news-local.example', 'DDoS-Guard style check page (Russian site) with 403', respond({ status: 403, headers: { server: 'ddos-guard' }, body: '<html><head><title>DDoS-Guard</title></head><body><h1>Проверка браузера перед переходом на сайт</h1><p>Пожалуйста, подождите. Это может занять несколько секунд.</p><script src="/.well-known/ddos-guard/check?context=free_splash"></script></body></html>' }), '/news/2026/10/pavodok-chusovaya', 'Паводок на Чусовой');
B('consent-inline-it', 'www.quotidiano-emilia.example', 'Italian consent interstitial page replacing the article (200)', respond({ body: bare({ lang: 'it', site: 'Quotidiano Emilia', title: 'Quotidiano Emilia - Privacy', body: '<div id="consent-wall"><h1>Il valore della tua privacy</h1><p>Noi e i nostri fornitori archiviamo e accediamo a informazioni su un dispositivo, come i cookie, e trattiamo dati personali. Per proseguire la navigazione accetta i cookie.</p><button>Accetta e continua</button> <button>Personalizza</button></div>' }) }), '/cronaca/alluvione-bologna-ravone', 'Alluvione a Bologna, esonda il Ravone');

// ---------------------------------------------------------------------------------------------
// 8. Live pages that are not the cited source (mismatch, rule 1)

const MM = (id: string, host: string, reason: string, handle: Handler, path: string, title?: string, claims?: string[]) => add2(id, host, 'mismatch', reason, handle, { path, title, claims });
const side = '<aside class="sidebar"><h3>Latest news</h3><ul><li><a href="/a1">Council budget: what it means for you</a></li><li><a href="/a2">New cycle lane opens on High Street</a></li><li><a href="/a3">Police appeal after shop break-in</a></li><li><a href="/a4">School wins regional choir contest</a></li><li><a href="/a5">Weekend events guide</a></li><li><a href="/a6">Letters to the editor</a></li></ul></aside>';
MM('soft404-en', 'www.eastshire-gazette.example', 'soft 404 with HTTP 200 and a rich sidebar ("Oops! That page can’t be found")', respond({ body: bare({ lang: 'en', site: 'Eastshire Gazette', title: 'Page not found – Eastshire Gazette', chrome: true, body: `<h1>Oops! That page can’t be found.</h1><p>It looks like nothing was found at this location. Maybe try one of the links below or a search?</p><form><input name="s"></form>${side}` }) }), '/2026/10/flood-barrier-fails-at-riverside', 'Flood barrier fails at Riverside');
MM('soft404-de', 'www.nordkurier-lokal.example', 'German soft 404 with HTTP 200 ("Seite nicht gefunden")', respond({ body: bare({ lang: 'de', site: 'Nordkurier Lokal', title: 'Seite nicht gefunden', chrome: true, body: `<h1>Diese Seite gibt es leider nicht (mehr)</h1><p>Der von Ihnen aufgerufene Artikel wurde möglicherweise verschoben oder gelöscht. Nutzen Sie unsere Suche oder besuchen Sie die Startseite.</p>${side}` }) }), '/lokales/sturmflut-ueckermuende-1234567.html', 'Sturmflut in Ueckermünde');
MM('soft404-es', 'www.diario-costa-local.example', 'Spanish soft 404 (HTTP 200, "la página que buscas no existe")', respond({ body: bare({ lang: 'es', site: 'Diario de la Costa', title: 'Página no encontrada | Diario de la Costa', chrome: true, body: `<h1>Lo sentimos, la página que buscas no existe</h1><p>Es posible que el enlace esté roto o que la página haya sido eliminada.</p>${side}` }) }), '/sucesos/temporal-costa-2026-10', 'Temporal en la costa');
MM('soft404-ja', 'www.chiiki-shimbun.example', 'Japanese soft 404 with HTTP 200 (お探しのページは見つかりませんでした)', respond({ body: bare({ lang: 'ja', site: '地域新聞', title: 'ページが見つかりません｜地域新聞', chrome: true, body: '<h1>お探しのページは見つかりませんでした</h1><p>お探しのページは削除されたか、URLが変更された可能性があります。トップページから再度お探しください。</p><ul><li><a href="/">トップページへ</a></li></ul>' }) }), '/news/20261011/kurume-hinan', '久留米市で避難指示');
MM('search-empty', 'www.provincial-times.example', 'site search page with "0 results" (the agent cited a search URL)', respond({ body: bare({ lang: 'en', site: 'Provincial Times', title: 'Search results for "levee breach riverton" – Provincial Times', chrome: true, body: `<h1>Search results</h1><p>Your search for <strong>levee breach riverton</strong> returned 0 results.</p><p>Suggestions: check your spelling, try more general words.</p>${side}` }) }), '/search/levee-breach-riverton', 'Levee breach forces evacuation in Riverton');
MM('takedown', 'www.hometown-herald.example', 'takedown notice: article removed after a legal complaint', respond({ body: bare({ lang: 'en', site: 'Hometown Herald', title: 'Article removed – Hometown Herald', chrome: true, body: '<h1>This article has been removed</h1><p>This article has been removed following a legal complaint. We apologise for any inconvenience.</p>' }) }), '/news/2026/10/developer-ignored-flood-warnings', 'Developer ignored flood warnings, residents say');
MM('wire-expired', 'news.portal-aggregate.example', 'syndicated wire story expired: "This story is no longer available"', respond({ body: bare({ lang: 'en', site: 'Portal Aggregate News', title: 'Story unavailable', chrome: true, body: `<h1>This story is no longer available</h1><p>The content you requested has expired under our agreement with the news provider.</p>${side}` }) }), '/world/wire-cyclone-noa-death-toll-rises', 'Cyclone Noa death toll rises to 68');
MM('video-removed', 'www.vidtube.example', 'video page saying the video is unavailable (removed by uploader)', respond({ body: bare({ lang: 'en', site: 'VidTube', title: 'VidTube', chrome: true, body: '<div class="unavailable"><h1>Video unavailable</h1><p>This video has been removed by the uploader.</p></div>' }) }), '/watch/zz91Rem0ved', 'Dam spillway opens during storm — footage');
MM('thread-deleted', 'forum.motoring-talk.example', 'deleted forum thread ("This thread has been deleted")', respond({ body: bare({ lang: 'en', site: 'Motoring Talk', title: 'Motoring Talk - Error', chrome: true, body: '<div class="blockMessage">The requested thread could not be found. It may have been deleted by a moderator.</div>' }) }), '/threads/flooded-car-insurance-nightmare.48377', 'Flooded car insurance nightmare');
MM('parked', 'www.rivertonfloodnews.example', 'parked domain: "This domain is for sale"', respond({ body: bare({ lang: 'en', site: 'rivertonfloodnews.example', title: 'rivertonfloodnews.example - This domain is for sale', body: '<h1>rivertonfloodnews.example</h1><p>This domain may be for sale! Buy now for $2,495 or make an offer.</p><ul><li><a href="/lander?q=flood+insurance">Flood Insurance</a></li><li><a href="/lander?q=river+cruises">River Cruises</a></li></ul>' }) }), '/2026/10/levee-update', 'Levee update: repairs to take weeks');
add(target('home-target', 'www.citybeat-local.example', '/', art({ lang: 'en', site: 'CityBeat Local', title: 'CityBeat Local – News, sport and what’s on in the city', style: 'og', kind: 'home', paras: ['<a href="/n1">New bus timetable from Monday</a>', '<a href="/n2">Christmas market opens next week</a>', '<a href="/n3">Football: United win derby 2–1</a>'] })));
MM('redir-home', 'www.citybeat-local.example', 'the cited story 301-redirects to the home page', redirect((o) => `${o('www.citybeat-local.example')}/`, 301), '/news/2026/10/31/basement-flats-flooded-canal-street', 'Basement flats flooded in Canal Street');
MM('other-story', 'www.river-county-news.example', 'live article on the same site but about another story; the cited claim is not there', art(simple('en', 'River County News', 'Library reopens after six-month refurbishment', ['The central library reopened on Saturday after a six-month refurbishment costing £1.2 million.', 'New features include a maker space and extended opening hours on Thursdays.'])), '/news/library-reopens-after-refurbishment', 'Flood defences at Riverside completed ahead of winter', ['Riverside’s new flood defences were completed ahead of winter at a cost of £6 million.']);
MM('archive-none', 'web.archive-machine.example', 'archive service page saying it has no capture of the URL', respond({ body: bare({ lang: 'en', site: 'The Archive Machine', title: 'The Archive Machine', chrome: true, body: '<h1>Hrm.</h1><p>The Archive Machine has not archived that URL.</p><p>This page is available on the web! Help make the Archive Machine more complete! <a href="/save">Save this url</a></p>' }) }), '/web/2026/https://www.hometown-herald.example/news/2026/10/developer-ignored-flood-warnings', 'Developer ignored flood warnings, residents say');
MM('tag-page', 'www.lakeland-observer.example', 'cited URL is a tag/section listing of headlines, not the article with the claim', respond({ body: bare({ lang: 'en', site: 'Lakeland Observer', title: 'Weather – Lakeland Observer', chrome: true, body: '<h1>Weather</h1><ul class="teasers"><li><a href="/w1">Frost expected tonight across the valleys</a></li><li><a href="/w2">Met Office issues yellow warning for rain</a></li><li><a href="/w3">Photos: autumn colours at the lake</a></li></ul><a href="?page=2">More</a>' }) }), '/tag/weather', 'Keswick businesses reopen after Greta floods', ['Keswick businesses reopened three weeks after the River Greta flooded the town centre.']);
MM('soft404-ru', 'www.sibir-novosti.example', 'Russian soft 404 with HTTP 200 ("Страница не найдена")', respond({ body: bare({ lang: 'ru', site: 'Сибирь Новости', title: 'Страница не найдена', chrome: true, body: '<h1>Ошибка: страница не найдена</h1><p>Возможно, она была удалена или вы ввели неправильный адрес.</p><p><a href="/">Вернуться на главную</a></p>' }) }), '/news/2026/10/ob-flood-barnaul', 'Наводнение на Оби в Барнауле');

// ---------------------------------------------------------------------------------------------
// 9. Dead links and definitive protocol answers (invalid)

const I = (id: string, host: string, reason: string, handle: Handler, path: string, title?: string) => add2(id, host, 'invalid', reason, handle, { path, title });
I('404-plain', 'www.coastline-news.example', 'HTTP 404 Not Found', respond({ status: 404, body: '<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>' }), '/news/2026/10/pier-damaged-by-waves', 'Pier damaged by waves');
I('404-pretty', 'www.valley-news-today.example', 'HTTP 404 with a rich, branded "page not found" page and sidebar', respond({ status: 404, body: bare({ lang: 'en', site: 'Valley News Today', title: 'Page not found', chrome: true, body: `<h1>Sorry, we couldn’t find that page</h1><p>Try searching or go to the homepage.</p>${side}` }) }), '/local/valley-flood-appeal-raises-50000', 'Valley flood appeal raises £50,000');
I('410-gone', 'www.liveblog-host.example', 'HTTP 410 Gone for an expired live blog', respond({ status: 410, body: '<html><body><h1>410 Gone</h1><p>This live blog has ended and has been removed.</p></body></html>' }), '/live/2026-10-17-tisza-flood-live', 'Tisza flood: live updates');
I('404-de', 'www.stadtanzeiger-lokal.example', 'German 404 (Seite nicht gefunden) on HTTP 404', respond({ status: 404, body: bare({ lang: 'de', site: 'Stadtanzeiger', title: 'Fehler 404 – Seite nicht gefunden', chrome: true, body: '<h1>Fehler 404</h1><p>Die angeforderte Seite wurde nicht gefunden.</p>' }) }), '/lokales/keller-vollgelaufen-feuerwehr-im-dauereinsatz', 'Keller vollgelaufen: Feuerwehr im Dauereinsatz');
I('redir-to-404', 'www.regional-post-archive.example', '301 from the old URL to a page that answers 404', redirect((o) => `${o('www.regional-post-archive.example')}/archive/missing-page-2026`, 301), '/2026/10/river-rescue-hero-honoured', 'River rescue hero honoured');
add(target('r404-target', 'www.regional-post-archive.example', '/archive/missing-page-2026', respond({ status: 404, body: '<html><body><h1>404</h1></body></html>' })));
I('redir-loop', 'www.loop-news.example', 'redirect loop between two URLs of the site', redirect((o) => `${o('www.loop-news.example')}/b/story-flood-appeal`, 302), '/a/story-flood-appeal', 'Flood appeal reaches target');
add(target('loop-b', 'www.loop-news.example', '/b/story-flood-appeal', redirect((o) => `${o('www.loop-news.example')}/a/story-flood-appeal`, 302)));
I('redir-private', 'go.shortlink-news.example', 'short link redirecting to a private address (unsafe target)', redirect('http://10.20.30.40/internal/flood-report', 302), '/x7Kq2', 'Internal flood report');
I('redir-ftp', 'www.old-gov-files.example', 'redirect to a non-http scheme (ftp:)', redirect('ftp://files.old-gov-files.example/pub/flood-map-2026.pdf', 302), '/downloads/flood-map-2026', 'Flood map 2026');
I('malformed', 'www.broken-cms-news.example', 'malformed HTTP answer (garbage instead of a status line)', rawAnswer(() => Buffer.from('HTP/1.1 2OO OKAY\r\nthis is not http at all\r\n\r\n<html>')), '/news/storm-damage-photos', 'Storm damage in pictures');
I('binary-junk', 'www.corrupt-news.example', 'binary junk served as text/html', respond({ body: Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 7919 + 13) % 256)), type: 'text/html' }), '/news/flood-relief-concert', 'Flood relief concert raises thousands');
I('404-es', 'www.periodico-local-sur.example', 'Spanish 404 on HTTP 404', respond({ status: 404, body: bare({ lang: 'es', site: 'Periódico Local Sur', title: 'Error 404', body: '<h1>Error 404: página no encontrada</h1>' }) }), '/noticias/riada-barrio-inundado', 'Riada en el barrio');
I('410-social', 'social.emergency-net.example', 'deleted social post answering 410 Gone', respond({ status: 410, body: '<html><body><h1>Gone</h1><p>This post has been deleted.</p></body></html>' }), '/@dcfire/113380000001', 'Devon & Cornwall Fire on EmergencyNet');
I('404-pdf', 'reliefdocs.example', 'NGO PDF link answering 404 (report moved, no redirect)', respond({ status: 404, body: '<html><body><h1>404 - File or directory not found.</h1></body></html>' }), '/report/mozambique/flash-update-1.pdf', 'Cyclone Noa Flash Update No. 1');
I('404-ja', 'www.kyushu-nippo-local.example', 'Japanese 404 page on HTTP 404', respond({ status: 404, body: bare({ lang: 'ja', site: '九州日報', title: '404 Not Found', body: '<h1>ページが見つかりません (404)</h1>' }) }), '/article/20261011-oame', '大雨で河川氾濫');

// ---------------------------------------------------------------------------------------------
// 10. A few more of the common kinds (added to reach 150 before the routing check, before scoring)

validArticle('ie-cork', 'www.corkcity-echo.example', 'Irish local news (og) on Cork city flooding, quote with straight vs curly apostrophe', {
  lang: 'en', site: 'Cork City Echo', title: 'Cork quays flood as high tide meets storm surge', author: 'Siobhán O’Driscoll', date: '2026-10-31', style: 'og',
  paras: ['Morrison’s Island and the South Mall flooded on Friday morning when a high tide of 4.6 metres coincided with a storm surge, Cork City Council said.', 'The council’s director of services said the long-delayed flood relief scheme “would have kept every one of these streets dry”.'],
}, { quotes: [Q("The council's director of services said the long-delayed flood relief scheme \"would have kept every one of these streets dry\""), Q('would have kept most of these streets dry', false)] });
validArticle('za-durban', 'www.kzn-community-news.example', 'South African community paper on Durban floods (JSON-LD)', {
  lang: 'en', site: 'KZN Community News', title: 'eThekwini opens 25 shelters after overnight downpour', author: 'Thandeka Mkhize', date: '2026-10-27', style: 'jsonld',
  paras: ['The eThekwini municipality opened 25 community halls as shelters after more than 150 mm of rain fell overnight in parts of Durban.', 'Disaster management teams were deployed to informal settlements along the Umgeni River.'],
});
MM('soft404-fr', 'www.lindependant-local.example', 'French soft 404 with HTTP 200 ("Oups ! Cette page n’existe plus")', respond({ body: bare({ lang: 'fr', site: 'L’Indépendant Local', title: 'Page introuvable', chrome: true, body: `<h1>Oups ! Cette page n’existe plus</h1><p>L’article que vous cherchez a peut-être été supprimé ou déplacé.</p>${side}` }) }), '/actu/inondations-aude-bilan-2026', 'Inondations dans l’Aude : le bilan');
B('bot-200-pl', 'www.gazeta-lokalna-pl.example', 'Polish bot-check page on HTTP 200 ("Sprawdzamy, czy nie jesteś robotem") instead of the article', respond({ body: bare({ lang: 'pl', site: 'Gazeta Lokalna', title: 'Weryfikacja', body: '<h1>Sprawdzamy, czy nie jesteś robotem</h1><p>Zaznacz pole poniżej, aby kontynuować.</p><div class="g-recaptcha" data-sitekey="6LcX"></div><script src="https://www.google.com/recaptcha/api.js"></script>' }) }), '/wiadomosci/powodz-nysa-klodzka-odbudowa', 'Powódź: odbudowa nad Nysą Kłodzką');
I('404-after-ssl', 'www.kent-local-news.example', 'HTTP 404 for a story URL from an old CMS (no redirect kept)', respond({ status: 404, body: '<!DOCTYPE html><html><head><title>404 | Kent Local News</title></head><body><h1>We can’t find the page you’re looking for</h1></body></html>' }), '/news/article.aspx', 'Medway flood defences to be raised');

export function blind15Cases(): CorpusCase[] {
  return toCases('blind15', E);
}
