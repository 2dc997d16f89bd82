/** blind28 — valid pages, part 1: statistics offices' release pages in many languages and charsets. */
import type { Entry } from './blindkit';
import { statRelease, type Lx, type Release } from './blind28pages';
import { LX, org } from './blind28lx';
import { ctx, page, q, RL } from './blind28kit';
import type { QuoteCheck } from './corpus';
import type { CitationStatus } from '../../activities/classify/classify';

type R = Omit<Release, 'labels'> & { crumbs: string[] };
const rel = (id: string, host: string, l: Lx, lk: string, r: R, reason: string, claims: string[], quotes: QuoteCheck[] = [], expected: CitationStatus = 'valid', ctxTitle?: string): Entry =>
  page(id, host, expected, reason, statRelease(l, { ...r, labels: RL[lk]! }, r.crumbs), { charset: l.charset }, { context: ctx(ctxTitle ?? r.title, ...claims), quotes });

export function statReleases(): Entry[] {
  const out: Entry[] = [];
  out.push(rel('v-ons-lms', 'www.ons-stats.example', LX.en, 'en', {
    title: 'Labour market overview, UK: October 2025', released: '2025-10-14T06:00:00Z', next: '11 November 2025', contact: 'Labour Market team, labour.market@ons-stats.example', crumbs: ['Home', 'Employment and labour market', 'People in work', 'Statistical bulletin'],
    lead: 'Estimates of employment, unemployment and economic inactivity for the UK, using Labour Force Survey data and administrative sources.',
    key: ['The UK employment rate for people aged 16 to 64 years was estimated at 75.1% in June to August 2025, largely unchanged on the quarter.', 'The UK unemployment rate for people aged 16 years and over was estimated at 4.8% in June to August 2025, above estimates of a year ago.', 'The number of payrolled employees fell by 10,000 (0.0%) between July and August 2025.', 'Annual growth in employees’ average earnings was 4.7% for regular earnings and 5.0% for total earnings.'],
    table: { caption: 'Table 1: Summary of labour market statistics, seasonally adjusted', head: ['Measure', 'Jun to Aug 2025', 'Change on quarter'], rows: [['Employment rate (16–64)', '75.1%', '0.1'], ['Unemployment rate (16+)', '4.8%', '0.1'], ['Inactivity rate (16–64)', '21.0%', '-0.1']] },
    paras: ['Labour Force Survey estimates continue to be affected by lower response rates and should be treated with caution. We are reweighting the survey and will publish improved estimates in the new year.', 'Vacancies fell again on the quarter, by 9,000 to 717,000, the 39th consecutive fall, although they remain above pre-pandemic levels.'],
    downloads: ['Labour market overview dataset (xlsx, 1.2 MB)', 'A01: Summary of labour market statistics (xls)'],
  }, 'ONS-style bulletin stating the cited unemployment figure; cookie banner, breadcrumbs', ['The UK unemployment rate was estimated at 4.8% in June to August 2025.'],
  [q('The UK unemployment rate for people aged 16 years and over was estimated at 4.8% in June to August 2025'), q("Annual growth in employees' average earnings was 4.7% for regular earnings"), q('The UK unemployment rate for people aged 16 years and over was estimated at 4.6% in June to August 2025', false)]));

  out.push(rel('v-destatis-vpi', 'www.destatis-amt.example', LX.de, 'de', {
    title: 'Inflationsrate im Oktober 2025 bei +2,3 %', released: '2025-11-11T08:00:00+01:00', next: '12. Dezember 2025', contact: 'Verbraucherpreise, Telefon: +49 611 75 4777', crumbs: ['Startseite', 'Presse', 'Pressemitteilungen', 'Pressemitteilung Nr. 412'],
    lead: 'Verbraucherpreisindex, Oktober 2025: +2,3\u00a0% zum Vorjahresmonat (vorläufiger Wert: +2,3\u00a0%), +0,3\u00a0% zum Vormonat.',
    key: ['Energieprodukte: \u22120,9\u00a0% gegenüber Oktober 2024', 'Nahrungsmittel: +1,3\u00a0% gegenüber Oktober 2024', 'Dienstleistungen: +3,5\u00a0% gegenüber Oktober 2024'],
    table: { caption: 'Verbraucherpreisindex und Veränderungsraten', head: ['Monat', 'Index (2020=100)', 'Vorjahresmonat in %'], rows: [['August 2025', '122,3', '2,2'], ['September 2025', '122,6', '2,4'], ['Oktober 2025', '123,0', '2,3']] },
    paras: ['WIESBADEN – Die Inflationsrate in Deutschland, gemessen als Veränderung des Verbraucherpreisindex (VPI) zum Vorjahresmonat, lag im Oktober 2025 bei +2,3\u00a0%. Im September 2025 hatte sie bei +2,4\u00a0% gelegen. Wie das Statistische Bundesamt (Destatis) nach endgültigen Ergebnissen mitteilt, bestätigt sich damit die vorläufige Schätzung.', 'Die Preise für Dienst\u00adleistungen lagen im Oktober 2025 um 3,5\u00a0% über dem Niveau des Vorjahresmonats. Ohne Berücksichtigung von Energie und Nahrungsmitteln lag die Inflationsrate bei +2,8\u00a0% (sogenannte Kern\u00adinflation).'],
    downloads: ['Statistischer Bericht Verbraucherpreisindex Oktober 2025 (xlsx)', 'Pressemitteilung (PDF)'],
  }, 'Destatis-style press release in ISO-8859-15, NBSP before % and soft hyphens in the text', ['Die Inflationsrate in Deutschland lag im Oktober 2025 bei 2,3 Prozent.'],
  [q('Die Inflationsrate in Deutschland, gemessen als Veränderung des Verbraucherpreisindex (VPI) zum Vorjahresmonat, lag im Oktober 2025 bei +2,3 %'), q('Ohne Berücksichtigung von Energie und Nahrungsmitteln lag die Inflationsrate bei +2,8 % (sogenannte Kerninflation)'), q('lag im Oktober 2025 bei +2,1 %', false)]));

  out.push(rel('v-insee-chomage', 'www.insee-stat.example', LX.fr, 'fr', {
    title: 'Au troisième trimestre 2025, le taux de chômage augmente légèrement à 7,7 %', released: '2025-11-14T07:30:00+01:00', next: '13/02/2026', contact: 'Bureau de presse : 01 87 69 57 02', crumbs: ['Accueil', 'Statistiques', 'Chômage', 'Informations rapides'],
    lead: 'Au troisième trimestre 2025, le taux de chômage au sens du Bureau international du travail (BIT) est de 7,7\u00a0% de la population active en France (hors Mayotte), après 7,5\u00a0% au trimestre précédent.',
    key: ['Taux de chômage : 7,7\u00a0% (+0,2 point sur le trimestre)', 'Taux d’emploi des 15-64 ans : 69,4\u00a0%', 'Halo autour du chômage : 2,0 millions de personnes'],
    paras: ['Le nombre de chômeurs au sens du BIT augmente de 66\u00a0000 sur le trimestre, à 2,4 millions de personnes. Sur un an, le taux de chômage est supérieur de 0,3 point à son niveau du troisième trimestre 2024.', 'Le taux de chômage des jeunes de 15 à 24 ans augmente de 0,9 point à 19,0\u00a0%. Celui des 25-49 ans augmente de 0,2 point ; celui des 50 ans ou plus est quasi stable.', 'L’«\u00a0halo\u00a0» autour du chômage, c’est-à-dire les personnes sans emploi qui souhaitent un emploi sans être comptées comme chômeuses, concerne 2,0 millions de personnes.'],
    downloads: ['Informations rapides (pdf, 289 Ko)', 'Séries longues (xlsx, 154 Ko)'],
  }, 'INSEE-style Informations rapides in windows-1252, curly apostrophes and guillemets with NBSP', ['Le taux de chômage en France atteint 7,7 % au troisième trimestre 2025.'],
  [q("L'« halo » autour du chômage, c'est-à-dire les personnes sans emploi qui souhaitent un emploi"), q('Le nombre de chômeurs au sens du BIT augmente de 66 000 sur le trimestre'), q('Le nombre de chômeurs au sens du BIT augmente de 86 000 sur le trimestre', false)]));

  out.push(rel('v-ine-epa', 'www.ine-estadistica.example', LX.es, 'es', {
    title: 'Encuesta de Población Activa (EPA). Tercer trimestre de 2025', released: '2025-10-28T09:00:00+01:00', next: '27 de enero de 2026', contact: 'Gabinete de prensa: gprensa@ine-estadistica.example', crumbs: ['Inicio', 'Prensa', 'Notas de prensa', 'EPA'],
    lead: 'El número de ocupados aumenta en 118.400 personas en el tercer trimestre de 2025 y se sitúa en 22.387.100. La tasa de paro baja 0,31 puntos, hasta el 10,45%.',
    key: ['La ocupación crece un 2,58% en los 12 últimos meses.', 'El paro disminuye en 16.100 personas y se sitúa en 2.589.100.', 'El número de hogares con todos sus miembros activos en paro baja en 30.100.'],
    table: { caption: 'Principales magnitudes. Tercer trimestre 2025', head: ['', 'Valor', 'Variación trimestral'], rows: [['Ocupados', '22.387.100', '118.400'], ['Parados', '2.589.100', '-16.100'], ['Tasa de paro', '10,45%', '-0,31']] },
    paras: ['Por sectores, la ocupación aumenta este trimestre en los Servicios (134.500 más) y en la Construcción (10.300), y disminuye en la Agricultura (−21.700) y la Industria (−4.700).', 'La tasa de paro de los menores de 25 años se sitúa en el 24,7%, lo que supone un descenso de 1,2 puntos respecto al trimestre anterior.'],
  }, 'INE Spain press note with the cited unemployment rate', ['La tasa de paro en España bajó al 10,45% en el tercer trimestre de 2025.'], [q('La tasa de paro baja 0,31 puntos, hasta el 10,45%')]));

  out.push(rel('v-istat-superseded', 'www.istat-dati.example', LX.it, 'it', {
    title: 'Occupati e disoccupati (dati provvisori) – Settembre 2025', released: '2025-10-31T10:00:00+01:00', contact: 'Ufficio stampa: ufficiostampa@istat-dati.example', crumbs: ['Home', 'Comunicati', 'Lavoro e retribuzioni', 'Occupati e disoccupati'],
    notice: '<strong>Attenzione:</strong> questo comunicato è stato sostituito dalla versione del 3 dicembre 2025, che incorpora la revisione delle serie destagionalizzate. <a href="/comunicato/2025-12">Vai al comunicato più recente</a>.',
    lead: 'A settembre 2025, rispetto al mese precedente, aumentano gli occupati e diminuiscono i disoccupati; il tasso di disoccupazione scende al 6,1% (−0,2 punti).',
    key: ['Tasso di occupazione: 62,7% (+0,1 punti)', 'Tasso di disoccupazione: 6,1% (−0,2 punti)', 'Tasso di disoccupazione giovanile: 19,8% (−0,7 punti)'],
    paras: ['Su base annua il numero di occupati supera quello di settembre 2024 del +0,4% (+96mila unità). L’aumento coinvolge uomini, donne, dipendenti permanenti e autonomi.', 'Il tasso di inattività tra i 15 e i 64 anni sale al 33,2% (+0,1 punti).'],
  }, 'superseded Istat release: the notice points to a newer version but the cited release is still shown in full — the source exists as cited', ['Il tasso di disoccupazione in Italia è sceso al 6,1% a settembre 2025.'], [q('il tasso di disoccupazione scende al 6,1% (−0,2 punti)'), q('il tasso di disoccupazione scende al 5,9%', false)]));

  out.push(rel('v-cbs-revised', 'www.cbs-cijfers.example', LX.nl, 'nl', {
    title: 'Economie groeit met 0,4 procent in derde kwartaal', released: '2025-11-14T07:30:00+01:00', contact: 'CBS Persdienst, (070) 337 44 44', crumbs: ['Home', 'Nieuws', 'Economie', 'Groei'],
    notice: '<p><strong>Correctie 21-11-2025:</strong> In een eerdere versie van dit bericht stond dat de investeringen met 1,9 procent waren gestegen. Dit moet 1,6 procent zijn. Het bericht is aangepast.</p>',
    lead: 'Het bruto binnenlands product (bbp) is in het derde kwartaal van 2025 met 0,4 procent gegroeid ten opzichte van het tweede kwartaal. Dat blijkt uit de eerste raming van het CBS.',
    key: ['Bbp +0,4 procent ten opzichte van vorig kwartaal', 'Bbp +1,7 procent ten opzichte van een jaar eerder', 'Investeringen +1,6 procent'],
    paras: ['De groei kwam vooral door hogere consumptie van huishoudens en meer investeringen in woningen en machines. De uitvoer van goederen en diensten daalde licht.', 'Vergeleken met het derde kwartaal van 2024 was de economie 1,7 procent groter. Het aantal gewerkte uren nam toe.'],
  }, 'CBS news item with a correction notice (figure revised in place); the cited growth figure stands', ['De Nederlandse economie groeide in het derde kwartaal van 2025 met 0,4 procent.'], [q('Het bruto binnenlands product (bbp) is in het derde kwartaal van 2025 met 0,4 procent gegroeid')]));

  out.push(rel('v-gus-bezrobocie', 'stat.gus-dane.example', LX.pl, 'pl', {
    title: 'Stopa bezrobocia rejestrowanego we wrześniu 2025 r.', released: '2025-10-24T10:00:00+02:00', next: '25.11.2025', contact: 'Rzecznik Prasowy Prezesa GUS, tel. 22 608 34 75', crumbs: ['Strona główna', 'Obszary tematyczne', 'Rynek pracy', 'Bezrobocie rejestrowane'],
    lead: 'Liczba bezrobotnych zarejestrowanych w urzędach pracy wyniosła na koniec września 2025 r. 843,5 tys. osób. Stopa bezrobocia rejestrowanego wyniosła 5,6% (wobec 5,5% w sierpniu).',
    key: ['Stopa bezrobocia: 5,6%', 'Liczba bezrobotnych: 843,5 tys.', 'Najwyższa stopa: województwo warmińsko-mazurskie (8,7%)', 'Najniższa stopa: województwo wielkopolskie (3,3%)'],
    table: { caption: 'Bezrobotni zarejestrowani i stopa bezrobocia według województw', head: ['Województwo', 'Bezrobotni (tys.)', 'Stopa (%)'], rows: [['Dolnośląskie', '48,1', '4,3'], ['Małopolskie', '62,0', '4,4'], ['Warmińsko-mazurskie', '49,9', '8,7'], ['Wielkopolskie', '53,2', '3,3']] },
    paras: ['Wzrost liczby bezrobotnych w porównaniu z sierpniem wyniósł 18,6 tys. osób. W ujęciu rocznym liczba bezrobotnych zwiększyła się o 78,9 tys.', 'Dane za wrzesień mają charakter wstępny i mogą zostać zrewidowane w kolejnej publikacji.'],
  }, 'GUS release in windows-1250 with a voivodeship table', ['Stopa bezrobocia rejestrowanego w Polsce wyniosła we wrześniu 2025 r. 5,6%.'], [q('Stopa bezrobocia rejestrowanego wyniosła 5,6% (wobec 5,5% w sierpniu)'), q('Stopa bezrobocia rejestrowanego wyniosła 5,4%', false)]));

  out.push(rel('v-ine-pt', 'www.ine-portugal.example', LX.pt, 'pt', {
    title: 'Estimativas Mensais de Emprego e Desemprego – Setembro de 2025', released: '2025-10-30T11:00:00Z', next: '28 de novembro de 2025', contact: 'Serviço de Comunicação e Imagem – sci@ine-portugal.example', crumbs: ['Início', 'Destaques', 'Mercado de trabalho'],
    lead: 'A taxa de desemprego situou-se em 6,1% em setembro de 2025, valor inferior em 0,1 pontos percentuais (p.p.) ao do mês anterior e em 0,3 p.p. ao do mesmo mês de 2024.',
    key: ['Taxa de desemprego: 6,1%', 'População empregada: 5 165,3 mil pessoas', 'Taxa de subutilização do trabalho: 10,8%'],
    paras: ['A população desempregada foi estimada em 336,4 mil pessoas, tendo diminuído 1,4% em relação ao mês anterior.', 'A estimativa provisória da taxa de desemprego dos jovens situou-se em 19,2%.'],
  }, 'INE Portugal highlight in ISO-8859-15', ['Em setembro de 2025 a taxa de desemprego em Portugal foi de 6,1%.'], [q('A taxa de desemprego situou-se em 6,1% em setembro de 2025')]));

  out.push(rel('v-estat-jp', 'www.stat-go.example', LX.ja, 'ja', {
    title: '労働力調査（基本集計）2025年（令和7年）9月分結果', released: '2025-10-31T08:30:00+09:00', next: '2025年12月2日', contact: '統計局統計調査部国勢統計課労働力人口統計室', crumbs: ['ホーム', '統計データ', '労働力調査', '結果の概要'],
    lead: '完全失業率（季節調整値）は2.6％と前月に比べ0.1ポイント上昇',
    key: ['就業者数は6828万人。前年同月に比べ44万人の増加。', '完全失業者数は182万人。前年同月に比べ4万人の増加。', '完全失業率（季節調整値）は2.6％。'],
    table: { caption: '主要項目（季節調整値）', head: ['項目', '2025年8月', '2025年9月'], rows: [['就業者', '6801万人', '6828万人'], ['完全失業者', '176万人', '182万人'], ['完全失業率', '2.5％', '2.6％']] },
    paras: ['就業者数は6828万人と、前年同月に比べ44万人の増加となり、38か月連続の増加となった。', '雇用者数は6145万人と、前年同月に比べ51万人の増加となった。'],
  }, 'Japanese statistics bureau result page in Shift_JIS with full-width percent signs', ['日本の完全失業率は2025年9月に2.6％となった。'], [q('完全失業率（季節調整値）は2.6％と前月に比べ0.1ポイント上昇'), q('完全失業率（季節調整値）は2.4％と前月に比べ0.1ポイント上昇', false)]));

  out.push(rel('v-kostat-kr', 'kostat.data-go.example', LX.ko, 'ko', {
    title: '2025년 9월 고용동향', released: '2025-10-15T08:00:00+09:00', next: '2025년 11월 12일', contact: '사회통계국 고용통계과 042-481-2264', crumbs: ['홈', '보도자료', '고용'],
    lead: '9월 취업자는 2,914만 8천명으로 1년 전보다 31만 2천명 증가하였다. 고용률은 63.7%로 1년 전보다 0.4%p 상승하였다.',
    key: ['취업자 2,914만 8천명 (+31만 2천명)', '고용률 63.7% (+0.4%p)', '실업률 2.1% (−0.1%p)'],
    paras: ['실업자는 62만 4천명으로 1년 전보다 2만 3천명 감소하였으며, 실업률은 2.1%로 0.1%p 하락하였다.', '청년층(15~29세) 고용률은 45.1%로 1년 전보다 0.6%p 하락하였다.'],
  }, 'KOSTAT employment trends release in EUC-KR', ['한국의 2025년 9월 고용률은 63.7%였다.'], [q('고용률은 63.7%로 1년 전보다 0.4%p 상승하였다')]));

  out.push(rel('v-nbs-cpi', 'www.stats-gov.example', LX.zh, 'zh', {
    title: '2025年10月份居民消费价格同比上涨0.2%', released: '2025-11-09T09:30:00+08:00', contact: '国家统计局城市司 首席统计师', crumbs: ['首页', '数据', '数据解读'],
    lead: '2025年10月份，全国居民消费价格同比上涨0.2%。其中，城市上涨0.3%，农村下降0.1%；食品价格下降2.9%，非食品价格上涨0.9%。',
    key: ['全国居民消费价格同比上涨0.2%', '环比上涨0.2%', '扣除食品和能源价格后的核心CPI同比上涨1.2%'],
    paras: ['10月份，全国居民消费价格环比上涨0.2%。其中，城市上涨0.2%，农村上涨0.2%；食品价格上涨0.3%，非食品价格上涨0.2%。', '1—10月平均，全国居民消费价格比上年同期下降0.1%。'],
  }, 'NBS China CPI release in GB18030', ['中国2025年10月居民消费价格同比上涨0.2%。'], [q('2025年10月份，全国居民消费价格同比上涨0.2%'), q('2025年10月份，全国居民消费价格同比上涨0.5%', false)]));

  out.push(rel('v-dgbas-tw', 'www.dgbas-stat.example', LX.tw, 'tw', {
    title: '114年9月人力資源調查統計結果', released: '2025-10-22T16:00:00+08:00', contact: '國勢普查處 第三科', crumbs: ['首頁', '新聞稿', '人力資源'],
    lead: '114年9月失業率為3.36%，較上月下降0.05個百分點；經季節調整後失業率為3.34%，較上月下降0.01個百分點。',
    key: ['失業率3.36%', '失業人數40萬4千人', '勞動力參與率59.41%'],
    paras: ['9月失業人數為40萬4千人，較上月減少6千人，主要係初次尋職者減少。', '勞動力參與率為59.41%，較上月下降0.08個百分點。'],
  }, 'Taiwan DGBAS labour survey release in Big5', ['台灣114年9月失業率為3.36%。'], [q('114年9月失業率為3.36%，較上月下降0.05個百分點')]));

  out.push(rel('v-rosstat-pop', 'rosstat.stat-ru.example', LX.ru, 'ru', {
    title: 'Численность постоянного населения Российской Федерации на 1 января 2025 года', released: '2025-03-14T19:00:00+03:00', contact: 'Управление статистики населения и здравоохранения', crumbs: ['Главная', 'Статистика', 'Население', 'Демография'],
    lead: 'По предварительной оценке, численность постоянного населения Российской Федерации на 1 января 2025 года составила 146,1 млн человек.',
    key: ['Численность населения: 146,1 млн человек', 'Естественная убыль за 2024 год: 596,2 тыс. человек', 'Миграционный прирост: 258,6 тыс. человек'],
    paras: ['За 2024 год численность населения уменьшилась на 337,6 тыс. человек, или на 0,2%. Естественная убыль населения лишь частично компенсирована миграционным приростом.', 'Данные будут уточнены после подведения итогов текущего учёта населения.'],
  }, 'Rosstat population page in windows-1251', ['Население России на 1 января 2025 года составило 146,1 млн человек.'], [q('численность постоянного населения Российской Федерации на 1 января 2025 года составила 146,1 млн человек')]));

  out.push(rel('v-scb-aku', 'www.scb-statistik.example', LX.sv, 'sv', {
    title: 'Arbetskraftsundersökningarna (AKU), september 2025', released: '2025-10-23T08:00:00+02:00', next: '2025-11-20', contact: 'Statistikservice, aku@scb-statistik.example', crumbs: ['Start', 'Hitta statistik', 'Arbetsmarknad', 'Statistiknyhet'],
    lead: 'Arbetslösheten var 8,9 procent i september 2025 enligt säsongrensade och utjämnade data. Det är en ökning med 0,4 procentenheter jämfört med september 2024.',
    key: ['Arbetslöshet: 8,9 procent (säsongrensat, utjämnat)', 'Sysselsättningsgrad: 68,9 procent', 'Antal sysselsatta: 5 216 000'],
    paras: ['Antalet arbetslösa uppgick till 536 000 personer i september 2025, en ökning med 28 000 jämfört med samma månad föregående år.', 'Statistiken är osäker för enskilda månader; vi rekommenderar att säsongrensade och utjämnade serier används för analys.'],
  }, 'SCB statistical news page', ['Den svenska arbetslösheten var 8,9 procent i september 2025.'], [q('Arbetslösheten var 8,9 procent i september 2025')]));

  out.push(rel('v-tilasto-fi', 'www.tilasto-fi.example', LX.fi, 'fi', {
    title: 'Työttömyysaste oli syyskuussa 9,8 prosenttia', released: '2025-10-22T08:00:00+03:00', next: '25.11.2025', contact: 'tyovoimatutkimus@tilasto-fi.example', crumbs: ['Etusivu', 'Tilastot', 'Työvoimatutkimus', 'Katsaus'],
    lead: 'Tilastokeskuksen työvoimatutkimuksen mukaan syyskuussa 2025 työttömyysasteen trendi oli 9,8 prosenttia, mikä on 1,2 prosenttiyksikköä suurempi kuin vuotta aiemmin.',
    key: ['Työttömyysasteen trendi 9,8 %', 'Työllisyysasteen trendi 75,4 %', 'Työttömiä 278 000'],
    paras: ['Työttömiä oli syyskuussa 278 000, mikä oli 40 000 enemmän kuin vuotta aiemmin. Miesten työttömyysaste oli 10,4 ja naisten 9,1 prosenttia.', 'Kuukausittaiset luvut ovat otantaan perustuvia estimaatteja, ja niihin liittyy otantavirhettä.'],
  }, 'Statistics Finland review in ISO-8859-15', ['Suomen työttömyysaste oli syyskuussa 2025 9,8 prosenttia.'], [q('työttömyysasteen trendi oli 9,8 prosenttia')]));

  out.push(rel('v-tuik-tufe', 'data.tuik-bulten.example', LX.tr, 'tr', {
    title: 'Tüketici Fiyat Endeksi, Ekim 2025', released: '2025-11-03T10:00:00+03:00', next: '3 Aralık 2025', contact: 'Fiyat İstatistikleri Daire Başkanlığı', crumbs: ['Ana Sayfa', 'Haber Bültenleri', 'Enflasyon ve Fiyat'],
    lead: 'TÜFE’de (2003=100) 2025 yılı Ekim ayında bir önceki aya göre %2,55, bir önceki yılın Aralık ayına göre %29,08, bir önceki yılın aynı ayına göre %32,87 ve on iki aylık ortalamalara göre %37,15 artış gerçekleşti.',
    key: ['Aylık değişim: %2,55', 'Yıllık değişim: %32,87', 'On iki aylık ortalama: %37,15'],
    paras: ['Ana harcama grupları itibarıyla en yüksek yıllık artış %65,14 ile eğitim grubunda gerçekleşti.', 'Endekste kapsanan 143 temel başlıktan 24’ünün fiyatında düşüş, 10’unun fiyatında değişim olmazken 109’unun fiyatında artış gerçekleşti.'],
  }, 'TÜİK bulletin in ISO-8859-9', ['Türkiye’de yıllık enflasyon Ekim 2025’te %32,87 oldu.'], [q("bir önceki yılın aynı ayına göre %32,87"), q('bir önceki yılın aynı ayına göre %33,29', false)]));

  out.push(rel('v-elstat-lfs', 'www.elstat-gr.example', LX.el, 'el', {
    title: 'Έρευνα Εργατικού Δυναμικού: Σεπτέμβριος 2025', released: '2025-10-30T12:00:00+02:00', contact: 'Διεύθυνση Στατιστικών Απασχόλησης, τηλ. 213 135 2139', crumbs: ['Αρχική', 'Ανακοινώσεις', 'Αγορά εργασίας'],
    lead: 'Το ποσοστό ανεργίας τον Σεπτέμβριο 2025, με εποχική διόρθωση, ανήλθε σε 8,1% έναντι 9,5% τον Σεπτέμβριο 2024 και του αναθεωρημένου προς τα πάνω 8,3% τον Αύγουστο 2025.',
    key: ['Ποσοστό ανεργίας: 8,1%', 'Απασχολούμενοι: 4.268.915 άτομα', 'Άνεργοι: 376.440 άτομα'],
    paras: ['Οι απασχολούμενοι ανήλθαν σε 4.268.915 άτομα, αυξημένοι κατά 41.297 άτομα σε σχέση με τον Σεπτέμβριο 2024.', 'Το μεγαλύτερο ποσοστό ανεργίας καταγράφεται στις ηλικίες 15-24 ετών (18,2%).'],
  }, 'ELSTAT announcement in ISO-8859-7', ['Η ανεργία στην Ελλάδα ήταν 8,1% τον Σεπτέμβριο 2025.'], [q('Το ποσοστό ανεργίας τον Σεπτέμβριο 2025, με εποχική διόρθωση, ανήλθε σε 8,1%')]));

  out.push(rel('v-gastat-ar', 'www.gastat-sa.example', LX.ar, 'ar', {
    title: 'نشرة سوق العمل - الربع الثاني 2025', released: '2025-09-29T12:00:00+03:00', contact: 'إدارة الإحصاءات الاجتماعية', crumbs: ['الرئيسية', 'الإحصاءات', 'سوق العمل'],
    lead: 'انخفض معدل البطالة الإجمالي للسعوديين إلى 6.8% في الربع الثاني من عام 2025، مقارنة بـ 7.1% في الربع الأول.',
    key: ['معدل البطالة للسعوديين: 6.8%', 'معدل المشاركة في القوى العاملة للسعوديين: 51.2%', 'معدل البطالة الإجمالي: 3.2%'],
    paras: ['سجّل معدل بطالة الإناث السعوديات 11.3% مقابل 4.2% للذكور.', 'تستند النتائج إلى مسح القوى العاملة الذي يغطي نحو 40 ألف أسرة في جميع مناطق المملكة.'],
  }, 'Arabic statistics authority labour bulletin (RTL)', ['بلغ معدل البطالة للسعوديين 6.8% في الربع الثاني من 2025.'], [q('انخفض معدل البطالة الإجمالي للسعوديين إلى 6.8% في الربع الثاني من عام 2025')]));

  out.push(rel('v-mospi-plfs', 'www.mospi-stat.example', LX.hi, 'hi', {
    title: 'आवधिक श्रम बल सर्वेक्षण (पीएलएफएस) – मासिक बुलेटिन सितंबर 2025', released: '2025-10-15T16:00:00+05:30', contact: 'राष्ट्रीय सांख्यिकी कार्यालय', crumbs: ['होम', 'प्रेस विज्ञप्ति', 'श्रम'],
    lead: 'सितंबर 2025 में 15 वर्ष और उससे अधिक आयु के व्यक्तियों के लिए वर्तमान साप्ताहिक स्थिति में बेरोजगारी दर 5.2 प्रतिशत रही।',
    key: ['बेरोजगारी दर (सीडब्ल्यूएस): 5.2%', 'श्रम बल भागीदारी दर: 55.3%', 'श्रमिक जनसंख्या अनुपात: 52.4%'],
    paras: ['ग्रामीण क्षेत्रों में बेरोजगारी दर 4.6 प्रतिशत और शहरी क्षेत्रों में 6.8 प्रतिशत दर्ज की गई।', 'ये अनुमान सर्वेक्षण के त्रैमासिक नमूने पर आधारित हैं।'],
  }, 'Indian ministry PLFS bulletin in Hindi', ['सितंबर 2025 में भारत में बेरोजगारी दर 5.2 प्रतिशत थी।'], [q('वर्तमान साप्ताहिक स्थिति में बेरोजगारी दर 5.2 प्रतिशत रही')]));

  out.push(rel('v-czso-inflace', 'www.czso-data.example', LX.cs, 'cs', {
    title: 'Spotřebitelské ceny v říjnu 2025 meziměsíčně vzrostly', released: '2025-11-11T09:00:00+01:00', next: '10. 12. 2025', contact: 'Oddělení statistiky spotřebitelských cen', crumbs: ['Úvod', 'Statistiky', 'Ceny', 'Rychlé informace'],
    lead: 'Spotřebitelské ceny se v říjnu meziměsíčně zvýšily o 0,2 %. Meziročně vzrostly o 2,5 %, což bylo o 0,1 procentního bodu méně než v září.',
    key: ['Míra inflace: 2,5 %', 'Meziměsíční změna: +0,2 %', 'Ceny potravin meziročně: +3,1 %'],
    paras: ['Na meziroční růst cenové hladiny měly v říjnu největší vliv ceny v oddíle bydlení. Ceny nájemného z bytu vzrostly o 6,7 %.', 'Harmonizovaný index spotřebitelských cen (HICP) v Česku meziročně vzrostl o 2,4 %.'],
  }, 'Czech statistical office fast information in ISO-8859-2', ['Meziroční inflace v Česku byla v říjnu 2025 2,5 %.'], [q('Meziročně vzrostly o 2,5 %')]));

  // A cited English release with an org-specific site furniture (Eurostat-like)
  out.push(rel('v-eurostat-news', 'ec.eurostat-news.example', org(LX.en, 'Eurostat'), 'en', {
    title: 'Euro area unemployment at 6.3%', released: '2025-10-02T11:00:00+02:00', contact: 'Eurostat Press Office, eurostat-pressoffice@eurostat-news.example', crumbs: ['Eurostat', 'News', 'Euro indicators'],
    lead: 'In August 2025, the euro area seasonally-adjusted unemployment rate was 6.3%, stable compared with July 2025 and down from 6.4% in August 2024. The EU unemployment rate was 5.9%, also stable compared with July 2025.',
    key: ['Euro area: 6.3%', 'EU: 5.9%', 'Youth unemployment (EU): 14.6%'],
    table: { caption: 'Unemployment rates, seasonally adjusted, %', head: ['', 'Aug 2024', 'Jul 2025', 'Aug 2025'], rows: [['Euro area', '6.4', '6.3', '6.3'], ['EU', '6.0', '5.9', '5.9'], ['Spain', '11.4', '10.4', '10.3']] },
    paras: ['Eurostat estimates that 13.23 million persons in the EU, of whom 10.97 million in the euro area, were unemployed in August 2025.', 'In August 2025, 2.89 million young persons (under 25) were unemployed in the EU.'],
  }, 'Eurostat euro-indicators news release', ['Euro area unemployment stood at 6.3% in August 2025.'], [q('In August 2025, the euro area seasonally-adjusted unemployment rate was 6.3%')]));

  // The hard cases on figures.
  out.push(rel('v-revised-figure', 'www.abs-stats.example', org(LX.en, 'Australian Bureau of Statistics'), 'en', {
    title: 'Labour Force, Australia, September 2025', released: '2025-10-16T11:30:00+11:00', next: '20/11/2025', contact: 'Customer Assistance, 1300 135 070', crumbs: ['Home', 'Statistics', 'Labour', 'Employment and unemployment'],
    notice: 'The August 2025 unemployment rate has been revised from 4.2% to 4.3% following the annual re-benchmarking of the seasonally adjusted series.',
    lead: 'Seasonally adjusted, the unemployment rate rose to 4.5% in September 2025 and employment increased by 15,000 people.',
    key: ['Unemployment rate: 4.5%', 'Participation rate: 66.8%', 'Employment: +15,000 people', 'Monthly hours worked: +0.5%'],
    paras: ['The unemployment rate rose by 0.2 percentage points to 4.5%, its highest level since November 2021, as the number of unemployed people increased by 34,000.', 'The employment-to-population ratio fell 0.1 percentage points to 64.0%.'],
  }, 'release where the previous month’s figure the claim gives (4.2%) was revised to 4.3%: the page is still the source, and states the old figure in its revision note', ['Australia’s unemployment rate was 4.2% in August 2025.'], [q('has been revised from 4.2% to 4.3%')]));

  out.push(rel('v-other-figure', 'www.statcan-data.example', org(LX.en, 'Statistics Canada'), 'en', {
    title: 'Labour Force Survey, October 2025', released: '2025-11-07T08:30:00-05:00', next: 'December 5, 2025', contact: 'Media Relations, statcan.mediahotline@statcan-data.example', crumbs: ['Home', 'The Daily', 'Labour'],
    lead: 'Employment rose by 67,000 (+0.3%) in October, and the unemployment rate fell 0.2 percentage points to 6.9%.',
    key: ['Employment +67,000', 'Unemployment rate 6.9%', 'Average hourly wages +3.5% year over year'],
    paras: ['The employment rate rose 0.1 percentage points to 60.9% in October. Employment increased in Ontario and British Columbia and was little changed in the other provinces.', 'Total hours worked rose 0.4% in October and were up 1.0% compared with 12 months earlier.'],
  }, 'debatable — the cited release, but the claim gives another figure (6.7%) for the same month: the source is right and the claim misquotes it; status judges the source (valid), the absent quote records the wrong figure', ['Canada’s unemployment rate fell to 6.7% in October 2025.'], [q('the unemployment rate fell 0.2 percentage points to 6.9%'), q('the unemployment rate fell 0.2 percentage points to 6.7%', false)]));

  return out;
}
