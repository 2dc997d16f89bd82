/** blind30 — job adverts and events / conferences (pages with a shelf life). */
import { redirect, respond, target, write, type Entry } from './blindkit';
import type { ClassifyContext } from '../../activities/classify/classify';
import { eventPage, jobPage, noticeShell } from './blind30pages';
import { ctx, nfd, pg, q, shy } from './blind30kit';

export function jobEntries(): Entry[] {
  const out: Entry[] = [];
  // ---------------------------------------------------------------- job adverts
  out.push(pg('job-de-closed', 'www.stellenmarkt-rheinland.de', '/stellenangebote/projektingenieur-windenergie-koeln-4481920', 'valid',
    'job ad still shown in full under a "no longer active" banner: the cited advert (tasks, salary band) is on the page',
    jobPage({ lang: 'de', site: 'Stellenmarkt Rheinland', charset: 'windows-1252', title: 'Projektingenieur (m/w/d) Windenergie an Land', company: 'Nordwind Projekt GmbH', nav: ['Jobs', 'Arbeitgeber', 'Gehälter', 'Anmelden'], crumbs: ['Startseite', 'Ingenieurwesen', 'Köln'],
      banner: 'Diese Stellenanzeige ist nicht mehr aktiv. Bewerbungen sind nicht mehr möglich.', apply: 'Jetzt bewerben',
      facts: [['Standort', 'Köln (hybrid)'], ['Anstellung', 'Vollzeit, unbefristet'], ['Gehalt', '62.000 – 74.000 € brutto/Jahr'], ['Veröffentlicht', '03.02.2025']],
      paras: ['Die Nordwind Projekt GmbH plant und baut Windparks in Nordrhein-Westfalen und Niedersachsen. Für unser wachsendes Team in Köln suchen wir zum nächstmöglichen Zeitpunkt einen Projektingenieur (m/w/d).',
        '<h3>Ihre Aufgaben</h3><ul><li>Sie steuern Genehmigungsverfahren nach dem Bundes-Immissionsschutzgesetz von der Antragstellung bis zum Bescheid.</li><li>Sie koordinieren Gutachter für Schall, Schattenwurf und Artenschutz.</li><li>Sie begleiten die Netzanschlussplanung mit dem Verteilnetzbetreiber.</li></ul>',
        '<h3>Ihr Profil</h3><ul><li>Sie verfügen über ein abgeschlossenes Studium der Ingenieur- oder Umweltwissenschaften.</li><li>Sie bringen mindestens drei Jahre Erfahrung in der Projektentwicklung erneuerbarer Energien mit.</li><li>Führerschein Klasse B und Reisebereitschaft (ca. 30 %).</li></ul>',
        'Wir bieten 30 Urlaubstage, ein Jobrad, betriebliche Altersvorsorge und flexible Arbeitszeiten. Die Bewerbungsfrist endete am 28.02.2025.'],
      related: { head: 'Ähnliche Jobs', items: ['Projektleiter Photovoltaik (m/w/d) – Bonn', 'Genehmigungsplaner Wind (m/w/d) – Düsseldorf', 'Elektroingenieur Netzanschluss – Aachen'] } }),
    { charset: 'windows-1252', context: ctx('Projektingenieur (m/w/d) Windenergie an Land – Nordwind Projekt GmbH', ['Nordwind Projekt suchte 2025 einen Projektingenieur in Köln mit einem Gehalt von 62.000 bis 74.000 Euro']),
      quotes: [q('Sie verfügen über ein abgeschlossenes Studium der Ingenieur- oder Umweltwissenschaften'), q('62.000 - 74.000 € brutto/Jahr'), q('mindestens fünf Jahre Erfahrung in der Projektentwicklung', false)] }));

  out.push(pg('job-fr-closed', 'www.emploi-territorial-ouest.fr', '/offre/charge-de-mission-mobilites-douces-nantes-2025-0193', 'valid',
    'public-sector job offer marked "no longer available" but the whole offer (missions, profile, grade) is still shown',
    jobPage({ lang: 'fr', site: 'Emploi Territorial Ouest', title: 'Chargé·e de mission mobilités douces', company: 'Nantes Métropole', nav: ['Offres', 'Employeurs', 'Concours', 'Connexion'], crumbs: ['Accueil', 'Offres', 'Loire-Atlantique'],
      banner: 'Cette offre n’est plus disponible : la date limite de candidature est dépassée.', apply: 'Postuler',
      facts: [['Grade', 'Ingénieur territorial'], ['Temps de travail', 'Temps complet'], ['Date limite', '15 mars 2025'], ['Référence', 'O044250200193']],
      paras: ['Au sein de la direction des mobilités, vous pilotez la mise en œuvre du plan vélo métropolitain 2025‑2030, qui prévoit 120 km de nouvelles pistes cyclables sécurisées.',
        'Vous animez le comité des usagers, suivez les marchés de travaux et évaluez la fréquentation grâce aux compteurs automatiques installés sur les ponts de la Loire.',
        'Profil : formation supérieure en urbanisme ou en transport, connaissance du code de la commande publique, goût du travail en réseau avec les communes.',
        'Rémunération statutaire, régime indemnitaire, participation à la mutuelle, télétravail possible deux jours par semaine.'],
      related: { head: 'Offres similaires', items: ['Technicien·ne voirie – Rezé', 'Chef·fe de projet transports – Angers', 'Chargé·e d’études déplacements – Rennes'] } }),
    { context: ctx('Chargé·e de mission mobilités douces – Nantes Métropole'), quotes: [q("plan vélo métropolitain 2025-2030, qui prévoit 120 km de nouvelles pistes cyclables"), q('qui prévoit 200 km de nouvelles pistes cyclables', false)] }));

  out.push(pg('job-pl-expired', 'www.praca-pomorze.pl', '/oferta/ksiegowa-ksiegowy-gdansk,oferta,1009284455', 'valid',
    'Polish job ad (windows-1250) marked "ogłoszenie wygasło" with the full advert below',
    jobPage({ lang: 'pl', site: 'Praca Pomorze', charset: 'windows-1250', title: 'Księgowa / Księgowy', company: 'Biuro Rachunkowe Bałtyk Sp. z o.o.', nav: ['Oferty pracy', 'Pracodawcy', 'Zarobki', 'Zaloguj'], crumbs: ['Praca', 'Finanse', 'Gdańsk'],
      banner: 'Ogłoszenie wygasło – pracodawca nie przyjmuje już zgłoszeń.', apply: 'Aplikuj',
      facts: [['Lokalizacja', 'Gdańsk, Wrzeszcz'], ['Umowa', 'umowa o pracę'], ['Wynagrodzenie', '7 500–9 000 zł brutto / mies.'], ['Ważne do', '14 kwietnia 2025']],
      paras: ['Biuro Rachunkowe Bałtyk obsługuje ponad 300 małych i średnich firm z Trójmiasta. Szukamy osoby do samodzielnego prowadzenia ksiąg handlowych.',
        '<ul><li>prowadzenie pełnej księgowości spółek z o.o.,</li><li>sporządzanie deklaracji VAT i JPK,</li><li>przygotowywanie sprawozdań finansowych.</li></ul>',
        'Oczekujemy co najmniej dwuletniego doświadczenia w biurze rachunkowym oraz znajomości programu Symfonia. Oferujemy pakiet medyczny i kartę sportową.'] }),
    { charset: 'windows-1250', context: ctx('Księgowa / Księgowy – Gdańsk'), quotes: [q('Oczekujemy co najmniej dwuletniego doświadczenia w biurze rachunkowym')] }));

  out.push(pg('job-en-open', 'www.nhs-careers-board.org.uk', '/jobs/band-6-community-physiotherapist-leeds-C9183-25-0412', 'valid',
    'open UK job advert with salary band, duties and closing date; nothing has expired yet',
    jobPage({ lang: 'en', site: 'Health Careers Board', title: 'Band 6 Community Physiotherapist', company: 'Leeds Community Healthcare NHS Trust', crumbs: ['Home', 'Allied health', 'Leeds'], apply: 'Apply now',
      facts: [['Salary', '£37,338\u00a0to £44,962 a year'], ['Contract', 'Permanent'], ['Working pattern', 'Full-time, flexible working'], ['Closing date', '30 May 2026']],
      paras: ['We are looking for an enthusiastic physiotherapist to join our community neuro-rehabilitation team, supporting adults with long-term conditions to stay well at home.',
        'You will hold your own caseload, supervise Band 5 staff and students, and work closely with occupational therapists and district nurses across east Leeds.',
        'The post holder must be registered with the Health and Care Professions Council and hold a full UK driving licence.',
        'Interviews are expected to take place in the week commencing 9 June 2026.'] }),
    { context: ctx('Band 6 Community Physiotherapist – Leeds Community Healthcare'), quotes: [q('£37,338 to £44,962 a year'), q('supervise Band 5 staff and students')] }));

  out.push(pg('job-ja-closed', 'job.shigoto-kansai.jp', '/detail/0000984412/', 'valid',
    'Japanese job ad (Shift_JIS) whose posting has ended; the conditions and duties are still displayed',
    jobPage({ lang: 'ja', site: 'しごと関西', charset: 'shift_jis', title: '物流センター管理スタッフ（正社員）', company: '株式会社なにわロジスティクス', nav: ['求人検索', '企業一覧', '年収ガイド', 'ログイン'], crumbs: ['トップ', '大阪府', '物流・倉庫'],
      banner: 'この求人の掲載は終了しました。現在は応募できません。', apply: '応募する',
      facts: [['勤務地', '大阪府茨木市'], ['給与', '月給25万円〜32万円'], ['休日', '年間休日120日'], ['掲載期間', '2025年4月1日〜2025年4月28日']],
      paras: ['当社の茨木物流センターで、入出荷の進捗管理とスタッフ約40名のシフト管理をお任せします。', '未経験の方も歓迎します。入社後3か月間は先輩社員が丁寧に指導します。', 'フォークリフト免許をお持ちの方は優遇します。賞与は年2回、交通費は全額支給です。'] }),
    { charset: 'shift_jis', context: ctx('物流センター管理スタッフ（正社員） 株式会社なにわロジスティクス'), quotes: [q('スタッフ約40名のシフト管理をお任せします'), q('スタッフ約60名のシフト管理をお任せします', false)] }));

  out.push(pg('job-sv-closed', 'www.jobb-norrland.se', '/annons/lagerarbetare-umea/29011874', 'valid',
    'Swedish job ad: "annonsen är inte längre aktiv", but the full advert text is still there',
    jobPage({ lang: 'sv', site: 'Jobb Norrland', title: 'Lagerarbetare till Umeå, heltid', company: 'Norrlands Grossist AB', nav: ['Lediga jobb', 'Arbetsgivare', 'Lön', 'Logga in'],
      banner: 'Annonsen är inte längre aktiv. Sista ansökningsdag har passerat.', apply: 'Ansök',
      facts: [['Ort', 'Umeå'], ['Omfattning', 'Heltid, tillsvidare'], ['Sista ansökningsdag', '2025-05-11']],
      paras: ['Vi söker två lagerarbetare till vårt nya centrallager på Västerslätt. Arbetet sker i tvåskift, vardagar.', 'Du har truckkort A+B och gärna erfarenhet av plockning med röststyrning.', 'Tillträde i juni enligt överenskommelse. Kollektivavtal finns.'] }),
    { context: ctx('Lagerarbetare till Umeå – Norrlands Grossist') }));

  out.push(pg('job-ko-closed', 'www.saram-jobs.co.kr', '/recruit/view/48213907', 'valid',
    'Korean recruitment ad (EUC-KR) with "채용 마감" badge; duties, pay and requirements still shown',
    jobPage({ lang: 'ko', site: '사람잡스', charset: 'euc-kr', title: '[경력] 백엔드 개발자 (Java/Spring) 채용', company: '(주)한빛페이', nav: ['채용정보', '기업정보', '연봉정보', '로그인'],
      banner: '채용이 마감되었습니다. 지원이 불가능한 공고입니다.', apply: '입사지원',
      facts: [['근무지역', '서울 강남구'], ['경력', '경력 3년 이상'], ['급여', '연봉 5,500만원 이상'], ['마감일', '2025.03.31']],
      paras: ['한빛페이는 월 거래액 2조 원 규모의 간편결제 서비스를 운영하고 있습니다.', '결제 승인 시스템의 설계와 개발, 대용량 트래픽 처리 및 장애 대응을 담당합니다.', 'Kafka, Redis 운영 경험이 있으신 분을 우대합니다.'] }),
    { charset: 'euc-kr', context: ctx('[경력] 백엔드 개발자 (Java/Spring) 채용 - 한빛페이'), quotes: [q('월 거래액 2조 원 규모의 간편결제 서비스')] }));

  out.push(pg('job-cs-closed', 'www.prace-morava.cz', '/nabidka/svarec-co2-brno/2004418', 'valid',
    'Czech ad (ISO-8859-2): "inzerát již není aktivní" notice above the intact ad',
    jobPage({ lang: 'cs', site: 'Práce Morava', charset: 'iso-8859-2', title: 'Svářeč CO2 – Brno, Slatina', company: 'Strojírny Slatina a.s.', nav: ['Nabídky', 'Firmy', 'Mzdy', 'Přihlásit'],
      banner: 'Inzerát již není aktivní. Pozice byla obsazena.', apply: 'Odpovědět',
      facts: [['Mzda', '38 000 – 46 000 Kč měsíčně'], ['Úvazek', 'plný'], ['Směnnost', 'dvousměnný provoz']],
      paras: ['Hledáme svářeče metodou 135 pro výrobu ocelových konstrukcí. Požadujeme platný svářečský průkaz a čtení výkresové dokumentace.', 'Nabízíme třináctý plat, příspěvek na stravování a pět týdnů dovolené.'] }),
    { charset: 'iso-8859-2', context: ctx('Svářeč CO2 – Brno, Slatina') }));

  out.push(pg('job-es-gone', 'www.empleo-levante.es', '/ofertas/tecnico-de-laboratorio-valencia-ref-77120', 'mismatch',
    'job ad removed: 200 page saying "esta oferta ya no está disponible" plus a list of other offers; the cited advert text is gone',
    () => noticeShell({ lang: 'es', site: 'Empleo Levante', docTitle: 'Oferta no disponible | Empleo Levante', h1: 'Esta oferta ya no está disponible', lines: ['La empresa ha cerrado el proceso de selección o la oferta ha caducado.', 'Te mostramos ofertas similares en Valencia:'],
      related: { head: 'Ofertas similares', items: ['Auxiliar de laboratorio – Paterna', 'Técnico de calidad alimentaria – Alzira', 'Analista químico – Sagunto', 'Técnico de microbiología – Valencia'] } }),
    { context: ctx('Técnico de laboratorio – Valencia (ref. 77120)'), quotes: [q('Técnico Superior en Laboratorio de Análisis', false)] }));

  out.push(pg('job-en-expired-search', 'uk.jobsearch-hub.com', '/viewjob/a8f3c2e91b', 'mismatch',
    'expired job: 200 page "This job has expired" followed by a search results list — the advert itself is gone',
    () => noticeShell({ lang: 'en', site: 'JobSearch Hub', docTitle: 'Data Analyst jobs in Bristol | JobSearch Hub', h1: 'This job has expired on JobSearch Hub', lines: ['The employer is no longer accepting applications for this job.', '143 Data Analyst jobs in Bristol', 'Sort by: relevance · date'], search: 'data analyst bristol',
      related: { head: 'Jobs you may be interested in', items: ['Junior Data Analyst – Bristol – £28,000', 'Insight Analyst – Bath – £35,000', 'BI Developer – Bristol – £48,000', 'Data Analyst (Fixed Term) – Swindon', 'Reporting Analyst – Clifton'] } }),
    { context: ctx('Data Analyst – Avon Energy Ltd – Bristol', ['Avon Energy advertised a Data Analyst role in Bristol paying £38,000']) }));

  out.push(entry30redirect('job-de-to-search', 'www.jobboerse-sued.example', '/stelle/elektroniker-betriebstechnik-augsburg-55201', '/suche?was=elektroniker&wo=augsburg', 'mismatch',
    'removed ad redirects to the job search for the same keywords — a list of other jobs, not the cited advert'));
  out.push(target('job-de-to-search-t', 'www.jobboerse-sued.example', '/suche', (_q, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(noticeShell({ lang: 'de', site: 'Jobbörse Süd', docTitle: 'Elektroniker Jobs in Augsburg – 57 Stellenangebote', h1: '57 Jobs für „Elektroniker“ in Augsburg', lines: ['Sortieren nach: Relevanz | Datum', 'Ihr Suchauftrag per E-Mail'], search: 'elektroniker',
      related: { head: 'Ergebnisse', items: ['Elektroniker für Betriebstechnik (m/w/d) – MAN Energy – Augsburg', 'Industrieelektriker – Friedberg', 'Elektroniker Gebäudetechnik – Königsbrunn', 'Servicetechniker Elektro – Gersthofen', 'Mechatroniker – Neusäß'] } }));
  }));

  out.push(pg('job-zh-offline', 'jobs.huadong-rencai.cn', '/position/88120394.html', 'mismatch',
    'Chinese job page (GB18030) says the position is offline and lists recommendations; the cited ad is not shown',
    () => noticeShell({ lang: 'zh', site: '华东人才网', charset: 'gb18030', docTitle: '该职位已下线 - 华东人才网', h1: '该职位已下线', lines: ['很抱歉，该职位已停止招聘，您可以看看以下相似职位。'],
      related: { head: '相似职位推荐', items: ['销售经理 - 上海 - 15-25K', '区域销售主管 - 苏州 - 12-18K', '大客户经理 - 杭州 - 20-30K', '渠道销售 - 南京 - 10-15K'] } }),
    { charset: 'gb18030', context: ctx('华东区域销售经理 - 上海明达医疗器械有限公司'), quotes: [q('负责华东区域医院渠道的开发与维护', false)] }));

  out.push(entry30status('job-nl-410', 'www.vacaturebank-holland.nl', '/vacature/verpleegkundige-ic-rotterdam-221904', 410, 'invalid',
    'removed vacancy answered 410 Gone (with a branded page)',
    noticeShell({ lang: 'nl', site: 'Vacaturebank Holland', docTitle: 'Vacature verwijderd', h1: 'Deze vacature is verwijderd', lines: ['De werkgever heeft deze vacature offline gehaald.'] })));
  out.push(entry30status('job-it-404', 'www.lavoro-lombardia.it', '/annunci/magazziniere-bergamo-id-440129', 404, 'invalid', 'job ad URL answers 404 Not Found',
    noticeShell({ lang: 'it', site: 'Lavoro Lombardia', docTitle: 'Pagina non trovata', h1: 'Pagina non trovata', lines: ['L’annuncio che cerchi non esiste.'] })));

  out.push(pg('job-en-regwall', 'www.execjobs-premium.com', '/job/chief-financial-officer-renewables-london-30912', 'paywalled',
    'executive job board: title and teaser shown, the full description only after a free sign-up / premium membership (registration wall)',
    () => noticeShell({ lang: 'en', site: 'ExecJobs Premium', docTitle: 'Chief Financial Officer – Renewables – London | ExecJobs Premium', h1: 'Chief Financial Officer – Renewables', lines: ['London · £180,000 – £220,000 + bonus · Posted 12 days ago', 'Our client, a fast-growing developer of offshore wind and battery storage assets, seeks a CFO to lead…', 'Become a member to read the full job description and apply.', 'Premium membership from £29 a month. Already a member? Sign in.'] }),
    { context: ctx('Chief Financial Officer – Renewables – London') }));

  // ---------------------------------------------------------------- events and conferences
  out.push(pg('ev-en-past', 'www.opendata-summit.org', '/2024/', 'valid',
    'past conference page: "this event has ended" banner, but the 2024 programme, venue and dates the citation refers to are all there',
    eventPage({ lang: 'en', site: 'Open Data Summit', title: 'Open Data Summit 2024', when: '14–15 November 2024', where: 'Kulturhuset, Copenhagen', banner: 'This event has ended. Thank you to all 1,200 participants — see you in 2025!', bannerKind: 'info',
      paras: ['Two days of talks and workshops on public data infrastructure, open-source tools and data-sharing agreements between cities.', 'The keynote by the Danish Agency for Digital Government presented the national address register, which has been free to reuse since 2013 and now receives over 40 million API calls a month.'],
      programme: [['09:00', 'Registration and coffee'], ['09:30', 'Keynote: Ten years of free core data'], ['11:00', 'Panel: Data spaces and the Data Act'], ['14:00', 'Workshop: Publishing transport data in NeTEx']],
      related: { head: 'Past editions', items: ['Open Data Summit 2023 – Berlin', 'Open Data Summit 2022 – Vienna'] } }),
    { context: ctx('Open Data Summit 2024 – Copenhagen'), quotes: [q('now receives over 40 million API calls a month'), q('now receives over 400 million API calls a month', false)] }));

  out.push(pg('ev-de-cancelled', 'www.konzerthaus-mitte.de', '/programm/2025-03-22-sinfoniekonzert-brahms', 'valid',
    'concert cancelled: banner "Entfällt" above the original programme and the refund note — the cited concert details are still there (a careful reader cites the page for the cancellation too)',
    eventPage({ lang: 'de', site: 'Konzerthaus Mitte', charset: 'windows-1252', title: 'Sinfoniekonzert: Brahms 4 und Schumann', when: 'Samstag, 22. März 2025, 19:30 Uhr', where: 'Großer Saal', banner: 'Entfällt: Das Konzert muss wegen Erkrankung des Dirigenten leider abgesagt werden.', bannerKind: 'warn', cookie: true,
      paras: ['Es spielt das Philharmonische Orchester unter der Leitung von Jonas Albrecht; Solistin in Schumanns Cellokonzert ist Mira Tanaka.', 'Bereits gekaufte Karten werden an der Vorverkaufsstelle erstattet oder können für ein Konzert der laufenden Saison umgetauscht werden.'],
      programme: [['19:30', 'Robert Schumann: Konzert für Violoncello und Orchester a-Moll op. 129'], ['20:30', 'Pause'], ['20:50', 'Johannes Brahms: Sinfonie Nr. 4 e-Moll op. 98']] }),
    { charset: 'windows-1252', context: ctx('Sinfoniekonzert: Brahms 4 und Schumann – Konzerthaus Mitte'), quotes: [q('Das Konzert muss wegen Erkrankung des Dirigenten leider abgesagt werden')] }));

  out.push(pg('ev-fr-postponed', 'www.salon-agri-bretagne.fr', '/edition-2025', 'valid',
    'trade fair page announcing a postponement (new dates) with the exhibitor information still shown',
    eventPage({ lang: 'fr', site: 'Salon Agri Bretagne', title: 'Salon Agri Bretagne 2025', when: 'Reporté au 9–11 octobre 2025 (initialement 12–14 juin)', where: 'Parc des expositions de Rennes', banner: 'Report : en raison des travaux du hall 5, le salon est reporté à l’automne.', bannerKind: 'info', cookie: true,
      paras: ['Plus de 450 exposants, des démonstrations de robots de traite et un espace consacré à la méthanisation à la ferme.', 'Les badges déjà téléchargés restent valables pour les nouvelles dates.'] }),
    { context: ctx('Salon Agri Bretagne 2025 reporté à octobre'), quotes: [q('Plus de 450 exposants, des démonstrations de robots de traite')] }));

  out.push(pg('ev-it-cfp', 'www.convegno-storia-urbana.it', '/call-for-papers', 'valid',
    'call for papers marked closed; the call text with themes and deadlines is still the page',
    eventPage({ lang: 'it', site: 'Convegno di Storia Urbana', title: 'Call for papers – XII Convegno AISU', when: 'Bologna, 3–5 settembre 2025', where: 'Università di Bologna, Dipartimento di Architettura', banner: 'La call è chiusa: le proposte dovevano pervenire entro il 31 gennaio 2025.',
      paras: ['Il convegno invita proposte su città e acqua: porti, canali, bonifiche e infrastrutture idriche dal Medioevo a oggi.', 'Le proposte di panel (max 4 relatori) e di singoli interventi dovevano includere un abstract di 2.000 battute.', 'Le notifiche di accettazione sono state inviate entro il 15 marzo 2025.'] }),
    { context: ctx('Call for papers – XII Convegno AISU, Bologna 2025'), quotes: [q('un abstract di 2.000 battute'), q('un abstract di 3.000 battute', false)] }));

  out.push(pg('ev-es-soldout', 'www.entradas-sur.es', '/evento/festival-flamenco-jerez-gala-inaugural', 'valid',
    'ticket page: "entradas agotadas" but the event (date, venue, programme) is described in full',
    eventPage({ lang: 'es', site: 'Entradas Sur', title: 'Festival de Jerez: Gala inaugural', when: 'Viernes, 21 de febrero de 2025 · 21:00', where: 'Teatro Villamarta, Jerez de la Frontera', ticket: 'Agotado', banner: 'Entradas agotadas', cookie: true,
      paras: ['La gala inaugural reúne al Ballet Flamenco de Andalucía con un estreno absoluto dedicado a las bulerías de Jerez.', 'Duración aproximada: 90 minutos sin descanso. Recomendado para mayores de 8 años.'] }),
    { context: ctx('Festival de Jerez 2025: Gala inaugural') }));

  out.push(pg('ev-nl-nextedition', 'www.zomerfestival-dunen.nl', '/line-up', 'mismatch',
    'festival line-up URL now shows the NEXT edition (2026 acts); the cited 2025 headliners are no longer on the page',
    eventPage({ lang: 'nl', site: 'Zomerfestival Duinen', title: 'Line-up 2026', when: '10–12 juli 2026', where: 'Strand Noordwijk', ticket: 'Early bird tickets',
      paras: ['De eerste namen voor 2026 zijn bekend! Meer artiesten worden in het voorjaar aangekondigd.', 'Early bird tickets zijn beschikbaar tot 1 februari.'],
      programme: [['Vrijdag', 'Nova Twins · De Staat · Froukje'], ['Zaterdag', 'Kraantje Pappie · Suzan & Freek'], ['Zondag', 'Goldband · Meau']] }),
    { context: ctx('Zomerfestival Duinen 2025 line-up', ['De headliners van Zomerfestival Duinen 2025 waren Racoon en Di-rect']), quotes: [q('Racoon en Di-rect', false)] }));

  out.push(pg('ev-ja-ended', 'www.event-tokai.jp', '/events/2024/nagoya-craft-beer-fes/', 'valid',
    'Japanese event page (EUC-JP) marked "終了しました" with the full event outline still shown',
    eventPage({ lang: 'ja', site: 'イベント東海', charset: 'euc-jp', title: '名古屋クラフトビールフェス2024', when: '2024年10月12日（土）〜14日（月・祝）', where: '久屋大通公園', banner: '本イベントは終了しました。ご来場ありがとうございました。',
      paras: ['東海地方のブルワリー32社が集結し、約150種類のクラフトビールを楽しめます。', '入場無料、飲食はチケット制（1,000円・11枚綴り）です。'] }),
    { charset: 'euc-jp', context: ctx('名古屋クラフトビールフェス2024'), quotes: [q('東海地方のブルワリー32社が集結し')] }));

  out.push(pg('ev-ru-cancelled', 'www.afisha-ural.ru', '/concert/2025/04/jazz-ekb', 'valid',
    'Russian concert page (windows-1251): "Концерт отменён" with the original line-up and refund terms',
    eventPage({ lang: 'ru', site: 'Афиша Урала', charset: 'windows-1251', title: 'Джазовый вечер в филармонии', when: '18 апреля 2025, 19:00', where: 'Свердловская филармония, Екатеринбург', banner: 'Концерт отменён. Деньги за билеты будут возвращены в течение 10 дней.', cookie: true,
      paras: ['В программе — стандарты эпохи свинга в исполнении биг-бэнда под управлением Андрея Соколова.', 'Возврат билетов, купленных онлайн, производится автоматически на карту покупателя.'] }),
    { charset: 'windows-1251', context: ctx('Джазовый вечер в Свердловской филармонии, 18 апреля 2025'), quotes: [q('Деньги за билеты будут возвращены в течение 10 дней')] }));

  out.push(pg('ev-pl-parked', 'konferencja-logistyka2023.pl', '/program', 'mismatch',
    'lapsed conference domain now a parking page offering the domain for sale',
    () => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>konferencja-logistyka2023.pl - domena na sprzedaż</title><script src="/js/parking.min.js"></script></head><body><div class="parking"><h1>konferencja-logistyka2023.pl</h1><p>Ta domena może być na sprzedaż! Złóż ofertę.</p><ul><li><a href="/lp?k=logistyka">Logistyka</a></li><li><a href="/lp?k=transport">Transport</a></li><li><a href="/lp?k=magazyny">Magazyny</a></li><li><a href="/lp?k=szkolenia">Szkolenia</a></li></ul><p class="small">Domena zaparkowana w serwisie parking.example</p></div></body></html>`,
    { context: ctx('Program – Konferencja Logistyka 2023') }));

  out.push(entry30redirect('ev-en-nxdomain', 'www.techweek-events.com', '/archive/2022/berlin', 'http://berlin2022.techweek-b30.invalid/', 'invalid',
    'event archive link redirects to the edition\'s own domain, which no longer exists (NXDOMAIN)', true));

  out.push(pg('ev-tr-soldout', 'www.bilet-ege.com.tr', '/etkinlik/izmir-caz-festivali-acilis', 'valid',
    'Turkish ticket page (ISO-8859-9): "biletler tükendi" with the full event information',
    eventPage({ lang: 'tr', site: 'Bilet Ege', charset: 'iso-8859-9', title: 'İzmir Caz Festivali – Açılış Konseri', when: '5 Mart 2025, Çarşamba 20:30', where: 'Ahmed Adnan Saygun Sanat Merkezi', ticket: 'Tükendi', banner: 'Biletler tükendi.',
      paras: ['Festivalin açılışını İzmir Devlet Senfoni Orkestrası ve konuk sanatçılar yapacak.', 'Kapılar 19:30\'da açılır. Etkinlik yaklaşık 2 saat sürer.'] }),
    { charset: 'iso-8859-9', context: ctx('İzmir Caz Festivali açılış konseri 2025') }));

  out.push(pg('ev-el-ended', 'www.politismos-thessaloniki.gr', '/ekdiloseis/festival-ntokimanter-2025', 'valid',
    'Greek event page (ISO-8859-7): "η εκδήλωση ολοκληρώθηκε" with dates, venues and numbers still given',
    eventPage({ lang: 'el', site: 'Πολιτισμός Θεσσαλονίκη', charset: 'iso-8859-7', title: 'Φεστιβάλ Ντοκιμαντέρ Θεσσαλονίκης 2025', when: '6–16 Μαρτίου 2025', where: 'Αποθήκες λιμανιού', banner: 'Η εκδήλωση ολοκληρώθηκε.',
      paras: ['Το φεστιβάλ παρουσίασε 240 ταινίες από 45 χώρες, με ειδικό αφιέρωμα στο περιβάλλον.', 'Οι προβολές έγιναν σε πέντε αίθουσες στο λιμάνι της πόλης.'] }),
    { charset: 'iso-8859-7', context: ctx('Φεστιβάλ Ντοκιμαντέρ Θεσσαλονίκης 2025'), quotes: [q('Το φεστιβάλ παρουσίασε 240 ταινίες από 45 χώρες')] }));

  out.push(entry30redirect('ev-hu-home', 'www.budapest-programok.hu', '/esemeny/borfesztival-2024', '/', 'mismatch',
    'past event page removed: redirects to the portal\'s home page'));
  out.push(target('ev-hu-home-t', 'www.budapest-programok.hu', '/', (_q, res) => {
    write(res, { charset: 'iso-8859-2', body: noticeShell({ lang: 'hu', site: 'Budapest Programok', charset: 'iso-8859-2', docTitle: 'Budapest Programok – koncertek, fesztiválok, kiállítások', h1: 'Ajánlott programok a hétvégére', lines: ['Böngésszen több mint 2000 budapesti program között.'],
      related: { head: 'Kiemelt', items: ['Tavaszi Fesztivál – Müpa', 'Rómer Flóris kiállítás – Nemzeti Múzeum', 'Sziget jegyek – elővétel', 'Budapesti Operettszínház – Csárdáskirálynő'] } }) });
  }));

  out.push(pg('ev-da-gone', 'www.kultur-aarhus.dk', '/arrangementer/jazz-i-domkirken-2024', 'mismatch',
    'Danish event URL answers 200 with "arrangementet findes ikke længere" and a list of other events',
    () => noticeShell({ lang: 'da', site: 'Kultur Aarhus', docTitle: 'Arrangementet findes ikke | Kultur Aarhus', h1: 'Arrangementet findes ikke længere', lines: ['Det arrangement, du leder efter, er fjernet eller udløbet.'], related: { head: 'Kommende arrangementer', items: ['Koncert: Aarhus Symfoniorkester', 'Foredrag på Dokk1', 'Loppemarked i Mølleparken'] } }),
    { context: ctx('Jazz i Domkirken 2024 – Kultur Aarhus') }));

  out.push(entry30status('ev-ro-410', 'www.evenimente-cluj.ro', '/eveniment/targ-de-craciun-2023', 410, 'invalid', 'old event page answers 410 Gone',
    noticeShell({ lang: 'ro', site: 'Evenimente Cluj', docTitle: 'Pagina nu mai există', h1: 'Evenimentul nu mai există', lines: [] })));

  out.push(pg('ev-zhtw-ended', 'www.huodong-taipei.tw', '/event/2024-lantern-festival', 'valid',
    'Taiwanese event page (Big5): "活動已結束" notice above the full programme',
    eventPage({ lang: 'zh-TW', site: '台北活動網', charset: 'big5', title: '2024台北燈節', when: '2024年2月24日至3月10日', where: '西門町、北門廣場', banner: '本活動已結束，感謝您的參與。',
      paras: ['今年燈節以「龍」為主題，主燈高約十八公尺，每晚六點至十點定時展演。', '活動期間共吸引超過一千萬人次參觀。'] }),
    { charset: 'big5', context: ctx('2024台北燈節'), quotes: [q('主燈高約十八公尺')] }));

  // typography: NFD page text and soft hyphens
  out.push(pg('ev-pt-past-nfd', 'www.agenda-lisboa.pt', '/eventos/feira-do-livro-2024', 'valid',
    'Portuguese event page whose text is NFD-decomposed (accents as combining marks); event ended, page still describes it',
    eventPage({ lang: 'pt', site: 'Agenda Lisboa', title: nfd('Feira do Livro de Lisboa 2024'), when: nfd('29 de maio a 16 de junho de 2024'), where: nfd('Parque Eduardo VII'), banner: nfd('Este evento já terminou.'),
      paras: [nfd('A 94.ª edição da Feira do Livro reuniu 340 pavilhões de editoras e livreiros, um recorde histórico.'), nfd('A organização estimou mais de um milhão de visitantes ao longo das três semanas.')] }),
    { context: ctx('Feira do Livro de Lisboa 2024'), quotes: [q('A 94.ª edição da Feira do Livro reuniu 340 pavilhões de editoras e livreiros'), q('reuniu 430 pavilhões de editoras', false)] }));

  out.push(pg('ev-de-cfp-shy', 'www.fachtagung-wasserwirtschaft.de', '/tagung-2025/aufruf', 'valid',
    'German call for contributions (closed) whose long words carry soft hyphens; the call text is the cited thing',
    eventPage({ lang: 'de', site: 'Fachtagung Wasserwirtschaft', title: 'Aufruf zur Einreichung von Beiträgen 2025', when: '24.–25. September 2025', where: 'Kassel', banner: 'Die Einreichungsfrist ist abgelaufen.',
      paras: [shy('Gesucht werden Beiträge zu Starkregenvorsorge, Grundwasserneubildung und Trinkwasserversorgung im Klimawandel.'), shy('Die Programmkommission wählt aus den Einreichungen rund vierzig Vorträge aus.')] }),
    { context: ctx('Fachtagung Wasserwirtschaft 2025 – Aufruf'), quotes: [q('Beiträge zu Starkregenvorsorge, Grundwasserneubildung und Trinkwasserversorgung im Klimawandel')] }));
  return out;
}

/** A redirect from a cited path (served on `host`) to `to` (a path on the same host, or an absolute URL). */
export function entry30redirect(id: string, host: string, path: string, to: string, expected: 'mismatch' | 'invalid' | 'valid' | 'blocked' | 'paywalled', reason: string, absolute = false, context?: ClassifyContext, status = 301): Entry {
  return { ...target(id, host, path, redirect(absolute || /^https?:/.test(to) ? to : (o) => `${o(host)}${to}`, status)), expected, reason, target: undefined, ...(context ? { context } : {}) };
}

/** A fixed status + body. */
export function entry30status(id: string, host: string, path: string, status: number, expected: 'invalid' | 'blocked' | 'mismatch' | 'valid', reason: string, body: string, headers: Record<string, string> = {}, context?: ClassifyContext, charset?: string): Entry {
  return { ...target(id, host, path, respond({ status, body, headers, charset })), expected, reason, target: undefined, ...(context ? { context } : {}) };
}
