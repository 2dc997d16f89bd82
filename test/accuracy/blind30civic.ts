/** blind30 — petitions, consultations, tenders and grants; live blogs and data boards; transport notices; editions. */
import { article, pdf, respond, serveArticle, target, wrap, write, type Entry } from './blindkit';
import { boardPage, liveBlog, noticePage, noticeShell } from './blind30pages';
import { ctx, pg, q } from './blind30kit';
import { entry30redirect, entry30status } from './blind30jobs';
import { entry } from './blindkit';

export function civicEntries(): Entry[] {
  const out: Entry[] = [];
  // ---------------------------------------------------------------- petitions, consultations
  out.push(pg('pet-en-closed', 'petitions.parliament-example.uk', '/petitions/700412', 'valid',
    'closed petition showing its final signature count and the government response — the cited figure is on the page',
    noticePage({ lang: 'en', site: 'Petitions – UK Parliament', skin: 'petition', title: 'Make it a legal requirement for all new homes to have solar panels', counter: '104,388 signatures',
      banner: 'This petition is closed. All petitions run for 6 months.', crumbs: ['Petitions', 'Closed petitions'],
      paras: ['We want the Government to change building regulations so that every new house built in England has solar panels fitted as standard.', '<h2>Government responded</h2>', 'The Future Homes Standard, to be introduced in 2025, will mean that new homes produce 75–80% less carbon emissions than homes built to previous standards.', '<h2>Parliament debated this topic</h2>', 'This topic was debated on 22 January 2024.'] }),
    { context: ctx('Petition: Make it a legal requirement for all new homes to have solar panels', ['A petition calling for solar panels on all new homes closed with 104,388 signatures']), quotes: [q('new homes produce 75-80% less carbon emissions'), q('104,388 signatures')] }));

  out.push(pg('pet-de-beendet', 'epetitionen.landtag-example.de', '/petition/2024/0815', 'valid',
    'German e-petition marked "Mitzeichnungsfrist beendet" with the text and final count',
    noticePage({ lang: 'de', site: 'Petitionsportal des Landtags', skin: 'petition', charset: 'iso-8859-1', title: 'Erhalt der Nachtzugverbindung Stuttgart–Venedig', counter: '58.211 Mitzeichnungen',
      banner: 'Die Mitzeichnungsfrist ist beendet. Die Petition wird im Petitionsausschuss beraten.', bannerKind: 'info',
      paras: ['Der Landtag möge sich beim Bund und bei der Deutschen Bahn dafür einsetzen, dass die Nachtzugverbindung über den Brenner erhalten bleibt.', 'Begründung: Die Verbindung ist die einzige direkte Nachtverbindung aus Baden-Württemberg nach Italien.'] }),
    { charset: 'iso-8859-1', context: ctx('Petition: Erhalt der Nachtzugverbindung Stuttgart–Venedig'), quotes: [q('58.211 Mitzeichnungen'), q('85.211 Mitzeichnungen', false)] }));

  out.push(pg('pet-fr-removed', 'www.petitions-citoyennes.fr', '/p/sauvons-le-marche-couvert-de-vienne', 'mismatch',
    'petition page now 200 "cette pétition a été retirée par son auteur" — the petition text and count are gone',
    () => noticeShell({ lang: 'fr', site: 'Pétitions Citoyennes', docTitle: 'Pétition retirée', h1: 'Cette pétition a été retirée par son auteur', lines: ['Elle n’est plus visible sur la plateforme.', 'Découvrez d’autres pétitions près de chez vous.'], related: { head: 'Pétitions populaires', items: ['Pour une piste cyclable sur le pont de Lyon', 'Non à la fermeture de la maternité', 'Sauvons les platanes du cours'] } }),
    { context: ctx('Sauvons le marché couvert de Vienne – pétition') }));

  out.push(pg('cons-en-closed', 'www.consultations-gov-example.uk', '/government/consultations/banning-single-use-vapes', 'valid',
    'consultation page "This consultation has concluded" with the summary, dates and the response document links',
    noticePage({ lang: 'en', site: 'GOV.UK', skin: 'consultation', title: 'Creating a smokefree generation and tackling youth vaping', crumbs: ['Home', 'Health and social care', 'Public health'],
      banner: 'This consultation has concluded. Read the full outcome.', bannerKind: 'info',
      facts: [['Opened', '12 October 2023'], ['Closed', '6 December 2023'], ['Responses', 'Nearly 28,000']],
      paras: ['We sought views on our plans to create the first smokefree generation and on measures to reduce the appeal and availability of vapes to children.', 'Nearly 28,000 responses were received; around 80% of respondents supported restricting vape flavours.'] }),
    { context: ctx('Consultation outcome: Creating a smokefree generation and tackling youth vaping'), quotes: [q('Nearly 28,000 responses were received')] }));

  out.push(pg('cons-da-afsluttet', 'www.hoeringsportalen-example.dk', '/Hearing/Details/68123', 'valid',
    'Danish consultation (høring) marked "afsluttet" with its summary and deadline',
    noticePage({ lang: 'da', site: 'Høringsportalen', skin: 'consultation', title: 'Høring over udkast til bekendtgørelse om affaldssortering', banner: 'Høringen er afsluttet.',
      facts: [['Høringsfrist', '14. marts 2025'], ['Myndighed', 'Miljøministeriet']],
      paras: ['Udkastet indfører krav om sortering af tekstilaffald i alle kommuner fra 1. juli 2025.', 'Der er modtaget 41 høringssvar.'] }),
    { context: ctx('Høring: bekendtgørelse om affaldssortering'), quotes: [q('Der er modtaget 41 høringssvar')] }));

  // ---------------------------------------------------------------- tenders and grants
  out.push(pg('tender-pl-awarded', 'www.zamowienia-publiczne-example.pl', '/ogloszenie/2025-BZP-00123456', 'valid',
    'Polish procurement notice (ISO-8859-2) now "rozstrzygnięte" with the award table — the cited tender and result are on the page',
    noticePage({ lang: 'pl', site: 'Biuletyn Zamówień Publicznych', skin: 'tender', charset: 'iso-8859-2', title: 'Przebudowa drogi powiatowej nr 1904G w miejscowości Kolbudy', banner: 'Postępowanie rozstrzygnięte',
      facts: [['Numer ogłoszenia', '2025/BZP 00123456/01'], ['Zamawiający', 'Powiat Gdański'], ['Termin składania ofert', '12.03.2025, 10:00'], ['Kod CPV', '45233142-6']],
      paras: ['Przedmiotem zamówienia jest przebudowa odcinka drogi o długości 2,4 km wraz z budową chodnika i oświetlenia.', '<table><tr><th>Wykonawca</th><th>Cena brutto</th></tr><tr><td>Drogbud Sp. z o.o.</td><td>8 914 220,00 zł</td></tr></table>', 'Umowę zawarto 28 kwietnia 2025 r.'] }),
    { charset: 'iso-8859-2', context: ctx('Przebudowa drogi powiatowej nr 1904G w Kolbudach – przetarg'), quotes: [q('przebudowa odcinka drogi o długości 2,4 km')] }));

  out.push(pg('tender-en-closed', 'www.contracts-finder-example.gov.uk', '/notice/7c3e-2025-school-catering', 'valid',
    'UK contract notice with status "Closed" (deadline passed): the notice text and value remain',
    noticePage({ lang: 'en', site: 'Contracts Finder', skin: 'tender', title: 'School catering services – Lot 1 primary schools', banner: 'Closed: the deadline for responses has passed.',
      facts: [['Value of contract', '£4,200,000'], ['Closing date', '14 February 2025'], ['Contract start', '1 September 2025']],
      paras: ['The council is seeking a provider of hot meals to 38 primary schools, about 9,500 meals a day during term time.', 'Menus must meet the School Food Standards and source at least 20% of ingredients locally.'] }),
    { context: ctx('School catering services – Lot 1 primary schools'), quotes: [q('about 9,500 meals a day during term time')] }));

  out.push(pg('tender-ro-atribuit', 'www.achizitii-publice-example.ro', '/anunt/CN1073392', 'valid',
    'Romanian tender notice marked "atribuit" (awarded) with the winner and value',
    noticePage({ lang: 'ro', site: 'Achiziții Publice', skin: 'tender', charset: 'iso-8859-2', title: 'Reabilitarea termică a Școlii Gimnaziale nr. 5 Brașov', banner: 'Procedură finalizată – contract atribuit',
      facts: [['Autoritate contractantă', 'Municipiul Brașov'], ['Valoare estimată', '6.420.000 lei fără TVA'], ['Câștigător', 'Construct Carpați SRL']],
      paras: ['Lucrările includ izolarea fațadelor, înlocuirea tâmplăriei și montarea de panouri fotovoltaice.'] }),
    { charset: 'iso-8859-2', context: ctx('Reabilitarea termică a Școlii Gimnaziale nr. 5 Brașov') }));

  out.push(pg('grant-es-cerrada', 'www.ayudas-innovacion-example.es', '/convocatorias/2025/proyectos-idi-pymes', 'valid',
    'grant call page "convocatoria cerrada" with amounts, eligibility and deadlines still set out',
    noticePage({ lang: 'es', site: 'Agencia de Innovación', skin: 'grant', title: 'Convocatoria 2025 de ayudas a proyectos de I+D de pymes', banner: 'Convocatoria cerrada. El plazo de presentación finalizó el 15 de abril de 2025.',
      facts: [['Presupuesto', '25 millones de euros'], ['Ayuda máxima', '300.000 € por proyecto'], ['Intensidad', 'hasta el 60 % del coste subvencionable']],
      paras: ['Podían solicitar las ayudas las pequeñas y medianas empresas con domicilio fiscal en España y al menos un año de actividad.', 'La resolución definitiva se publicará en la sede electrónica.'] }),
    { context: ctx('Convocatoria 2025 de ayudas a proyectos de I+D de pymes'), quotes: [q('Ayuda máxima'), q('hasta el 60 % del coste subvencionable'), q('hasta el 80 % del coste subvencionable', false)] }));

  out.push(pg('grant-en-nextround', 'www.arts-fund-example.org', '/funding/community-arts-grants', 'mismatch',
    'grant page rolled over to the next round: it now describes the 2026 round (new amounts and dates); the cited 2025 round\'s figure is absent',
    noticePage({ lang: 'en', site: 'Community Arts Fund', skin: 'grant', title: 'Community Arts Grants 2026', banner: 'Applications for the 2026 round open on 2 February 2026.', bannerKind: 'info',
      facts: [['Grants', '£2,000 to £15,000'], ['Deadline', '30 March 2026']],
      paras: ['Community Arts Grants support projects that bring people together through music, theatre, visual art and writing.', 'In the 2026 round we expect to fund around 60 projects.'] }),
    { context: ctx('Community Arts Grants 2025', ['The 2025 round of Community Arts Grants offered up to £10,000 and funded 85 projects']), quotes: [q('funded 85 projects', false)] }));

  out.push(pg('tender-de-pdf', 'www.vergabe-stadt-example.de', '/bekanntmachungen/2024-ausschreibung-strassenbeleuchtung.pdf', 'valid',
    'tender notice as a PDF (deadline long passed); the document itself is the cited source',
    () => '', { context: ctx('Ausschreibung: Umrüstung der Straßenbeleuchtung auf LED') }));
  // replace the HTML handler above with a PDF handler
  out[out.length - 1] = { ...out[out.length - 1]!, handle: respond({ type: 'application/pdf', body: pdf({ title: 'Ausschreibung Umruestung Strassenbeleuchtung LED', author: 'Stadt Musterbach, Vergabestelle', date: '2024-05-06', pages: [wrap('Oeffentliche Ausschreibung nach UVgO. Umruestung der Strassenbeleuchtung auf LED-Technik im Stadtgebiet, rund 4.300 Leuchten. Angebotsfrist: 14. Juni 2024, 11:00 Uhr. Ausfuehrungszeitraum: September 2024 bis Juli 2025. Zuschlagskriterien: Preis 70 %, Energieeffizienz 30 %.')] }) }) };

  // ---------------------------------------------------------------- live blogs and boards
  out.push(pg('live-en-ended', 'www.morningherald-example.com', '/news/live/2025/jul/04/uk-election-results-live', 'valid',
    'ended live blog ("This live blog has now closed") with all timestamped posts kept',
    liveBlog({ lang: 'en', site: 'The Morning Herald', title: 'Election results live: counts continue across the country', ended: 'This blog is now closed', ads: true,
      banner: 'This live blog has now closed. You can find our full coverage here.', bannerKind: 'info',
      paras: ['Turnout was 59.8%, the lowest since 2001, according to the final official figures.'],
      posts: [['06:12', 'With 648 of 650 seats declared, the result is clear.'], ['04:40', 'The party leader concedes in a short speech in her constituency.'], ['01:15', 'First gain of the night confirmed in Swindon South.'], ['22:00', 'Polls have closed. The exit poll is published.']] }),
    { context: ctx('Election results live: counts continue across the country'), quotes: [q('Turnout was 59.8%, the lowest since 2001'), q('Turnout was 58.9%', false)] }));

  out.push(pg('live-de-ticker', 'www.nachrichten-sued-example.de', '/liveticker/unwetter-bayern-2025-06-02', 'valid',
    'German live ticker (ended) with the storm posts still on the page',
    liveBlog({ lang: 'de', site: 'Nachrichten Süd', title: 'Unwetter in Bayern: Der Liveticker zum Nachlesen', ended: 'Ticker beendet', cookie: true,
      paras: ['Der Liveticker ist beendet. Hier können Sie die Ereignisse nachlesen.'],
      posts: [['18:45', 'Die Feuerwehr meldet mehr als 1.200 Einsätze im Landkreis Rosenheim.'], ['16:10', 'Der Deutsche Wetterdienst hebt die Unwetterwarnung für Oberbayern auf.'], ['12:30', 'Bahnstrecke München–Salzburg wegen umgestürzter Bäume gesperrt.']] }),
    { context: ctx('Unwetter in Bayern: Liveticker'), quotes: [q('mehr als 1.200 Einsätze im Landkreis Rosenheim')] }));

  out.push(pg('live-es-partido', 'www.marcador-directo-example.es', '/futbol/laliga/2025/real-betis-sevilla-fc/directo', 'valid',
    'match centre of a finished game: final score and minute-by-minute commentary kept',
    liveBlog({ lang: 'es', site: 'Marcador Directo', title: 'Real Betis 2-1 Sevilla FC: el derbi, en directo', ended: 'Finalizado', cookie: true,
      paras: ['Resultado final: Real Betis 2 – 1 Sevilla FC. Goles de Isco (23’) y Vitor Roque (78’); descontó Lukébakio (61’).'],
      posts: [['90+4’', '¡Final del partido en el Benito Villamarín!'], ['78’', 'GOOOL del Betis. Vitor Roque remata de cabeza.'], ['61’', 'Gol del Sevilla. Lukébakio empata con un zurdazo.'], ['23’', 'Gol de Isco de penalti.']] }),
    { context: ctx('Real Betis 2-1 Sevilla FC: el derbi, en directo'), quotes: [q("Goles de Isco (23') y Vitor Roque (78')")] }));

  out.push(pg('live-it-another-match', 'www.risultati-live-example.it', '/partita/serie-a/inter-milan/live', 'mismatch',
    'match-centre URL reused for the next derby: the page now shows a later match with a different score; the cited result is gone',
    boardPage({ lang: 'it', site: 'Risultati Live', title: 'Inter – Milan: diretta live', stamp: 'Serie A 2025/26 · 9ª giornata · in programma domenica 20:45',
      paras: ['Formazioni ufficiali disponibili un\'ora prima del calcio d\'inizio.'], table: [['Squadra', 'Gol'], ['Inter', '–'], ['Milan', '–']] }),
    { context: ctx('Inter 1-2 Milan, derby della Madonnina', ['Il Milan ha battuto l\'Inter 2-1 nel derby del febbraio 2025']) }));

  out.push(pg('elect-sv-frozen', 'www.valresultat-example.se', '/2022/riksdag/kommun/0180', 'valid',
    'election-night results page frozen at the final count, with the cited percentages',
    boardPage({ lang: 'sv', site: 'Valresultat', title: 'Val till riksdagen 2022 – Stockholm', stamp: 'Slutligt resultat, fastställt 15 september 2022', cookie: true,
      paras: ['Valdeltagande: 84,1 %'], table: [['Parti', 'Andel', 'Förändring'], ['Socialdemokraterna', '29,3 %', '+2,8'], ['Moderaterna', '20,2 %', '-0,9'], ['Sverigedemokraterna', '8,9 %', '+1,1'], ['Vänsterpartiet', '10,8 %', '+0,3']] }),
    { context: ctx('Val till riksdagen 2022 – Stockholm, slutligt resultat'), quotes: [q('Valdeltagande: 84,1 %')] }));

  out.push(pg('elect-hu-changed', 'www.valasztas-eredmenyek-example.hu', '/eredmenyek/budapest', 'mismatch',
    'results page URL now shows a later election (2026) with different figures; the cited 2022 share is not on the page',
    boardPage({ lang: 'hu', site: 'Választási Eredmények', charset: 'iso-8859-2', title: 'Országgyűlési választás 2026 – Budapest', stamp: 'Feldolgozottság: 100,00 %',
      paras: ['Részvétel: 73,4 %'], table: [['Lista', 'Szavazat %'], ['Párt A', '41,2 %'], ['Párt B', '38,7 %'], ['Párt C', '8,1 %']] }),
    { charset: 'iso-8859-2', context: ctx('Országgyűlési választás 2022 – Budapest eredmények', ['A 2022-es választáson Budapesten a részvétel 69,8 % volt']) }));

  out.push(pg('rate-de-changed', 'www.devisenkurse-example.de', '/waehrungsrechner/euro-tuerkische-lira', 'mismatch',
    'exchange-rate page: it now states today\'s rate, not the figure the claim cites — the cited number is absent',
    boardPage({ lang: 'de', site: 'Devisenkurse aktuell', title: 'Euro – Türkische Lira (EUR/TRY)', stamp: 'Stand: heute, 14:05 Uhr', cookie: true,
      paras: ['1 Euro = 48,7312 Türkische Lira'], table: [['Zeitraum', 'Veränderung'], ['1 Tag', '+0,21 %'], ['1 Monat', '+2,94 %'], ['1 Jahr', '+29,80 %']] }),
    { context: ctx('Euro – Türkische Lira Wechselkurs', ['Im Januar 2024 kostete ein Euro rund 33,2 Türkische Lira']), quotes: [q('1 Euro = 33,2 Türkische Lira', false)] }));

  out.push(pg('rate-ja-current', 'fx.kawase-navi.jp', '/chart/usdjpy/', 'valid',
    'quote page whose current figure matches the claim (a claim that the dollar traded around 150 yen, page shows 150.12)',
    boardPage({ lang: 'ja', site: '為替ナビ', charset: 'shift_jis', title: '米ドル/円（USD/JPY）為替レート', stamp: '更新：本日 15:00',
      paras: ['1ドル＝150.12円'], table: [['期間', '高値', '安値'], ['本日', '150.44', '149.87'], ['今週', '151.02', '149.10']] }),
    { charset: 'shift_jis', context: ctx('米ドル/円 為替レート', ['ドル円相場は1ドル150円前後で推移している']) }));

  out.push(pg('wx-en-rolled', 'www.metservice-example.co.nz', '/warnings/heavy-rain/canterbury', 'mismatch',
    'weather-warning URL rolled over: it now says no warnings are in force; the cited red warning text is gone',
    boardPage({ lang: 'en', site: 'MetService', title: 'Warnings: Canterbury', stamp: 'Issued: today 09:12 NZST',
      paras: ['There are currently no warnings or watches in force for Canterbury.'], table: [['Area', 'Status'], ['Canterbury Plains', 'No warnings'], ['Canterbury High Country', 'No warnings']] }),
    { context: ctx('Red Heavy Rain Warning for Canterbury', ['A red heavy rain warning forecast up to 300 mm of rain for the Canterbury high country']), quotes: [q('up to 300 mm of rain', false)] }));

  out.push(pg('wx-fr-vigilance-ended', 'www.meteo-alertes-example.fr', '/vigilance/2025-10-19-orange-pluie-inondation-gard', 'valid',
    'dated weather-warning bulletin page (archived): the orange warning text and figures remain at its own dated URL',
    boardPage({ lang: 'fr', site: 'Météo Alertes', title: 'Vigilance orange pluie-inondation : Gard, 19 octobre 2025', stamp: 'Bulletin archivé – fin de vigilance le 20/10/2025 à 06h00', banner: 'Cet épisode est terminé.',
      paras: ['Cumuls attendus de 150 à 200 mm en 24 heures sur les Cévennes, localement 250 mm.'], table: [['Département', 'Couleur'], ['Gard', 'Orange'], ['Hérault', 'Jaune']] }),
    { context: ctx('Vigilance orange pluie-inondation Gard 19 octobre 2025'), quotes: [q('Cumuls attendus de 150 à 200 mm en 24 heures sur les Cévennes')] }));

  // ---------------------------------------------------------------- transport notices
  out.push(pg('bus-en-withdrawn', 'www.citybus-example.co.uk', '/routes/47', 'mismatch',
    'route page now just says "route 47 no longer operates" — the cited timetable (frequencies) is gone',
    () => noticeShell({ lang: 'en', site: 'CityBus', docTitle: 'Route 47 | CityBus', h1: 'Route 47 no longer operates', lines: ['This service was withdrawn on 31 August 2025.', 'For journeys between Westbury and the hospital, use routes 45 and 49.'] }),
    { context: ctx('Route 47 timetable – Westbury to General Hospital', ['The number 47 bus ran every 12 minutes between Westbury and the General Hospital']) }));

  out.push(pg('train-de-notice', 'www.bahn-hinweise-example.de', '/aktuell/einstellung-ic-linie-61-nuernberg-karlsruhe', 'valid',
    'travel notice announcing a withdrawn service: the notice itself is the cited source (dates, reasons)',
    noticePage({ lang: 'de', site: 'Bahn Hinweise', skin: 'transport', title: 'Einstellung der IC-Linie 61 zwischen Nürnberg und Karlsruhe', cookie: true,
      paras: ['Ab dem Fahrplanwechsel am 14. Dezember 2025 verkehrt die IC-Linie 61 nicht mehr zwischen Nürnberg und Karlsruhe.', 'Reisende nutzen die stündlichen RE-Verbindungen mit Umstieg in Stuttgart.'] }),
    { context: ctx('Einstellung der IC-Linie 61 zwischen Nürnberg und Karlsruhe'), quotes: [q('Ab dem Fahrplanwechsel am 14. Dezember 2025 verkehrt die IC-Linie 61 nicht mehr')] }));

  out.push(pg('ferry-el-nolonger', 'www.aktoploia-example.gr', '/dromologia/peiraias-serifos-express', 'mismatch',
    'Greek ferry route page (ISO-8859-7): "το δρομολόγιο δεν εκτελείται πλέον", no timetable left',
    () => noticeShell({ lang: 'el', site: 'Ακτοπλοΐα', charset: 'iso-8859-7', docTitle: 'Το δρομολόγιο δεν εκτελείται', h1: 'Το δρομολόγιο δεν εκτελείται πλέον', lines: ['Δείτε τα διαθέσιμα δρομολόγια για τις Κυκλάδες.'] }),
    { charset: 'iso-8859-7', context: ctx('Πειραιάς – Σέριφος Express δρομολόγια', ['Το ταχύπλοο Πειραιάς–Σέριφος έκανε τη διαδρομή σε 2 ώρες']) }));

  out.push(pg('tt-cs-timetable', 'www.jizdni-rady-example.cz', '/linka/136/platnost-2024', 'valid',
    'Czech timetable of a past validity period, marked "neplatný" but showing the cited departures',
    boardPage({ lang: 'cs', site: 'Jízdní řády', charset: 'windows-1250', title: 'Linka 136: Sídliště Ďáblice – Vysočanská', stamp: 'Platnost: 1. 9. 2024 – 31. 8. 2025 (již neplatný)', banner: 'Tento jízdní řád již neplatí.',
      paras: ['V pracovní dny jezdí linka v intervalu 10 minut.'], table: [['Zastávka', 'Odjezd'], ['Sídliště Ďáblice', '5:02'], ['Kobylisy', '5:09'], ['Vysočanská', '5:21']] }),
    { charset: 'windows-1250', context: ctx('Jízdní řád linky 136 Praha'), quotes: [q('V pracovní dny jezdí linka v intervalu 10 minut')] }));

  // ---------------------------------------------------------------- editions, rankings, annual reports
  out.push(pg('rank-en-updated', 'www.uni-rankings-example.com', '/world-university-rankings', 'mismatch',
    'rankings page updated for a new year: the 2026 table no longer has the cited 2024 position/score',
    boardPage({ lang: 'en', site: 'Global University Rankings', title: 'World University Rankings 2026', stamp: 'Published 8 October 2025',
      paras: ['The 2026 edition ranks 2,100 universities across 115 countries.'], table: [['Rank', 'Institution', 'Score'], ['1', 'University of Oxford', '98.2'], ['2', 'MIT', '97.9'], ['3', 'Princeton University', '97.1'], ['4', 'University of Cambridge', '96.8']] }),
    { context: ctx('World University Rankings 2024', ['In the 2024 ranking Stanford placed second with a score of 98.0']), quotes: [q('Stanford University 98.0', false)] }));

  out.push(pg('rank-de-archived', 'www.staedteranking-example.de', '/ranking/2024', 'valid',
    'dated edition page of a city ranking (2024) with "a newer edition is available" banner — the cited 2024 figures stay at their own URL',
    boardPage({ lang: 'de', site: 'Städteranking', title: 'Städteranking 2024: Die lebenswertesten Großstädte', banner: 'Es gibt eine neuere Ausgabe: Städteranking 2025.', bannerKind: 'info', cookie: true,
      paras: ['München belegt zum dritten Mal in Folge Platz eins, vor Hamburg und Münster.'], table: [['Platz', 'Stadt', 'Punkte'], ['1', 'München', '87,4'], ['2', 'Hamburg', '84,9'], ['3', 'Münster', '83,2']] }),
    { context: ctx('Städteranking 2024: Die lebenswertesten Großstädte'), quotes: [q('München belegt zum dritten Mal in Folge Platz eins')] }));

  out.push(pg('ar-en-newedition', 'www.northernwater-example.co.uk', '/about-us/annual-report', 'mismatch',
    'annual-report landing URL now presents the 2025 report; the cited 2023/24 leakage figure is not on it',
    (url) => article({ lang: 'en', site: 'Northern Water', siteUrl: 'https://www.northernwater-example.co.uk', title: 'Annual Report and Financial Statements 2024/25', date: '2025-07-10T09:00:00Z', template: 'drupal', metaStyle: 'og', type: 'Report',
      paras: ['Our 2024/25 report sets out our performance against the targets agreed with our regulator.', 'Leakage fell to 236 megalitres a day, beating our target for the second year running.', 'We invested £1.1 billion in our networks, the largest annual programme in our history.', '<ul><li>Download the full report (PDF, 8.4 MB)</li><li>Download the strategic report (PDF, 2.1 MB)</li></ul>'] })(url),
    { context: ctx('Annual Report 2023/24 – Northern Water', ['Northern Water reported leakage of 251 megalitres a day in 2023/24']), quotes: [q('leakage of 251 megalitres a day', false)] }));

  out.push(pg('ar-fr-archived', 'www.groupe-energie-example.fr', '/investisseurs/rapport-annuel-2023', 'valid',
    'dated annual-report page (2023 edition) with a note that the 2024 edition replaces it — the cited 2023 figures are still there',
    (url) => article({ lang: 'fr', site: 'Groupe Énergie', siteUrl: 'https://www.groupe-energie-example.fr', title: 'Rapport annuel 2023', date: '2024-04-02T08:00:00Z', template: 'plain', metaStyle: 'og+jsonld', type: 'Report',
      beforeBody: '<div class="notice">Le rapport annuel 2024 remplace cette édition. <a href="/investisseurs/rapport-annuel-2024">Consulter le rapport 2024</a></div>',
      paras: ['En 2023, le chiffre d’affaires du groupe s’est établi à 12,4 milliards d’euros, en hausse de 6 %.', 'La part des énergies renouvelables dans la production a atteint 41 %.', 'Le dividende proposé à l’assemblée générale est de 0,92 € par action.'] })(url),
    { context: ctx('Rapport annuel 2023 – Groupe Énergie'), quotes: [q('le chiffre d’affaires du groupe s’est établi à 12,4 milliards d’euros'), q('la part des énergies renouvelables dans la production a atteint 14 %', false)] }));

  out.push(pg('ar-zh-replaced', 'www.huaxin-group-example.cn', '/ir/annual-report.html', 'mismatch',
    'Chinese IR page (GB18030) now shows the 2024 annual report; the cited 2022 revenue figure is not there',
    (url) => article({ lang: 'zh', site: '华新集团', charset: 'gb18030', siteUrl: 'https://www.huaxin-group-example.cn', title: '2024年年度报告', date: '2025-03-28T08:00:00Z', template: 'plain', metaStyle: 'og',
      paras: ['2024年，公司实现营业收入386.5亿元，同比增长7.2%。', '归属于上市公司股东的净利润为21.3亿元。', '董事会建议每10股派发现金红利3.5元。'] })(url),
    { charset: 'gb18030', context: ctx('华新集团2022年年度报告', ['华新集团2022年营业收入为312.8亿元']), quotes: [q('营业收入312.8亿元', false)] }));

  out.push(pg('ar-pl-editions', 'www.spolka-energetyczna-example.pl', '/relacje-inwestorskie/raport-roczny', 'valid',
    'Polish IR page (windows-1250) listing every edition; the cited 2023 report summary is still on the page next to the 2024 one',
    (url) => article({ lang: 'pl', site: 'Spółka Energetyczna', charset: 'windows-1250', title: 'Raporty roczne', template: 'wp', metaStyle: 'og', date: '2025-04-30T08:00:00Z',
      paras: ['<h3>Raport roczny 2024</h3>', 'Przychody ze sprzedaży wyniosły 9,1 mld zł.', '<h3>Raport roczny 2023</h3>', 'Przychody ze sprzedaży wyniosły 8,4 mld zł, a EBITDA 1,9 mld zł.'] })(url),
    { charset: 'windows-1250', context: ctx('Raport roczny 2023 – Spółka Energetyczna'), quotes: [q('Przychody ze sprzedaży wyniosły 8,4 mld zł, a EBITDA 1,9 mld zł')] }));

  out.push(entry30status('ar-it-404', 'www.gruppo-trasporti-example.it', '/documenti/bilancio-2021.pdf', 404, 'invalid', 'old annual-report PDF removed: 404', '<html><body><h1>404 Not Found</h1></body></html>'));
  out.push(entry30redirect('ar-en-loop', 'www.retail-plc-example.com', '/investors/annual-report-2022', '/investors/annual-report-2022', 'invalid', 'report page redirects to itself forever (redirect loop)'));

  void target;
  void entry;
  void serveArticle;
  return out;
}
