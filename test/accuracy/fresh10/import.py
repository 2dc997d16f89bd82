# Builds test/accuracy/fresh10 (see fresh10/NOTICE.md) from bare git mirrors of omnivore-app/omnivore
# (its packages/readabilityjs test pages) and Murrough-Foley/web-content-extraction-benchmark (WCXB).
# usage: python3 import.py <omnivore .git> <commit> <wcxb .git> <commit> <fresh6/import.py> <out dir> <other label files...>
# The other label files (every vendored set's labels.json) name the hosts the project has already seen:
# pages of those hosts are left out, so every fresh10 page comes from a site the project has not scored.
import ast, datetime, json, re, subprocess, sys, os, gzip, hashlib, html as htmllib, urllib.parse
(om_git, om_commit, wc_git, wc_commit, fresh6_import, out), others = sys.argv[1:7], sys.argv[7:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def show(repo, commit, path): return git(repo, 'show', f'{commit}:{path}')

# fresh6's helpers (author splitting `people`, `bare`, `utf8`, `lang_of`), imported from fresh6/import.py
# as fresh7/fresh8/fresh9 do: only its function definitions and module-level regular expressions run.
HELPERS = {'people', 'bare', 'utf8', 'lang_of', 'BYWORD', 'DEGREE'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
people, bare, utf8, lang_of = kit['people'], kit['bare'], kit['utf8'], kit['lang_of']
# fresh7's decisions on WCXB's non-articles (read from the pages then) hold here too.
_k7 = {}
for node in ast.parse(open(os.path.join(os.path.dirname(fresh6_import), '..', 'fresh7', 'import.py')).read()).body:
    if isinstance(node, ast.Assign) and any(getattr(t, 'id', '') == 'NOT_ARTICLE' for t in node.targets): exec(compile(ast.Module([node], []), 'fresh7/import.py', 'exec'), _k7)
W_NOT_ARTICLE = _k7['NOT_ARTICLE']

seen_hosts = set()
for f in others:
    for k, v in json.load(open(f)).items():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)
seen_bare = {bare(h) for h in seen_hosts}
def seen(url):
    h = urllib.parse.urlparse(url).hostname
    return not h or h in seen_hosts or bare(h) in seen_bare

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def ws(s): return re.sub(r'\s+', ' ', s).strip()
def slug(s): return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')[:40]
def take(key, lab, raw, url):
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = url
    lab['country'] = lang_of(raw)
    assert key not in labels
    labels[key] = lab; write(key, raw)
    h = urllib.parse.urlparse(url).hostname
    seen_hosts.add(h); seen_bare.add(bare(h))

# ---------------- rules shared by both parts (all written before the first score) ----------------
# A page whose address is a site's root or a listing (path '/' or '', or ending in /blog/, /news/,
# /category/…, /tag/…) is not an article: left out, decided from the address alone (fresh9's rule).
LISTING = re.compile(r'^/?$|/(?:blog|news|aktuelles|category|kategorie|tag|tags|archiv|archive)/?$', re.I)
# An author entry that is an e-mail address, a URL or a host name is not a name: dropped.
NOT_NAME = re.compile(r'^(?:[^@\s]+@[^@\s]+\.[a-z]{2,}|https?://\S+|(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:/\S*)?)$', re.I)
# Credentials written after a name (entries without a lower-case letter, at most 16 characters) are
# dropped when a name remains (fresh7's rule).
def credential(s): return not re.search(r'[a-z]', s) and len(s) <= 16
def authors(a):
    ns = [n for n in people(a) if not NOT_NAME.match(n)]
    kept = [n for n in ns if not credential(n)]
    return kept or ns

# ================= Part A: omnivore's readabilityjs test pages =================
# omnivore-app/omnivore keeps, in packages/readabilityjs (a fork of mozilla/readability; the package
# declares Apache-2.0), ~100 test pages of its own: test-pages/<name>/source.html with the values its
# Readability fork gave them, reviewed into expected-metadata.json (title, byline, siteName,
# publishedDate). A library's output its maintainers accepted as regression values, like newspaper4k's
# in fresh8: cleaned by the rules below.
OM = 'packages/readabilityjs/test/test-pages/'
# Not articles, or not web pages, decided from the name and the page before any score:
OM_NOT_ARTICLE = {
    'mathoverflow': 'a Q&A thread',
    'stackoverflow': 'a Q&A thread',
    'zhihu': 'a Q&A thread',
    'community.musictribe.com': 'a forum thread',
    'youtube-embed': 'a video embed (1 kB, no article)',
    'gdcvault': 'a conference video player page',
    'digital-garden-docs': 'a documentation page',
    'telegr.ph': 'a page written for the test ("Duplicates the title in the text")',
    'getting_started_with_omnivore': "omnivore's own help post (the tool under test, twice)",
    'omnivore_getting_started': "omnivore's own help post (the tool under test, twice)",
    'ahhhhfs.com': 'a list of TV stream links',
    'substack-email': 'an e-mail newsletter as received, not a web page',
    'erik-engheim': "a second copy of debugger.medium's page",
}
# The page's address: its canonical link, else its og:url (absolute http(s); protocol-relative read as
# https). A page without one is left out (the scorer serves each page at its own address and checks
# hosts against the other sets). Newsletters (test-pages/newsletters/…) are e-mails: left out.
def page_url(text):
    for pat in (r'<link\b[^>]*\brel=["\']?canonical["\']?[^>]*>', r'<meta\b[^>]*\bproperty=["\']og:url["\'][^>]*>'):
        for tag in re.findall(pat, text, re.I):
            m = re.search(r'\b(?:href|content)=["\']([^"\']+)["\']', tag, re.I)
            if not m: continue
            u = htmllib.unescape(m.group(1).strip())
            if u.startswith('//'): u = 'https:' + u
            if re.match(r'https?://[^/]+', u): return u
    return None
# title: upstream's value, white space collapsed; when its first or last part after a separator
# (' - ', ' | ', ' – ', ' — ', ' · ', ' :: ', ' : ') is upstream's own siteName, the title without that
# part is accepted too (fresh3's rule: citeflow keeps site and title apart).
SEP = r'\s+(?:-|\||–|—|·|::|:)\s+'
def titles(t, site):
    t = ws(t); out_ = [t]
    if site:
        parts = re.split(f'({SEP})', t)
        if len(parts) >= 3 and ws(parts[-1]).lower() == site.lower(): out_.append(ws(''.join(parts[:-2])))
        if len(parts) >= 3 and ws(parts[0]).lower() == site.lower(): out_.append(ws(''.join(parts[2:])))
    return out_
# publisher: upstream's siteName. 'fakehost' is the test harness's placeholder host (Readability falls
# back to the host name), not a name: not scored. Where the name carries a tagline after ' - ', ' | '
# or ' – ', the part before is accepted beside it (fresh8's rule).
def publishers(s):
    if not s or s.strip().lower() == 'fakehost': return None
    s = ws(s); out_ = [s]
    m = re.match(r'^(.+?)\s+[-|–]\s+\S', s)
    if m and len(m.group(1)) >= 2: out_.append(m.group(1).strip())
    return out_
# published: upstream gives an instant (ISO, UTC); as in fresh/ and fresh3/, the calendar date of that
# instant in any time zone UTC−12 … UTC+14 is accepted. A date in 2001 is JavaScript's default year for
# a date written without one (Date.parse('Jan 28') → 2001): not scored. A value that is not an instant
# ('April 7, 2023') is not scored.
def days(p):
    if not p: return None
    try: t = datetime.datetime.fromisoformat(p.replace('Z', '+00:00'))
    except ValueError: return None
    if t.tzinfo is None or t.year == 2001: return None
    # every day the instant falls on between UTC−12 and UTC+14 (up to three; the first score's import
    # took only the two ends, missing a middle day on 4 pages: fixed after it, see NOTICE.md)
    return sorted({(t + datetime.timedelta(hours=h)).date().isoformat() for h in range(-12, 15)})
# author: upstream's byline split into names (fresh6's `people`); then, by hand (decided from the byline
# and the page before any score), bylines that carry more than a name or are not one:
OM_FIX_AUTHOR = {
    'cavesocial': (['Cave Team'], "'About the Author:' is the box's heading"),
    'city-journal': (['Samo Burja'], 'the byline is the author bio ("Samo Burja is the president of …")'),
    'kdnuggets': (['Cornellius Yudha Wijaya'], "', KDnuggets on in Natural Language Processing' is the byline's site and category"),
    'caixin': (['余聪'], "'文｜财新' ('text | Caixin') is the credit's label and outlet"),
    'fiercepharma': (None, "'03:23pm' is a time, not a name"),
    'infoproc': (None, "'View my complete profile' is a link's label"),
    'sydney.com': (None, "'author-circle' is a CSS class name"),
}
# title by hand: jetbrains's label is the blog's name, which Readability took from the <title>'s tail.
OM_FIX_TITLE = {'blog.jetbrains.com': (['The Future of .NET with WASM'], "upstream's 'The .NET Tools Blog' is the blog's name; the page's h1, <title> and og:title read 'The Future of .NET with WASM' (before ' | The .NET Tools Blog')")}
# publisher by hand: berthub's siteName 'Articles' is the blog's section heading, not a name: not scored.
OM_FIX_PUBLISHER = {'berthub': (None, "'Articles' is the section heading the page's og:site_name carries")}

files = git(om_git, 'ls-tree', '-r', '--name-only', om_commit, OM).decode().split('\n')
om_dirs = sorted({f[len(OM):].rsplit('/', 1)[0] for f in files if f.endswith('/expected-metadata.json')})
na = 0
for d in om_dirs:
    if d.startswith('newsletters/'): left_out.append(f'omnivore {d}: an e-mail newsletter, not a web page'); continue
    if d in OM_NOT_ARTICLE: left_out.append(f'omnivore {d}: {OM_NOT_ARTICLE[d]}'); continue
    if f'{OM}{d}/source.html' not in files: left_out.append(f'omnivore {d}: no source.html'); continue
    raw = show(om_git, om_commit, f'{OM}{d}/source.html')
    m = json.loads(show(om_git, om_commit, f'{OM}{d}/expected-metadata.json'))
    url = page_url(raw.decode('utf-8', 'replace'))
    if not url: left_out.append(f'omnivore {d}: no canonical or og:url address'); continue
    if seen(url): left_out.append(f'omnivore {d}: host {urllib.parse.urlparse(url).hostname} is in another set (or taken)'); continue
    if LISTING.search(urllib.parse.urlparse(url).path): left_out.append(f'omnivore {d} {url}: a root or listing address'); continue
    key = 'om-' + slug(d)
    site = m.get('siteName')
    lab = {}
    if m.get('title'): lab['title'] = titles(m['title'], site if site and site.lower() != 'fakehost' else None)
    if d in OM_FIX_TITLE: lab['title'] = OM_FIX_TITLE[d][0]; fixed.append(f'{key} title: {OM_FIX_TITLE[d][1]}')
    pub = publishers(site)
    if d in OM_FIX_PUBLISHER: pub = OM_FIX_PUBLISHER[d][0]; fixed.append(f'{key} publisher: {OM_FIX_PUBLISHER[d][1]}')
    elif pub is None and site: fixed.append(f'{key} publisher not scored: {site!r} is the placeholder host')
    if pub: lab['publisher'] = pub
    if m.get('byline'):
        if d in OM_FIX_AUTHOR:
            a = OM_FIX_AUTHOR[d][0]; fixed.append(f'{key} author: {OM_FIX_AUTHOR[d][1]}')
        else:
            a = authors(m['byline'])
            if a != people(m['byline']): fixed.append(f'{key} author: {m["byline"]!r} → {a}')
        if a: lab['author'] = a
    ds = days(m.get('publishedDate'))
    if ds: lab['published'] = ds
    elif m.get('publishedDate'): fixed.append(f'{key} date not scored: {m["publishedDate"]!r}')
    if 'title' not in lab: left_out.append(f'omnivore {d}: no title label'); continue
    take(key, lab, raw, url); na += 1

# ================= Part B: WCXB articles fresh7/fresh8/fresh9 did not take =================
# fresh7's selection (type `article` with confidence `verified`, not `spa`, title label and an author or
# date label, host of no other set, one page per host, SHA-1 of the URL order), continued after fresh9's
# pages (fresh8 took its pages from the far end of the order): up to TOTAL pages in all.
TOTAL = 150
def clean_url(u):
    m = re.search(r'https?://\S+', u.strip())
    return m.group(0) if m else u.strip()
def day(d):
    try: return [datetime.date.fromisoformat(d).isoformat()] if d and re.fullmatch(r'\d{4}-\d\d-\d\d', d) else None
    except ValueError: return None
meta = json.loads(show(wc_git, wc_commit, 'metadata.json'))['files']
cands = []
for fid, mm in meta.items():
    if mm.get('page_type') != 'article' or mm.get('spa'): continue
    g = json.loads(show(wc_git, wc_commit, f'{mm["split"]}/ground-truth/{fid}.json'))
    if g.get('_internal', {}).get('page_type', {}).get('confidence') != 'verified': continue
    gt = g['ground_truth']
    if not gt.get('title') or not (gt.get('author') or gt.get('publish_date')): continue
    cands.append((hashlib.sha1(g['url'].encode()).hexdigest(), fid, mm['split'], g))
cands.sort()
nb = 0
for _, fid, split, g in cands:
    if len(labels) >= TOTAL: break
    url, gt = clean_url(g['url']), g['ground_truth']
    if seen(url): continue
    if fid in W_NOT_ARTICLE: left_out.append(f'wcxb {fid} {url}: {W_NOT_ARTICLE[fid]} (fresh7)'); continue
    if LISTING.search(urllib.parse.urlparse(url).path): left_out.append(f'wcxb {fid} {url}: a root or listing address'); continue
    key = f'wc-{fid}-' + slug(bare(urllib.parse.urlparse(url).hostname))
    lab = {'title': [ws(gt['title'])]}
    if gt.get('author'):
        a = authors(gt['author'])
        if not a: fixed.append(f'{key} author dropped: {gt["author"]!r} is not a name')
        else:
            if a != people(gt['author']): fixed.append(f'{key} author: {gt["author"]!r} → {a}')
            lab['author'] = a
    dd = day(gt.get('publish_date'))
    if dd: lab['published'] = dd
    elif gt.get('publish_date'): fixed.append(f'{key} date not scored: {gt["publish_date"]!r} is not a day')
    raw = gzip.decompress(show(wc_git, wc_commit, f'{split}/html/{fid}.html.gz'))
    take(key, lab, raw, url); nb += 1

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
print(f'part A (omnivore) {na}, part B (WCXB) {nb}, total {len(labels)}')
print('left out:'); [print('  ' + s) for s in left_out]
print('cleaned:'); [print('  ' + s) for s in fixed]
