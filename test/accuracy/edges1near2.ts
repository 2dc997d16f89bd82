/**
 * edges1 near misses, part 2: more pages ABOUT walls, blocks, consent and outages — obituaries of
 * websites, press releases, explainers, short briefs, headlines carrying a wall's words.
 */
import { near, q } from './edges1kit';
import type { Entry } from './blindkit';

export function near2(): Entry[] {
  return [
    near({
      id: 'n-obit-bellwether', host: 'www.e1-longread.example', lang: 'en', site: 'The Longread', author: 'Owen Maddox', section: 'Culture',
      row: 'gone / no-longer-available wording in an obituary of a website',
      title: 'Bellwether Forums, 1999–2025: an obituary for the web’s friendliest message board',
      paras: [
        'On the first of October the front page of Bellwether Forums changed for the last time. Where 26 years of threads about gardening, grief and guitar pedals used to be, a single line now reads: “This community is no longer available. Thank you for everything.”',
        'The board was started by a retired schoolteacher, Ruth Abernethy, on a rented server in her spare room. At its peak in 2009 it had 310,000 registered members and a moderation team of volunteers spread across eleven time zones.',
        'What made it unusual was its rules. There were no signatures, no avatars larger than a postage stamp and no votes; replies were shown in the order they were written. Members said it felt like a village hall rather than a stadium.',
        'The end came slowly. Traffic moved to social networks, the advertising that paid for the servers dried up, and the software, last updated in 2014, became impossible to secure. Abernethy’s son, who ran the site after her death, said he could not justify the risk any longer.',
        'An archive of the public threads has been handed to a university library, which plans to make it searchable next year. Until then, the only thing left at the old address is that one line.',
      ],
      quotes: [q('At its peak in 2009 it had 310,000 registered members'), q('At its peak in 2011 it had 310,000 registered members', false)],
    }),
    near({
      id: 'n-product-waf', host: 'www.e1-shieldworks.example', lang: 'en', site: 'ShieldWorks', shape: 'product', date: null,
      row: 'WAF wording ("Request Rejected", "Your support ID is") on a vendor\'s product page describing its block page',
      title: 'ShieldWorks Edge WAF — managed web application firewall',
      paras: [
        'ShieldWorks Edge WAF sits in front of your application and inspects every request against more than 4,000 managed rules for SQL injection, cross-site scripting, credential stuffing and known bot signatures.',
        '<h2>Custom block pages</h2>',
        'When a request is blocked, visitors see your own branded page instead of the generic “Request Rejected — Your support ID is …” screen. The support ID is still included so that your help desk can look up the exact rule that fired.',
        '<h2>Pricing</h2>',
        'Plans start at $49 a month for one domain and 10 million requests. Every plan includes DDoS protection, a 99.99 % uptime commitment and log retention for 30 days.',
        '<ul><li>Deploy in minutes with a DNS change</li><li>False-positive review by our analysts</li><li>Works with any cloud or on-premises origin</li></ul>',
      ],
    }),
    near({
      id: 'n-sv-geoblockering', host: 'www.e1-sydposten.example', lang: 'sv', site: 'Sydposten', author: 'Erik Lindqvist', section: 'Kultur',
      row: 'geo-block wording ("Programmet är inte tillgängligt i ditt land") in a Swedish article about streaming abroad',
      title: 'Svenskar utomlands möts av ”inte tillgängligt i ditt land” – så fungerar reglerna',
      paras: [
        'Många svenskar som reser utomlands har mött beskedet ”Programmet är inte tillgängligt i ditt land” när de försökt titta på public service-kanalernas playtjänster. Orsaken är att rättigheterna till många filmer och sportsändningar bara gäller inom Sverige.',
        'Inom EU gäller sedan 2018 regler om portabilitet för betaltjänster, men de gratis playtjänsterna omfattas bara om de själva väljer att kontrollera tittarens hemland. Flera tjänster har därför börjat kräva inloggning med e-legitimation.',
        'Enligt en kartläggning från en konsumentorganisation är ungefär 60 procent av utbudet på de stora playtjänsterna tillgängligt även från andra EU-länder, medan sport och köpta filmer oftast är spärrade.',
        'Utanför EU är läget sämre. Den som befinner sig i exempelvis Thailand eller USA får i regel bara se nyhetsprogram och egenproducerade serier.',
      ],
      quotes: [q('ungefär 60 procent av utbudet på de stora playtjänsterna'), q('ungefär 80 procent av utbudet på de stora playtjänsterna', false)],
    }),
    near({
      id: 'n-press-maintenance', host: 'newsroom.e1-railconnect.example', lang: 'en', site: 'RailConnect Newsroom', author: null, section: 'Press releases',
      row: 'maintenance / offline wording in a press release announcing planned downtime (no byline)',
      title: 'RailConnect to upgrade its booking platform: website offline for five hours on 9 March',
      paras: [
        'LONDON, 3 March — RailConnect today announced that its ticket booking website and app will be offline for maintenance between 01:00 and 06:00 on Sunday 9 March while the company moves to a new reservation system.',
        'During the upgrade, customers will see a maintenance page and will not be able to buy or change tickets online. Tickets can still be bought at stations and on board trains. Existing e-tickets will remain valid and can be scanned as normal.',
        '“The new platform will let customers change a journey in two taps and will cut the time it takes to load a timetable by half,” said Amira Coleman, RailConnect’s chief digital officer.',
        'The new system was developed over two years and tested with 12,000 volunteer customers. It adds split-ticket suggestions, live seat maps and support for contactless season tickets.',
        'About RailConnect: RailConnect sells tickets for 28 train operators and carried 41 million bookings last year.',
      ],
      quotes: [q('tested with 12,000 volunteer customers'), q('tested with 21,000 volunteer customers', false)],
    }),
    near({
      id: 'n-zh-12306-captcha', host: 'www.e1-kejiribao.example', lang: 'zh', site: '科技日报网', author: '王磊', section: '科技', charset: 'gb18030',
      row: 'human-verification wording ("请完成安全验证") in a Chinese article in GB18030',
      title: '春运购票验证码再升级，旅客称“越来越难认”',
      paras: [
        '春运火车票预售开始后，不少旅客在购票网站上遇到了新的图片验证码。页面提示“请完成安全验证”，要求用户在多张图片中选出指定物品，一些旅客表示验证码越来越难认。',
        '铁路部门回应称，升级验证码是为了防止抢票软件大量占用系统资源。据介绍，今年春运首日网站日均访问量超过400亿次，其中相当一部分来自自动化程序。',
        '专家指出，验证码在拦截机器的同时也给老年人和视障人士带来困难。铁路部门表示，已在车站开设人工窗口，并提供电话订票服务作为补充。',
        '业内人士建议，旅客应通过官方渠道购票，不要轻信所谓“加速包”服务。',
      ],
      quotes: [q('今年春运首日网站日均访问量超过400亿次'), q('今年春运首日网站日均访问量超过300亿次', false)],
    }),
    near({
      id: 'n-age-checks-explainer', host: 'www.e1-dailyledger.example', lang: 'en', site: 'The Daily Ledger', author: 'Priya Raman', section: 'Explainers',
      row: 'age-gate wording ("Are you 18 or older?", "Age verification") in an explainer about age checks',
      title: 'Explainer: why websites now ask “Are you 18 or older?” — and why clicking Yes is no longer enough',
      paras: [
        'For two decades the web’s age check was a single button: “Are you 18 or older?” Visitors clicked Yes and carried on. New rules in several countries now require sites that host adult content, alcohol sales or gambling to verify age properly.',
        'The approved methods include checking a photo ID, estimating age from a selfie, or asking a bank or mobile operator to confirm that the customer is an adult. Regulators say a self-declaration box is not “highly effective” age assurance.',
        'Privacy campaigners worry that millions of adults will hand identity documents to small companies. The regulator says providers must delete images after the check and may keep only a yes-or-no result.',
        'Sites that fail to comply face fines of up to 10 per cent of global turnover. Several forums have already blocked visitors from affected countries rather than build the checks.',
      ],
      quotes: [q('fines of up to 10 per cent of global turnover'), q('fines of up to 18 per cent of global turnover', false)],
    }),
    near({
      id: 'n-fr-file-attente', host: 'www.e1-ouestinfo.example', lang: 'fr', site: 'Ouest Info', author: 'Julien Perrot', section: 'Culture',
      row: 'waiting-room wording ("Vous êtes dans la file d\'attente", "temps d\'attente estimé") in a French news article',
      title: 'Billets du festival : 150 000 personnes dans la file d’attente virtuelle',
      paras: [
        'La mise en vente des pass du festival a attiré vendredi matin près de 150 000 internautes. Dès 10 heures, la billetterie affichait : « Vous êtes dans la file d’attente. Temps d’attente estimé : plus d’une heure. »',
        'Les organisateurs ont expliqué avoir choisi une file d’attente virtuelle pour éviter la saturation du site, qui s’était effondré l’an dernier. Chaque visiteur reçoit un numéro aléatoire au moment de l’ouverture.',
        'Les pass trois jours se sont écoulés en 52 minutes. Quelques billets à la journée restent disponibles pour le dimanche.',
        'Le festival rappelle que seule la bourse d’échange officielle garantit la validité des billets revendus.',
      ],
      quotes: [q('Les pass trois jours se sont écoulés en 52 minutes'), q('Les pass trois jours se sont écoulés en 25 minutes', false)],
    }),
    near({
      id: 'n-de-brief-offline', host: 'www.e1-stadtanzeiger.example', lang: 'de', site: 'Stadtanzeiger', author: 'Tobias Krüger', section: 'Lokales',
      row: 'offline / maintenance wording in a short complete German news brief',
      title: 'Stadtportal nach Hackerangriff weiter offline',
      paras: [
        'Die Internetseite der Stadt ist auch am dritten Tag nach dem Cyberangriff nicht erreichbar. Wer sie aufruft, sieht nur den Hinweis „Wegen Wartungsarbeiten vorübergehend nicht verfügbar“.',
        'Bürgerbüro und Standesamt sind telefonisch erreichbar, Termine werden bis Freitag verschoben, teilte ein Sprecher mit.',
      ],
      quotes: [q('Termine werden bis Freitag verschoben'), q('Termine werden bis Montag verschoben', false)],
    }),
    near({
      id: 'n-headline-access-denied', host: 'www.e1-artsreview.example', lang: 'en', site: 'Arts Review', author: 'Celia Morgan', section: 'Museums',
      row: 'a headline that IS a wall message ("Access Denied") over a full feature',
      title: 'Access Denied',
      context: { title: 'Access Denied: why museums keep their archives locked', claims: ['Fewer than 3 per cent of the objects held by the country’s national museums are on display at any time.'] },
      o: { docTitle: 'Access Denied: why museums keep their archives locked | Arts Review', description: 'Why museums keep most of their collections locked away in storage.' },
      paras: [
        'Fewer than 3 per cent of the objects held by the country’s national museums are on display at any time. The rest — about 9 million items — sit in stores, basements and rented warehouses that the public almost never sees.',
        'Curators say this is not secrecy but necessity. Textiles fade in light, paper crumbles when handled and many objects are simply too fragile, too large or too similar to hundreds of others to justify a place in a gallery.',
        'Researchers tell a different story. Booking a visit to a study room can take months, and several museums have cut the staff who used to fetch objects for visitors. “The archive is open in theory and closed in practice,” said one historian.',
        'Some institutions are trying another way. A new collections centre in the north has glass-walled stores and free weekly tours, and 40,000 visitors went through it in its first year.',
        'The question for the next decade, curators agree, is not whether to show more but how to let people find what is already there: digitising records, photographing objects and publishing them openly online.',
      ],
      quotes: [q('about 9 million items — sit in stores, basements and rented warehouses'), q('about 6 million items - sit in stores', false)],
    }),
    near({
      id: 'n-pt-govbr-manutencao', host: 'www.e1-folhadoestado.example', lang: 'pt', site: 'Folha do Estado', author: 'Ana Beatriz Lima', section: 'Economia',
      row: 'maintenance wording ("sistema em manutenção", "fora do ar") in a Brazilian news article',
      title: 'Portal de serviços fica fora do ar e contribuintes não conseguem emitir guias',
      paras: [
        'O portal de serviços do governo ficou fora do ar por cerca de oito horas nesta segunda-feira, no último dia do prazo para o pagamento de uma contribuição. Quem tentava acessar via a mensagem “Sistema em manutenção. Tente novamente mais tarde.”',
        'Segundo o órgão responsável, a instabilidade foi causada por um volume de acessos três vezes maior que o previsto. O prazo de pagamento foi prorrogado até sexta-feira, sem multa.',
        'Contadores reclamaram que a falha se repete todo ano nas datas de vencimento e pediram que o governo amplie a capacidade dos servidores antes dos prazos.',
        'O órgão informou que pretende migrar o sistema para uma nova infraestrutura em nuvem até o fim do ano.',
      ],
      quotes: [q('O prazo de pagamento foi prorrogado até sexta-feira, sem multa'), q('O prazo de pagamento foi prorrogado até quinta-feira, sem multa', false)],
    }),
    near({
      id: 'n-consent-before-you-continue', host: 'www.e1-regwatch.example', lang: 'en', site: 'RegWatch', author: 'Tom Ashdown', section: 'Privacy',
      row: 'consent-interstitial wording ("Before you continue", "We use cookies and data", "Accept all / Reject all") in a privacy news story',
      title: 'Search giant redesigns its “Before you continue” consent page after regulator’s ruling',
      paras: [
        'Visitors in Europe will soon see a different “Before you continue” page when they first open the company’s search engine. After a ruling by a data-protection authority, the “Reject all” button will sit next to “Accept all”, in the same size and colour.',
        'The old page said “We use cookies and data to deliver and maintain services” and offered a single prominent accept button, with the refusal hidden behind “More options”. The regulator found that design pushed users towards consent.',
        'The company said the change would roll out in all 30 countries of the European Economic Area within six weeks. It did not say whether it expected the share of users who accept tracking to fall.',
        'Consumer groups welcomed the decision but said similar pages elsewhere still nudge visitors, and called for a single standard for consent dialogs across the bloc.',
      ],
      quotes: [q('roll out in all 30 countries of the European Economic Area within six weeks'), q('roll out in all 27 countries of the European Economic Area within six weeks', false)],
    }),
    near({
      id: 'n-cs-blokace-sazeni', host: 'www.e1-pravonadnes.example', lang: 'cs', site: 'Právo na dnes', author: 'Petr Dvořák', section: 'Domácí', charset: 'windows-1250',
      row: 'ISP block wording ("stránka byla zablokována na základě") in a Czech article in windows-1250',
      title: 'Seznam zablokovaných sázkových webů se rozrostl na 800 adres',
      paras: [
        'Ministerstvo financí rozšířilo seznam nepovolených internetových her o dalších 120 adres. Poskytovatelé připojení je musí do patnácti dnů zablokovat. Místo webu pak uživatel uvidí stránku s upozorněním, že stránka byla zablokována na základě zákona o hazardních hrách.',
        'Celkem je na seznamu nyní přes 800 adres. Ministerstvo tvrdí, že blokace chrání hráče před nelicencovanými provozovateli, kteří neodvádějí daně a nedodržují pravidla ochrany hráčů.',
        'Kritici upozorňují, že blokace na úrovni DNS se dá snadno obejít, a navrhují spíše blokovat platby nelegálním provozovatelům.',
        'Ministerstvo uvedlo, že spolupracuje s bankami na tom, aby se platby na zablokované weby zastavily už letos.',
      ],
      quotes: [q('Celkem je na seznamu nyní přes 800 adres'), q('Celkem je na seznamu nyní přes 900 adres', false)],
    }),
    near({
      id: 'n-id-internet-positif', host: 'www.e1-kabarnusantara.example', lang: 'id', site: 'Kabar Nusantara', author: 'Dewi Lestari', section: 'Teknologi',
      row: 'ISP block wording ("Internet Positif", "situs ini diblokir") in an Indonesian news article',
      title: 'Kominfo blokir ribuan situs judi daring, pengguna diarahkan ke halaman Internet Positif',
      paras: [
        'Kementerian Komunikasi dan Informatika memblokir sekitar 4.300 situs judi daring dalam sepekan terakhir. Pengguna yang mencoba membuka situs tersebut diarahkan ke halaman Internet Positif yang menyatakan bahwa situs ini diblokir karena memuat konten negatif.',
        'Menurut kementerian, sebagian besar situs judi berganti alamat setiap beberapa hari sehingga pemblokiran harus dilakukan terus-menerus. Kementerian juga meminta bank membekukan rekening yang terkait dengan judi daring.',
        'Pengamat menilai pemblokiran saja tidak cukup dan meminta pemerintah memperkuat literasi digital, terutama bagi remaja.',
        'Masyarakat dapat melaporkan situs bermuatan negatif melalui kanal aduan resmi kementerian.',
      ],
      quotes: [q('memblokir sekitar 4.300 situs judi daring dalam sepekan terakhir'), q('memblokir sekitar 3.400 situs judi daring dalam sepekan terakhir', false)],
    }),
    near({
      id: 'n-el-taxisnet-syntirisi', host: 'www.e1-kathimerini-press.example', lang: 'el', site: 'Ημερήσια Ενημέρωση', author: 'Νίκος Παπαδόπουλος', section: 'Οικονομία', charset: 'iso-8859-7',
      row: 'maintenance wording ("υπό συντήρηση") in a Greek news article in ISO-8859-7',
      title: 'Εκτός λειτουργίας το Σαββατοκύριακο οι ηλεκτρονικές υπηρεσίες της εφορίας',
      paras: [
        'Οι ηλεκτρονικές υπηρεσίες της φορολογικής διοίκησης θα είναι εκτός λειτουργίας από το βράδυ του Σαββάτου έως το πρωί της Δευτέρας, λόγω αναβάθμισης των συστημάτων. Όσοι επισκεφθούν την πλατφόρμα θα δουν ότι βρίσκεται υπό συντήρηση.',
        'Σύμφωνα με την ανακοίνωση, η αναβάθμιση αφορά περίπου 35 εφαρμογές, μεταξύ των οποίων η υποβολή δηλώσεων και η έκδοση πιστοποιητικών.',
        'Οι προθεσμίες που λήγουν μέσα στο διάστημα αυτό παρατείνονται έως την Τετάρτη, διευκρίνισε το υπουργείο.',
        'Οι λογιστές ζητούν να ανακοινώνονται τέτοιες διακοπές τουλάχιστον δύο εβδομάδες νωρίτερα.',
      ],
      quotes: [q('η αναβάθμιση αφορά περίπου 35 εφαρμογές'), q('η αναβάθμιση αφορά περίπου 53 εφαρμογές', false)],
    }),
    near({
      id: 'n-he-geoblock', host: 'www.e1-yomon.example', lang: 'he', site: 'יומון', author: 'נועה לוי', section: 'טכנולוגיה', charset: 'iso-8859-8',
      row: 'geo-block wording ("האתר אינו זמין במדינה שלך") in a Hebrew article in ISO-8859-8',
      title: 'אתרי ממשלה חוסמים גלישה מחו"ל: "האתר אינו זמין במדינה שלך"',
      paras: [
        'ישראלים השוהים בחו"ל מדווחים כי אינם מצליחים להיכנס לכמה אתרים ממשלתיים. במקום האתר מופיעה ההודעה "האתר אינו זמין במדינה שלך".',
        'במערך הסייבר הלאומי הסבירו כי החסימה נועדה להקטין את מספר המתקפות על אתרי הממשלה, שרובן מגיעות מחוץ לישראל. לדבריהם, מספר הניסיונות לתקוף אתרים ממשלתיים עלה בכ-70 אחוז בשנה האחרונה.',
        'משרד החוץ ממליץ לישראלים בחו"ל להשתמש בשירות הזדהות לאומי או לפנות לנציגויות.',
        'החסימה צפויה להימשך עד להודעה חדשה.',
      ],
      quotes: [q('עלה בכ-70 אחוז בשנה האחרונה'), q('עלה בכ-40 אחוז בשנה האחרונה', false)],
    }),
    near({
      id: 'n-forum-value-privacy', host: 'forum.e1-askweb.example', lang: 'en', site: 'AskWeb', shape: 'forum', author: null,
      row: 'consent wording ("We value your privacy", "Accept all") in a Q&A thread whose title asks about it',
      title: 'Why does every news site now open with a “We value your privacy” popup?',
      paras: [
        'Every time I open a link from a newspaper I get a huge box that says “We value your privacy” with an “Accept all” button and a tiny “Manage options” link. Was there a law change? It never used to be this bad.',
        'It is the EU’s ePrivacy rules plus the GDPR. Sites need your consent before setting non-essential cookies, and most of them use one of a handful of consent-management platforms, which is why the boxes all look the same. The wording “We value your privacy” is literally the default text of one popular platform.',
        'The boxes got bigger because regulators fined sites whose refuse button was hidden. Now most have to show “Reject all” on the first layer, so they redesigned the whole dialog. If you are tired of them, browser extensions can answer the popups for you automatically.',
      ],
    }),
    near({
      id: 'n-451-brief', host: 'www.e1-techwire.example', lang: 'en', site: 'TechWire', author: 'Liam Chen', section: 'Policy',
      row: 'the 451 phrase ("Unavailable For Legal Reasons") in a short complete news brief',
      title: 'US news sites still show Europeans an “Unavailable for legal reasons” page, seven years on',
      paras: [
        'Seven years after the GDPR took effect, at least 1,100 American local news websites still block visitors from the European Union with a page reading “451: Unavailable for legal reasons”, according to a count by a researcher at a Dutch university.',
        'Most belong to small publishing groups that decided complying with the rules was not worth the cost for a handful of foreign readers.',
      ],
      quotes: [q('at least 1,100 American local news websites'), q('at least 1,300 American local news websites', false)],
    }),
    near({
      id: 'n-th-maintenance', host: 'www.e1-thaidaily.example', lang: 'th', site: 'ไทยเดลี่ออนไลน์', author: 'สมชาย ใจดี', section: 'เทคโนโลยี',
      row: 'maintenance wording ("ปิดปรับปรุงระบบ") in a Thai news article',
      title: 'ธนาคารแจ้งปิดปรับปรุงระบบแอปพลิเคชันช่วงสุดสัปดาห์',
      paras: [
        'ธนาคารพาณิชย์แห่งหนึ่งประกาศปิดปรับปรุงระบบแอปพลิเคชันและอินเทอร์เน็ตแบงกิ้งในคืนวันเสาร์ ตั้งแต่เวลา 23.00 น. ถึง 05.00 น. ของวันอาทิตย์ ผู้ใช้งานที่เข้าแอปในช่วงเวลาดังกล่าวจะพบข้อความแจ้งว่าระบบอยู่ระหว่างการปรับปรุง',
        'ธนาคารระบุว่าการปรับปรุงครั้งนี้เพื่อเพิ่มความปลอดภัยและรองรับจำนวนผู้ใช้งานที่เพิ่มขึ้นกว่า 12 ล้านราย โดยลูกค้ายังสามารถใช้บัตรเดบิตและกดเงินสดจากตู้เอทีเอ็มได้ตามปกติ',
        'ธนาคารแนะนำให้ลูกค้าทำธุรกรรมที่จำเป็นให้เสร็จก่อนเวลาปิดระบบ และขออภัยในความไม่สะดวก',
      ],
      quotes: [q('รองรับจำนวนผู้ใช้งานที่เพิ่มขึ้นกว่า 12 ล้านราย'), q('รองรับจำนวนผู้ใช้งานที่เพิ่มขึ้นกว่า 21 ล้านราย', false)],
    }),
  ];
}
