/**
 * edges1 near misses, part 5: more pages ABOUT the rules' subjects in other shapes — release notes,
 * encyclopaedia-style entries, guides, reviews, forum questions, a seizure banner quoted by a news
 * story — across further languages.
 */
import { near, q } from './edges1kit';
import type { Entry } from './blindkit';

export function near5(): Entry[] {
  return [
    near({
      id: 'n-release-notes', host: 'docs.e1-notesapp.example', lang: 'en', site: 'NotesApp Docs', shape: 'docs', date: '2025-04-08T00:00:00Z',
      row: 'session-expired / 404 / maintenance wording in release notes (login-wall, soft-404 and maintenance rows)',
      title: 'Release notes — version 8.3',
      paras: [
        'Version 8.3 was released on 8 April 2025 to all users. It contains 27 fixes and two new features; the web app will be briefly unavailable during the rollout window.',
        '<h2>Fixed</h2>',
        '<ul><li>“Session expired, please log in again” was shown to users who were still logged in after the laptop woke from sleep.</li><li>Shared notes opened from e-mail links returned “Page not found” when the link contained a trailing slash.</li><li>The maintenance banner (“We’ll be back soon”) stayed visible after maintenance had ended.</li><li>Search returned “No results” for words containing an apostrophe.</li></ul>',
        '<h2>New</h2>',
        'Notes can now be locked with a separate passcode, and exported as Markdown with their attachments. Both features are available on every plan.',
      ],
      quotes: [q('It contains 27 fixes and two new features'), q('It contains 72 fixes and two new features', false)],
    }),
    near({
      id: 'n-encyclopedia-404', host: 'wiki.e1-openref.example', lang: 'en', site: 'OpenRef', shape: 'docs', date: null,
      row: 'an encyclopaedia-style entry titled "HTTP 404" (soft-404 row: a page about the error, not the error)',
      title: 'HTTP 404',
      context: { title: 'HTTP 404 — OpenRef', claims: ['The code was defined in the HTTP/1.0 specification published in 1996.'] },
      paras: [
        'In computer networking, HTTP 404, also known as 404 Not Found, is a standard response code indicating that the server could not find the requested resource. The code was defined in the HTTP/1.0 specification published in 1996, building on earlier practice at CERN.',
        'A 404 does not say whether the resource is missing temporarily or permanently; for that, servers may answer 410 Gone. Many sites show a custom error page with a search box, and some mistakenly answer such pages with a 200 status, a practice called a “soft 404” that confuses search engines.',
        'The number has entered popular culture as slang for something or someone that cannot be found, and custom 404 pages have become a small art form.',
        '<h2>See also</h2><ul><li>List of HTTP status codes</li><li>Link rot</li><li>Web archiving</li></ul>',
      ],
      quotes: [q('a practice called a "soft 404" that confuses search engines'), q('a practice called a "hard 404" that confuses search engines', false)],
    }),
    near({
      id: 'n-guide-human-loop', host: 'www.e1-howtogeeks.example', lang: 'en', site: 'HowTo Weekly', author: 'Sam Patel', section: 'Guides',
      row: 'bot-check wording ("Verify you are human", "Checking if the site connection is secure") in a how-to guide',
      title: 'How to escape an endless “Verify you are human” loop',
      paras: [
        'If a site keeps showing “Verify you are human” or “Checking if the site connection is secure” and never lets you through, the problem is usually on your side: a blocked cookie, a privacy extension or a VPN address with a bad reputation.',
        'First, allow cookies for the site and disable content blockers for it. Challenge pages set a cookie when you pass; if it cannot be stored, you are asked again. Second, turn off your VPN or switch to another server, since shared addresses are often flagged.',
        'If neither works, try another browser. In our tests, 8 out of 10 loops were fixed by the first two steps alone.',
      ],
      quotes: [q('In our tests, 8 out of 10 loops were fixed by the first two steps alone'), q('In our tests, 9 out of 10 loops were fixed by the first two steps alone', false)],
    }),
    near({
      id: 'n-de-ratgeber-cookies', host: 'www.e1-verbraucherblick.example', lang: 'de', site: 'Verbraucherblick', author: 'Sabine Roth', section: 'Ratgeber',
      row: 'consent wording ("Alle akzeptieren", "Zustimmen und weiter", "Wir und unsere Partner") in a German consumer guide',
      title: 'Cookie-Banner: Wann Sie besser auf „Ablehnen“ klicken',
      paras: [
        'Fast jede Webseite begrüßt Besucher mit einem Fenster: „Wir und unsere Partner verarbeiten Daten“, darunter ein großer Knopf „Alle akzeptieren“ oder „Zustimmen und weiter“. Wer klickt, erlaubt oft Dutzenden Firmen, sein Surfverhalten auszuwerten.',
        'Verbraucherschützer raten, die Einstellungen zu öffnen und nur notwendige Cookies zuzulassen. Seit einem Urteil des Bundesgerichtshofs von 2020 ist eine vorausgewählte Zustimmung nicht wirksam.',
        'Eine Untersuchung von 1.000 deutschen Webseiten ergab, dass 57 Prozent den Ablehnen-Knopf auf der ersten Ebene anbieten. Browser-Erweiterungen können die Banner automatisch beantworten.',
      ],
      quotes: [q('dass 57 Prozent den Ablehnen-Knopf auf der ersten Ebene anbieten'), q('dass 75 Prozent den Ablehnen-Knopf auf der ersten Ebene anbieten', false)],
    }),
    near({
      id: 'n-es-review-vpn', host: 'www.e1-analisistec.example', lang: 'es', site: 'Análisis Tec', author: 'Carmen Ortega', section: 'Análisis',
      row: 'geo-block wording ("no está disponible en tu país") in a Spanish VPN review',
      title: 'Análisis de NubeVPN: rápida, barata y capaz de saltarse el «no disponible en tu país»',
      paras: [
        'Probamos NubeVPN durante un mes en tres países. Su principal reclamo es desbloquear catálogos de streaming: en nuestras pruebas, el mensaje «Este vídeo no está disponible en tu país» desapareció en 14 de 16 servicios.',
        'La velocidad media fue de 410 Mbps en una conexión de fibra de 600 Mbps, muy por encima de la media de su categoría. La aplicación es sencilla y permite elegir servidor por ciudad.',
        'Su política de no guardar registros fue auditada el año pasado por una firma independiente. El precio, 2,99 euros al mes en el plan de dos años, la sitúa entre las más baratas.',
      ],
      quotes: [q('La velocidad media fue de 410 Mbps en una conexión de fibra de 600 Mbps'), q('La velocidad media fue de 510 Mbps en una conexión de fibra de 600 Mbps', false)],
    }),
    near({
      id: 'n-it-banca-manutenzione', host: 'www.e1-ilsole-like.example', lang: 'it', site: 'Economia Oggi', author: 'Giorgio Conti', section: 'Finanza',
      row: 'maintenance wording ("sito in manutenzione", "torneremo presto online") in an Italian news article',
      title: 'Home banking in tilt per dodici ore: «Sito in manutenzione»',
      paras: [
        'I clienti di una grande banca italiana sono rimasti senza home banking per circa dodici ore tra sabato e domenica. Chi provava ad accedere leggeva soltanto «Sito in manutenzione, torneremo presto online».',
        'La banca ha spiegato che l’intervento, programmato, è durato più del previsto a causa di un problema nella migrazione dei dati verso il nuovo sistema informatico.',
        'Le associazioni dei consumatori chiedono rimborsi per chi non ha potuto effettuare pagamenti urgenti. La banca ha annunciato che rimborserà eventuali commissioni di mora fino a 50 euro.',
      ],
      quotes: [q('rimborserà eventuali commissioni di mora fino a 50 euro'), q('rimborserà eventuali commissioni di mora fino a 80 euro', false)],
    }),
    near({
      id: 'n-nl-wachtrij', host: 'www.e1-uitgaansgids.example', lang: 'nl', site: 'Uitgaansgids', author: 'Lotte Bakker', section: 'Muziek',
      row: 'waiting-room wording ("Je staat in de wachtrij") in a Dutch news article',
      title: '“Je staat in de wachtrij”: 300.000 fans proberen kaarten te kopen',
      paras: [
        'Zo’n 300.000 mensen probeerden dinsdagochtend kaarten te kopen voor de drie stadionconcerten van de zangeres. Wie op de site kwam, kreeg de melding “Je staat in de wachtrij” met een geschatte wachttijd van soms meer dan twee uur.',
        'De 165.000 beschikbare kaarten waren binnen anderhalf uur uitverkocht. De organisator zegt dat de virtuele wachtrij nodig is om de site niet te laten bezwijken.',
        'Fans klaagden dat doorverkoopsites direct kaarten aanboden voor het tienvoudige van de prijs. De organisator waarschuwt dat zulke kaarten ongeldig kunnen worden verklaard.',
      ],
      quotes: [q('De 165.000 beschikbare kaarten waren binnen anderhalf uur uitverkocht'), q('De 156.000 beschikbare kaarten waren binnen anderhalf uur uitverkocht', false)],
    }),
    near({
      id: 'n-ja-help-404', host: 'help.e1-blogservice.example', lang: 'ja', site: 'ブログサービス ヘルプ', shape: 'docs', date: '2024-09-01T00:00:00Z',
      row: 'Japanese soft-404 wording ("ページが見つかりません") in a help-centre page explaining it',
      title: '「ページが見つかりません」と表示される場合',
      paras: [
        'ブログの記事を開いたときに「ページが見つかりません」と表示される場合は、記事が削除されたか、非公開に設定されているか、URLが変更された可能性があります。',
        '<h2 id="b">確認すること</h2>',
        '管理画面の「記事一覧」で該当する記事の公開状態を確認してください。公開日時を未来に設定している場合も、その日時までは表示されません。',
        'カテゴリ名やURLの設定を変更した場合、古いURLは自動では転送されません。設定画面の「リダイレクト」から、古いURLを新しいURLに転送できます（最大500件）。',
      ],
      quotes: [q('古いURLを新しいURLに転送できます（最大500件）'), q('古いURLを新しいURLに転送できます（最大300件）', false)],
    }),
    near({
      id: 'n-zh-forum-403', host: 'bbs.e1-kaifazhe.example', lang: 'zh', site: '开发者社区', shape: 'forum', author: null,
      row: 'access-denied wording ("403 Forbidden", "拒绝访问") in a Chinese forum thread whose title asks about it',
      title: '部署到服务器后所有页面都显示“403 Forbidden 拒绝访问”，该怎么排查？',
      paras: [
        '我把网站部署到新买的云服务器上，用 nginx 做代理，结果访问任何页面都显示“403 Forbidden”。本地运行一切正常，配置文件是从旧服务器复制过来的。',
        '先检查网站目录的权限。nginx 默认以 www-data 用户运行，如果目录属于 root 且权限是 700，就会出现 403。可以用 chmod 755 给目录加上读取和执行权限。',
        '另外检查 index 指令。如果目录里没有 index.html 而且没有开启目录列表，nginx 也会返回 403。',
        '谢谢，确实是权限问题，改完以后已经可以正常访问了。',
      ],
    }),
    near({
      id: 'n-ru-tolko-podpischikam', host: 'www.e1-mediakritika.example', lang: 'ru', site: 'Медиакритика', author: 'Ольга Павлова', section: 'Медиа',
      row: 'member-only wording ("Материал доступен только подписчикам") in a Russian media article',
      title: 'Региональные СМИ закрывают статьи: «Материал доступен только подписчикам»',
      paras: [
        'Всё больше региональных изданий закрывают часть материалов за платной подпиской. Читатель видит первые абзацы и надпись «Материал доступен только подписчикам».',
        'По данным отраслевого исследования, платную подписку ввели уже 23 региональных издания, а средняя цена составляет около 300 рублей в месяц.',
        'Редакторы признают, что подписчиков пока немного, но считают, что без прямой поддержки читателей местная журналистика не выживет.',
      ],
      quotes: [q('платную подписку ввели уже 23 региональных издания'), q('платную подписку ввели уже 32 региональных издания', false)],
    }),
    near({
      id: 'n-pl-domena-sprzedaz', host: 'www.e1-biznesinfo.example', lang: 'pl', site: 'Biznes Info', author: 'Tomasz Zieliński', section: 'Technologie',
      row: 'for-sale wording ("Ta domena jest na sprzedaż") in a Polish business article',
      title: 'Domeny jak nieruchomości. Za krótki adres zapłacono 1,2 mln zł',
      paras: [
        'Przez lata pod adresem widniał tylko napis „Ta domena jest na sprzedaż”. W tym tygodniu dwuliterowa domena z końcówką .pl została sprzedana za 1,2 mln zł – to najwyższa ujawniona kwota w historii polskiego rynku.',
        'Kupującym jest firma z branży płatności, która planuje pod tym adresem uruchomić nową aplikację. Sprzedający kupił domenę w 2001 roku za równowartość kilkuset złotych.',
        'Eksperci zauważają, że krótkie i łatwe do zapamiętania adresy drożeją, bo firmy chętnie budują wokół nich marki.',
      ],
      quotes: [q('została sprzedana za 1,2 mln zł'), q('została sprzedana za 2,1 mln zł', false)],
    }),
    near({
      id: 'n-pt-conta-suspensa', host: 'www.e1-tecnoportal.example', lang: 'pt', site: 'Tecno Portal', author: 'Mariana Costa', section: 'Redes sociais',
      row: 'suspension wording ("Esta conta foi suspensa") in a Portuguese news article',
      title: 'Rede social suspende perfis falsos de bancos: “Esta conta foi suspensa”',
      paras: [
        'Uma rede social suspendeu cerca de 4.700 perfis que se passavam por bancos e aplicavam golpes com falsas ofertas de crédito. Quem abre esses perfis vê agora apenas a mensagem “Esta conta foi suspensa”.',
        'A plataforma afirma que usou sistemas automáticos e denúncias de usuários para identificar os perfis. Os bancos recomendam que os clientes confiram o selo de verificação antes de clicar em links.',
        'Especialistas em segurança alertam que novos perfis falsos costumam surgir em poucos dias.',
      ],
      quotes: [q('suspendeu cerca de 4.700 perfis'), q('suspendeu cerca de 7.400 perfis', false)],
    }),
    near({
      id: 'n-sv-sidan-hittas-inte', host: 'www.e1-dagenskommun.example', lang: 'sv', site: 'Dagens Kommun', author: 'Anders Nilsson', section: 'Digitalt',
      row: 'Swedish soft-404 wording ("Sidan kunde inte hittas") in a news article about government link rot',
      title: 'Var femte länk på myndigheternas webbplatser leder till ”Sidan kunde inte hittas”',
      paras: [
        'Var femte länk på de statliga myndigheternas webbplatser leder till en felsida med texten ”Sidan kunde inte hittas”, visar en granskning av 150 myndighetswebbplatser.',
        'Värst är det för äldre rapporter och beslut, som ofta försvunnit när webbplatserna byggts om. Granskarna fann totalt 41 000 trasiga länkar.',
        'Riksarkivet påminner om att myndigheterna är skyldiga att bevara allmänna handlingar även när de publiceras på webben.',
      ],
      quotes: [q('Granskarna fann totalt 41 000 trasiga länkar'), q('Granskarna fann totalt 14 000 trasiga länkar', false)],
    }),
    near({
      id: 'n-fi-huoltokatko', host: 'www.e1-kuntauutiset.example', lang: 'fi', site: 'Kuntauutiset', author: 'Juha Korhonen', section: 'Kotimaa',
      row: 'maintenance wording ("huoltokatko", "palvelu ei ole käytettävissä") in a Finnish news article',
      title: 'Verohallinnon palvelussa huoltokatko viikonloppuna',
      paras: [
        'Verohallinnon sähköinen asiointipalvelu on poissa käytöstä lauantaina kello 20 ja sunnuntaina kello 8 välisenä aikana. Huoltokatkon aikana palveluun kirjautuvat näkevät ilmoituksen, ettei palvelu ole käytettävissä.',
        'Verohallinnon mukaan katko johtuu järjestelmäpäivityksestä, joka nopeuttaa esitäytettyjen veroilmoitusten käsittelyä. Palvelua käyttää vuosittain noin 3,5 miljoonaa ihmistä.',
        'Määräajat eivät muutu katkon vuoksi, sillä ne eivät pääty viikonloppuna.',
      ],
      quotes: [q('Palvelua käyttää vuosittain noin 3,5 miljoonaa ihmistä'), q('Palvelua käyttää vuosittain noin 5,3 miljoonaa ihmistä', false)],
    }),
    near({
      id: 'n-tr-recaptcha', host: 'www.e1-dijitalrehber.example', lang: 'tr', site: 'Dijital Rehber', author: 'Burak Aydın', section: 'Rehber',
      row: 'human-verification wording ("Robot olmadığınızı doğrulayın") in a Turkish guide',
      title: '“Robot olmadığınızı doğrulayın” uyarısı neden sürekli çıkıyor?',
      paras: [
        'Bazı sitelerde arama yaparken ya da form doldururken sık sık “Robot olmadığınızı doğrulayın” uyarısıyla karşılaşıyorsanız, bunun birkaç nedeni olabilir.',
        'En yaygın neden, aynı IP adresini paylaşan çok sayıda kullanıcının olmasıdır. Ortak ağlar ve bazı VPN hizmetleri bu yüzden daha sık doğrulama ister. Tarayıcı eklentileri de çerezleri engelleyerek sorunu artırabilir.',
        'Uzmanlar, tarayıcıyı güncel tutmayı ve çerezlere izin vermeyi öneriyor. Yapılan bir testte bu iki adım, doğrulama sayısını yüzde 70 azalttı.',
      ],
      quotes: [q('doğrulama sayısını yüzde 70 azalttı'), q('doğrulama sayısını yüzde 40 azalttı', false)],
    }),
    near({
      id: 'n-el-geoblocking', host: 'www.e1-psifiakanea.example', lang: 'el', site: 'Ψηφιακά Νέα', author: 'Μαρία Γεωργίου', section: 'Τεχνολογία',
      row: 'geo-block wording ("δεν είναι διαθέσιμο στη χώρα σας") in a Greek article',
      title: 'Γιατί βλέπετε «Το περιεχόμενο δεν είναι διαθέσιμο στη χώρα σας»',
      paras: [
        'Πολλοί Έλληνες του εξωτερικού βλέπουν το μήνυμα «Το περιεχόμενο δεν είναι διαθέσιμο στη χώρα σας» όταν προσπαθούν να παρακολουθήσουν αγώνες ή σειρές από ελληνικές πλατφόρμες.',
        'Ο λόγος είναι τα τηλεοπτικά δικαιώματα, που αγοράζονται ανά χώρα. Μέσα στην Ευρωπαϊκή Ένωση, οι συνδρομητές μπορούν να βλέπουν το περιεχόμενό τους για προσωρινά ταξίδια χάρη στον κανονισμό φορητότητας.',
        'Σύμφωνα με έρευνα, περίπου το 45% των Ελλήνων που ζουν μόνιμα στο εξωτερικό χρησιμοποιεί υπηρεσίες VPN.',
      ],
      quotes: [q('περίπου το 45% των Ελλήνων που ζουν μόνιμα στο εξωτερικό'), q('περίπου το 54% των Ελλήνων που ζουν μόνιμα στο εξωτερικό', false)],
    }),
    near({
      id: 'n-ko-login-wall', host: 'www.e1-ittimes-kr.example', lang: 'ko', site: 'IT타임스', author: '정다은', section: '인터넷',
      row: 'login-wall wording ("로그인이 필요합니다") in a Korean news article',
      title: '“로그인이 필요합니다”…뉴스 보려면 회원가입 요구하는 언론사 늘어',
      paras: [
        '기사를 끝까지 읽으려면 로그인을 요구하는 언론사가 늘고 있다. 일부 사이트에서는 기사 중간에 “로그인이 필요합니다”라는 안내가 나타난다.',
        '한 조사에 따르면 국내 언론사 40곳 가운데 13곳이 회원 로그인을 해야 전체 기사를 볼 수 있도록 바꿨다.',
        '언론사들은 독자 데이터를 확보해 맞춤형 서비스를 제공하겠다는 입장이지만, 개인정보 수집에 대한 우려도 나온다.',
      ],
      quotes: [q('국내 언론사 40곳 가운데 13곳이'), q('국내 언론사 40곳 가운데 31곳이', false)],
    }),
    near({
      id: 'n-vi-noi-dung-thanh-vien', host: 'www.e1-baomoi-like.example', lang: 'vi', site: 'Báo Số', author: 'Trần Thị Mai', section: 'Truyền thông',
      row: 'member-only wording ("Nội dung dành riêng cho thành viên") in a Vietnamese media article',
      title: 'Báo điện tử thu phí: “Nội dung dành riêng cho thành viên” ngày càng phổ biến',
      paras: [
        'Ngày càng nhiều báo điện tử tại Việt Nam thử nghiệm thu phí, với dòng chữ “Nội dung dành riêng cho thành viên” xuất hiện sau vài đoạn đầu của bài viết.',
        'Theo một khảo sát, khoảng 12% độc giả sẵn sàng trả phí cho tin tức chất lượng cao, chủ yếu là các bài phân tích kinh tế và điều tra.',
        'Các tòa soạn cho biết tin nóng và thông tin phục vụ cộng đồng vẫn được cung cấp miễn phí.',
      ],
      quotes: [q('khoảng 12% độc giả sẵn sàng trả phí'), q('khoảng 21% độc giả sẵn sàng trả phí', false)],
    }),
    near({
      id: 'n-seizure-banner', host: 'www.e1-cyberdesk.example', lang: 'en', site: 'CyberDesk', author: 'Noah Feld', section: 'Security',
      row: 'a law-enforcement seizure banner ("This website has been seized") quoted by a news story (block-notice row)',
      title: 'Police seize ransomware gang’s leak site and replace it with a warning',
      paras: [
        'The dark-web leak site of one of the most active ransomware groups now shows a banner reading “This website has been seized” above the logos of eleven police agencies, after an international operation on Tuesday.',
        'Investigators said they had taken control of 34 servers and obtained more than 1,000 decryption keys, which victims can now use to recover their files for free.',
        'Two suspects were arrested in Eastern Europe. Police said the operation would not end ransomware but would make the group’s affiliates think twice.',
      ],
      quotes: [q('taken control of 34 servers and obtained more than 1,000 decryption keys'), q('taken control of 43 servers and obtained more than 1,000 decryption keys', false)],
    }),
    near({
      id: 'n-brief-banned-site', host: 'www.e1-worldbrief.example', lang: 'en', site: 'World Brief', author: 'Staff', section: 'World',
      row: 'a very short complete news brief about a site being banned (block-notice row)',
      title: 'Regulator bans gambling site after complaints',
      paras: [
        'The national gaming regulator ordered internet providers on Monday to block an unlicensed betting site after 230 complaints from customers who said they had not been paid their winnings.',
      ],
      quotes: [q('after 230 complaints from customers'), q('after 320 complaints from customers', false)],
    }),
    near({
      id: 'n-ar-hajb', host: 'www.e1-alqanat.example', lang: 'ar', site: 'القناة الرقمية', author: 'ليلى حسن', section: 'تقنية',
      row: 'block-notice wording ("تم حجب هذا الموقع") quoted in an Arabic news article',
      title: 'حجب مواقع البث غير القانوني: "تم حجب هذا الموقع"',
      paras: [
        'حجبت هيئة الاتصالات أكثر من 200 موقع لبث المباريات بشكل غير قانوني، وتظهر لمن يحاول زيارتها رسالة "تم حجب هذا الموقع".',
        'وأوضحت الهيئة أن الحجب جاء بناءً على شكاوى من أصحاب حقوق البث، وأن العمل جارٍ لحجب المواقع البديلة التي تظهر باستمرار.',
        'ونصحت الهيئة المشاهدين باستخدام المنصات المرخصة لتجنب المخاطر الأمنية.',
      ],
      quotes: [q('حجبت هيئة الاتصالات أكثر من 200 موقع'), q('حجبت هيئة الاتصالات أكثر من 300 موقع', false)],
    }),
    near({
      id: 'n-id-halaman-tidak-ditemukan', host: 'www.e1-berita-digital.example', lang: 'id', site: 'Berita Digital', author: 'Agus Santoso', section: 'Nasional',
      row: 'Indonesian soft-404 wording ("Halaman tidak ditemukan") in a news article',
      title: 'Ribuan tautan situs pemerintah berujung "Halaman tidak ditemukan"',
      paras: [
        'Sebuah penelitian menemukan bahwa sekitar 22 persen tautan di situs kementerian berujung pada pesan "Halaman tidak ditemukan". Kebanyakan tautan yang rusak mengarah ke dokumen peraturan dan laporan tahunan.',
        'Peneliti memeriksa lebih dari 60.000 tautan di 34 situs kementerian dan lembaga. Mereka menyarankan agar setiap perubahan situs disertai pengalihan alamat lama.',
        'Kementerian Komunikasi menyatakan akan menyusun pedoman pengelolaan situs pemerintah.',
      ],
      quotes: [q('sekitar 22 persen tautan di situs kementerian'), q('sekitar 32 persen tautan di situs kementerian', false)],
    }),
    near({
      id: 'n-game-patch-maintenance', host: 'www.e1-pixelpress.example', lang: 'en', site: 'Pixel Press', author: 'Jade Morales', section: 'Games',
      row: 'maintenance and queue wording ("Servers are down for maintenance", "You are in queue") in a games news story',
      title: 'Starfall patch 2.4 brings new raid after eight-hour maintenance — and long login queues',
      paras: [
        'Players of the online game Starfall spent most of Wednesday staring at “Servers are down for maintenance” as the developer installed patch 2.4. When the servers returned, many were told “You are in queue: position 12,408”.',
        'The patch adds a ten-player raid, a new crafting profession and 40 balance changes. The developer said the queues were caused by 1.1 million players logging in within the first hour.',
        'Extra server capacity was added in the evening, and the studio promised an in-game gift to apologise for the wait.',
      ],
      quotes: [q('caused by 1.1 million players logging in within the first hour'), q('caused by 1.4 million players logging in within the first hour', false)],
    }),
  ];
}
