# Builds test/accuracy/fresh12 (see fresh12/NOTICE.md) from bare git mirrors of two forks of Mercury Parser
# (postlight/parser) that added custom extractors with test pages of their own: jocmp/mercury-parser (Capy
# Reader's fork) and shinyfrog/mercury-parser (the Bear app's fork), plus postlight/parser itself (only to
# know which pages and sites are postlight's, which fresh/ used).
# usage: python3 import.py <jocmp .git> <commit> <shinyfrog .git> <commit> <postlight .git> <fresh6/import.py> <out dir> <other label files...>
# The other label files (every vendored set's labels.json) name the hosts the project has already seen:
# pages of those sites are left out, so every fresh12 page comes from a site the project has not scored.
import ast, datetime, json, re, subprocess, sys, os, gzip, urllib.parse
(jo_git, jo_commit, sf_git, sf_commit, pl_git, fresh6_import, out), others = sys.argv[1:8], sys.argv[8:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def show(repo, commit, path): return git(repo, 'show', f'{commit}:{path}')

# fresh6's helpers (author splitting `people`, `bare`, `utf8`, `lang_of`), as fresh7…fresh10 import them.
HELPERS = {'people', 'bare', 'utf8', 'lang_of', 'BYWORD', 'DEGREE'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
people, bare, utf8, lang_of = kit['people'], kit['bare'], kit['utf8'], kit['lang_of']

# A site is "seen" when its registrable domain (the last two labels, three under a two-letter country
# code's com/co/org/net/ac/gov/ne/or) is the registrable domain of any page of another set; fresh12 takes
# at most one page per registrable domain (the eleven regional *.se.pl editions of Super Express share one
# template: one page; m.douban/www.douban/movie.douban: one).
def reg(h):
    p = (h or '').lower().split('.')
    return '.'.join(p[-3:]) if len(p) >= 3 and p[-2] in ('com', 'co', 'org', 'net', 'ac', 'gov', 'ne', 'or') and len(p[-1]) == 2 else '.'.join(p[-2:])
seen_reg = set()
for f in others:
    for k, v in json.load(open(f)).items():
        if isinstance(v, dict) and v.get('url'): seen_reg.add(reg(urllib.parse.urlparse(v['url']).hostname))
# postlight/parser's own sites (every fixture folder or custom extractor in any commit): fresh/ took its
# pages; a fork's copy of them is not new.
postlight_sites = set()
for line in git(pl_git, 'log', '--all', '--name-only', '--format=', '--', 'fixtures', 'src/extractors/custom').decode().split('\n'):
    m = re.match(r'(?:fixtures|src/extractors/custom)/([^/]+)', line)
    if m: postlight_sites.add(re.sub(r'\.html$', '', m.group(1)))

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def ws(s): return re.sub(r'\s+', ' ', s).strip()
def slug(s): return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')[:40]

# ---- reading a Mercury custom extractor's test (src/extractors/custom/<site>/index.test.js): the page's
# address (`url = '…'`), its fixture, and the value each `it('returns the <field>')` asserts.
LIT = r"(null|undefined|'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"|`(?:[^`\\]|\\.)*`)"
def lit(s):
    s = s.strip()
    if s in ('null', 'undefined'): return None
    if s[0] == '`': return s[1:-1].replace('\\`', '`').replace('\\\\', '\\')
    return ast.literal_eval(s)
def parse_test(src):
    url = re.search(r"url\s*=\s*" + LIT, src)
    fx = re.search(r"fixtures/[^'\"`]+\.html", src)
    o = {'url': lit(url.group(1)) if url else None, 'fixture': fx.group(0) if fx else None}
    for k in ('title', 'author', 'date_published'):
        m = re.search(r"it\(\s*'returns the " + k + r"'.*?assert\.\w+\(\s*" + k + r"\s*,\s*" + LIT, src, re.S)
        if m: o[k] = lit(m.group(1))
    return o

# ---- rules (all written before the first score) ----
# Not articles, decided from the address, upstream's title and the page before any score:
NOT_ARTICLE = {
    'bsky.app': 'a social-media post',
    'terminaltrove.com': "a tool's listing page",
    'tldr.tech': "a newsletter issue's list of links",
    'www.lebensmittelwarnung.de': "a food recall notice (the product's name as title)",
    '36kr.com': "upstream's title is the site's slogan ('36氪 | 让创业更简单'): an app shell, not the article",
    'angular.io': "a documentation page (upstream's title 'Angular')",
    'canvas.unl.edu': "a sign-in wall ('You need to have JavaScript enabled …')",
    'fourminutebooks.com': 'a listing (/book-summaries/)',
    'goo.gl': 'a map place page',
    'handmadefont.com': 'a shop product page',
    'support.apple.com': 'a help/documentation page',
    'www.raspberrypi.org': 'a documentation page',
    'www.songlyrics.com': 'a lyrics page',
    'www.withings.com': 'a product page',
    'movie.douban.com': "a film's catalogue page",
}
# title: upstream's value, white space collapsed. When its first or last part after a separator
# (' - ', ' | ', ' – ', ' — ', ' · ', '_') is the page's publisher (the hand-written label below, compared
# case-insensitively) the title without that part is accepted too (fresh3's rule).
SEP = r'\s+(?:-|\||–|—|·)\s+|_'
def titles(t, pubs):
    t = ws(t); o = [t]
    low = {p.lower() for p in pubs or []}
    parts = re.split(f'({SEP})', t)
    if len(parts) >= 3 and ws(parts[-1]).lower() in low: o.append(ws(''.join(parts[:-2])))
    if len(parts) >= 3 and ws(parts[0]).lower() in low: o.append(ws(''.join(parts[2:])))
    return o
# title by hand: where upstream's value is the <title> with the site's (or a cookbook's) name glued on,
# the page's h1 is accepted beside it (decided from the page before any score).
FIX_TITLE = {
    'www.familycookbookproject.com': (['Gingerbread Pancakes (from The Omelettry in Austin) Recipe', 'Gingerbread Pancakes (from The Omelettry in Austin)'],
                                      "upstream's title adds ' recipe - from the My Koch Family Cookbook Project Family Cookbook' (the <title>); the h1 reads 'Gingerbread Pancakes (from The Omelettry in Austin) Recipe'"),
    # Corrected after the first score (the label plainly contradicted by the page; the first-sight figure stands):
    'news.yahoo.co.jp': (['改元で障害?ATMで西暦の誤り'], "after the first score: upstream's title is the <title> with the date and the site ('… | 2019/4/29(月) 13:44 - Yahoo!ニュース' less the time); the page's h1 reads '改元で障害?ATMで西暦の誤り'"),
}
# author: upstream's value split into names by fresh6's `people`; an entry that is an e-mail address or
# a URL dropped; by hand (from the byline on the page, before any score):
FIX_AUTHOR = {
    'www.christianitytoday.com': (['Bronwyn Lea'], "', guest writer' is her role"),
    'www.appadvice.com': (['AppAdvice Staff'], "'Author' is the byline's label"),
    'appadvice.com': (['AppAdvice Staff'], "'Author' is the byline's label"),
    'www.deutsch-perfekt.com': (['Guillaume Horst'], "'Von' is German 'by'"),
}
NOT_NAME = re.compile(r'^(?:[^@\s]+@[^@\s]+\.[a-z]{2,}|https?://\S+)$', re.I)
def authors(a):
    return [n for n in people(a) if not NOT_NAME.match(n)]
# published: upstream gives an instant (Mercury turns the page's local date and time into UTC, in the
# test machine's time zone where the page gives none: shinyfrog's tests read a date-only page as 23:00
# or 22:00 UTC of the day before); the calendar date of that instant in any zone UTC−12 … UTC+14 is
# accepted (fresh/ and fresh10/'s rule).
def days(p):
    if not p: return None
    try: t = datetime.datetime.fromisoformat(p.replace('Z', '+00:00'))
    except ValueError: return None
    if t.tzinfo is None: return None
    return sorted({(t + datetime.timedelta(hours=h)).date().isoformat() for h in range(-12, 15)})

# publisher: Mercury has no site-name field. Written BY HAND for every page, before any score, as a
# careful reader names the site: from the page's visible name (masthead/logo text or alt, the <title>'s
# site part, the copyright line), with og:site_name / application-name / JSON-LD publisher as support;
# the legal owner is not the answer where the site shows its own brand. Where a site shows two forms of
# its name, both are accepted. Pages where no name is visible are not scored (absent from the table).
PUBLISHER = {}
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'publishers.py')).read()) if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'publishers.py')) else None

def candidates():
    for name, repo, commit in (('jo', jo_git, jo_commit), ('sf', sf_git, sf_commit)):
        tests = sorted(t for t in git(repo, 'ls-tree', '-r', '--name-only', commit, 'src/extractors/custom').decode().split('\n') if t.endswith('/index.test.js'))
        for t in tests:
            site = t.split('/')[3]
            src = show(repo, commit, t).decode()
            yield name, repo, commit, site, parse_test(src)

taken_reg = set()
counts = {'jo': 0, 'sf': 0}
for name, repo, commit, site, p in candidates():
    if site in postlight_sites: continue  # postlight's own page (fresh/)
    url = p['url']
    if not url or not p['fixture']: left_out.append(f'{name} {site}: no address or fixture in the test'); continue
    host = urllib.parse.urlparse(url).hostname
    r = reg(host)
    if r in seen_reg: left_out.append(f'{name} {site}: site {r} is in another set'); continue
    if site in NOT_ARTICLE: left_out.append(f'{name} {site} {url}: {NOT_ARTICLE[site]}'); continue
    if r in taken_reg: left_out.append(f'{name} {site}: a page of {r} is already taken'); continue
    if not p.get('title'): left_out.append(f'{name} {site}: no title label'); continue
    key = f'{name}-' + slug(bare(site))
    pubs = PUBLISHER.get(site)
    lab = {'title': titles(p['title'], pubs)}
    if site in FIX_TITLE: lab['title'] += FIX_TITLE[site][0]; fixed.append(f'{key} title: {FIX_TITLE[site][1]}')
    if pubs: lab['publisher'] = pubs
    if p.get('author'):
        if site in FIX_AUTHOR: a = FIX_AUTHOR[site][0]; fixed.append(f'{key} author: {p["author"]!r} → {a} ({FIX_AUTHOR[site][1]})')
        else: a = authors(p['author'])
        if a: lab['author'] = a
    d = days(p.get('date_published'))
    if d: lab['published'] = d
    try: raw = show(repo, commit, p['fixture'])
    except subprocess.CalledProcessError: left_out.append(f'{name} {site}: fixture {p["fixture"]} not in the repository'); continue
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = url
    lab['country'] = lang_of(raw)
    assert key not in labels
    labels[key] = lab; write(key, raw); taken_reg.add(r); counts[name] += 1

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
print(f'jocmp {counts["jo"]}, shinyfrog {counts["sf"]}, total {len(labels)}; publisher labels {sum("publisher" in v for v in labels.values())}')
print('left out:'); [print('  ' + s) for s in left_out]
print('cleaned:'); [print('  ' + s) for s in fixed]
