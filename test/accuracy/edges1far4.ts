/**
 * edges1 far hits, part 4: pages that are live but are not the cited source (`mismatch`: soft 404s,
 * empty searches, takedown and deleted-item notices, parked and expired domains, closed listings,
 * a redirect home) and dead links (`invalid`: 404 / 410 with rich bodies, binary junk).
 */
import { far, rail } from './edges1kit';
import { gzipSync } from 'node:zlib';
import { entry, esc, redirect, target, write, type Entry } from './blindkit';

type Row = [id: string, lang: string, title: string, main: string, cited: string, x?: { charset?: string; layout?: 'chrome' | 'bare'; status?: number; claim?: string; sidebar?: string; path?: string }];
const rows = (expected: 'mismatch' | 'invalid', row: string, list: Row[]): Entry[] =>
  list.map(([id, lang, title, main, cited, x]) => far({ id, host: `www.${id.replace(/^f-/, 'e1-')}.example`, lang, expected, row, title, main, cited, ...(x ?? {}) }));

const RAIL_EN = rail('Most read', ['Ferry fares to rise in spring', 'New school opens in Eastside', 'Harbour redevelopment plan approved', 'Storm warning for the coast', 'Library extends opening hours', 'Rail strike called off']);
const RAIL_JA = rail('アクセスランキング', ['日銀、政策金利を据え置き', '新型スマートフォンの発売日が決定', '東京で初雪を観測', '円相場、一時150円台に', 'プロ野球ドラフト会議の結果']);

export function far4(): Entry[] {
  const out: Entry[] = [];
  out.push(
    ...rows('mismatch', 'soft 404 on a 200 (soft-404 rows), unseen wording, languages, charsets, rich chrome', [
      ['f-s404-sv', 'sv', 'Sydposten', `<div class="error"><h1>Hoppsan! Sidan du letar efter finns inte</h1><p>Den kan ha flyttats eller tagits bort. Prova sökfunktionen eller gå till startsidan.</p></div>`, 'Ny skandal i allsvenskan', { claim: 'Förbundet utreder tre matcher från förra säsongen.' }],
      ['f-s404-fi', 'fi', 'Uutisvirta', `<div class="error"><h1>Hakemaasi sivua ei valitettavasti löytynyt</h1><p>Tarkista osoite tai palaa etusivulle.</p></div>`, 'Kela maksaa asumistuen tänään', {}],
      ['f-s404-cs', 'cs', 'Právo na dnes', `<div class="error"><h1>Tahle stránka neexistuje</h1><p>Možná jste špatně opsali adresu, nebo byl článek přesunut.</p></div>`, 'Zprávy: povodně na Moravě', { charset: 'windows-1250' }],
      ['f-s404-tr', 'tr', 'Gündem Haber', `<div class="error"><h1>Üzgünüz, aradığınız sayfaya ulaşılamıyor</h1><p>Sayfa kaldırılmış ya da adresi değişmiş olabilir.</p></div>`, 'Merkez Bankası faiz kararını açıkladı', { charset: 'iso-8859-9' }],
      ['f-s404-el', 'el', 'Ημερήσια Ενημέρωση', `<div class="error"><h1>Ωχ! Η σελίδα που ζητήσατε δεν υπάρχει</h1><p>Επιστρέψτε στην αρχική σελίδα.</p></div>`, 'Νέα μέτρα στήριξης για τα νοικοκυριά', { charset: 'iso-8859-7' }],
      ['f-s404-he', 'he', 'יומון', `<div class="error"><h1>אופס, העמוד שחיפשת לא קיים</h1><p>ייתכן שהקישור שגוי או שהעמוד הוסר.</p></div>`, 'הממשלה אישרה את תקציב המדינה', {}],
      ['f-s404-ar', 'ar', 'اليوم الإعلامي', `<div class="error"><h1>عذراً، الصفحة المطلوبة غير موجودة</h1><p>ربما تم نقلها أو حذفها.</p></div>`, 'البنك المركزي يرفع أسعار الفائدة', {}],
      ['f-s404-vi', 'vi', 'Công Nghệ 24', `<div class="error"><h1>Rất tiếc, trang bạn tìm không tồn tại</h1><p>Vui lòng quay lại trang chủ.</p></div>`, 'Giá xăng giảm lần thứ ba liên tiếp', {}],
      ['f-s404-th', 'th', 'ไทยเดลี่ออนไลน์', `<div class="error"><h1>ขออภัย ไม่พบหน้าที่คุณต้องการ</h1><p>กลับสู่หน้าหลัก</p></div>`, 'รัฐบาลประกาศมาตรการลดค่าไฟฟ้า', {}],
      ['f-s404-id', 'id', 'Kabar Nusantara', `<div class="error"><h1>Ups! Halaman yang Anda cari tidak ada</h1><p>Mungkin sudah dipindahkan atau dihapus.</p></div>`, 'Pemerintah umumkan kenaikan upah minimum 2026', {}],
      ['f-s404-ja-sjis', 'ja', '経済日報', `<div class="error"><h1>お探しのページは見つかりませんでした</h1><p>URLが間違っているか、ページが削除された可能性があります。</p></div>`, '日銀、政策金利を据え置き', { charset: 'shift_jis', sidebar: RAIL_JA }],
      ['f-s404-zh-gb', 'zh', '科技日报网', `<div class="error"><h1>抱歉，您访问的页面走丢了</h1><p>页面可能已被删除或地址有误，请返回首页。</p></div>`, '央行宣布下调存款准备金率', { charset: 'gb18030' }],
      ['f-s404-ru-1251', 'ru', 'Региональные ведомости', `<div class="error"><h1>Такой страницы у нас нет</h1><p>Возможно, она была удалена или вы ошиблись в адресе.</p></div>`, 'Правительство утвердило бюджет на три года', { charset: 'windows-1251' }],
      ['f-s404-ko-euc', 'ko', '게임뉴스24', `<div class="error"><h1>요청하신 페이지를 찾을 수 없습니다</h1><p>주소가 잘못되었거나 삭제된 페이지입니다.</p></div>`, '정부, 내년 예산안 발표', { charset: 'euc-kr' }],
      ['f-s404-en-odd', 'en', 'Harbour Ledger', `<div class="error"><h1>Well, this is awkward.</h1><p>The link you followed leads nowhere — maybe it moved, maybe it never was. Try the search box above, or start again from the front page.</p></div>`, 'Harbour redevelopment plan approved', { sidebar: RAIL_EN, claim: 'The plan includes 1,200 new homes on the old docks.' }],
      ['f-s404-hi', 'hi', 'दैनिक समाचार', `<div class="error"><h1>क्षमा करें, आप जो पेज ढूंढ रहे हैं वह मौजूद नहीं है</h1><p>होम पेज पर लौटें।</p></div>`, 'सरकार ने नई शिक्षा नीति की घोषणा की', {}],
    ]),
  );
  out.push(
    entry('f-s404-json', 'www.e1-app-json.example', 'mismatch', 'far hit — soft 404 rendered from JSON in a script tag (page-state + soft-404 rows), Finnish',
      (_q, r) => write(r, { body: `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><title>Uutisvirta</title></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { statusCode: 404, error: { heading: 'Sivua ei löytynyt', text: 'Etsimääsi sivua ei ole olemassa tai se on poistettu.' } } }, page: '/_error' })}</script></body></html>` }),
      { context: { title: 'Helsinki rakentaa uuden raitiotien Itäkeskukseen' } }),
  );
  out.push(
    ...rows('mismatch', 'empty search on a search-shaped page (empty-search rows), unseen wording', [
      ['f-search-sv', 'sv', 'Sök – Sydposten', `<form role="search" action="/sok"><input name="q" value="elpriset vinter"></form><h1>Sökresultat</h1><p>Din sökning på ”elpriset vinter” gav inga träffar.</p>`, 'Så mycket höjs elpriset i vinter', { path: '/sok' }],
      ['f-search-fi', 'fi', 'Haku – Uutisvirta', `<form role="search" action="/haku"><input name="q" value="asumistuki"></form><h1>Haku</h1><p>Hakusanalla ”asumistuki” ei löytynyt yhtään tulosta.</p>`, 'Kela maksaa asumistuen tänään', { path: '/haku' }],
      ['f-search-cs', 'cs', 'Vyhledávání', `<form role="search" action="/hledat"><input name="q" value="tramvajový most"></form><h1>Výsledky hledání</h1><p>Pro dotaz „tramvajový most“ jsme nic nenašli.</p>`, 'Praha otevře nový tramvajový most přes Vltavu', { path: '/hledat' }],
      ['f-search-tr', 'tr', 'Arama', `<form role="search" action="/arama"><input name="q" value="faiz kararı"></form><h1>Arama sonuçları</h1><p>“faiz kararı” için hiçbir sonuç bulunamadı.</p>`, 'Merkez Bankası faiz kararını açıkladı', { path: '/arama' }],
      ['f-search-vi', 'vi', 'Tìm kiếm', `<form role="search" action="/tim-kiem"><input name="q" value="giá xăng"></form><h1>Kết quả tìm kiếm</h1><p>Không có kết quả nào phù hợp với từ khóa “giá xăng”.</p>`, 'Giá xăng giảm lần thứ ba liên tiếp', { path: '/tim-kiem' }],
      ['f-search-el', 'el', 'Αναζήτηση', `<form role="search" action="/anazitisi"><input name="q" value="μέτρα στήριξης"></form><h1>Αποτελέσματα αναζήτησης</h1><p>Η αναζήτησή σας δεν επέστρεψε αποτελέσματα.</p>`, 'Νέα μέτρα στήριξης για τα νοικοκυριά', { path: '/anazitisi' }],
    ]),
  );
  out.push(
    ...rows('mismatch', 'takedown / deleted / private item notice (takedown and deleted-item rows), unseen wording', [
      ['f-del-sv', 'sv', 'Inlägg – Forumet', `<div class="notice"><h1>Det här inlägget har tagits bort av en moderator</h1><p>Inlägget bröt mot forumets regler.</p></div>`, 'Bästa vinterdäcken 2025 – era erfarenheter?', {}],
      ['f-del-fi', 'fi', 'Julkaisu', `<div class="notice"><h1>Julkaisu on poistettu</h1><p>Kirjoittaja on poistanut tämän julkaisun.</p></div>`, 'Kokemuksia sähköautosta talvella', {}],
      ['f-del-cs', 'cs', 'Příspěvek', `<div class="notice"><h1>Tento příspěvek byl smazán</h1><p>Autor příspěvek odstranil.</p></div>`, 'Zkušenosti s tepelným čerpadlem', { charset: 'windows-1250' }],
      ['f-del-el', 'el', 'Ανάρτηση', `<div class="notice"><h1>Η ανάρτηση δεν είναι πλέον διαθέσιμη</h1><p>Ο χρήστης τη διέγραψε.</p></div>`, 'Εμπειρίες με ηλεκτρικά αυτοκίνητα', {}],
      ['f-del-he', 'he', 'פוסט', `<div class="notice"><h1>הפוסט נמחק על ידי המפרסם</h1></div>`, 'המלצות על רכב חשמלי משפחתי', {}],
      ['f-del-hi', 'hi', 'पोस्ट', `<div class="notice"><h1>यह पोस्ट हटा दी गई है</h1><p>लेखक ने इसे हटा दिया है।</p></div>`, 'इलेक्ट्रिक स्कूटर का अनुभव', {}],
      ['f-del-vi', 'vi', 'Bài viết', `<div class="notice"><h1>Bài viết này đã bị xóa</h1><p>Nội dung vi phạm quy định của diễn đàn.</p></div>`, 'Kinh nghiệm mua xe điện', {}],
      ['f-del-id', 'id', 'Postingan', `<div class="notice"><h1>Postingan ini sudah dihapus oleh pemiliknya</h1></div>`, 'Pengalaman pakai mobil listrik', {}],
      ['f-takedown-en-odd', 'en', 'Harbour Ledger', `<div class="notice"><h1>We have withdrawn this article</h1><p>Following a complaint under the Editors’ Code, this story is no longer published. A correction appears on page 2 of today’s paper.</p></div>`, 'Councillor accused over harbour land deal', { claim: 'The councillor bought two plots of harbour land in 2019.' }],
      ['f-private-ja', 'ja', '非公開', `<div class="notice"><h1>このアカウントは非公開に設定されています</h1><p>承認されたフォロワーのみが投稿を見ることができます。</p></div>`, '東京で初雪を観測', {}],
      ['f-copyright-it', 'it', 'Contenuto rimosso', `<div class="notice"><h1>Video non più disponibile per una segnalazione di violazione del diritto d'autore</h1></div>`, 'Serie A, tutti i gol della giornata', {}],
    ]),
  );
  out.push(
    ...rows('mismatch', 'parked / for-sale / expired domain (parked and expired rows), unseen wording', [
      ['f-park-sv', 'sv', 'sydposten-arkiv.se', `<div class="lander"><h1>sydposten-arkiv.se kan vara till salu</h1><p>Kontakta ägaren genom vår förmedlingstjänst.</p><ul><li><a href="/rs?k=1">Nyheter</a></li><li><a href="/rs?k=2">Elpris</a></li><li><a href="/rs?k=3">Försäkring</a></li></ul></div>`, 'Ny skandal i allsvenskan', { layout: 'bare' }],
      ['f-park-fi', 'fi', 'uutisvirta-arkisto.fi', `<div class="lander"><h1>Tämä verkkotunnus on myynnissä</h1><p>Tee tarjous verkkotunnuksesta.</p></div>`, 'Kela maksaa asumistuen tänään', { layout: 'bare' }],
      ['f-park-tr', 'tr', 'gundemhaber-arsiv.com.tr', `<div class="lander"><h1>Bu alan adı satılıktır</h1><p>Teklif vermek için formu doldurun.</p></div>`, 'Merkez Bankası faiz kararını açıkladı', { layout: 'bare' }],
      ['f-park-pt', 'pt', 'folhadoestado-arquivo.com.br', `<div class="lander"><h1>Este domínio pode estar à venda</h1><p>Faça uma oferta pelo domínio.</p></div>`, 'Governo anuncia reajuste do salário mínimo', { layout: 'bare' }],
      ['f-expired-el', 'el', 'Λήξη domain', `<div class="lander"><h1>Η καταχώριση αυτού του ονόματος χώρου έχει λήξει</h1><p>Αν είστε ο κάτοχος, ανανεώστε το από τον λογαριασμό σας.</p></div>`, 'Νέα μέτρα στήριξης για τα νοικοκυριά', { layout: 'bare' }],
      ['f-expired-en-odd', 'en', 'valleytimes-archive.com', `<div class="lander"><h1>valleytimes-archive.com lapsed on 2 March 2025</h1><p>The registration of this name was not renewed. Owner? Restore it within 30 days from your registrar account.</p></div>`, 'New footbridge over the Aire opens to walkers and cyclists', { layout: 'bare' }],
    ]),
  );
  out.push(
    ...rows('mismatch', 'closed listing / gone notice (gone rows), unseen wording', [
      ['f-gone-sv', 'sv', 'Annons – Blocket-lik', `<div class="notice"><h1>Annonsen är borttagen</h1><p>Säljaren har tagit bort annonsen. Se liknande annonser nedan.</p></div>`, 'Cykel Crescent 7 växlar', {}],
      ['f-gone-fi', 'fi', 'Ilmoitus', `<div class="notice"><h1>Ilmoitus ei ole enää voimassa</h1><p>Katso samankaltaiset ilmoitukset.</p></div>`, 'Myydään kaksio Kalliosta', {}],
      ['f-gone-cs', 'cs', 'Inzerát', `<div class="notice"><h1>Inzerát již není aktuální</h1><p>Prodejce inzerát stáhl.</p></div>`, 'Prodám byt 2+kk Praha 7', {}],
      ['f-gone-tr', 'tr', 'İlan', `<div class="notice"><h1>Bu ilan yayından kaldırıldı</h1><p>Benzer ilanlara göz atın.</p></div>`, 'Satılık 3+1 daire Kadıköy', {}],
      ['f-gone-id', 'id', 'Produk', `<div class="notice"><h1>Produk ini sudah tidak dijual lagi</h1><p>Lihat produk serupa dari penjual lain.</p></div>`, 'Sepatu lari Velo 2 ukuran 42', {}],
    ]),
  );
  out.push(
    entry('f-home-redirect-pl', 'www.e1-gazetapomorska-cyf.example', 'mismatch', 'far hit — deep link redirected to the site home page (home-redirect row), Polish', redirect('/', 301), { path: '/wiadomosci/2024/04/most-na-wisle', context: { title: 'Nowy most na Wiśle otwarty dla ruchu' } }),
    target('f-home-target-pl', 'www.e1-gazetapomorska-cyf.example', '/', (_q, r) => write(r, { body: `<!DOCTYPE html><html lang="pl"><head><title>Gazeta Pomorska Cyfrowa – wiadomości z regionu</title></head><body><h1>Gazeta Pomorska Cyfrowa</h1>${rail('Najnowsze', ['Banki zapowiadają przerwę techniczną', 'Nowy rozkład jazdy tramwajów', 'Rekordowy sezon w Sopocie', 'Remont dworca potrwa do jesieni', 'Koncert na Ołowiance'])}</body></html>` })),
  );
  // invalid: dead links with rich or misleading bodies, and binary junk.
  const dead = (id: string, code: number, reason: string, body: string, cited: string, charset?: string): Entry =>
    entry(id, `www.${id.replace(/^f-/, 'e1-')}.example`, 'invalid', `far hit — ${reason}`, (_q, r) => write(r, { status: code, body, charset }), { context: { title: cited } });
  out.push(
    dead('f-404-full-page', 404, 'HTTP 404 whose body is a full branded page with stories (dead-link row)', `<!DOCTYPE html><html lang="en"><head><title>Harbour Ledger</title><meta property="og:type" content="article"></head><body><nav><a href="/">Home</a></nav><main><h1>Harbour redevelopment plan approved</h1><p>Sorry, this story is not available.</p>${RAIL_EN}</main></body></html>`, 'Harbour redevelopment plan approved'),
    dead('f-410-ja', 410, 'HTTP 410 with a Japanese body in Shift_JIS (dead-link row)', `<html lang="ja"><head><meta charset="shift_jis"><title>掲載終了</title></head><body><h1>この記事の掲載は終了しました</h1></body></html>`, '日銀、政策金利を据え置き', 'shift_jis'),
    dead('f-404-maintenance-words', 404, 'HTTP 404 whose body speaks of maintenance (dead-link row: the status is the answer)', `<html><body><h1>Wartungsarbeiten</h1><p>Diese Seite ist derzeit nicht erreichbar.</p></body></html>`, 'Bundestag beschließt Rentenpaket'),
    dead('f-404-consent', 404, 'HTTP 404 carrying a cookie banner (dead-link row, consent exception)', `<!DOCTYPE html><html lang="fr"><head><title>Erreur</title></head><body><h1>Erreur</h1><p>Oups.</p><div class="cmp"><p>Nous et nos partenaires utilisons des cookies.</p><button>Tout accepter</button></div></body></html>`, 'Le gouvernement présente son plan pour le logement'),
  );
  out.push(
    entry('f-404-via-redirect', 'www.e1-moved-dead.example', 'invalid', 'far hit — 301 to a page that answers 410 (dead-link row after a redirect)', redirect('/archiv/2019/alt', 301), { path: '/politik/rente-2019', context: { title: 'Rentenreform 2019: was sich ändert' } }),
    target('f-404-via-redirect-t', 'www.e1-moved-dead.example', '/archiv/2019/alt', (_q, r) => write(r, { status: 410, body: '<html><body><h1>Gone</h1></body></html>' })),
    entry('f-junk-gzip', 'www.e1-binary-junk.example', 'invalid', 'far hit — gzip bytes served as text/html without Content-Encoding (binary junk row)',
      (_q, r) => { write(r, { body: gzipSync(Buffer.from(`<html><body>${esc('x'.repeat(4000))}${Array.from({ length: 400 }, (_, i) => i * 7919 % 9973).join(',')}</body></html>`)) }); },
      { context: { title: 'Annual report 2024' } }),
  );
  return out;
}
