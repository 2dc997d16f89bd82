/**
 * edges2 far hits, part 1: TWO SIGNALS ON ONE PAGE, the notice winning — a gone notice beside a
 * paywall teaser, soft 404s inside full chrome with a search box, related stories that share the cited
 * title's words and a long footer (in 20 languages and 9 legacy charsets), maintenance and consent
 * pages inside full chrome, metered / registration / member-only walls worded anew, a bot wall whose
 * article sits in <noscript> (debatable, `valid`).
 */
import type { CitationStatus } from '../../activities/classify/classify';
import type { Entry } from './blindkit';
import { entry, write } from './blindkit';
import { esc, far, FILL, noticeHtml, related, siteOf } from './edges2kit';

const H = 'edges2-f1.example';

const LONG_FOOTER = (lang: string) => `<div class="footer-about"><p>${(FILL[lang] ?? FILL.en!).join(' ')}</p></div>`;

/** A soft 404 in full chrome: search form, related stories on the cited subject, long footer text. */
function soft404(id: string, lang: string, cited: string, heading: string, line: string, rel: string[], charset?: string): Entry {
  const main = `<div class="error-page"><h1>${esc(heading)}</h1><p>${esc(line)}</p><form class="search-again" action="/search"><input type="search" name="q" value=""><button>🔍</button></form></div>${related(lang, rel)}${LONG_FOOTER(lang)}`;
  return far(id, H, 'mismatch', `soft 404 (${lang}${charset ? `, ${charset}` : ''}) with a search box, related stories sharing the cited title's words and a long footer`, cited,
    noticeHtml(lang, heading, main, { charset, cookie: true }), { charset, claim: undefined });
}

function wall(id: string, expected: CitationStatus, reason: string, lang: string, cited: string, docTitle: string, main: string, x: { charset?: string; cookie?: boolean } = {}): Entry {
  return far(id, H, expected, reason, cited, noticeHtml(lang, docTitle, main, x), { charset: x.charset });
}

const teaser = (lang: string, title: string, lead: string, gate: string, extra = '') =>
  `<article><h1>${esc(title)}</h1><p class="lead">${esc(lead)}</p><div class="gate">${gate}</div>${extra}</article>`;

export function far1(): Entry[] {
  return [
    // --- gone notice beside a paywall teaser
    wall('f-gone-paywall-en', 'mismatch', 'gone notice ("This article is no longer available") beside the site\'s subscribe box: the item is gone', 'en', 'Port authority signs deal for offshore wind hub',
      'Article unavailable | Harbour Courier', '<div class="notice"><h1>This article is no longer available</h1><p>It may have been removed at the request of a third party or because its licence expired.</p></div><aside class="subscribe-box"><h3>Subscribe for unlimited access</h3><p>Get every story from £1 a week.</p><a href="/subscribe">Subscribe now</a> <a href="/login">Sign in</a></aside>'),
    wall('f-gone-paywall-de', 'mismatch', 'gone notice ("Dieser Artikel ist nicht mehr verfügbar") beside an Abo box', 'de', 'Hafen unterzeichnet Vertrag für Offshore-Windzentrum',
      'Artikel nicht verfügbar', '<div class="notice"><h1>Dieser Artikel ist leider nicht mehr verfügbar</h1><p>Aus rechtlichen Gründen haben wir den Beitrag aus unserem Angebot genommen.</p></div><aside class="abo-box"><h3>Jetzt abonnieren</h3><p>Alle Artikel lesen – 4 Wochen für 0,99 €.</p><a href="/abo">Abo abschließen</a> <a href="/anmelden">Anmelden</a></aside>'),
    wall('f-gone-paywall-fr', 'mismatch', 'gone notice ("Cet article n\'est plus disponible") beside a subscription offer, windows-1252', 'fr', 'Le port signe un accord pour un pôle éolien en mer',
      'Article indisponible', '<div class="notice"><h1>Cet article n’est plus disponible</h1><p>Il a été retiré de notre site.</p></div><aside class="offre"><h3>Abonnez-vous</h3><p>Accédez à tous nos articles pour 1 € le premier mois.</p><a href="/abonnement">Je m’abonne</a> <a href="/connexion">Se connecter</a></aside>', { charset: 'windows-1252' }),
    wall('f-gone-paywall-ja', 'mismatch', 'gone notice ("この記事は掲載期間が終了しました") beside a 有料会員 promotion', 'ja', '港湾局、洋上風力拠点の契約に署名',
      '掲載終了', '<div class="notice"><h1>この記事は掲載期間が終了しました</h1><p>ご覧いただいた記事は掲載期間が終了したため、表示することができません。</p></div><aside class="promo"><h3>有料会員になると全ての記事が読めます</h3><a href="/subscribe">有料会員に登録</a> <a href="/login">ログイン</a></aside>'),
    // --- soft 404s in full chrome
    soft404('f-s404-en', 'en', 'Tunnel tolls to fall by a third in May', 'Hmm, we looked everywhere', 'The story you wanted has wandered off. Try a search, or see what else is new.', ['Tunnel tolls: what drivers will pay from May', 'Why the tunnel company repaid its loans early', 'Harbour traffic at record level in February', 'Ferry timetable changes for spring']),
    soft404('f-s404-es', 'es', 'Los peajes del túnel bajarán un tercio en mayo', 'Vaya, aquí no hay nada', 'La página que buscas no existe o ha cambiado de dirección. Prueba con el buscador.', ['Peajes del túnel: lo que pagarán los conductores en mayo', 'El túnel devuelve sus préstamos antes de tiempo', 'Récord de tráfico en el puerto']),
    soft404('f-s404-pl', 'pl', 'Opłaty za tunel spadną o jedną trzecią w maju', 'Ups! Nie ma takiej strony', 'Strona, której szukasz, nie istnieje albo została przeniesiona. Skorzystaj z wyszukiwarki.', ['Opłaty za tunel: ile zapłacą kierowcy od maja', 'Spółka tunelowa spłaciła kredyty przed czasem', 'Rekordowy ruch w porcie'], 'windows-1250'),
    soft404('f-s404-ja', 'ja', 'トンネル通行料、5月から3分の1値下げ', 'ページが見つかりません', 'お探しのページは削除されたか、URLが変更された可能性があります。', ['トンネル通行料、5月からいくらに', '運営会社が借入金を前倒し返済', '港の交通量が過去最高'], 'euc-jp'),
    soft404('f-s404-ru', 'ru', 'Плата за проезд по тоннелю снизится на треть', 'Упс! Такой страницы здесь нет', 'Возможно, она была удалена или вы ошиблись в адресе. Воспользуйтесь поиском.', ['Сколько водители будут платить за тоннель с мая', 'Компания досрочно погасила кредиты', 'Рекордный трафик в порту'], 'koi8-r'),
    soft404('f-s404-cs', 'cs', 'Mýto za tunel klesne v květnu o třetinu', 'Tady nic není', 'Hledaná stránka neexistuje nebo byla přesunuta. Zkuste vyhledávání.', ['Mýto za tunel: kolik řidiči zaplatí od května', 'Provozovatel tunelu splatil úvěry předčasně', 'Rekordní provoz v přístavu'], 'iso-8859-2'),
    soft404('f-s404-tr', 'tr', 'Tünel geçiş ücreti mayısta üçte bir düşecek', 'Aradığınız sayfaya ulaşılamıyor', 'Sayfa kaldırılmış, adı değişmiş ya da geçici olarak kullanım dışı olabilir.', ['Tünel geçiş ücreti mayısta ne kadar olacak', 'Tünel şirketi kredilerini erken ödedi', 'Limanda rekor trafik'], 'iso-8859-9'),
    soft404('f-s404-el', 'el', 'Τα διόδια της σήραγγας μειώνονται κατά ένα τρίτο', 'Η σελίδα που ζητήσατε δεν υπάρχει', 'Ίσως έχει διαγραφεί ή η διεύθυνση είναι λανθασμένη. Δοκιμάστε την αναζήτηση.', ['Πόσα θα πληρώνουν οι οδηγοί στη σήραγγα από τον Μάιο', 'Η εταιρεία αποπλήρωσε νωρίτερα τα δάνεια'], 'iso-8859-7'),
    soft404('f-s404-ko', 'ko', '터널 통행료 5월부터 3분의 1 인하', '요청하신 페이지를 찾을 수 없습니다', '페이지가 삭제되었거나 주소가 변경되었을 수 있습니다. 검색을 이용해 주세요.', ['5월부터 터널 통행료 얼마나 내리나', '터널 운영사, 대출 조기 상환', '항만 물동량 사상 최대']),
    soft404('f-s404-he', 'he', 'האגרה במנהרה תרד בשליש במאי', 'אופס, העמוד שחיפשת לא קיים', 'ייתכן שהעמוד הוסר או שהכתובת שגויה. נסו לחפש באתר.', ['כמה ישלמו הנהגים במנהרה ממאי', 'חברת המנהרה פרעה את ההלוואות מוקדם'], 'windows-1255'),
    soft404('f-s404-ar', 'ar', 'رسوم النفق تنخفض بمقدار الثلث في مايو', 'عذراً، الصفحة المطلوبة غير موجودة', 'ربما تم حذف الصفحة أو تغيير عنوانها. جرّب البحث في الموقع.', ['كم سيدفع السائقون في النفق اعتباراً من مايو', 'شركة النفق تسدد قروضها مبكراً'], 'windows-1256'),
    soft404('f-s404-hu', 'hu', 'Harmadával csökken az alagútdíj májustól', 'Hoppá! Ez az oldal nem létezik', 'Lehet, hogy törölték, vagy elírta a címet. Próbálja meg a keresést.', ['Mennyit fizetnek az autósok az alagútért májustól', 'Az alagút üzemeltetője előtörlesztett'], 'iso-8859-2'),
    soft404('f-s404-ro', 'ro', 'Taxa de tunel scade cu o treime din mai', 'Pagina căutată nu există', 'Este posibil să fi fost ștearsă sau mutată. Încercați căutarea.', ['Cât vor plăti șoferii pentru tunel din mai', 'Compania tunelului a rambursat creditele mai devreme']),
    soft404('f-s404-vi', 'vi', 'Phí qua hầm giảm một phần ba từ tháng Năm', 'Rất tiếc, trang bạn tìm kiếm không tồn tại', 'Trang có thể đã bị xóa hoặc đổi địa chỉ. Vui lòng thử tìm kiếm.', ['Phí qua hầm từ tháng Năm là bao nhiêu', 'Công ty hầm trả nợ trước hạn']),
    soft404('f-s404-id', 'id', 'Tarif terowongan turun sepertiga mulai Mei', 'Halaman yang Anda cari tidak tersedia', 'Mungkin halaman sudah dihapus atau alamatnya berubah. Silakan gunakan pencarian.', ['Berapa tarif terowongan mulai Mei', 'Operator terowongan melunasi pinjaman lebih awal']),
    soft404('f-s404-th', 'th', 'ค่าผ่านทางอุโมงค์ลดลงหนึ่งในสามตั้งแต่พฤษภาคม', 'ขออภัย ไม่พบหน้าที่คุณต้องการ', 'หน้านี้อาจถูกลบหรือเปลี่ยนที่อยู่แล้ว กรุณาลองค้นหา', ['ค่าผ่านทางอุโมงค์ตั้งแต่พฤษภาคมเท่าไร', 'บริษัทอุโมงค์ชำระหนี้ก่อนกำหนด'], 'windows-874'),
    soft404('f-s404-zh-tw', 'zh', '隧道通行費五月起降三分之一', '糟糕！您要找的頁面不存在', '頁面可能已被移除或網址有誤，請使用站內搜尋。', ['隧道通行費五月起收多少', '隧道公司提前償還貸款'], 'big5'),
    soft404('f-s404-uk', 'uk', 'Плата за проїзд тунелем знизиться на третину', 'Такої сторінки не існує', 'Можливо, її було видалено або адресу введено з помилкою. Скористайтеся пошуком.', ['Скільки водії платитимуть за тунель з травня', 'Компанія достроково погасила кредити'], 'windows-1251'),
    soft404('f-s404-fi', 'fi', 'Tunnelimaksu laskee kolmanneksella toukokuussa', 'Hups! Sivua ei ole olemassa', 'Etsimäsi sivu on poistettu tai siirretty. Kokeile hakua.', ['Paljonko tunnelimaksu on toukokuusta alkaen', 'Tunneliyhtiö maksoi lainansa etuajassa']),
    soft404('f-s404-nl', 'nl', 'Tunneltol daalt in mei met een derde', 'Deze pagina bestaat niet (meer)', 'Misschien is de pagina verwijderd of verplaatst. Probeer de zoekfunctie.', ['Wat betalen automobilisten vanaf mei voor de tunnel', 'Tunnelbedrijf lost leningen vervroegd af']),
    soft404('f-s404-de', 'de', 'Tunnelmaut sinkt im Mai um ein Drittel', 'Hoppla! Hier ist nichts', 'Die gewünschte Seite konnten wir leider nicht finden. Vielleicht hilft Ihnen die Suche weiter.', ['Tunnelmaut: Das zahlen Autofahrer ab Mai', 'Tunnelgesellschaft tilgt Kredite vorzeitig'], 'windows-1252'),
    // --- maintenance pages in full chrome
    wall('f-maint-en', 'blocked', 'maintenance page in full chrome, worded anew ("We\'re doing some work on the site")', 'en', 'Tunnel tolls to fall by a third in May', 'Back shortly | Harbour Courier',
      '<div class="status"><h1>We\'re doing some work on the site</h1><p>Harbour Courier is temporarily offline while our engineers upgrade the publishing system. Please check back in about an hour.</p></div>'),
    wall('f-maint-it', 'blocked', 'maintenance page ("Sito in aggiornamento, torneremo online a breve")', 'it', 'I pedaggi del tunnel scendono di un terzo', 'Sito in aggiornamento',
      '<div class="status"><h1>Sito in aggiornamento</h1><p>Stiamo effettuando interventi tecnici programmati: torneremo online a breve. Ci scusiamo per il disagio.</p></div>'),
    wall('f-maint-hu', 'blocked', 'maintenance page ("Az oldal karbantartás alatt áll"), ISO-8859-2', 'hu', 'Harmadával csökken az alagútdíj', 'Karbantartás',
      '<div class="status"><h1>Az oldal karbantartás alatt áll</h1><p>Hamarosan újra elérhetőek leszünk. Köszönjük türelmét!</p></div>', { charset: 'iso-8859-2' }),
    wall('f-maint-ro', 'blocked', 'maintenance page ("Site-ul este în mentenanță")', 'ro', 'Taxa de tunel scade cu o treime', 'Mentenanță',
      '<div class="status"><h1>Site-ul este în mentenanță</h1><p>Revenim în curând. Vă mulțumim pentru răbdare.</p></div>'),
    wall('f-maint-sv', 'blocked', 'maintenance page ("Sajten är nere för underhåll")', 'sv', 'Tunnelavgiften sänks med en tredjedel', 'Underhåll pågår',
      '<div class="status"><h1>Sajten är nere för underhåll</h1><p>Vi uppdaterar våra system och är tillbaka inom kort.</p></div>'),
    wall('f-maint-zh', 'blocked', 'maintenance page ("系统维护中，请稍后再访问"), GB18030', 'zh', '隧道通行费五月起下调三分之一', '系统维护',
      '<div class="status"><h1>系统维护中</h1><p>为了提供更好的服务，本站正在进行系统升级维护，请稍后再访问。</p></div>', { charset: 'gb18030' }),
    // --- consent-only pages
    wall('f-consent-sv', 'blocked', 'consent dialog served as the whole page (Swedish)', 'sv', 'Tunnelavgiften sänks med en tredjedel', 'Innan du fortsätter',
      '<div class="consent"><h1>Innan du fortsätter</h1><p>Vi och våra 143 partner använder cookies och liknande tekniker för att lagra och få åtkomst till information på din enhet, för annonser, mätning och personanpassat innehåll.</p><button>Godkänn alla</button> <button>Avvisa alla</button> <a href="/val">Fler alternativ</a></div>'),
    wall('f-consent-cs', 'blocked', 'consent dialog served as the whole page (Czech), windows-1250', 'cs', 'Mýto za tunel klesne o třetinu', 'Vážíme si vašeho soukromí',
      '<div class="consent"><h1>Vážíme si vašeho soukromí</h1><p>My a naši partneři ukládáme a přistupujeme k informacím ve vašem zařízení, například k souborům cookie, a zpracováváme osobní údaje pro personalizaci reklam a měření.</p><button>Přijmout vše</button> <button>Nastavení</button></div>', { charset: 'windows-1250' }),
    wall('f-consent-pt', 'blocked', 'consent dialog served as the whole page (Portuguese)', 'pt', 'Portagens do túnel descem um terço', 'A sua privacidade',
      '<div class="consent"><h1>A sua privacidade é importante para nós</h1><p>Nós e os nossos parceiros armazenamos e acedemos a informações no seu dispositivo, como cookies, e tratamos dados pessoais para anúncios personalizados e medição de audiências.</p><button>Aceitar tudo</button> <button>Rejeitar</button></div>'),
    wall('f-consent-ja', 'blocked', 'consent dialog served as the whole page (Japanese)', 'ja', 'トンネル通行料、3分の1値下げ', 'Cookieの利用について',
      '<div class="consent"><h1>Cookieの利用について</h1><p>当社および提携パートナーは、広告の配信や効果測定、コンテンツの最適化のために、Cookie等を利用して端末の情報を保存・取得します。</p><button>すべて同意する</button> <button>設定を管理</button></div>'),
    wall('f-pay-or-consent-en', 'blocked', 'pay-or-consent wall worded anew ("Accept cookies, or go ad-free for £2.99 a month")', 'en', 'Tunnel tolls to fall by a third in May', 'Choose how to read Harbour Courier',
      '<div class="consent"><h1>Choose how to read Harbour Courier</h1><p>Read for free with personalised advertising: we and our partners use cookies and process personal data for ads and measurement.</p><button>Accept cookies and continue</button><p>Or go ad-free and tracking-free for £2.99 a month.</p><a class="btn" href="/ad-free">Subscribe ad-free</a></div>'),
    wall('f-pay-or-consent-nl', 'blocked', 'pay-or-consent wall (Dutch: accepteer cookies of neem een advertentievrij abonnement)', 'nl', 'Tunneltol daalt met een derde', 'Kies hoe je leest',
      '<div class="consent"><h1>Kies hoe je Kustkrant leest</h1><p>Gratis lezen met gepersonaliseerde advertenties: wij en onze partners gebruiken cookies en verwerken persoonsgegevens.</p><button>Cookies accepteren</button><p>Of lees zonder advertenties en zonder tracking voor € 2,99 per maand.</p><a class="btn" href="/advertentievrij">Advertentievrij abonnement</a></div>'),
    // --- walls worded anew
    wall('f-login-teaser-vi', 'paywalled', 'a teaser then "Vui lòng đăng nhập để đọc tiếp" (log in to read on)', 'vi', 'Phí qua hầm giảm một phần ba', 'Phí qua hầm giảm một phần ba',
      teaser('vi', 'Phí qua hầm giảm một phần ba từ tháng Năm', 'Công ty vận hành hầm cho biết phí sẽ giảm từ ngày 1/5 sau khi trả xong khoản vay.', '<p>Vui lòng đăng nhập để đọc tiếp bài viết.</p><a href="/dang-nhap">Đăng nhập</a> <a href="/dang-ky">Đăng ký</a>')),
    wall('f-login-teaser-id', 'paywalled', 'a teaser then "Silakan masuk untuk membaca selengkapnya"', 'id', 'Tarif terowongan turun sepertiga', 'Tarif terowongan turun sepertiga',
      teaser('id', 'Tarif terowongan turun sepertiga mulai Mei', 'Operator terowongan menurunkan tarif mulai 1 Mei setelah melunasi pinjaman.', '<p>Silakan masuk untuk membaca artikel ini selengkapnya.</p><a href="/masuk">Masuk</a> <a href="/daftar">Daftar gratis</a>')),
    wall('f-meter-hu', 'paywalled', 'metered wall (Hungarian: "Elfogytak e havi ingyenes cikkei")', 'hu', 'Harmadával csökken az alagútdíj', 'Harmadával csökken az alagútdíj',
      teaser('hu', 'Harmadával csökken az alagútdíj májustól', 'Az üzemeltető május 1-jétől csökkenti a díjat.', '<p>Elfogytak e havi ingyenes cikkei. Fizessen elő, hogy korlátlanul olvashasson.</p><a href="/elofizetes">Előfizetés</a>'), { charset: 'iso-8859-2' }),
    wall('f-meter-nl', 'paywalled', 'metered wall (Dutch: "Je hebt je gratis artikelen voor deze maand gelezen")', 'nl', 'Tunneltol daalt met een derde', 'Tunneltol daalt met een derde',
      teaser('nl', 'Tunneltol daalt in mei met een derde', 'De tunnelexploitant verlaagt de tol per 1 mei.', '<p>Je hebt je gratis artikelen voor deze maand gelezen. Word abonnee en lees onbeperkt.</p><a href="/abonnement">Abonnee worden</a> <a href="/inloggen">Inloggen</a>')),
    wall('f-meter-it', 'paywalled', 'metered wall (Italian, new words: "Hai raggiunto il limite di articoli gratuiti")', 'it', 'I pedaggi del tunnel scendono di un terzo', 'I pedaggi del tunnel scendono di un terzo',
      teaser('it', 'I pedaggi del tunnel scendono di un terzo', 'Il gestore abbasserà il pedaggio dal primo maggio.', '<p>Hai raggiunto il limite di articoli gratuiti di questo mese. Abbonati per continuare a leggere.</p><a href="/abbonati">Abbonati</a>')),
    wall('f-regwall-es', 'paywalled', 'free-registration wall ("Regístrate gratis para seguir leyendo")', 'es', 'Los peajes del túnel bajarán un tercio', 'Los peajes del túnel bajarán un tercio',
      teaser('es', 'Los peajes del túnel bajarán un tercio en mayo', 'La concesionaria rebajará el peaje a partir del 1 de mayo.', '<p>Regístrate gratis para seguir leyendo esta noticia.</p><a href="/registro">Crear cuenta gratis</a> <a href="/login">Ya tengo cuenta</a>')),
    wall('f-members-ro', 'paywalled', 'member-only wall (Romanian: "Acest articol este disponibil doar pentru abonați")', 'ro', 'Taxa de tunel scade cu o treime', 'Taxa de tunel scade cu o treime',
      teaser('ro', 'Taxa de tunel scade cu o treime din mai', 'Operatorul reduce taxa de la 1 mai.', '<p>Acest articol este disponibil doar pentru abonați.</p><a href="/abonare">Abonează-te</a> <a href="/autentificare">Autentificare</a>')),
    wall('f-members-ar', 'paywalled', 'member-only wall (Arabic: "هذا المحتوى متاح للمشتركين فقط"), windows-1256', 'ar', 'رسوم النفق تنخفض بمقدار الثلث', 'رسوم النفق تنخفض بمقدار الثلث',
      teaser('ar', 'رسوم النفق تنخفض بمقدار الثلث في مايو', 'تخفض الشركة المشغلة الرسوم اعتباراً من الأول من مايو.', '<p>هذا المحتوى متاح للمشتركين فقط.</p><a href="/subscribe">اشترك الآن</a>'), { charset: 'windows-1256' }),
    wall('f-members-he', 'paywalled', 'member-only wall (Hebrew: "הכתבה זמינה למנויים בלבד")', 'he', 'האגרה במנהרה תרד בשליש', 'האגרה במנהרה תרד בשליש',
      teaser('he', 'האגרה במנהרה תרד בשליש במאי', 'החברה המפעילה תוריד את האגרה מה־1 במאי.', '<p>הכתבה זמינה למנויים בלבד.</p><a href="/subscribe">להצטרפות</a> <a href="/login">התחברות</a>')),
    wall('f-piano-el', 'paywalled', 'Piano-style wall (Greek: "Συνεχίστε την ανάγνωση με συνδρομή")', 'el', 'Τα διόδια της σήραγγας μειώνονται', 'Τα διόδια της σήραγγας μειώνονται',
      teaser('el', 'Τα διόδια της σήραγγας μειώνονται κατά ένα τρίτο', 'Η εταιρεία μειώνει τα διόδια από την 1η Μαΐου.', '<div class="tp-container-inner"><p>Συνεχίστε την ανάγνωση με συνδρομή.</p><a href="/syndromi">Γίνετε συνδρομητής</a></div>'), { charset: 'iso-8859-7' }),
    // --- a bot wall with the article in <noscript> (debatable)
    entry('f-noscript-botwall', H, 'valid', 'a JavaScript check page whose <noscript> holds the whole article (a browser passes the check; the text is in the response) — debatable', (_q, res) => write(res, {
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tunnel tolls to fall by a third in May | ${siteOf('en')}</title><script>document.cookie="js_ok=1";setTimeout(function(){location.reload()},1500)</script></head><body><div id="check"><p>Checking your browser before accessing the site…</p></div><noscript><article><h1>Tunnel tolls to fall by a third in May</h1><p>Tolls for the harbour tunnel will fall by a third from 1 May, the port company said, after the last of the construction loans was repaid ahead of schedule.</p>${FILL.en!.map((p) => `<p>${esc(p)}</p>`).join('')}</article></noscript></body></html>`,
    }), { context: { title: 'Tunnel tolls to fall by a third in May' } }),
  ];
}
