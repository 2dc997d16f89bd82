/**
 * edges1 far hits, part 1: walls that are `blocked` — JavaScript / bot checks, WAF rejections,
 * consent interstitials, geo-blocks, maintenance and database-error pages, court / ISP blocks,
 * waiting rooms and rate limits — worded the way sites nobody copied word them, in many languages,
 * legacy charsets, bare pages and pages inside full site chrome.
 */
import { far, rail } from './edges1kit';
import { entry, redirect, shell, target, write, type Entry } from './blindkit';

type Row = [id: string, lang: string, title: string, main: string, cited: string, x?: { charset?: string; layout?: 'chrome' | 'bare'; status?: number; headers?: Record<string, string>; claim?: string; head?: string; sidebar?: string }];

function rows(expected: 'blocked', row: string, list: Row[], host: (id: string) => string): Entry[] {
  return list.map(([id, lang, title, main, cited, x]) => far({ id, host: host(id), lang, expected, row, title, main, cited, ...(x ?? {}) }));
}

const RAIL_SV = rail('Mest läst', ['Regeringen presenterar ny budget', 'Storm väntas över Västkusten', 'Så mycket höjs elpriset i vinter', 'Ny skandal i allsvenskan', 'Bostadspriserna fortsätter sjunka']);
const RAIL_DE = rail('Meistgelesen', ['Bundestag beschließt Rentenpaket', 'Sturmtief zieht über Norddeutschland', 'DAX schließt im Plus', 'Neue Regeln für E-Scooter', 'Bahn streicht Verbindungen']);

export function far1(): Entry[] {
  const bot = (id: string) => `www.${id.replace(/^f-/, 'e1-')}.example`;
  const out: Entry[] = [];
  out.push(
    ...rows('blocked', 'JavaScript / bot check standing alone on a terse page (terse-wall row), unseen wording', [
      ['f-js-pl', 'pl', 'Chwileczkę…', `<div class="box"><h1>Sprawdzamy, czy jesteś człowiekiem</h1><p>To potrwa tylko kilka sekund. Strona załaduje się automatycznie.</p><noscript>Aby kontynuować, włącz obsługę JavaScript w przeglądarce.</noscript></div><script src="/.well-known/shield/challenge.js"></script>`, 'Rząd przyjął projekt budżetu na przyszły rok', { layout: 'bare', claim: 'Deficyt ma wynieść 5,5 proc. PKB.' }],
      ['f-js-cs', 'cs', 'Ověření prohlížeče', `<main><h2>Ověřujeme, že nejste robot</h2><p>Chvíli strpení, kontrola proběhne automaticky a poté budete přesměrováni na požadovanou stránku.</p><p class="ray">ID požadavku: 8f3a-22c1-90de</p></main>`, 'Praha otevře nový tramvajový most přes Vltavu', { layout: 'bare', charset: 'windows-1250' }],
      ['f-js-tr', 'tr', 'Lütfen bekleyin', `<div id="challenge"><h1>Tarayıcınız kontrol ediliyor</h1><p>Bu işlem otomatik olarak tamamlanır. Sayfaya birkaç saniye içinde yönlendirileceksiniz.</p><p>Sorun devam ederse çerezlerin ve JavaScript'in etkin olduğundan emin olun.</p></div>`, 'Merkez Bankası faiz kararını açıkladı', { layout: 'bare', charset: 'iso-8859-9' }],
      ['f-js-vi', 'vi', 'Vui lòng chờ', `<div class="wrap"><h1>Đang kiểm tra trình duyệt của bạn</h1><p>Quá trình này diễn ra tự động. Bạn sẽ được chuyển hướng trong giây lát.</p><p>Vui lòng bật JavaScript và cookie để tiếp tục.</p></div>`, 'Giá xăng giảm lần thứ ba liên tiếp', { layout: 'bare' }],
      ['f-js-id', 'id', 'Satu langkah lagi', `<div><h1>Memeriksa peramban Anda sebelum mengakses situs</h1><p>Mohon tunggu sebentar, Anda akan dialihkan secara otomatis.</p><p><small>Perlindungan oleh layanan keamanan situs</small></p></div>`, 'Pemerintah umumkan kenaikan upah minimum 2026', { layout: 'bare' }],
      ['f-js-sv', 'sv', 'Ett ögonblick…', `<section class="verify"><h1>Vi kontrollerar din webbläsare</h1><p>Det här tar bara några sekunder. Sidan laddas om automatiskt när kontrollen är klar.</p></section>`, 'Regeringen sänker skatten på bensin', { layout: 'bare' }],
      ['f-js-fi', 'fi', 'Hetkinen', `<div class="c"><h1>Varmistamme, että olet ihminen</h1><p>Tarkistus tapahtuu automaattisesti muutamassa sekunnissa. Salli evästeet ja JavaScript, jos sivu ei lataudu.</p></div>`, 'Helsinki rakentaa uuden raitiotien Itäkeskukseen', { layout: 'bare' }],
      ['f-js-el', 'el', 'Παρακαλώ περιμένετε', `<div><h1>Ελέγχουμε το πρόγραμμα περιήγησής σας</h1><p>Η διαδικασία είναι αυτόματη και διαρκεί λίγα δευτερόλεπτα.</p></div>`, 'Νέα μέτρα στήριξης για τα νοικοκυριά', { layout: 'bare', charset: 'iso-8859-7' }],
      ['f-js-he', 'he', 'רק רגע', `<div><h1>אנחנו מוודאים שאתם לא רובוט</h1><p>הבדיקה נמשכת כמה שניות ותעביר אתכם לעמוד באופן אוטומטי.</p></div>`, 'הממשלה אישרה את תקציב המדינה', { layout: 'bare', charset: 'iso-8859-8' }],
      ['f-js-ar', 'ar', 'لحظة من فضلك', `<div><h1>جارٍ التحقق من متصفحك</h1><p>تتم هذه العملية تلقائياً، وسيتم تحويلك إلى الصفحة المطلوبة خلال ثوانٍ.</p></div>`, 'البنك المركزي يرفع أسعار الفائدة', { layout: 'bare' }],
      ['f-js-hi', 'hi', 'कृपया प्रतीक्षा करें', `<div><h1>आपके ब्राउज़र की जाँच की जा रही है</h1><p>यह प्रक्रिया अपने आप पूरी होगी। कुछ ही सेकंड में आपको पेज पर भेज दिया जाएगा।</p></div>`, 'सरकार ने नई शिक्षा नीति की घोषणा की', { layout: 'bare' }],
      ['f-js-th', 'th', 'กรุณารอสักครู่', `<div><h1>กำลังตรวจสอบเบราว์เซอร์ของคุณ</h1><p>ระบบจะพาคุณไปยังหน้าที่ต้องการโดยอัตโนมัติภายในไม่กี่วินาที</p></div>`, 'รัฐบาลประกาศมาตรการลดค่าไฟฟ้า', { layout: 'bare' }],
      ['f-js-en-odd', 'en', 'One moment', `<div class="gate"><h1>Hold tight — we’re making sure you’re a person, not a script.</h1><p>This usually takes under five seconds. Don’t close the tab.</p></div><script>setTimeout(function(){location.reload()},4000)</script>`, 'City council approves new cycling budget for 2026', { layout: 'bare', claim: 'The council approved £12 million for protected cycle lanes.' }],
      ['f-js-nl', 'nl', 'Even geduld', `<div><h1>Even geduld alsjeblieft</h1><p>We controleren of je een mens bent. Dit duurt maar een paar seconden.</p></div>`, 'Kabinet presenteert plannen voor woningbouw', { layout: 'bare' }],
    ], bot),
  );
  out.push(
    ...rows('blocked', 'human-verification / CAPTCHA wall inside full site chrome (nav, footer, sidebar, cookie banner)', [
      ['f-captcha-de-chrome', 'de', 'Sicherheitsprüfung – Tagesblick', `<div class="captcha-page"><h1>Kurze Sicherheitsprüfung</h1><p>Bitte bestätigen Sie, dass Sie kein Roboter sind, um fortzufahren.</p><div class="captcha-widget" data-sitekey="6Lc_x"></div><button>Weiter</button></div>`, 'Bundestag beschließt Rentenpaket', { sidebar: RAIL_DE, claim: 'Das Rentenniveau soll bis 2031 bei 48 Prozent gehalten werden.' }],
      ['f-captcha-it-chrome', 'it', 'Verifica – Il Corriere Locale', `<div class="verify"><h1>Dimostra di essere una persona</h1><p>Abbiamo rilevato un traffico insolito dalla tua rete. Completa la verifica qui sotto per continuare la lettura.</p><div class="h-captcha" data-sitekey="10000000"></div></div>`, 'Il Comune approva il nuovo piano del traffico', {}],
      ['f-captcha-sv-chrome', 'sv', 'Verifiering – Sydposten', `<div class="verify"><h1>Bekräfta att du inte är en robot</h1><p>Vi har sett ovanligt många anrop från din uppkoppling. Klicka i rutan nedan för att fortsätta till artikeln.</p><div class="captcha"></div></div>`, 'Regeringen presenterar ny budget', { sidebar: RAIL_SV }],
    ], bot),
  );
  out.push(
    ...rows('blocked', 'WAF / access-denied page (terse-wall row), unseen wording and legacy charsets', [
      ['f-waf-ja', 'ja', 'アクセスできません', `<div><h1>アクセスが拒否されました</h1><p>お客様のリクエストはセキュリティ上の理由によりブロックされました。</p><p>お問い合わせ番号：7731-A92F-0C18</p></div>`, '日銀、政策金利を据え置き', { layout: 'bare', charset: 'shift_jis' }],
      ['f-waf-ru', 'ru', 'Запрос отклонён', `<div><h1>Запрос отклонён</h1><p>Ваш запрос заблокирован системой защиты сайта. Если вы считаете, что это ошибка, сообщите в поддержку номер обращения: 55812-ab90.</p></div>`, 'Правительство утвердило бюджет на три года', { layout: 'bare', charset: 'windows-1251' }],
      ['f-waf-es', 'es', 'Solicitud bloqueada', `<div><h1>Lo sentimos, su solicitud ha sido bloqueada</h1><p>El cortafuegos de este sitio ha detenido la petición. Código de incidencia: 4F7A-99E2.</p></div>`, 'El Gobierno aprueba la reforma de las pensiones', { layout: 'bare' }],
      ['f-waf-fr-403', 'fr', 'Accès refusé', `<h1>Accès refusé</h1><p>Vous n'avez pas l'autorisation d'accéder à cette ressource sur ce serveur.</p><p>Référence : #18.6f3c1702.1732660000.2b9e4</p>`, 'Le gouvernement présente son plan pour le logement', { layout: 'bare', status: 403 }],
      ['f-waf-pt', 'pt', 'Acesso negado', `<div><h1>Acesso negado</h1><p>A sua solicitação foi identificada como potencialmente maliciosa e não pôde ser processada.</p><p>ID do incidente: 11873-44-XZ</p></div>`, 'Governo anuncia reajuste do salário mínimo', { layout: 'bare' }],
      ['f-waf-406', 'en', '406 Not Acceptable', `<h1>Not Acceptable!</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p>`, 'Harbour redevelopment plan approved', { layout: 'bare', status: 406 }],
      ['f-waf-418', 'en', 'I\'m a teapot', `<h1>418</h1><p>Automated requests are not served here.</p>`, 'New museum wing opens to the public', { layout: 'bare', status: 418 }],
    ], bot),
  );
  out.push(
    ...rows('blocked', 'consent interstitial served as the page (consent rows), unseen wording', [
      ['f-consent-nl', 'nl', 'Toestemming – Dagblad Noord', `<div class="consent-wall"><h1>Wij vragen je toestemming</h1><p>Dagblad Noord en zijn partners gebruiken cookies en vergelijkbare technieken om je gedrag te volgen, advertenties te tonen en de site te verbeteren.</p><button>Akkoord en doorgaan</button> <a href="/instellingen">Instellingen aanpassen</a></div>`, 'Kabinet presenteert plannen voor woningbouw', { layout: 'bare', claim: 'Er moeten jaarlijks 100.000 woningen bij komen.' }],
      ['f-consent-sv', 'sv', 'Innan du fortsätter', `<div class="cmp"><h1>Vi behöver ditt samtycke</h1><p>Vi och våra 212 partner lagrar och hämtar information på din enhet, till exempel cookies, för personanpassade annonser och mätning.</p><button>Godkänn alla</button><button>Hantera val</button></div>`, 'Regeringen sänker skatten på bensin', { layout: 'bare' }],
      ['f-consent-fi', 'fi', 'Evästeasetukset', `<div class="cmp"><h1>Evästeet ja yksityisyytesi</h1><p>Käytämme evästeitä sisällön ja mainosten personointiin sekä liikenteen analysointiin. Kumppanimme voivat yhdistää tietoja muihin tietoihin.</p><button>Hyväksy kaikki</button><button>Vain välttämättömät</button></div>`, 'Helsinki rakentaa uuden raitiotien Itäkeskukseen', { layout: 'bare' }],
      ['f-consent-cs', 'cs', 'Souhlas se zpracováním', `<div class="cmp"><h1>Vaše soukromí je pro nás důležité</h1><p>My a naši partneři používáme soubory cookie k personalizaci obsahu a reklam a k analýze návštěvnosti. Kliknutím na tlačítko udělujete souhlas.</p><button>Souhlasím</button><button>Nastavení</button></div>`, 'Praha otevře nový tramvajový most přes Vltavu', { layout: 'bare', charset: 'iso-8859-2' }],
      ['f-consent-pt', 'pt', 'Antes de continuar', `<div class="cmp"><h1>Antes de continuar para o site</h1><p>Nós e os nossos parceiros utilizamos cookies para armazenar e aceder a informações no seu dispositivo, para anúncios personalizados e medição de audiências.</p><button>Concordo</button><button>Mais opções</button></div>`, 'Governo anuncia reajuste do salário mínimo', { layout: 'bare' }],
      ['f-consent-el', 'el', 'Συγκατάθεση', `<div class="cmp"><h1>Η ιδιωτικότητά σας</h1><p>Εμείς και οι συνεργάτες μας χρησιμοποιούμε cookies για την εξατομίκευση περιεχομένου και διαφημίσεων. Πατήστε «Αποδοχή όλων» για να συνεχίσετε.</p><button>Αποδοχή όλων</button><button>Ρυθμίσεις</button></div>`, 'Νέα μέτρα στήριξης για τα νοικοκυριά', { layout: 'bare' }],
      ['f-consent-tr', 'tr', 'Çerez tercihleri', `<div class="cmp"><h1>Gizliliğinize önem veriyoruz</h1><p>Biz ve iş ortaklarımız, içerik ve reklamları kişiselleştirmek için çerezler kullanıyoruz. Devam etmek için onay vermeniz gerekir.</p><button>Tümünü kabul et</button><button>Seçenekler</button></div>`, 'Merkez Bankası faiz kararını açıkladı', { layout: 'bare' }],
    ], bot),
  );
  // consent host redirect (consent rows: the chain ends on a `consent.` host)
  out.push(
    entry('f-consent-host-redirect', 'www.e1-nordkurier.example', 'blocked', 'far hit — redirect chain ending on a consent. host (consent-host row), German', redirect((o) => `${o('consent.e1-nordkurier.example')}/v2/?return=%2Fpolitik%2Frente`, 302), { context: { title: 'Bundestag beschließt Rentenpaket' } }),
    target('f-consent-host-page', 'consent.e1-nordkurier.example', '/v2/', (_q, r) => write(r, { body: `<!DOCTYPE html><html lang="de"><head><title>Nordkurier</title></head><body><h1>Willkommen beim Nordkurier</h1><p>Wir und unsere Partner speichern Informationen auf Ihrem Gerät.</p><button>Zustimmen</button></body></html>` })),
  );
  out.push(
    ...rows('blocked', 'geo-block standing alone (geo-block rows), unseen wording and languages', [
      ['f-geo-sv', 'sv', 'Inte tillgängligt', `<div><h1>Den här tjänsten kan inte användas från din nuvarande plats</h1><p>På grund av rättighetsavtal är innehållet endast tillgängligt i Sverige.</p></div>`, 'Allsvenskan: se målen från helgens omgång', { layout: 'bare' }],
      ['f-geo-fi', 'fi', 'Ei saatavilla', `<div><h1>Sisältö ei ole katsottavissa sijainnistasi</h1><p>Ohjelmaa voi katsoa vain Suomessa oikeussyistä.</p></div>`, 'Jääkiekon MM-finaali kokonaisuudessaan', { layout: 'bare' }],
      ['f-geo-cs', 'cs', 'Nedostupné', `<div><h1>Tento pořad není mimo Českou republiku k dispozici</h1><p>Z licenčních důvodů lze pořad přehrát jen na území ČR.</p></div>`, 'Zprávy: povodně na Moravě', { layout: 'bare', charset: 'windows-1250' }],
      ['f-geo-el', 'el', 'Μη διαθέσιμο', `<div><h1>Το περιεχόμενο δεν προβάλλεται στην περιοχή σας</h1><p>Λόγω δικαιωμάτων, το βίντεο είναι διαθέσιμο μόνο στην Ελλάδα.</p></div>`, 'Ο τελικός του κυπέλλου σε βίντεο', { layout: 'bare', charset: 'iso-8859-7' }],
      ['f-geo-he', 'he', 'לא זמין', `<div><h1>השידור אינו זמין מחוץ לישראל</h1><p>בשל זכויות שידור, ניתן לצפות בתוכן רק מתוך ישראל.</p></div>`, 'תקציר המשחק של הנבחרת', { layout: 'bare', charset: 'iso-8859-8' }],
      ['f-geo-hi', 'hi', 'उपलब्ध नहीं', `<div><h1>यह वीडियो आपके क्षेत्र में उपलब्ध नहीं है</h1><p>प्रसारण अधिकारों के कारण यह सामग्री केवल भारत में देखी जा सकती है।</p></div>`, 'क्रिकेट मैच की पूरी हाइलाइट्स', { layout: 'bare' }],
      ['f-geo-vi', 'vi', 'Không khả dụng', `<div><h1>Nội dung này không được phát tại khu vực của bạn</h1><p>Do vấn đề bản quyền, video chỉ xem được tại Việt Nam.</p></div>`, 'Trực tiếp trận chung kết bóng đá', { layout: 'bare' }],
      ['f-geo-id', 'id', 'Tidak tersedia', `<div><h1>Maaf, tayangan ini tidak dapat diakses dari lokasi Anda</h1><p>Karena hak siar, video hanya tersedia di Indonesia.</p></div>`, 'Cuplikan pertandingan timnas', { layout: 'bare' }],
      ['f-geo-en-odd', 'en', 'Valley Times', `<div class="notice"><h1>Sorry — readers in your region can’t reach Valley Times right now</h1><p>Because of local data-protection rules, we’re not serving pages to visitors from the European Economic Area while we update our systems.</p></div>`, 'New footbridge over the Aire opens to walkers and cyclists', { layout: 'chrome', claim: 'The steel bridge cost £4.2 million.' }],
      ['f-geo-th', 'th', 'ไม่สามารถรับชมได้', `<div><h1>ไม่สามารถรับชมเนื้อหานี้ในพื้นที่ของคุณ</h1><p>เนื่องจากลิขสิทธิ์ วิดีโอนี้รับชมได้เฉพาะในประเทศไทย</p></div>`, 'ไฮไลต์ฟุตบอลนัดชิงชนะเลิศ', { layout: 'bare' }],
    ], bot),
  );
  return out;
}
