/**
 * edges2 near misses, part 1: TWO SIGNALS ON ONE PAGE — a whole free article with a consent dialog
 * over it, a maintenance banner, a comments section that failed ("page not found"), a login box in
 * the sidebar, an "archived" banner, newsletter and subscription promotions, a video embed's
 * geo-note, a comment form's captcha. Every one is `valid`: the cited text is on the page.
 */
import type { Entry } from './blindkit';
import { near, esc } from './edges2kit';

const H = 'edges2-n1.example';

const consent = (heading: string, text: string, buttons: string[]) =>
  `<div id="consent-overlay" class="cmp-overlay" role="dialog" aria-modal="true"><div class="cmp-box"><h2>${esc(heading)}</h2><p>${esc(text)}</p><div class="cmp-buttons">${buttons.map((b) => `<button>${esc(b)}</button>`).join(' ')}</div></div></div>`;
const banner = (text: string) => `<div class="site-notice notice-maintenance" role="status"><p>${esc(text)}</p></div>`;
const comments = (heading: string, lines: string[]) => `<section id="comments" class="comments-area"><h2 class="comments-title">${esc(heading)}</h2>${lines.map((l) => `<div class="comment-error"><p>${esc(l)}</p></div>`).join('')}</section>`;
const loginBox = (heading: string, email: string, pw: string, button: string, extra: string) =>
  `<section class="widget widget-login"><h3 class="widget-title">${esc(heading)}</h3><form action="/login" method="post"><label>${esc(email)} <input type="email" name="email"></label><label>${esc(pw)} <input type="password" name="password"></label><button type="submit">${esc(button)}</button></form><p>${esc(extra)}</p></section>`;

export function near1(): Entry[] {
  return [
    // --- consent dialog over a whole article
    near('n-consent-en', H, 'en', 'Coastal line gets twelve new evening trains', [
      'Commuters on the coastal line will get twelve extra evening departures from March, the transport authority announced on Friday, the largest change to the timetable in a decade.',
    ], 'consent dialog (We value your privacy / Accept all) over a whole free article: the article is in the response', ['the largest change to the timetable in a decade', 'the largest change to the timetable in a century'],
    { beforeBody: consent('We value your privacy', 'We and our 212 partners store and access information on your device, such as cookies, and process personal data for personalised ads and content, measurement and audience insights.', ['Accept all', 'Reject all', 'Manage options']) }),
    near('n-consent-de', H, 'de', 'Küstenlinie bekommt zwölf neue Abendzüge', [
      'Pendler auf der Küstenlinie bekommen ab März zwölf zusätzliche Abendverbindungen, wie der Verkehrsverbund am Freitag mitteilte – die größte Fahrplanänderung seit zehn Jahren.',
    ], 'consent dialog (Wir und unsere Partner … Zustimmen und weiter) over a whole free article', ['die größte Fahrplanänderung seit zehn Jahren', 'die größte Fahrplanänderung seit zwanzig Jahren'],
    { beforeBody: consent('Ihre Privatsphäre ist uns wichtig', 'Wir und unsere 180 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu und verarbeiten personenbezogene Daten für personalisierte Anzeigen und Inhalte.', ['Zustimmen und weiter', 'Einstellungen']) }),
    near('n-consent-fr', H, 'fr', 'La ligne côtière gagne douze trains du soir', [
      "Les usagers de la ligne côtière bénéficieront de douze départs supplémentaires en soirée dès le mois de mars, a annoncé vendredi l'autorité des transports, le plus important changement d'horaires depuis dix ans.",
    ], 'consent dialog (Vos choix concernant les cookies / Accepter et fermer) over a whole article, windows-1252', ["le plus important changement d'horaires depuis dix ans", "le plus important changement d'horaires depuis vingt ans"],
    { charset: 'windows-1252', beforeBody: consent("Vos choix concernant l'utilisation de cookies", 'Nos partenaires et nous utilisons des cookies pour stocker et accéder à des informations sur votre appareil, mesurer l’audience et personnaliser les publicités.', ['Accepter et fermer', 'Paramétrer']) }),
    near('n-consent-it', H, 'it', 'La linea costiera avrà dodici treni serali in più', [
      "I pendolari della linea costiera avranno da marzo dodici corse serali in più, ha annunciato venerdì l'agenzia dei trasporti: è la modifica d'orario più ampia degli ultimi dieci anni.",
    ], 'consent dialog (Noi e i nostri partner … Accetta e chiudi) over a whole article', ["è la modifica d'orario più ampia degli ultimi dieci anni", "è la modifica d'orario più ampia degli ultimi trent'anni"],
    { beforeBody: consent('La tua privacy', 'Noi e i nostri partner utilizziamo cookie e tecnologie simili per memorizzare e accedere a informazioni sul dispositivo e trattare dati personali.', ['Accetta e chiudi', 'Rifiuta', 'Scopri di più']) }),
    near('n-consent-pl', H, 'pl', 'Linia nadmorska dostanie dwanaście wieczornych pociągów', [
      'Pasażerowie linii nadmorskiej od marca będą mieli dwanaście dodatkowych wieczornych kursów – poinformował w piątek zarząd transportu. To największa zmiana rozkładu od dziesięciu lat.',
    ], 'consent dialog (Twoja prywatność / Akceptuję) over a whole article, ISO-8859-2', ['To największa zmiana rozkładu od dziesięciu lat', 'To największa zmiana rozkładu od dwudziestu lat'],
    { charset: 'iso-8859-2', beforeBody: consent('Twoja prywatność jest dla nas ważna', 'My i nasi zaufani partnerzy przechowujemy informacje na Twoim urządzeniu i przetwarzamy dane osobowe w celach marketingowych. Możesz zmienić zgody w każdej chwili.', ['Akceptuję i przechodzę do serwisu', 'Ustawienia zaawansowane']) }),
    near('n-consent-sv', H, 'sv', 'Kustbanan får tolv nya kvällståg', [
      'Resenärer på kustbanan får tolv extra kvällsavgångar från mars, meddelade trafikmyndigheten på fredagen. Det är den största tidtabellsändringen på tio år.',
    ], 'consent dialog (Vi och våra partner … Godkänn alla) over a whole article', ['Det är den största tidtabellsändringen på tio år', 'Det är den största tidtabellsändringen på femton år'],
    { beforeBody: consent('Vi bryr oss om din integritet', 'Vi och våra partner lagrar och/eller får åtkomst till information på din enhet, till exempel cookies, och behandlar personuppgifter för annonser och mätning.', ['Godkänn alla', 'Hantera val']) }),
    // --- maintenance banner over a working page
    near('n-maint-banner-en', H, 'en', 'Harbour bridge reopens to cyclists after repairs', [
      'The harbour bridge reopened to cyclists on Monday after nine weeks of repairs to its deck, the city said, with a new separated lane on the seaward side.',
    ], 'maintenance banner (site unavailable Sunday 02:00–04:00) over a working article page', ['with a new separated lane on the seaward side', 'with a new separated lane on the landward side'],
    { beforeBody: banner('Scheduled maintenance: our website will be unavailable on Sunday 16 March from 02:00 to 04:00 UTC while we upgrade our servers. We apologise for any inconvenience.') }),
    near('n-maint-banner-de', H, 'de', 'Hafenbrücke für Radfahrer wieder offen', [
      'Die Hafenbrücke ist seit Montag nach neun Wochen Reparatur wieder für Radfahrer geöffnet, teilte die Stadt mit; auf der Seeseite gibt es nun einen eigenen Radstreifen.',
    ], 'maintenance banner (Wartungsarbeiten am Sonntag) over a working article page, windows-1252', ['auf der Seeseite gibt es nun einen eigenen Radstreifen', 'auf der Landseite gibt es nun einen eigenen Radstreifen'],
    { charset: 'windows-1252', beforeBody: banner('Wartungsarbeiten: Am Sonntag zwischen 2 und 4 Uhr ist unsere Website wegen Wartungsarbeiten nicht erreichbar. Wir bitten um Ihr Verständnis.') }),
    near('n-maint-banner-ja', H, 'ja', '港の橋、補修終え自転車の通行再開', [
      '市によると、港の橋は九週間にわたる床版の補修を終え、月曜日から自転車の通行が再開された。海側には新たに分離された自転車レーンが設けられた。',
    ], 'maintenance banner (システムメンテナンスのお知らせ) over a working article, Shift_JIS', ['海側には新たに分離された自転車レーンが設けられた', '山側には新たに分離された自転車レーンが設けられた'],
    { charset: 'shift_jis', beforeBody: banner('【メンテナンスのお知らせ】3月16日（日）2:00～4:00の間、システムメンテナンスのため本サイトをご利用いただけません。ご迷惑をおかけしますが、ご理解のほどお願いいたします。') }),
    near('n-maint-banner-ko', H, 'ko', '항만 다리, 보수 마치고 자전거 통행 재개', [
      '시에 따르면 항만 다리는 9주간의 상판 보수 공사를 마치고 월요일부터 자전거 통행이 재개됐다. 바다 쪽에는 분리된 자전거 전용 차로가 새로 생겼다.',
    ], 'maintenance banner (서비스 점검 안내) over a working article, EUC-KR', ['바다 쪽에는 분리된 자전거 전용 차로가 새로 생겼다', '산 쪽에는 분리된 자전거 전용 차로가 새로 생겼다'],
    { charset: 'euc-kr', beforeBody: banner('[서비스 점검 안내] 3월 16일(일) 오전 2시부터 4시까지 시스템 점검으로 사이트 이용이 일시 중단됩니다. 이용에 불편을 드려 죄송합니다.') }),
    near('n-maint-banner-pt', H, 'pt', 'Ponte do porto reabre aos ciclistas após obras', [
      'A ponte do porto voltou a abrir aos ciclistas na segunda-feira, depois de nove semanas de obras no tabuleiro, informou a câmara, com uma nova faixa separada do lado do mar.',
    ], 'maintenance banner (o portal estará em manutenção no domingo) over a working article', ['com uma nova faixa separada do lado do mar', 'com uma nova faixa separada do lado da serra'],
    { beforeBody: banner('Aviso: a área de assinantes estará em manutenção no domingo, das 2h às 4h. Pedimos desculpa pelo incómodo.') }),
    near('n-maint-banner-tr', H, 'tr', 'Liman köprüsü onarımın ardından bisikletlilere açıldı', [
      'Belediyenin açıklamasına göre liman köprüsü, dokuz hafta süren tabliye onarımının ardından pazartesi günü bisikletlilere yeniden açıldı; deniz tarafında ayrı bir bisiklet yolu yapıldı.',
    ], 'maintenance banner (planlı bakım çalışması) over a working article, ISO-8859-9', ['deniz tarafında ayrı bir bisiklet yolu yapıldı', 'kara tarafında ayrı bir bisiklet yolu yapıldı'],
    { charset: 'iso-8859-9', beforeBody: banner('Duyuru: Pazar günü 02.00-04.00 saatleri arasında planlı bakım çalışması nedeniyle abonelik işlemleri yapılamayacaktır.') }),
    // --- comments section that says "page not found"
    near('n-comments-404-en', H, 'en', 'Library extends weekend opening hours', [
      'The central library will open until 8pm on Saturdays and from noon on Sundays from April, after a petition signed by more than 2,100 residents.',
    ], 'comments section says "Error 404: comments not found" below a whole article', ['after a petition signed by more than 2,100 residents', 'after a petition signed by more than 5,100 residents'],
    { afterBody: comments('Comments', ['Error 404: comments not found. The comment service could not be reached.', 'Page not found']) }),
    near('n-comments-404-fr', H, 'fr', 'La médiathèque ouvrira aussi le dimanche', [
      "La médiathèque centrale ouvrira jusqu'à 20 heures le samedi et dès midi le dimanche à partir d'avril, après une pétition signée par plus de 2 100 habitants.",
    ], 'comments block "Erreur : page introuvable" below a whole article', ['après une pétition signée par plus de 2 100 habitants', 'après une pétition signée par plus de 4 100 habitants'],
    { afterBody: comments('Commentaires', ['Erreur : page introuvable.', 'Le module de commentaires est momentanément indisponible.']) }),
    near('n-comments-404-ru', H, 'ru', 'Библиотека продлит работу по выходным', [
      'С апреля центральная библиотека будет работать по субботам до 20 часов, а по воскресеньям — с полудня. Петицию об этом подписали более 2100 жителей.',
    ], 'comments block "Страница не найдена" below a whole article, windows-1251', ['Петицию об этом подписали более 2100 жителей', 'Петицию об этом подписали более 7100 жителей'],
    { charset: 'windows-1251', afterBody: comments('Комментарии', ['Ошибка 404. Страница не найдена.', 'Не удалось загрузить комментарии.']) }),
    near('n-comments-deleted-es', H, 'es', 'La biblioteca amplía su horario de fin de semana', [
      'La biblioteca central abrirá hasta las 20 horas los sábados y desde mediodía los domingos a partir de abril, tras una petición firmada por más de 2.100 vecinos.',
    ], 'comments "Este comentario ha sido eliminado" ×3 below a whole article', ['tras una petición firmada por más de 2.100 vecinos', 'tras una petición firmada por más de 9.100 vecinos'],
    { afterBody: comments('Comentarios', ['Este comentario ha sido eliminado por el moderador.', 'Este comentario ha sido eliminado.', 'Este comentario ha sido eliminado por su autor.']) }),
    near('n-comments-404-zh', H, 'zh', '图书馆将延长周末开放时间', [
      '从四月起，中心图书馆周六开放至晚上八点，周日中午起开放。此前有两千一百多名居民联名提出请求。',
    ], 'comments block "评论加载失败：页面不存在（404）" below a whole article, GB18030', ['此前有两千一百多名居民联名提出请求', '此前有五千一百多名居民联名提出请求'],
    { charset: 'gb18030', afterBody: comments('网友评论', ['评论加载失败：页面不存在（404）', '该评论已被删除']) }),
    near('n-comments-gone-nl', H, 'nl', 'Bibliotheek verruimt openingstijden in het weekend', [
      'De centrale bibliotheek gaat vanaf april op zaterdag open tot 20 uur en op zondag vanaf het middaguur, na een petitie die door ruim 2.100 inwoners werd ondertekend.',
    ], 'comments "Deze reactie is verwijderd" and "pagina niet gevonden" below a whole article', ['na een petitie die door ruim 2.100 inwoners werd ondertekend', 'na een petitie die door ruim 6.100 inwoners werd ondertekend'],
    { afterBody: comments('Reacties', ['Deze reactie is verwijderd door de moderator.', 'Fout: pagina niet gevonden. Reacties konden niet worden geladen.']) }),
    // --- login box in the sidebar of a free article
    near('n-sidebar-login-en', H, 'en', 'Council approves new flood barrier for the old port', [
      'Councillors voted 31 to 4 on Tuesday to build a movable flood barrier at the mouth of the old port, a project estimated at 48 million pounds.',
    ], 'a login form (email, password, Sign in, Register) in the sidebar of a whole free article', ['a project estimated at 48 million pounds', 'a project estimated at 84 million pounds'],
    { sidebar: loginBox('Log in to your account', 'Email address', 'Password', 'Sign in', 'Forgot your password? Not a member yet? Register now.') }),
    near('n-sidebar-login-de', H, 'de', 'Stadtrat beschließt neues Sperrwerk für den alten Hafen', [
      'Der Stadtrat hat am Dienstag mit 31 zu 4 Stimmen beschlossen, an der Einfahrt des alten Hafens ein bewegliches Sperrwerk zu bauen; die Kosten werden auf 48 Millionen Euro geschätzt.',
    ], 'a login box (Anmelden, Passwort, Jetzt registrieren) in the sidebar of a whole free article', ['die Kosten werden auf 48 Millionen Euro geschätzt', 'die Kosten werden auf 84 Millionen Euro geschätzt'],
    { sidebar: loginBox('Anmelden', 'E-Mail-Adresse', 'Passwort', 'Einloggen', 'Noch kein Konto? Jetzt kostenlos registrieren.') }),
    near('n-sidebar-login-tr', H, 'tr', 'Meclis eski liman için yeni taşkın bariyerini onayladı', [
      'Belediye meclisi salı günü 31’e karşı 4 oyla eski limanın girişine hareketli bir taşkın bariyeri yapılmasını kabul etti; projenin maliyeti 48 milyon lira olarak tahmin ediliyor.',
    ], 'a login box (Giriş yap, Şifre, Üye ol) in the sidebar of a whole article, ISO-8859-9', ['projenin maliyeti 48 milyon lira olarak tahmin ediliyor', 'projenin maliyeti 84 milyon lira olarak tahmin ediliyor'],
    { charset: 'iso-8859-9', sidebar: loginBox('Üye Girişi', 'E-posta', 'Şifre', 'Giriş yap', 'Hesabınız yok mu? Hemen üye olun.') }),
    near('n-sidebar-login-ja', H, 'ja', '市議会、旧港の新しい防潮ゲートを承認', [
      '市議会は火曜日、旧港の入り口に可動式の防潮ゲートを建設する計画を賛成31、反対4で可決した。総事業費は約48億円と見込まれている。',
    ], 'a login box (ログイン, パスワード, 会員登録) in the sidebar of a whole article, EUC-JP', ['総事業費は約48億円と見込まれている', '総事業費は約84億円と見込まれている'],
    { charset: 'euc-jp', sidebar: loginBox('ログイン', 'メールアドレス', 'パスワード', 'ログインする', 'パスワードをお忘れの方／会員登録（無料）はこちら') }),
    near('n-sidebar-login-pl', H, 'pl', 'Rada zatwierdziła nową zaporę przeciwpowodziową w starym porcie', [
      'Radni we wtorek stosunkiem głosów 31 do 4 zdecydowali o budowie ruchomej zapory przeciwpowodziowej u wejścia do starego portu; koszt szacuje się na 48 milionów złotych.',
    ], 'a login box (Zaloguj się, Hasło, Załóż konto) in the sidebar of a whole article, windows-1250', ['koszt szacuje się na 48 milionów złotych', 'koszt szacuje się na 84 miliony złotych'],
    { charset: 'windows-1250', sidebar: loginBox('Zaloguj się', 'E-mail', 'Hasło', 'Zaloguj', 'Nie masz konta? Załóż je za darmo.') }),
    // --- other furniture over a whole article
    near('n-archived-banner-en', H, 'en', 'Museum opens a gallery of shipbuilding models', [
      'The maritime museum opened a new gallery on Thursday with 64 shipbuilding models, some of them more than two centuries old, lent by families of former shipwrights.',
    ], '"This article is more than 6 years old / archived and no longer updated" banner over a whole article', ['some of them more than two centuries old', 'some of them more than three centuries old'],
    { beforeBody: banner('This article is more than 6 years old. This page has been archived and is no longer updated.'), date: '2018-06-07T10:00:00Z' }),
    near('n-archived-banner-cs', H, 'cs', 'Muzeum otevřelo galerii modelů lodí', [
      'Námořní muzeum ve čtvrtek otevřelo novou galerii s 64 modely lodí, z nichž některé jsou starší než dvě století; zapůjčily je rodiny bývalých loďařů.',
    ], '"Tento článek je starší než pět let; obsah již není aktualizován" banner over a whole article, windows-1250', ['z nichž některé jsou starší než dvě století', 'z nichž některé jsou starší než tři století'],
    { charset: 'windows-1250', beforeBody: banner('Upozornění: Tento článek je starší než pět let. Jeho obsah již není aktualizován a některé odkazy nemusí fungovat.') }),
    near('n-video-geo-note-en', H, 'en', 'Fishing fleet returns with record herring catch', [
      'The fleet returned to the harbour on Sunday with 1,860 tonnes of herring, the largest single landing since the quota system began, the fishermen’s association said.',
    ], 'a video embed placeholder saying "This video is not available in your country" inside a whole article', ['the largest single landing since the quota system began', 'the smallest single landing since the quota system began'],
    { afterBody: '<figure class="video-embed"><div class="player-error">This video is not available in your country.</div><figcaption>Footage of the landing (partner video).</figcaption></figure>' }),
    near('n-captcha-comment-fi', H, 'fi', 'Kalastuslaivasto palasi ennätyssaaliin kanssa', [
      'Laivasto palasi satamaan sunnuntaina 1 860 tonnin silakkasaaliin kanssa, mikä on suurin yksittäinen purkaus kiintiöjärjestelmän aikana, kalastajien yhdistys kertoi.',
    ], 'a comment form asking "Vahvista, että olet ihminen" (captcha) below a whole article', ['mikä on suurin yksittäinen purkaus kiintiöjärjestelmän aikana', 'mikä on pienin yksittäinen purkaus kiintiöjärjestelmän aikana'],
    { afterBody: '<section class="comment-form"><h3>Kommentoi</h3><form><textarea name="c"></textarea><div class="captcha"><p>Vahvista, että olet ihminen</p><input type="checkbox"> En ole robotti</div><button>Lähetä</button></form></section>' }),
    near('n-adblock-note-hu', H, 'hu', 'Rekordfogással tért haza a halászflotta', [
      'A flotta vasárnap 1860 tonna heringgel tért vissza a kikötőbe, ami a kvótarendszer bevezetése óta a legnagyobb egyszeri kirakodás – közölte a halászok szövetsége.',
    ], 'an ad-blocker notice ("Úgy tűnik, hirdetésblokkolót használ") over a whole article, ISO-8859-2', ['ami a kvótarendszer bevezetése óta a legnagyobb egyszeri kirakodás', 'ami a kvótarendszer bevezetése óta a legkisebb egyszeri kirakodás'],
    { charset: 'iso-8859-2', beforeBody: banner('Úgy tűnik, hirdetésblokkolót használ. Kérjük, támogassa munkánkat azzal, hogy engedélyezi oldalunkon a hirdetéseket.') }),
    near('n-newsletter-box-ro', H, 'ro', 'Flota de pescuit s-a întors cu o captură record', [
      'Flota s-a întors duminică în port cu 1.860 de tone de hering, cea mai mare descărcare de la introducerea sistemului de cote, a anunțat asociația pescarilor.',
    ], 'a newsletter box ("Abonează-te la newsletter ca să citești primul…") inside a whole article', ['cea mai mare descărcare de la introducerea sistemului de cote', 'cea mai mică descărcare de la introducerea sistemului de cote'],
    { afterBody: '<aside class="newsletter-box"><h3>Newsletter</h3><p>Abonează-te la newsletter ca să citești primul cele mai importante știri ale zilei.</p><form><input type="email" placeholder="E-mail"><button>Abonează-te</button></form></aside>' }),
    near('n-promo-subscribe-es', H, 'es', 'La flota pesquera vuelve con una captura récord', [
      'La flota regresó el domingo al puerto con 1.860 toneladas de arenque, el mayor desembarco desde que existe el sistema de cuotas, según la cofradía de pescadores.',
    ], 'a subscription promotion ("Suscríbete por 1 € el primer mes") in the sidebar of a free article', ['el mayor desembarco desde que existe el sistema de cuotas', 'el menor desembarco desde que existe el sistema de cuotas'],
    { sidebar: '<section class="promo"><h3>Suscríbete</h3><p>Suscríbete por 1 € el primer mes y lee sin límites.</p><a class="btn" href="/suscripcion">Suscribirme</a></section>' }),
    near('n-app-bar-zh', H, 'zh', '渔船队满载鲱鱼返港，创历史纪录', [
      '渔民协会表示，船队周日返回港口，共卸下一千八百六十吨鲱鱼，是配额制度实施以来单次卸货量最多的一次。',
    ], 'an app download bar ("打开App，体验更佳") over a whole article', ['是配额制度实施以来单次卸货量最多的一次', '是配额制度实施以来单次卸货量最少的一次'],
    { beforeBody: '<div class="app-download-bar"><span>打开App，体验更佳</span> <a href="/app">立即打开</a></div>' }),
    near('n-donate-box-it', H, 'it', 'La flotta peschereccia rientra con un carico record', [
      "La flotta è rientrata domenica in porto con 1.860 tonnellate di aringhe, il più grande sbarco singolo da quando esiste il sistema delle quote, secondo l'associazione dei pescatori.",
    ], 'a donation appeal ("Sostieni il nostro giornalismo: fai una donazione") after a whole article', ['il più grande sbarco singolo da quando esiste il sistema delle quote', 'il più piccolo sbarco singolo da quando esiste il sistema delle quote'],
    { afterBody: '<aside class="donate"><h3>Sostieni il nostro giornalismo</h3><p>Questo articolo è gratuito per tutti. Se puoi, fai una donazione.</p><a href="/dona">Dona ora</a></aside>' }),
  ];
}
