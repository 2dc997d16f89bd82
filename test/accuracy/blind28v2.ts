/** blind28 — valid pages, part 2: data files, API answers, JavaScript shells, dashboards. */
import * as iconv from 'iconv-lite';
import { esc, pdf, wrap, type Entry } from './blindkit';
import { sitePage, xlsx } from './blind28pages';
import { LX, org } from './blind28lx';
import { ctx, page, q } from './blind28kit';

export function dataFiles(): Entry[] {
  const out: Entry[] = [];
  // CSV, right type
  out.push(page('v-csv-bls', 'download.bls-data.example', 'valid', 'CSV download of a statistics table served as text/csv; the cited figure is a row of it', `series_id,year,period,value,footnote_codes
LNS14000000,2025,M07,4.2,
LNS14000000,2025,M08,4.3,
LNS14000000,2025,M09,4.4,P
LNS11300000,2025,M09,62.3,P
`, { type: 'text/csv; charset=utf-8' }, { path: '/pub/time.series/ln/ln.data.unemployment.csv', context: ctx('Unemployment rate, seasonally adjusted (LNS14000000)', 'The US unemployment rate was 4.4% in September 2025.') }));
  // CSV as octet-stream with attachment, German semicolons, windows-1252
  out.push(page('v-csv-genesis', 'www-genesis.destatis-amt.example', 'valid', 'GENESIS table export: semicolon CSV in windows-1252 sent as application/octet-stream with Content-Disposition attachment', iconv.encode(`GENESIS-Tabelle: 12411-0001
Bevölkerung: Deutschland, Stichtag;;
Fortschreibung des Bevölkerungsstandes;;
Deutschland;;
Stichtag;Anzahl;Veränderung in %
31.12.2022;84358845;
31.12.2023;84669326;0,4
31.12.2024;83577140;-1,3
__________
Stand: 20.06.2025 / 14:21:37
© Statistisches Bundesamt (Destatis), 2025
`, 'win1252'), { type: 'application/octet-stream', headers: { 'content-disposition': 'attachment; filename="12411-0001_de.csv"' } }, { path: '/genesis/online/data/12411-0001.csv', context: ctx('12411-0001: Bevölkerung: Deutschland, Stichtag', 'Am 31.12.2024 lebten in Deutschland 83 577 140 Menschen.') }));
  // CSV with no content type, UTF-8 BOM, Japanese
  out.push(page('v-csv-estat-ja', 'dl.stat-go.example', 'valid', 'e-Stat CSV with a UTF-8 BOM and no Content-Type at all; a reader opens it and sees the table', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`"表章項目","時間軸（月次）","全国","単位"
"完全失業率（季節調整値）","2025年7月","2.3","％"
"完全失業率（季節調整値）","2025年8月","2.5","％"
"完全失業率（季節調整値）","2025年9月","2.6","％"
`, 'utf8')]), { type: '' }, { path: '/file-download/000040337210.csv', context: ctx('労働力調査 基本集計 全都道府県 月次 CSV', '2025年9月の完全失業率は2.6％だった。') }));
  // JSON API
  out.push(page('v-json-wb', 'api.worldbank-data.example', 'valid', 'World Bank-style indicator API answering JSON (a JSON source cited directly; the figure is in it)', JSON.stringify([{ page: 1, pages: 1, per_page: 50, total: 3, sourceid: '2', lastupdated: '2025-10-07' }, [
    { indicator: { id: 'SP.DYN.LE00.IN', value: 'Life expectancy at birth, total (years)' }, country: { id: 'BR', value: 'Brazil' }, countryiso3code: 'BRA', date: '2023', value: 75.85, unit: '', obs_status: '', decimal: 1 },
    { indicator: { id: 'SP.DYN.LE00.IN', value: 'Life expectancy at birth, total (years)' }, country: { id: 'BR', value: 'Brazil' }, countryiso3code: 'BRA', date: '2022', value: 73.42, unit: '', obs_status: '', decimal: 1 },
    { indicator: { id: 'SP.DYN.LE00.IN', value: 'Life expectancy at birth, total (years)' }, country: { id: 'BR', value: 'Brazil' }, countryiso3code: 'BRA', date: '2021', value: 72.75, unit: '', obs_status: '', decimal: 1 },
  ]]), { type: 'application/json;charset=utf-8' }, { path: '/v2/country/BR/indicator/SP.DYN.LE00.IN', context: ctx('Life expectancy at birth, total (years) - Brazil', 'Life expectancy at birth in Brazil was 75.9 years in 2023.') }));
  // JSON as text/html (Socrata resource), Spanish
  out.push(page('v-json-socrata-html', 'datos.cdmx-abiertos.example', 'valid', 'Socrata-style resource endpoint whose JSON is sent as text/html (wrong type); a reader still sees the records', JSON.stringify([
    { alcaldia: 'Iztapalapa', anio: '2024', poblacion_total: '1835486', densidad_hab_km2: '16216' },
    { alcaldia: 'Gustavo A. Madero', anio: '2024', poblacion_total: '1173351', densidad_hab_km2: '13321' },
    { alcaldia: 'Álvaro Obregón', anio: '2024', poblacion_total: '759137', densidad_hab_km2: '7836' },
  ], null, 1), { type: 'text/html; charset=utf-8' }, { path: '/resource/poblacion-alcaldias.json', context: ctx('Población por alcaldía 2024', 'Iztapalapa tenía 1.835.486 habitantes en 2024.') }));
  // SDMX XML (ECB-like)
  out.push(page('v-sdmx-ecb', 'data-api.ecb-stats.example', 'valid', 'SDMX-ML answer of a central-bank statistics API (application/vnd.sdmx.genericdata+xml)', `<?xml version="1.0" encoding="UTF-8"?>
<message:GenericData xmlns:message="http://www.sdmx.org/resources/sdmxml/schemas/v2_1/message" xmlns:generic="http://www.sdmx.org/resources/sdmxml/schemas/v2_1/data/generic">
<message:Header><message:ID>3f2a1c7e</message:ID><message:Test>false</message:Test><message:Prepared>2025-11-20T10:12:44.209+01:00</message:Prepared><message:Sender id="ECB"/></message:Header>
<message:DataSet structureRef="ECB_ICP1" action="Replace">
<generic:Series><generic:SeriesKey><generic:Value id="FREQ" value="M"/><generic:Value id="REF_AREA" value="U2"/><generic:Value id="ICP_ITEM" value="000000"/><generic:Value id="ICP_SUFFIX" value="ANR"/></generic:SeriesKey>
<generic:Attributes><generic:Value id="TITLE" value="HICP - Overall index"/><generic:Value id="UNIT" value="PCCH"/></generic:Attributes>
<generic:Obs><generic:ObsDimension value="2025-08"/><generic:ObsValue value="2.0"/></generic:Obs>
<generic:Obs><generic:ObsDimension value="2025-09"/><generic:ObsValue value="2.2"/></generic:Obs>
<generic:Obs><generic:ObsDimension value="2025-10"/><generic:ObsValue value="2.1"/></generic:Obs>
</generic:Series></message:DataSet></message:GenericData>`, { type: 'application/vnd.sdmx.genericdata+xml;version=2.1' }, { path: '/service/data/ICP/M.U2.N.000000.4.ANR', context: ctx('HICP - Overall index, euro area, annual rate of change', 'Euro area HICP inflation was 2.1% in October 2025.') }));
  // XML served as text/plain (Statistics Korea OpenAPI-like), EUC-KR
  out.push(page('v-xml-textplain-kr', 'openapi.kosis-data.example', 'valid', 'statistics OpenAPI answering XML declared EUC-KR, served as text/plain', iconv.encode(`<?xml version="1.0" encoding="EUC-KR"?>
<response><header><resultCode>00</resultCode><resultMsg>정상</resultMsg></header><body><items>
<item><TBL_NM>경제활동인구 총괄</TBL_NM><PRD_DE>202509</PRD_DE><ITM_NM>실업률</ITM_NM><DT>2.1</DT><UNIT_NM>%</UNIT_NM></item>
<item><TBL_NM>경제활동인구 총괄</TBL_NM><PRD_DE>202509</PRD_DE><ITM_NM>고용률</ITM_NM><DT>63.7</DT><UNIT_NM>%</UNIT_NM></item>
</items></body></response>`, 'euc-kr'), { type: 'text/plain' }, { path: '/openapi/statisticsData.do', context: ctx('경제활동인구 총괄 실업률 2025.09', '2025년 9월 실업률은 2.1%였다.') }));
  // Plain text flat file
  out.push(page('v-txt-noaa', 'www.ncei-climate.example', 'valid', 'plain-text data file (fixed-width global temperature anomalies) served as text/plain', `Global Land and Ocean Temperature Anomalies, January-December
Units: Degrees Celsius
Base Period: 1901-2000
Missing: -999
Year,Anomaly
2019,0.95
2020,0.98
2021,0.84
2022,0.86
2023,1.18
2024,1.29
`, { type: 'text/plain; charset=us-ascii' }, { path: '/access/monitoring/global/time-series/globe/land_ocean/ytd/12/1850-2024.txt', context: ctx('Global Land and Ocean Temperature Anomalies, January-December', 'The 2024 global temperature anomaly was 1.29 °C above the 20th-century average.') }));
  // XLSX
  out.push(page('v-xlsx-ons', 'www.ons-stats.example', 'valid', 'XLSX workbook download with the right content type (a spreadsheet source a reader opens and reads)', xlsx([['Table 1: Population estimates, mid-2024'], ['Area', 'Population'], ['England', 58620101], ['Wales', 3186581], ['Scotland', 5490100]]), { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', headers: { 'content-disposition': 'attachment; filename="mye24tablesew.xlsx"' } }, { path: '/file/peoplepopulationandcommunity/populationestimates/mye24tablesew.xlsx', context: ctx('Population estimates for England and Wales: mid-2024', 'England’s population was 58,620,101 in mid-2024.') }));
  // JSON-stat, no charset
  out.push(page('v-jsonstat-eurostat', 'ec.eurostat-news.example', 'valid', 'Eurostat-style JSON-stat answer (application/json without charset)', JSON.stringify({ version: '2.0', class: 'dataset', label: 'Population on 1 January', source: 'ESTAT', updated: '2025-07-11T23:00:00+0200', value: { '0': 449206579, '1': 450380320 }, id: ['freq', 'geo', 'time'], size: [1, 1, 2], dimension: { freq: { label: 'Time frequency', category: { index: { A: 0 }, label: { A: 'Annual' } } }, geo: { label: 'Geopolitical entity', category: { index: { EU27_2020: 0 }, label: { EU27_2020: 'European Union - 27 countries (from 2020)' } } }, time: { label: 'Time', category: { index: { '2024': 0, '2025': 1 } } } } }), { type: 'application/json' }, { path: '/api/dissemination/statistics/1.0/data/tps00001', context: ctx('Population on 1 January (tps00001)', 'The EU had 450.4 million inhabitants on 1 January 2025.') }));

  // PDFs
  out.push(page('v-pdf-imf', 'www.imf-pubs.example', 'valid', 'IMF-style report chapter PDF (application/pdf) stating the cited projection', pdf({ title: 'World Economic Outlook, October 2025: Chapter 1', author: 'International Monetary Fund', date: '2025-10-14', pages: [['WORLD ECONOMIC OUTLOOK', 'Chapter 1: Global Prospects and Policies', '', ...wrap('Global growth is projected to slow from 3.3 percent in 2024 to 3.2 percent in 2025 and 3.1 percent in 2026, with advanced economies growing around 1.5 percent and emerging market and developing economies just above 4 percent. Inflation is expected to continue to decline globally, though with variation across countries.'), ...wrap('Risks to the outlook remain tilted to the downside. Prolonged uncertainty, more protectionism and labour supply shocks could reduce growth.')], [...wrap('Table 1.1. Overview of the World Economic Outlook Projections (percent change): World Output 2024: 3.3; 2025: 3.2; 2026: 3.1. Advanced Economies 2024: 1.8; 2025: 1.6; 2026: 1.6.')]] }), { type: 'application/pdf' }, { path: '/-/media/files/publications/weo/2025/october/english/ch1.pdf', context: ctx('World Economic Outlook, October 2025: Chapter 1 Global Prospects and Policies', 'The IMF projects global growth of 3.2 percent in 2025.'), quotes: [q('Global growth is projected to slow from 3.3 percent in 2024 to 3.2 percent in 2025'), q('Global growth is projected to slow from 3.3 percent in 2024 to 3.0 percent in 2025', false)] }));
  out.push(page('v-pdf-oecd-fr', 'www.oecd-pubs.example', 'valid', 'OECD policy note PDF in French sent as application/octet-stream', pdf({ title: 'Perspectives économiques de l\'OCDE, Note pays : France', author: 'OCDE', date: '2025-12-02', pages: [['PERSPECTIVES ÉCONOMIQUES DE L\'OCDE', 'France', '', ...wrap('La croissance du PIB réel devrait atteindre 0,8 % en 2025 et 1,0 % en 2026. L\'inflation mesurée par l\'IPCH devrait s\'établir à 0,9 % en 2025 avant de remonter à 1,5 % en 2026.'), ...wrap('Le déficit public resterait élevé, à 5,4 % du PIB en 2025. Une consolidation budgétaire crédible est nécessaire pour stabiliser la dette.')]] }), { type: 'application/octet-stream' }, { path: '/content/dam/oecd/fr/publications/reports/2025/12/france-note.pdf', context: ctx('Perspectives économiques de l\'OCDE : France', 'L\'OCDE prévoit une croissance de 0,8 % en France en 2025.'), quotes: [q('La croissance du PIB réel devrait atteindre 0,8 % en 2025 et 1,0 % en 2026')] }));
  out.push(page('v-pdf-cepal-es', 'repositorio.cepal-pub.example', 'valid', 'ECLAC-style PDF served with no Content-Type (PDF signature only)', pdf({ title: 'Balance Preliminar de las Economias de America Latina y el Caribe 2025', author: 'CEPAL', date: '2025-12-17', pages: [['BALANCE PRELIMINAR DE LAS ECONOMÍAS', 'DE AMÉRICA LATINA Y EL CARIBE 2025', '', ...wrap('Se estima que en 2025 la región crecerá un 2,4%, una tasa similar a la de 2024. Para 2026 se proyecta un crecimiento del 2,3%, con lo que se mantendría la trayectoria de bajo crecimiento.'), ...wrap('La tasa de desocupación regional se ubicaría en un 5,6% en 2025.')]] }), { type: '' }, { path: '/server/api/core/bitstreams/6a1f/content', context: ctx('Balance Preliminar de las Economías de América Latina y el Caribe 2025', 'La CEPAL estima que América Latina crecerá un 2,4% en 2025.'), quotes: [q('Se estima que en 2025 la región crecerá un 2,4%')] }));

  // JavaScript shells and dashboards (a reader's browser shows the table; the HTML holds only the frame)
  out.push(page('v-shell-table', 'www.abs-stats.example', 'valid', 'statistics table page that is a JavaScript shell (title and heading only; rows loaded by XHR) — a reader sees the cited table, so valid although the HTML carries no figures', `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Table 1. Estimated resident population, states and territories | Australian Bureau of Statistics</title><meta name="description" content="Estimated resident population by state and territory, quarterly."><link rel="stylesheet" href="/static/table-builder.css"></head><body>
<header class="abs-header"><a href="/">Australian Bureau of Statistics</a><nav><a href="/statistics">Statistics</a> <a href="/census">Census</a> <a href="/about">About</a></nav></header>
<main><h1>Table 1. Estimated resident population, states and territories</h1><p class="release">Reference period: March 2025 · Released 18/09/2025</p>
<div id="data-table" data-source="/api/v1/tables/ERP_Q/data?period=2025-Q1" aria-busy="true"><div class="spinner" role="progressbar"></div><p>Loading table…</p></div>
<noscript><p>This table needs JavaScript. You can download the data as <a href="/files/310101.xlsx">Excel</a>.</p></noscript></main>
<footer>© Commonwealth of Australia · <a href="/copyright">Copyright</a> · <a href="/privacy">Privacy</a></footer>
<script src="/static/vendor.7d1c.js"></script><script src="/static/table-builder.91aa.js"></script></body></html>`, {}, { path: '/statistics/people/population/national-state-and-territory-population/mar-2025/table-1', context: ctx('Table 1. Estimated resident population, states and territories, March 2025', 'Australia’s estimated resident population was 27.6 million in March 2025.') }));
  out.push(page('v-shell-explorer', 'data-explorer.oecd-pubs.example', 'valid', 'OECD-style Data Explorer: a React shell (empty root, page title names the dataset) — a reader sees the chart; valid, debatable for a machine', `<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>OECD Data Explorer • Quarterly GDP growth, G20</title><link rel="icon" href="/favicon.ico"/><script>window.SETTINGS={tenant:"oecd",appId:"data-explorer",locale:"en"}</script><script defer="defer" src="/static/js/main.5f1e2a.js"></script><link href="/static/css/main.0c3b.css" rel="stylesheet"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`, {}, { path: '/vis', context: ctx('Quarterly GDP growth, G20 - OECD Data Explorer', 'G20 GDP growth was 0.8% in the second quarter of 2025.') }));
  out.push(page('v-dashboard-de', 'dashboard.rki-daten.example', 'valid', 'German data dashboard (Bundesland-level indicators): server-rendered frame, heading and explanations, figures loaded by script — the page is the cited dashboard', sitePage(org(LX.de, 'Robert Koch-Institut', { charset: 'utf-8' }), {
    title: 'ARE-Dashboard: Akute Atemwegserkrankungen in Deutschland', crumbs: ['Startseite', 'Daten', 'Dashboards'],
    main: `<h1>ARE-Dashboard: Akute Atemwegserkrankungen in Deutschland</h1><p>Das Dashboard zeigt die geschätzte Inzidenz akuter Atemwegserkrankungen (ARE) in der Bevölkerung auf Basis von GrippeWeb und der Arbeitsgemeinschaft Influenza. Die Werte werden jeden Mittwoch aktualisiert.</p><div class="dashboard" id="are-dashboard" data-api="/api/are/inzidenz"><div class="chart-placeholder">Daten werden geladen …</div></div><p class="hinweis">Hinweis: Die Daten der letzten beiden Wochen können sich durch Nachmeldungen noch ändern.</p>`,
  }), {}, { path: '/are-dashboard', context: ctx('ARE-Dashboard: Akute Atemwegserkrankungen in Deutschland', 'Die ARE-Inzidenz lag in der 46. Kalenderwoche bei 6.100 pro 100.000 Einwohner.') }));
  return out;
}
