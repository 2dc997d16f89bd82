/**
 * edges1 far hits, part 2 (`blocked`): maintenance and database-error pages, court / ISP block
 * notices, waiting rooms, rate limits on a 200, notices rendered from JSON in a script tag, and the
 * HTTP answers that are `blocked` by status.
 */
import { far, rail } from './edges1kit';
import { entry, esc, write, type Entry } from './blindkit';

type Row = [id: string, lang: string, title: string, main: string, cited: string, x?: { charset?: string; layout?: 'chrome' | 'bare'; status?: number; headers?: Record<string, string>; claim?: string; head?: string; sidebar?: string }];
const rows = (row: string, list: Row[]): Entry[] =>
  list.map(([id, lang, title, main, cited, x]) => far({ id, host: `www.${id.replace(/^f-/, 'e1-')}.example`, lang, expected: 'blocked', row, title, main, cited, ...(x ?? {}) }));

/** A client-rendered shell whose only text is a notice inside its page-state JSON. */
function jsonShell(lang: string, title: string, state: unknown): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="stylesheet" href="/_next/static/css/app.css"></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script><script src="/_next/static/chunks/main-5f1c.js" defer></script></body></html>`;
}

export function far2(): Entry[] {
  const out: Entry[] = [];
  out.push(
    ...rows('maintenance page standing alone (terse-wall row), unseen wording and legacy charsets', [
      ['f-maint-sv', 'sv', 'Vi är strax tillbaka', `<div><h1>Vi uppdaterar webbplatsen just nu</h1><p>Under tiden går det inte att logga in eller göra beställningar. Välkommen tillbaka om en stund!</p></div>`, 'Så mycket höjs elpriset i vinter', { layout: 'bare' }],
      ['f-maint-fi', 'fi', 'Huoltokatko', `<div><h1>Palvelussa on huoltokatko</h1><p>Palvelu on jälleen käytössä noin klo 6.00. Pahoittelemme häiriötä.</p></div>`, 'Kela maksaa asumistuen tänään', { layout: 'bare' }],
      ['f-maint-ja', 'ja', 'ただいま準備中です', `<div><h1>システム更新作業のため、現在サイトを一時停止しております</h1><p>作業終了予定：午前6時。ご不便をおかけしますが、今しばらくお待ちください。</p></div>`, '新型スマートフォンの発売日が決定', { layout: 'bare', charset: 'euc-jp' }],
      ['f-maint-zh', 'zh', '系统升级', `<div><h1>系统升级中，暂停访问</h1><p>为了给您提供更好的服务，本站正在进行系统升级，预计两小时后恢复。给您带来不便，敬请谅解。</p></div>`, '央行宣布下调存款准备金率', { layout: 'bare', charset: 'gb18030' }],
      ['f-maint-ko', 'ko', '서비스 일시 중단', `<div><h1>더 나은 서비스를 위해 시스템을 개선하고 있습니다</h1><p>작업 시간: 오전 2시 ~ 오전 6시. 이용에 불편을 드려 죄송합니다.</p></div>`, '정부, 내년 예산안 발표', { layout: 'bare', charset: 'euc-kr' }],
      ['f-maint-he', 'he', 'האתר בשדרוג', `<div><h1>האתר בשדרוג ויחזור לפעול בקרוב</h1><p>אנו מתנצלים על אי הנוחות.</p></div>`, 'הממשלה אישרה את תקציב המדינה', { layout: 'bare' }],
      ['f-maint-hi', 'hi', 'रखरखाव', `<div><h1>वेबसाइट पर अपग्रेड का काम चल रहा है</h1><p>कुछ घंटों में सेवा फिर से शुरू होगी। असुविधा के लिए खेद है।</p></div>`, 'सरकार ने नई शिक्षा नीति की घोषणा की', { layout: 'bare' }],
      ['f-maint-id', 'id', 'Sedang perbaikan', `<div><h1>Situs sedang dalam perbaikan</h1><p>Kami sedang meningkatkan layanan. Silakan kembali beberapa saat lagi.</p></div>`, 'Pemerintah umumkan kenaikan upah minimum 2026', { layout: 'bare' }],
      ['f-maint-cs-chrome', 'cs', 'Dočasně mimo provoz', `<div class="notice"><h1>Web je dočasně mimo provoz</h1><p>Probíhá aktualizace systému. Omlouváme se za komplikace, zkuste to prosím později.</p></div>`, 'Praha otevře nový tramvajový most přes Vltavu', { layout: 'chrome', charset: 'windows-1250' }],
      ['f-maint-en-odd', 'en', 'Harbour Ledger', `<div class="downtime"><h1>We’re putting in some new plumbing.</h1><p>The Harbour Ledger is offline for a few hours while we move to new servers. The paper will be back before breakfast — thanks for your patience.</p></div>`, 'Harbour redevelopment plan approved', { layout: 'bare', claim: 'The plan includes 1,200 new homes on the old docks.' }],
    ]),
  );
  out.push(
    ...rows('database / server error page on a 200 (terse-wall row)', [
      ['f-db-es', 'es', 'Error', `<div><h1>Error al conectar con la base de datos</h1><p>Inténtelo de nuevo más tarde.</p></div>`, 'El Gobierno aprueba la reforma de las pensiones', { layout: 'bare' }],
      ['f-db-ru', 'ru', 'Ошибка', `<div><h1>Ошибка соединения с базой данных</h1><p>Сервер временно не может обработать запрос.</p></div>`, 'Правительство утвердило бюджет на три года', { layout: 'bare', charset: 'windows-1251' }],
      ['f-db-pl', 'pl', 'Błąd', `<div><h1>Nie udało się połączyć z bazą danych</h1><p>Spróbuj ponownie za kilka minut.</p></div>`, 'Rząd przyjął projekt budżetu na przyszły rok', { layout: 'bare' }],
      ['f-db-en-stack', 'en', 'Server Error in \'/\' Application.', `<h1>Server Error in '/' Application.</h1><h2><i>A network-related or instance-specific error occurred while establishing a connection to SQL Server.</i></h2><b>Exception Details:</b> System.Data.SqlClient.SqlException: The server was not found or was not accessible.`, 'City council approves new cycling budget for 2026', { layout: 'bare' }],
    ]),
  );
  out.push(
    ...rows('court / government / ISP block notice on a terse page (block-notice row), unseen wording', [
      ['f-court-it', 'it', 'Sito non raggiungibile', `<div><h1>Il sito richiesto è stato sottoposto a sequestro</h1><p>Su disposizione dell'Autorità Giudiziaria, l'accesso a questo sito è inibito ai sensi di legge.</p></div>`, 'Serie A, tutti i gol della giornata', { layout: 'bare' }],
      ['f-court-pt', 'pt', 'Bloqueado', `<div><h1>Este site foi bloqueado por determinação judicial</h1><p>O acesso foi suspenso em cumprimento a decisão judicial. Em caso de dúvidas, procure o seu provedor.</p></div>`, 'Assista aos jogos do campeonato ao vivo', { layout: 'bare' }],
      ['f-court-el', 'el', 'Αποκλεισμός', `<div><h1>Η πρόσβαση σε αυτόν τον ιστότοπο έχει αποκλειστεί</h1><p>Σύμφωνα με απόφαση της αρμόδιας Επιτροπής, ο πάροχος υποχρεούται να διακόψει την πρόσβαση.</p></div>`, 'Παιχνίδια καζίνο με μπόνους εγγραφής', { layout: 'bare', charset: 'iso-8859-7' }],
      ['f-court-ko', 'ko', '접속 차단', `<div><h1>귀하가 접속하려는 사이트는 관계 기관의 요청에 따라 차단되었습니다</h1><p>해당 정보는 관련 법률에 따라 접속이 제한됩니다.</p></div>`, '스포츠 경기 무료 중계', { layout: 'bare' }],
      ['f-court-es', 'es', 'Acceso restringido', `<div><h1>El acceso a esta web ha sido bloqueado por orden judicial</h1><p>Su operador cumple con la resolución del juzgado competente.</p></div>`, 'Ver partidos de fútbol gratis online', { layout: 'bare' }],
    ]),
  );
  out.push(
    ...rows('virtual waiting room (waiting-room row), unseen wording', [
      ['f-queue-pl', 'pl', 'Kolejka', `<div><h1>Jesteś w wirtualnej kolejce</h1><p>Twój numer w kolejce: 18 422. Przewidywany czas oczekiwania: około 25 minut. Nie odświeżaj strony.</p></div>`, 'Bilety na koncert w Warszawie już w sprzedaży', { layout: 'bare' }],
      ['f-queue-it', 'it', 'Coda', `<div><h1>Sei in coda</h1><p>Grazie per la pazienza: ci sono 9.310 persone davanti a te. Ti faremo entrare appena possibile.</p></div>`, 'Biglietti per la finale di Coppa Italia', { layout: 'bare' }],
      ['f-queue-sv', 'sv', 'Kö', `<div><h1>Du står i kö till biljettförsäljningen</h1><p>Beräknad väntetid: 40 minuter. Stäng inte fönstret, så behåller du din plats.</p></div>`, 'Biljetter till sommarens festival släpps idag', { layout: 'bare' }],
    ]),
  );
  out.push(
    ...rows('rate limit answered with 200 (rate-limit row), unseen wording', [
      ['f-rate-pl', 'pl', 'Zbyt wiele zapytań', `<div><h1>Zbyt wiele zapytań</h1><p>Wykryliśmy dużą liczbę zapytań z Twojego adresu IP. Spróbuj ponownie za kilka minut.</p></div>`, 'Rejestr umów gminy za 2024 rok', { layout: 'bare' }],
      ['f-rate-it', 'it', 'Limite raggiunto', `<div><h1>Hai effettuato troppe richieste in poco tempo</h1><p>Attendi qualche minuto prima di riprovare.</p></div>`, 'Banca dati delle sentenze tributarie', { layout: 'bare' }],
      ['f-rate-tr', 'tr', 'Çok fazla istek', `<div><h1>Çok fazla istek gönderdiniz</h1><p>Lütfen bir süre bekleyip tekrar deneyin.</p></div>`, 'Resmî Gazete arşivi', { layout: 'bare' }],
    ]),
  );
  // Notices rendered from JSON in a script tag (client-rendered shells).
  out.push(
    entry('f-json-maint', 'www.e1-portal-json.example', 'blocked', 'far hit — maintenance notice rendered from JSON in a script tag (no-text shell + page-state rows)',
      (_q, r) => write(r, { body: jsonShell('en', 'Citizen Portal', { props: { pageProps: { maintenance: true, banner: { heading: 'The portal is undergoing planned maintenance', body: 'All online services are unavailable until 6am on Monday while we upgrade our systems. We apologise for the inconvenience.' } } }, page: '/maintenance' }) }),
      { context: { title: 'Apply for a residents’ parking permit' } }),
    entry('f-json-bot-de', 'www.e1-shop-json.example', 'blocked', 'far hit — bot check rendered from JSON in a script tag, German',
      (_q, r) => write(r, { body: jsonShell('de', 'Einen Moment …', { props: { pageProps: { challenge: { title: 'Wir prüfen kurz, ob Sie ein Mensch sind.', text: 'Bitte haben Sie einen Moment Geduld. Die Seite lädt danach automatisch neu.' } } } }) }),
      { context: { title: 'Akku-Bohrschrauber 18 V im Test' } }),
  );
  // Blocked by HTTP status, with rich bodies.
  const status = (id: string, code: number, reason: string, body: string, headers: Record<string, string> = {}, cited = 'Harbour redevelopment plan approved'): Entry =>
    entry(id, `www.${id.replace(/^f-/, 'e1-')}.example`, 'blocked', `far hit — ${reason}`, (_q, r) => write(r, { status: code, headers, body }), { context: { title: cited } });
  out.push(
    status('f-403-article-body', 403, 'HTTP 403 whose body is a full branded page (403 row)', `<!DOCTYPE html><html lang="en"><head><title>Forbidden | Harbour Ledger</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><main><h1>You don’t have access to this page</h1><p>Our systems flagged this request. If you are a subscriber, please contact support.</p>${rail('Top stories', ['Harbour redevelopment plan approved', 'Ferry fares to rise in spring', 'New school opens in Eastside'])}</main></body></html>`),
    status('f-451-ru', 451, 'HTTP 451 with a Russian body (451 row)', `<html><head><meta charset="utf-8"><title>451</title></head><body><h1>Недоступно по юридическим причинам</h1></body></html>`, {}, 'Расследование о закупках министерства'),
    status('f-401-basic', 401, 'HTTP 401 with WWW-Authenticate: Basic — staging server (401 Basic row)', `<html><body><h1>Anmeldung erforderlich</h1></body></html>`, { 'www-authenticate': 'Basic realm="Redaktion Vorschau"' }, 'Bundestag beschließt Rentenpaket'),
    status('f-429-plain', 429, 'HTTP 429 with Retry-After (429 row)', `<html><body><h1>Langsamer, bitte</h1><p>Zu viele Aufrufe.</p></body></html>`, { 'retry-after': '120' }, 'Bundestag beschließt Rentenpaket'),
    status('f-503-persistent', 503, 'persistent HTTP 503 with a pretty maintenance body (5xx row)', `<html><head><title>Back soon</title></head><body><h1>Zurück in Kürze</h1><p>Wir spielen gerade ein Update ein.</p></body></html>`, {}, 'Bundestag beschließt Rentenpaket'),
  );
  return out;
}
