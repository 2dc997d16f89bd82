/**
 * edges1 near misses, part 1: pages ABOUT walls, blocks, consent, geo-blocks, maintenance, queues and
 * rate limits (the blocked rows of the signal → status table). Every one is a real, complete page a
 * careful human would cite: `valid`.
 */
import { near, q } from './edges1kit';
import type { Entry } from './blindkit';

export function near1(): Entry[] {
  return [
    near({
      id: 'n-akamai-access-denied', host: 'www.e1-wirebeat.example', lang: 'en', site: 'Wirebeat', author: 'Dana Whitcombe', section: 'Technology',
      row: 'WAF "Access denied" / "Reference #" quoted by a tech story (terse-wall row must not fire on an article)',
      title: 'Thousands of shoppers hit "Access Denied" errors as a CDN rule misfired',
      paras: [
        'For about ninety minutes on Tuesday morning, customers of at least four large retailers were greeted not by product pages but by a bare white screen reading “Access Denied — You don’t have permission to access this server,” followed by a long reference number.',
        'The error came from a bot-management rule pushed by the retailers’ content delivery network, which briefly treated ordinary browsers in parts of Europe as automated scrapers. Engineers rolled the change back at 10:47 local time, the company said in a status update.',
        'Security researchers said the episode showed how much of the web now sits behind a handful of filtering layers. “When the rule is wrong, the whole shop disappears behind a page that tells the customer nothing,” said Priya Landon, who studies web infrastructure at a university in Leeds.',
        'The provider said fewer than two per cent of requests were affected and that no customer data had been exposed. Retailers said orders placed during the window would be honoured at the advertised prices.',
        'It is the third such incident this year. In March a misconfigured firewall at a ticketing site returned “Request Rejected” pages to fans trying to buy concert seats, and in June a news publisher’s challenge page locked out screen-reader users for most of a day.',
      ],
      quotes: [q('When the rule is wrong, the whole shop disappears behind a page that tells the customer nothing'), q('Engineers rolled the change back at 11:47 local time', false)],
    }),
    near({
      id: 'n-captcha-review', host: 'www.e1-stackreview.example', lang: 'en', site: 'StackReview', author: 'Marcus Ilori', section: 'Reviews',
      row: 'human-verification wording ("verify you are human", "I am not a robot") in a product review',
      title: 'Review: TurnGate, the CAPTCHA that asks you to do almost nothing',
      paras: [
        'TurnGate is the latest attempt to replace the traffic-light puzzles that have made “verify you are human” one of the most resented phrases on the internet. Instead of clicking crosswalks, most visitors see a small box that ticks itself after a second or two.',
        'We tested the service on a busy signup form for three weeks. Of 41,200 sign-ups, 96 per cent passed without any visible challenge; the rest were shown a short rotating-object puzzle that took our testers an average of six seconds.',
        'Setup takes a single script tag and a server-side check against the vendor’s API. The dashboard is clear, though the free tier caps verification at 10,000 requests a month, which a growing shop will outgrow quickly.',
        'Privacy is the open question. TurnGate says it does not set tracking cookies, but it does read browser signals such as screen size and time zone to score each visitor, and its documentation is vague about how long those scores are kept.',
        'Verdict: if your users complain about “I am not a robot” boxes, TurnGate is the least annoying option we have tried, provided you read the data-processing terms first.',
      ],
      quotes: [q('Of 41,200 sign-ups, 96 per cent passed without any visible challenge'), q('Of 41,200 sign-ups, 98 per cent passed without any visible challenge', false)],
    }),
    near({
      id: 'n-forum-checking-browser', host: 'forum.e1-homelab.example', lang: 'en', site: 'Homelab Forum', shape: 'forum', author: null,
      row: 'JavaScript-challenge wording ("Checking your browser before accessing") in a forum thread about it',
      title: 'Stuck in an endless "Checking your browser before accessing" loop on my own site — how do I fix it?',
      paras: [
        'Since I turned on the proxy’s bot protection last night, every visitor to my recipe blog sees “Checking your browser before accessing recipes.example” and then the same page again, forever. Disabling the browser extensions does not help. The origin server is a small Debian box running nginx 1.24 behind the proxy.',
        'This is almost always a cookie problem. The challenge sets a clearance cookie and then reloads; if your origin strips or overwrites cookies, the proxy never sees the clearance and challenges again. Check whether nginx has a proxy_hide_header or a Set-Cookie rewrite for that domain.',
        'Also check the security level. “I’m Under Attack” mode challenges every request, including your own API calls from the front end, which then fail and trigger a reload. Drop it to Medium and add a rule that skips the challenge for /api/ paths.',
        'Thanks, that was it: an old location block rewrote every Set-Cookie header to add a different domain. Removed it, purged the cache, and the loop is gone. Marking this as solved.',
      ],
    }),
    near({
      id: 'n-de-botschutz', host: 'www.e1-netzdepesche.example', lang: 'de', site: 'Netzdepesche', author: 'Lena Hartmann', section: 'Netzwelt', charset: 'windows-1252',
      row: 'bot-check wording in German ("Bitte warten Sie, während wir Ihren Browser überprüfen") inside a German news article in windows-1252',
      title: 'Warum immer mehr Webseiten Ihren Browser überprüfen wollen',
      paras: [
        'Wer in diesen Wochen Behördenportale oder Onlineshops besucht, sieht häufiger einen Zwischenschritt: „Bitte warten Sie, während wir Ihren Browser überprüfen“ steht dann auf einer leeren Seite, bevor nach einigen Sekunden die eigentliche Seite lädt.',
        'Dahinter stecken Dienste zur Abwehr automatisierter Zugriffe. Sie prüfen, ob ein echter Browser JavaScript ausführt, Cookies annimmt und sich wie ein Mensch verhält. Nach Angaben des Branchenverbands Bitkom setzen inzwischen rund 38 Prozent der großen deutschen Webseiten einen solchen Filter ein.',
        'Für Nutzerinnen und Nutzer mit älteren Geräten oder Screenreadern ist das ein Ärgernis. Der Verbraucherzentrale Bundesverband berichtet von Beschwerden über Endlosschleifen, in denen die Prüfung nie abgeschlossen wird.',
        'Die Anbieter verweisen darauf, dass Angriffe mit Bots stark zugenommen hätten. Ohne die Prüfung würden Ticketshops und Terminvergaben binnen Minuten von Skripten leergekauft, sagte ein Sprecher eines Frankfurter Dienstleisters.',
        'Datenschützer fordern, dass die Prüfungen ohne Tracking auskommen. Die Landesdatenschutzbeauftragte in Kiel kündigte an, mehrere Anbieter im kommenden Jahr zu überprüfen.',
      ],
      quotes: [q('rund 38 Prozent der großen deutschen Webseiten'), q('"Bitte warten Sie, während wir Ihren Browser überprüfen"'), q('rund 48 Prozent der großen deutschen Webseiten', false)],
    }),
    near({
      id: 'n-fr-cookies-cnil', host: 'www.e1-lequotidiendudroit.example', lang: 'fr', site: 'Le Quotidien du Droit', author: 'Claire Vasseur', section: 'Numérique',
      row: 'consent-banner wording ("Tout accepter", "Continuer sans accepter", "Nous et nos partenaires") in a French law explainer',
      title: 'Bandeaux cookies : ce que la CNIL exige vraiment des sites',
      paras: [
        'Depuis 2021, la Commission nationale de l’informatique et des libertés impose une règle simple : refuser les cookies doit être aussi facile que les accepter. Un bandeau qui n’offre qu’un gros bouton « Tout accepter » et cache le refus derrière trois clics n’est pas conforme.',
        'Concrètement, le bouton « Continuer sans accepter » ou « Tout refuser » doit apparaître au même niveau que l’acceptation. La mention « Nous et nos partenaires utilisons des cookies » ne suffit pas : l’éditeur doit lister les finalités et permettre un choix par finalité.',
        'Plusieurs grands éditeurs ont été sanctionnés. En 2022, deux plateformes ont reçu des amendes cumulées de 210 millions d’euros pour avoir rendu le refus plus compliqué que l’acceptation.',
        'Les cookies strictement nécessaires, comme ceux d’un panier d’achat ou d’une session de connexion, restent exemptés de consentement. Les cookies de mesure d’audience peuvent l’être aussi, à condition de respecter des limites précises de durée et de finalité.',
        'Pour les lecteurs, le conseil des juristes est de ne pas céder à la lassitude : un refus n’empêche pas de lire le site, et il peut être modifié à tout moment depuis le lien « Gestion des cookies » en bas de page.',
      ],
      quotes: [q('des amendes cumulées de 210 millions d\'euros'), q('des amendes cumulées de 150 millions d’euros', false)],
    }),
    near({
      id: 'n-es-geobloqueo', host: 'www.e1-diariodigital.example', lang: 'es', site: 'Diario Digital', author: 'Javier Montes', section: 'Tecnología',
      row: 'geo-block wording ("Este contenido no está disponible en tu país") explained in a Spanish article',
      title: 'Por qué ves «Este contenido no está disponible en tu país» y qué dice la ley europea',
      paras: [
        'El mensaje es conocido por cualquiera que haya intentado ver una serie desde el extranjero: «Este contenido no está disponible en tu país». Es el llamado geobloqueo, y la Unión Europea lleva años intentando limitarlo.',
        'Desde 2018, el reglamento europeo sobre bloqueo geográfico prohíbe a las tiendas en línea discriminar a los clientes por su nacionalidad o lugar de residencia dentro de la UE. Sin embargo, los servicios audiovisuales con derechos de autor quedaron fuera de esa norma.',
        'Para las plataformas de pago sí existe una excepción: la portabilidad. Un suscriptor español que viaja a Italia puede seguir viendo su catálogo durante una estancia temporal, según el reglamento de portabilidad que entró en vigor ese mismo año.',
        'La Comisión Europea revisó el reglamento en 2020 y concluyó que ampliar la prohibición al contenido audiovisual pondría en riesgo la financiación de producciones nacionales. Las asociaciones de consumidores reclaman que se vuelva a estudiar.',
        'Mientras tanto, el uso de redes privadas virtuales para saltarse el bloqueo sigue en una zona gris: no es ilegal para el usuario, pero suele violar las condiciones de uso de las plataformas.',
      ],
      quotes: [q('Desde 2018, el reglamento europeo sobre bloqueo geográfico prohíbe'), q('Desde 2016, el reglamento europeo sobre bloqueo geográfico prohíbe', false)],
    }),
    near({
      id: 'n-brief-bank-maintenance', host: 'www.e1-citypost.example', lang: 'en', site: 'City Post', author: 'Hannah Greer', section: 'Business',
      row: 'maintenance wording ("We\'ll be back soon", "scheduled maintenance") in a short but complete news brief',
      title: 'Northmoor Bank app offline overnight for scheduled maintenance',
      paras: [
        'Northmoor Bank’s mobile app and online banking will be unavailable from 11pm on Saturday until 6am on Sunday while the bank moves its systems to a new data centre, it said on Thursday.',
        'Card payments and cash machines will work as normal. Customers who open the app during the window will see a “We’ll be back soon” screen; the bank advised paying urgent bills before Saturday evening.',
      ],
      quotes: [q('from 11pm on Saturday until 6am on Sunday'), q('from 10pm on Saturday until 6am on Sunday', false)],
    }),
    near({
      id: 'n-it-agcom-oscurati', host: 'www.e1-cronacadigitale.example', lang: 'it', site: 'Cronaca Digitale', author: 'Marta Ferri', section: 'Tecnologia',
      row: 'court / regulator block wording ("sito oscurato su provvedimento dell\'Autorità") in an Italian news story',
      title: 'Pirateria, l’Agcom oscura altri 300 siti: cosa vedono gli utenti',
      paras: [
        'L’Autorità per le garanzie nelle comunicazioni ha ordinato ai fornitori di accesso di bloccare altri 300 indirizzi che trasmettevano illegalmente partite di calcio. Chi prova a visitarli ora trova una pagina con la scritta «Sito oscurato su provvedimento dell’Autorità».',
        'Il blocco avviene a livello di DNS e di indirizzo IP ed è reso più rapido dalla piattaforma introdotta lo scorso anno, che consente ai titolari dei diritti di segnalare un flusso pirata e ottenerne la chiusura entro trenta minuti.',
        'Secondo i dati dell’Autorità, dall’avvio del sistema sono stati disabilitati oltre 18.000 indirizzi. Le associazioni dei consumatori chiedono però garanzie contro i blocchi errati, dopo che a ottobre un servizio di archiviazione legittimo era stato oscurato per alcune ore.',
        'Gli utenti che usano servizi pirata rischiano sanzioni amministrative fino a 5.000 euro, ricorda l’Agcom, che ha avviato una campagna informativa con le leghe calcistiche.',
      ],
      quotes: [q('sono stati disabilitati oltre 18.000 indirizzi'), q('sono stati disabilitati oltre 28.000 indirizzi', false)],
    }),
    near({
      id: 'n-ru-blocked-sites', host: 'www.e1-vedomosti-region.example', lang: 'ru', site: 'Региональные ведомости', author: 'Ирина Соколова', section: 'Технологии', charset: 'windows-1251',
      row: 'block-notice wording ("Доступ к ресурсу ограничен") quoted in a Russian news article in windows-1251',
      title: 'Провайдеры начали показывать новую страницу блокировки',
      paras: [
        'Крупные интернет-провайдеры региона с понедельника показывают пользователям обновлённую страницу при попытке открыть заблокированный сайт. Вместо прежнего текста абоненты видят фразу «Доступ к ресурсу ограничен» и ссылку на реестр.',
        'По словам представителя одного из операторов, новая страница сделана по единому шаблону, чтобы абонентам было проще понять, почему сайт не открывается. Ранее каждый провайдер оформлял уведомление по-своему.',
        'Эксперты отмечают, что число обращений в службы поддержки из-за недоступных сайтов выросло за год примерно на 40 процентов. Чаще всего пользователи путают блокировку с техническим сбоем.',
        'Операторы советуют проверять адрес сайта в открытом реестре, прежде чем звонить в поддержку. Там же можно узнать, на основании какого решения ограничен доступ.',
      ],
      quotes: [q('выросло за год примерно на 40 процентов'), q('выросло за год примерно на 60 процентов', false)],
    }),
    near({
      id: 'n-tr-erisim-engeli', host: 'www.e1-gundemhaber.example', lang: 'tr', site: 'Gündem Haber', author: 'Elif Yıldız', section: 'Teknoloji', charset: 'iso-8859-9',
      row: 'court block wording ("erişim engellenmiştir", "mahkeme kararı") in a Turkish news report in ISO-8859-9',
      title: 'Mahkeme kararıyla erişim engellenen siteler iki katına çıktı',
      paras: [
        'Bir hukuk derneğinin yayımladığı yıllık rapora göre geçen yıl mahkeme kararıyla erişim engellenen internet adreslerinin sayısı bir önceki yıla göre iki katına çıktı. Kullanıcılar bu sitelere girmeye çalıştığında “Bu internet sitesine erişim engellenmiştir” yazan bir sayfayla karşılaşıyor.',
        'Rapora göre engellenen adreslerin yüzde 37’si haber sitelerindeki tekil içeriklerden oluşuyor. Derneğin avukatları, tüm site yerine yalnızca ilgili haberin engellenmesinin daha orantılı bir yol olduğunu belirtiyor.',
        'Gazeteciler cemiyeti de kararların gerekçesinin çoğu zaman kamuoyuyla paylaşılmadığını, bu nedenle itiraz sürecinin zorlaştığını vurguladı.',
        'Rapor, kararların büyük bölümünün kişilik haklarının ihlali gerekçesiyle verildiğini, ulusal güvenlik gerekçesinin ise ikinci sırada yer aldığını gösteriyor.',
      ],
      quotes: [q('engellenen adreslerin yüzde 37’si haber sitelerindeki'), q('engellenen adreslerin yüzde 73’ü haber sitelerindeki', false)],
    }),
    near({
      id: 'n-ja-access-shuchu', host: 'www.e1-keizai-nippo.example', lang: 'ja', site: '経済日報', author: '佐藤 美咲', section: 'IT', charset: 'shift_jis',
      row: 'waiting-room wording ("アクセスが集中しています", "順番にご案内") in a Japanese news article in Shift_JIS',
      title: '人気公演のチケット販売、「アクセス集中」で待機列に20万人',
      paras: [
        '人気グループの全国ツアーのチケット一般販売が土曜日に始まり、販売サイトには開始直後から約20万人が集まった。多くの利用者の画面には「ただいまアクセスが集中しています。順番にご案内しますので、このままお待ちください」と表示された。',
        '販売会社によると、待機列の仕組みは転売目的の自動購入を防ぐため昨年導入したもので、到着順に番号を割り振り、一定数ずつ購入画面に進ませる。今回は最長で約二時間の待ち時間が発生したという。',
        'SNSでは「画面を更新すると列の最後に戻るのか」といった質問が相次いだが、同社は更新しても順番は変わらないと説明している。',
        '全公演は販売開始から約三時間で完売した。同社は転売サイトでの高額取引に注意するよう呼びかけている。',
      ],
      quotes: [q('販売サイトには開始直後から約20万人が集まった'), q('販売サイトには開始直後から約30万人が集まった', false)],
    }),
    near({
      id: 'n-docs-http-429', host: 'docs.e1-cloudapi.example', lang: 'en', site: 'CloudAPI Docs', shape: 'docs', date: '2025-01-20T00:00:00Z',
      row: 'rate-limit wording ("Too Many Requests", "Quota exceeded") in a documentation page that explains it',
      title: 'Rate limits and the 429 Too Many Requests response',
      paras: [
        'Every API key is limited to 600 requests per minute and 50,000 requests per day. When you exceed either limit, the API answers with HTTP status 429 Too Many Requests and a JSON body whose error code is quota_exceeded.',
        '<h2 id="b">Reading the Retry-After header</h2>',
        'The response includes a Retry-After header giving the number of seconds to wait before the next request. Clients should honour it rather than retrying immediately; repeated requests during the wait window are counted against the daily quota.',
        '<h2 id="c">Avoiding the limit</h2>',
        'Batch endpoints accept up to 100 items per call and count as a single request. Caching responses for at least 60 seconds and using webhooks instead of polling are the two most effective ways to stay under the limit.',
        'If your workload needs a higher limit, contact support with your expected peak request rate. Enterprise plans can raise the per-minute limit to 6,000 requests.',
      ],
      quotes: [q('limited to 600 requests per minute and 50,000 requests per day'), q('limited to 600 requests per minute and 5,000 requests per day', false)],
    }),
    near({
      id: 'n-nl-database-storing', host: 'www.e1-dagbladnoord.example', lang: 'nl', site: 'Dagblad Noord', author: 'Sanne de Vries', section: 'Tech',
      row: 'database-error wording ("Error establishing a database connection") in a Dutch news article',
      title: 'Gemeentelijke websites urenlang onbereikbaar door databasestoring',
      paras: [
        'Inwoners van zeven gemeenten in het noorden konden dinsdag urenlang geen afspraken maken voor paspoorten en rijbewijzen. Wie de websites bezocht, zag alleen de Engelstalige melding “Error establishing a database connection”.',
        'De storing ontstond bij een gedeelde hostingpartij die de websites voor de gemeenten beheert. Door een mislukte update raakte de databaseserver overbelast, waarna de sites hun gegevens niet meer konden ophalen.',
        'Volgens de leverancier waren de sites na ruim vier uur weer bereikbaar. Er zijn geen persoonsgegevens verloren gegaan, meldt de woordvoerder.',
        'De gemeenten willen onderzoeken of zij minder afhankelijk kunnen worden van één leverancier. Eerder dit jaar lag het afsprakensysteem ook al een dag stil.',
      ],
      quotes: [q('Volgens de leverancier waren de sites na ruim vier uur weer bereikbaar'), q('Volgens de leverancier waren de sites na ruim zes uur weer bereikbaar', false)],
    }),
    near({
      id: 'n-pl-przerwa-techniczna', host: 'www.e1-gazetapomorska.example', lang: 'pl', site: 'Gazeta Pomorska Cyfrowa', author: 'Katarzyna Nowak', section: 'Biznes', charset: 'iso-8859-2',
      row: 'maintenance wording ("przerwa techniczna") inside a Polish news article in ISO-8859-2',
      title: 'Banki zapowiadają weekendową przerwę techniczną. Sprawdź, kiedy nie zapłacisz kartą',
      paras: [
        'Trzy duże banki zapowiedziały na najbliższy weekend przerwę techniczną w bankowości internetowej i mobilnej. Klienci, którzy otworzą aplikację w tym czasie, zobaczą komunikat o trwających pracach serwisowych.',
        'Najdłuższa przerwa potrwa od soboty od godziny 23 do niedzieli do godziny 7 rano. W tym czasie nie będzie można wykonywać przelewów ani logować się do serwisu, ale płatności kartą i wypłaty z bankomatów mają działać bez zakłóceń.',
        'Banki tłumaczą, że prace są związane z migracją systemów do nowego centrum danych. Podobne przerwy odbywają się zwykle kilka razy w roku i są zapowiadane z co najmniej tygodniowym wyprzedzeniem.',
        'Eksperci radzą, by pilne rachunki opłacić jeszcze w piątek i mieć przy sobie niewielką ilość gotówki.',
      ],
      quotes: [q('od soboty od godziny 23 do niedzieli do godziny 7 rano'), q('od soboty od godziny 22 do niedzieli do godziny 7 rano', false)],
    }),
    near({
      id: 'n-ko-server-jeomgeom', host: 'www.e1-gamenews.example', lang: 'ko', site: '게임뉴스24', author: '김지훈', section: '게임', charset: 'euc-kr',
      row: 'maintenance wording ("서버 점검 중") in a Korean game-news article in EUC-KR',
      title: '인기 온라인 게임, 긴급 서버 점검으로 6시간 접속 중단',
      paras: [
        '인기 온라인 게임이 27일 오후 긴급 서버 점검에 들어가면서 약 6시간 동안 접속이 중단됐다. 게임에 접속하려던 이용자들은 “현재 서버 점검 중입니다”라는 안내 문구만 볼 수 있었다.',
        '운영사는 아이템 복사 오류가 발견돼 데이터를 점검하기 위해 서버를 내렸다고 설명했다. 오류를 악용한 계정 약 1,200개에 대해서는 이용을 제한할 방침이다.',
        '운영사는 점검이 길어진 데 대해 사과하고 모든 이용자에게 보상 아이템을 지급하기로 했다.',
        '업계에서는 대규모 업데이트 직후 이런 오류가 반복되는 만큼 사전 검증을 강화해야 한다는 지적이 나온다.',
      ],
      quotes: [q('오류를 악용한 계정 약 1,200개에 대해서는'), q('오류를 악용한 계정 약 2,100개에 대해서는', false)],
    }),
  ];
}
