import { createHash } from 'node:crypto';
import type { ExtractedClaim } from '../../shared/schemas/extracted-claim';
import { ValidatedClaimSchema } from '../../shared/schemas/validated-claim';
import { checkQuoteLength, confidenceOf, credibilityScore, findQuote, validateClaim } from '../../shared/stages/claims';
import { claimIdOf } from '../../shared/stages/ids';

const PAGE = 'Rust 1.0 was released on May 15, 2015. The  “borrow checker” — enforces\nownership rules at compile time.';

describe('checkQuoteLength: 1–3 sentences, 3 to 150 words', () => {
  test.each([
    ['One whole sentence.', { ok: true, reason: null }],
    ['One. Two. Three.', { ok: true, reason: null }],
    ['Version 1.0 shipped. It said "Stop. Go." Fine.', { ok: true, reason: null }], // no split inside quotes or numbers
    ['One. Two. Three. Four.', { ok: false, reason: 'quote has 4 sentences (max 3)' }],
    ['   ', { ok: false, reason: 'quote is empty' }],
    ['not', { ok: false, reason: 'quote has 1 word (min 3)' }],
    ['in 2019.', { ok: false, reason: 'quote has 2 words (min 3)' }],
    ['Rust is fast.', { ok: true, reason: null }],
    [Array.from({ length: 150 }, () => 'word').join(' '), { ok: true, reason: null }],
    [Array.from({ length: 151 }, () => 'word').join(' '), { ok: false, reason: 'quote has 151 words (max 150)' }],
  ])('%j', (quote, expected) => {
    expect(checkQuoteLength(quote)).toEqual(expected);
  });
});

describe('findQuote', () => {
  test('exact substring is verbatim', () => {
    expect(findQuote('Rust 1.0 was released on May 15, 2015.', PAGE)).toEqual({
      found: true,
      verbatim: true,
      matched: 'Rust 1.0 was released on May 15, 2015.',
    });
  });

  test('a paraphrase is neither found nor verbatim', () => {
    expect(findQuote('Rust version 1.0 came out in May 2015.', PAGE)).toEqual({ found: false, verbatim: false, matched: null });
  });

  test('whitespace, curly-quote and dash folding: found, not verbatim, matched is the page text', () => {
    expect(findQuote('"borrow checker" - enforces ownership rules', PAGE)).toEqual({
      found: true,
      verbatim: false,
      matched: '“borrow checker” — enforces\nownership rules',
      differences: ['quote marks', 'dashes', 'whitespace'],
    });
  });

  test('case folding: found, not verbatim', () => {
    expect(findQuote('RUST 1.0 WAS RELEASED', PAGE)).toEqual({ found: true, verbatim: false, matched: 'Rust 1.0 was released', differences: ['letter case'] });
  });

  test.each([
    ['not', 'WebAssembly cannot run there.'], // inside "cannot"
    ['ship support', 'Their relationship supports it.'], // both ends inside words
    ['run there', 'WebAssembly cannot rerun there.'],
    ['Released on May', 'Rust 1.0 was released on May 15, 2015.'.replace('released', 'rereleased')], // folded match inside a word
  ])('a match must stand on word boundaries: %j is not in %j', (quote, page) => {
    expect(findQuote(quote, page)).toEqual({ found: false, verbatim: false, matched: null });
  });

  test('a later occurrence on word boundaries still counts; punctuation edges need no boundary', () => {
    expect(findQuote('not', 'It cannot. It is not.')).toEqual({ found: true, verbatim: true, matched: 'not' });
    expect(findQuote('(May 15, 2015).', 'Rust 1.0 (May 15, 2015).')).toEqual({ found: true, verbatim: true, matched: '(May 15, 2015).' });
  });

  test('surrounding whitespace of the quote does not matter for verbatim', () => {
    expect(findQuote('  ownership rules at compile time.\n', PAGE).verbatim).toBe(true);
  });

  test('unspaced scripts: a Japanese or Thai quote followed by a particle is whole; an absent number stays absent', () => {
    const ja = '琵琶湖大橋の全長は1,400メートルで、1964年に開通した。';
    expect(findQuote('全長は1,400メートル', ja)).toMatchObject({ found: true, verbatim: true });
    expect(findQuote('全長は1,40メートル', ja).found).toBe(false);
    expect(findQuote('全長は400メートル', ja).found).toBe(false);
    const th = 'สะพานนี้ยาว850เมตรและเปิดใช้ในปี2530';
    expect(findQuote('ยาว850เมตร', th)).toMatchObject({ found: true, verbatim: true });
    // Spaced scripts keep the boundary: "not" is not in "cannot", "14" not in "2014".
    expect(findQuote('not go there', 'We cannot go there.').found).toBe(false);
    expect(findQuote('14 votes were cast', 'In 2014 votes were cast.').found).toBe(false);
  });

  test('full-width digits and commas fold to ASCII, and say so', () => {
    const page = '中央径間は１，２５０メートルである。';
    const r = findQuote('中央径間は1,250メートル', page);
    expect(r).toMatchObject({ found: true, verbatim: false, matched: '中央径間は１，２５０メートル' });
    expect(r.differences).toContain('full-width characters');
    expect(findQuote('中央径間は1,350メートル', page).found).toBe(false);
  });

  test('letter variants fold to one letter and say so; a changed letter or word stays absent', () => {
    const ro = 'Primarul a spus că şantierul de pe strada Ştefan cel Mare va fi gata în toamnă.';
    const r = findQuote('șantierul de pe strada Ștefan cel Mare', ro);
    expect(r).toMatchObject({ found: true, verbatim: false, matched: 'şantierul de pe strada Ştefan cel Mare' });
    expect(r.differences).toContain('letter variants (ş/ș, ي/ی, ё/е, ligatures)');
    expect(findQuote('șantierul de pe strada Ștefan cel Bun', ro).found).toBe(false);
    // Persian typed with Arabic yeh/kaf; Russian ё written as е; a PDF ligature.
    expect(findQuote('كتابخانه ملي', 'کتابخانه ملی ایران بازگشایی شد').found).toBe(true);
    expect(findQuote('все ее планы', 'Он знал всё её планы заранее.').found).toBe(true);
    expect(findQuote('the final figures', 'We publish the \uFB01nal \uFB01gures today.').found).toBe(true);
    expect(findQuote('the first figures', 'We publish the \uFB01nal \uFB01gures today.').found).toBe(false);
  });

  test('French spacing inside « » and before : ; ! ? does not hide a quote', () => {
    const fr = '« Nous n’avons pas le choix », a reconnu le maire. Pourquoi ? Parce que le pont est fermé.';
    const r = findQuote('"Nous n\'avons pas le choix", a reconnu le maire', fr);
    expect(r).toMatchObject({ found: true, verbatim: false });
    expect(r.differences).toContain('spacing around quote marks or : ; ! ?');
    expect(findQuote('Pourquoi? Parce que le pont est fermé', fr).found).toBe(true);
    expect(findQuote('"Nous avons le choix", a reconnu le maire', fr).found).toBe(false);
  });

  // Classes found by blind6: each case differs from the blind6 pages (other words, other prefixes).
  test('Hebrew / Arabic clitic prefixes (ו ה ב ל מ ש, و ف ب ل ال) on one side only: found with a note, never for other words', () => {
    const he = 'בישיבה אתמול, ובעירייה הודיעו כי הגשר ייסגר לשנתיים. שהמועצה תדון בכך שוב.';
    const r = findQuote('בעירייה הודיעו כי הגשר ייסגר', he);
    expect(r).toMatchObject({ found: true, verbatim: false });
    expect(r.differences?.[0]).toMatch(/clitic/);
    expect(findQuote('המועצה תדון בכך שוב', he).found).toBe(true);
    expect(findQuote('ולשנתיים הגשר ייסגר', he).found).toBe(false);
    expect(findQuote('בעירייה הודיעו כי הגשר ייפתח', he).found).toBe(false);
    const ar = 'وأكد المدير أن المكتبة ستفتح أبوابها يوم الأحد. وللمدينة خطة جديدة للنقل.';
    expect(findQuote('أكد المدير أن المكتبة ستفتح', ar).found).toBe(true);
    expect(findQuote('مدينة خطة جديدة للنقل', ar).found).toBe(true);
    expect(findQuote('فأكد المدير أن المكتبة ستفتح', ar).found).toBe(true);
    expect(findQuote('أكد المدير أن المكتبة ستغلق', ar).found).toBe(false);
    // A longer run of letters before the word is another word, not a prefix.
    expect(findQuote('تقال الوزيرة أمس', 'واستقال الوزيرة أمس').found).toBe(false);
  });

  test('niqqud / harakat, Turkish İ ı, Persian half-space typed as a space, Korean particles after the last word', () => {
    expect(findQuote('שלום עליכם מלאכי השרת', 'שָׁלוֹם עֲלֵיכֶם מַלְאֲכֵי הַשָּׁרֵת מַלְאֲכֵי עֶלְיוֹן').found).toBe(true);
    expect(findQuote('بسم الله الرحمن', 'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ').found).toBe(true);
    expect(findQuote('بسم الله الكريم', 'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ').found).toBe(false);
    const tr = 'Yeni köprü IĞDIR ile Iğdır Ovası arasında inşa edilecek; İzmir’de de benzer bir çalışma başladı.';
    expect(findQuote('iğdır ile ığdır ovası arasında', tr).found).toBe(true);
    expect(findQuote('İZMİR’DE DE BENZER BİR ÇALIŞMA', tr).found).toBe(true);
    expect(findQuote('İZMİR’DE DE BENZER BİR PROJE', tr).found).toBe(false);
    const fa = 'دانش‌آموزان مدرسه‌ها از فردا به کلاس‌های حضوری برمی‌گردند.';
    const r = findQuote('دانش آموزان مدرسه ها از فردا', fa);
    expect(r.found).toBe(true);
    expect(r.differences).toContain('zero-width non-joiner (half-space) written as a space');
    expect(findQuote('دانش آموزان مدرسه ها از امروز', fa).found).toBe(false);
    const ko = '정부는 다음 달부터 전기요금을 인상하기로 결정했다고 밝혔다.';
    expect(findQuote('다음 달부터 전기요금을 인상하기로 결정', ko).found).toBe(true);
    expect(findQuote('다음 달부터 가스요금을 인상하기로 결정', ko).found).toBe(false);
  });
});

describe('credibilityScore (documented algorithm)', () => {
  const base = { url: 'https://www.rust-lang.org/x', source_type: 'primary' as const, status: 'valid' as const, has_author: true, has_date: true, published: '2025-06-01', as_of: '2026-02-13T12:00:00Z' };
  test.each([
    ['primary, https, author, date, recent: 7+1+1+1', base, 10],
    ['primary, old but already ≥ 9: no age penalty', { ...base, published: '2019-01-01' }, 10],
    ['secondary paywalled, date only, 6 years old: 6+1+1−1−1', { ...base, source_type: 'secondary' as const, status: 'paywalled' as const, has_author: false, published: '2020-01-01' }, 6],
    ['tertiary over http, nothing known: 4', { ...base, url: 'http://blog.example/p', source_type: 'tertiary' as const, has_author: false, has_date: false, published: null }, 4],
    ['exactly two years old is not older than two years', { ...base, source_type: 'tertiary' as const, published: '2024-02-13' }, 7],
    ['one day more than two years: −1', { ...base, source_type: 'tertiary' as const, published: '2024-02-12' }, 6],
    ['mismatch → 1', { ...base, status: 'mismatch' as const }, 1],
    ['blocked → 1', { ...base, status: 'blocked' as const }, 1],
    ['no status → 1', { ...base, status: null }, 1],
  ])('%s', (_name, input, expected) => {
    expect(credibilityScore(input)).toBe(expected);
  });
});

describe('confidenceOf (documented deterministic rule)', () => {
  test.each([
    ['directly stated → high', 'Rust 1.0 was released in May 2015', 'Rust 1.0 was released on May 15, 2015.', 'high'],
    ['3 of 4 content words → medium', 'Rust 1.0 shipped a stable compiler', 'Rust 1.0 provides a stable compiler', 'medium'],
    ['seed example: significant inference → low', 'WebAssembly will replace JavaScript', 'WebAssembly provides near-native performance', 'low'],
    ['a number the quote does not give → low', 'WebAssembly supports 4 languages', 'WebAssembly currently supports C, C++, Rust, and AssemblyScript', 'low'],
    ['only stopwords → low', 'It is what it is', 'It is what it is', 'low'],
    ['2 of 3 content words is medium (≥ 2/3)', 'Widgets ship quickly', 'Widgets ship daily', 'medium'],
    ['1 of 2 content words is low (< 2/3)', 'Widgets ship quickly', 'Gadgets ship daily', 'low'],
  ])('%s', (_name, claim, quote, expected) => {
    expect(confidenceOf(claim, quote)).toBe(expected);
  });

  const INFOQ = 'WebAssembly is now supported in all four major browsers: Chrome, Edge, Firefox and Safari';
  test.each([
    // negation must agree between claim and quote
    ['negated claim vs plain quote', 'WebAssembly is not supported in any major browser.', 'WebAssembly is now supported in every major browser.', 'low'],
    ["n't counts as a negation", "WebAssembly isn't supported in Safari", 'WebAssembly is supported in Safari', 'low'],
    ['plain claim vs negated quote', 'Safari turned WebAssembly on by default', 'Safari did not turn WebAssembly on by default', 'low'],
    ['negation on both sides agrees', 'WebAssembly needs no plugin', 'WebAssembly needs no plugin at all', 'high'],
    // opposite words
    ['rose/fell', 'Sales fell 3%', 'Sales rose 3%', 'low'],
    ['first/final', 'Edge was the first browser to ship WebAssembly support.', 'The final browser to ship support was Edge, which enabled WebAssembly by default.', 'low'],
    ['the same side on both is fine', 'Sales rose 3% in 2024', 'Sales rose 3% in 2024, then fell.', 'high'],
    // a quoted span that repeats the quote is set aside; the lead-in must stand on its own
    ['invented lead-in before the quote', `Microsoft dropped WebAssembly from Edge: “WebAssembly is now supported in all four major browsers…”`, INFOQ, 'low'],
    ['lead-in the quote supports', `WebAssembly became supported in all four major browsers: “${INFOQ}”`, INFOQ, 'high'],
    ['lead-in adding a fact the quote lacks', 'WebAssembly is the fourth language for the Web, after HTML, CSS and JavaScript: “WebAssembly becomes the fourth language for the Web which allows code to run in the browser”', 'WebAssembly becomes the fourth language for the Web which allows code to run in the browser', 'low'],
    ['mere attribution before the quote', `ZDNet wrote that “${INFOQ}”.`, INFOQ, 'high'],
    ['mere attribution: "X said:"', `The InfoQ editors said: “WebAssembly is now supported in all four major browsers”`, INFOQ, 'high'],
    ['mere attribution: "according to X,"', `According to InfoQ, “WebAssembly is now supported in all four major browsers”.`, INFOQ, 'high'],
    ['mere attribution after the quote', `“WebAssembly is now supported in all four major browsers,” wrote Dylan Schiemann.`, INFOQ, 'high'],
    ['a clause is not attribution', `Chrome shipped it first, and InfoQ said: “${INFOQ}”`, INFOQ, 'low'],
    ['a quoted span that is not in the quote stays part of the claim', 'Developers called it “the biggest change in a decade”', INFOQ, 'low'],
    ['a number in the lead-in the quote does not give', `In 2019 “${INFOQ}”`, INFOQ, 'low'],
  ])('%s → %s', (_name, claim, quote, expected) => {
    expect(confidenceOf(claim, quote)).toBe(expected);
  });
});

describe('validateClaim', () => {
  const cid = 'cid_' + 'a'.repeat(64);
  const make = (quote: string): ExtractedClaim => ({
    schema_version: 'extracted-claim.v1',
    claim_id: claimIdOf(cid, quote, 'Rust 1.0 was released in May 2015.'),
    claim: 'Rust 1.0 was released in May 2015.',
    quote,
    cid,
    normalized_url: 'https://blog.rust-lang.org/rust-1.0',
    url_original: 'https://blog.rust-lang.org/rust-1.0',
    page_title: 'Announcing Rust 1.0',
    source_type: 'primary',
    accessed_date: '2026-02-13',
    origin: 'blockquote',
    found_by: [{ wave: 1, perspective_id: 'p1', agent_type: 'A', artifact_path: 'wave-1/p1.md' }],
    agent_source_type: null,
  });
  const source = { status: 'valid' as const, http_status: 200, title: 'Announcing Rust 1.0', author: 'The Rust Team', published: '2015-05-15', page_text: PAGE };
  const opts = { as_of: '2026-02-13T12:00:00Z' };

  test('every check passes → validated, full record', () => {
    const claim = make('Rust 1.0 was released on May 15, 2015.');
    const v = validateClaim(claim, source, opts);
    const { schema_version: _s, ...rest } = claim;
    expect(v).toEqual({
      ...rest,
      schema_version: 'validated-claim.v1',
      validated: true,
      credibility_score: 10,
      validation_details: {
        source_status: 'valid',
        url_reachable: true,
        quote_length_ok: true,
        quote_found: true,
        quote_verbatim: true,
        publication_date: '2015-05-15',
        author: 'The Rust Team',
        author_verified: null,
        has_references: null,
      },
      matched_text: 'Rust 1.0 was released on May 15, 2015.',
      rejection_reason: null,
    });
    expect(ValidatedClaimSchema.parse(v)).toEqual(v);
  });

  test('paraphrased quote is rejected as not found', () => {
    const v = validateClaim(make('Rust version 1.0 came out in May 2015.'), source, opts);
    expect([v.validated, v.validation_details.quote_found, v.validation_details.quote_verbatim, v.rejection_reason]).toEqual([
      false, false, false, 'quote not found on the source page',
    ]);
  });

  test('folded match is rejected as not verbatim', () => {
    const v = validateClaim(make('rust 1.0 was released on may 15, 2015.'), source, opts);
    expect([v.validated, v.validation_details.quote_found, v.validation_details.quote_verbatim, v.matched_text, v.rejection_reason]).toEqual([
      false, true, false, 'Rust 1.0 was released on May 15, 2015.',
      'quote found but not verbatim (differs in letter case)',
    ]);
  });

  test.each([
    ['mismatch', { ...source, status: 'mismatch' as const }, 'source status is mismatch (not citable)'],
    ['invalid', { ...source, status: 'invalid' as const }, 'source status is invalid (not citable)'],
    ['no status', { ...source, status: null }, 'source has no validation status'],
    ['no page text', { ...source, page_text: null }, 'no page text to check the quote against'],
  ])('%s → rejected with its reason', (_n, src, reason) => {
    const v = validateClaim(make('Rust 1.0 was released on May 15, 2015.'), src, opts);
    expect([v.validated, v.rejection_reason]).toEqual([false, reason]);
  });

  test.each([
    ['HTTP 200', { ...source, http_status: 200 }, true, true],
    ['a paywall answering HTTP 402: not reachable, still citable', { ...source, status: 'paywalled' as const, http_status: 402 }, false, true],
    ['a paywall answering HTTP 200 (JSON-LD marked)', { ...source, status: 'paywalled' as const, http_status: 200 }, true, true],
    ['no HTTP status', { ...source, http_status: null }, false, true],
    ['dead link (HTTP 410)', { ...source, status: 'invalid' as const, http_status: 410 }, false, false],
  ])('url_reachable is the HTTP 200 check: %s', (_n, src, reachable, validated) => {
    const v = validateClaim(make('Rust 1.0 was released on May 15, 2015.'), src, opts);
    expect([v.validation_details.url_reachable, v.validated]).toEqual([reachable, validated]);
  });

  test('too long a quote is rejected before the page is searched', () => {
    const v = validateClaim(make('One. Two. Three. Four.'), source, opts);
    expect([v.validated, v.validation_details.quote_length_ok, v.rejection_reason]).toEqual([false, false, 'quote has 4 sentences (max 3)']);
  });

  test('claim id is stable and depends on cid, quote and claim', () => {
    expect(claimIdOf(cid, 'q', 'c')).toBe(claimIdOf(cid, 'q', 'c'));
    expect(claimIdOf(cid, 'q', 'c')).not.toBe(claimIdOf(cid, 'q2', 'c'));
    const independent = 'clm_' + createHash('sha256').update(`${cid}\nq\nc`, 'utf8').digest('hex').slice(0, 16);
    expect(claimIdOf(cid, 'q', 'c')).toBe(independent);
  });
});
