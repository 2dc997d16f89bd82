/**
 * From a page's metadata to a formatted reference: several authors stay several people (JSON-LD
 * author arrays, repeated citation_author tags), and publication dates are normalized to
 * YYYY-MM-DD when the page is read, so the styles, `cite` and the two-year rule see them.
 * The real extractor, claim check, cite data path and styles; expected strings written by hand.
 */
import { extractMetadata } from '../../activities/classify';
import {
  citableSources,
  formatApa,
  formatChicago,
  formatHarvard,
  formatJsonLd,
  formatMla,
  metadataByCid,
  type CitationSource,
} from '../../shared/formats';
import { validateClaim } from '../../shared/stages/claims';
import { normalizePublicationDate } from '../../shared/stages/dates';

const URL = 'https://dl.acm.org/doi/10.1145/3062341.3062363';
const CID = 'cid_' + '1'.repeat(64);
const TITLE = 'Bringing the web up to speed with WebAssembly';

function page(head: string): string {
  return `<html><head><title>${TITLE}</title><meta property="og:site_name" content="ACM Digital Library">${head}</head><body><p>x</p></body></html>`;
}
const jsonLd = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;

/** What `citeflow cite` formats for a source whose page is `html`. */
function sourceOf(html: string): CitationSource {
  const meta = extractMetadata(html);
  const claims = [{ cid: CID, validation_details: { author: meta.author, publication_date: meta.published } }];
  const record = { cid: CID, url: URL, status: 'valid' as const, checked_at: '2026-02-13T12:35:00Z', title: meta.title, publisher: meta.publisher };
  return citableSources([record], metadataByCid(claims))[0];
}

describe('two authors from a JSON-LD author array (the page also names only the first in meta author)', () => {
  const source = sourceOf(
    page(
      '<meta name="author" content="Andreas Haas">' +
        jsonLd({ '@type': 'ScholarlyArticle', datePublished: '2017-06-14T00:00:00Z', author: [{ '@type': 'Person', name: 'Andreas Haas' }, { '@type': 'Person', name: 'Andreas Rossberg' }] }),
    ),
  );

  test('metadata keeps both names, separated by "; ", and the date as YYYY-MM-DD', () => {
    expect([source.authors, source.published]).toEqual([['Andreas Haas', 'Andreas Rossberg'], '2017-06-14']);
  });
  test('APA', () => {
    expect(formatApa(source)).toBe(`Haas, A., & Rossberg, A. (2017, June 14). ${TITLE}. ACM Digital Library. ${URL}`);
  });
  test('MLA', () => {
    expect(formatMla(source)).toBe(`Haas, Andreas, and Andreas Rossberg. "${TITLE}." ACM Digital Library, 14 June 2017, ${URL}.`);
  });
  test('Chicago', () => {
    expect(formatChicago(source)).toBe(`Haas, Andreas, and Andreas Rossberg. "${TITLE}." ACM Digital Library. June 14, 2017. ${URL}.`);
  });
  test('Harvard', () => {
    expect(formatHarvard(source)).toBe(`Haas, A. and Rossberg, A. (2017) ${TITLE}. ACM Digital Library. Available at: ${URL} (Accessed: 13 February 2026).`);
  });
  test('JSON-LD: two Person authors', () => {
    expect(formatJsonLd(source).citation.author).toEqual([
      { '@type': 'Person', name: 'Andreas Haas' },
      { '@type': 'Person', name: 'Andreas Rossberg' },
    ]);
  });
});

describe('three authors from repeated citation_author tags, date written 2017/06/14', () => {
  const source = sourceOf(
    page(
      '<meta name="citation_author" content="Andreas Haas"><meta name="citation_author" content="Andreas Rossberg">' +
        '<meta name="citation_author" content="Derek L. Schuff"><meta name="citation_publication_date" content="2017/06/14">',
    ),
  );

  test('metadata keeps all three names and normalizes the date', () => {
    expect([source.authors, source.published]).toEqual([['Andreas Haas', 'Andreas Rossberg', 'Derek L. Schuff'], '2017-06-14']);
  });
  test('APA', () => {
    expect(formatApa(source)).toBe(`Haas, A., Rossberg, A., & Schuff, D. L. (2017, June 14). ${TITLE}. ACM Digital Library. ${URL}`);
  });
  test('MLA: three or more is "et al."', () => {
    expect(formatMla(source)).toBe(`Haas, Andreas, et al. "${TITLE}." ACM Digital Library, 14 June 2017, ${URL}.`);
  });
  test('Chicago', () => {
    expect(formatChicago(source)).toBe(`Haas, Andreas, Andreas Rossberg, and Derek L. Schuff. "${TITLE}." ACM Digital Library. June 14, 2017. ${URL}.`);
  });
  test('Harvard', () => {
    expect(formatHarvard(source)).toBe(`Haas, A., Rossberg, A. and Schuff, D.L. (2017) ${TITLE}. ACM Digital Library. Available at: ${URL} (Accessed: 13 February 2026).`);
  });
  test('JSON-LD: three Person authors', () => {
    expect(formatJsonLd(source).citation.author).toEqual([
      { '@type': 'Person', name: 'Andreas Haas' },
      { '@type': 'Person', name: 'Andreas Rossberg' },
      { '@type': 'Person', name: 'Derek L. Schuff' },
    ]);
  });
});

describe('publication dates are normalized to YYYY-MM-DD', () => {
  test.each([
    ['2017-02-28T10:00:00Z', '2017-02-28'],
    ['2017-02-28T23:30:00-08:00', '2017-02-28'], // the publisher's calendar day, no time-zone conversion
    ['2017-02-28', '2017-02-28'],
    [' 2017/06/14 ', '2017-06-14'],
    ['2017/6/4', '2017-06-04'],
    ['2017.06.14', '2017-06-14'],
    ['20170614', '2017-06-14'],
    ['June 14, 2017', '2017-06-14'],
    ['Sept. 5, 2019', '2019-09-05'],
    ['14 Jun 2017', '2017-06-14'],
    ['2017', null],
    ['2017-06', null],
    ['14/06/2017', '2017-06-14'], // the day is over 12: unambiguous
    ['06/05/2017', null], // day and month order is ambiguous
    ['2017-02-30', null],
    ['yesterday', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizePublicationDate(raw)).toBe(expected);
  });

  test('a claim check stores the normalized date and the two-year rule sees it', () => {
    const claim = {
      schema_version: 'extracted-claim.v1' as const,
      claim_id: 'clm_0000000000000001',
      claim: 'Widgets ship daily.',
      quote: 'Widgets ship daily.',
      cid: CID,
      normalized_url: 'https://blog.example/w',
      url_original: 'https://blog.example/w',
      page_title: null,
      source_type: 'tertiary' as const,
      accessed_date: '2026-02-13',
      origin: 'blockquote' as const,
      found_by: [],
      agent_source_type: null,
    };
    const v = validateClaim(claim, { status: 'valid', http_status: 200, title: null, author: null, published: '2017/06/14', page_text: 'Widgets ship daily.' }, { as_of: '2026-02-13' });
    expect(v.validation_details.publication_date).toBe('2017-06-14');
    expect(v.credibility_score).toBe(5); // tertiary 4 + https + date − 1 (more than two years old)
  });
});
