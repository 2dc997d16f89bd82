# Builds test/accuracy/fresh15 (see fresh15/NOTICE.md) from the Dragnet benchmark's pages (Moz, 2012; the data
# of seomoz/dragnet_data, AGPL-3.0), read from the mirror j-szulc/html-cleaning-dataset-merged
# (`dragnet_data/input/<name>.html`, upstream's own page names), with title / publisher / author / date labels
# written BY HAND (hand_labels.py) — upstream labels only the article's body text.
# usage: python3 import.py <mirror .git> <mirror commit> <dragnet_data .git> <dragnet_data commit> <fresh6/import.py> <out dir> <other sets' dirs...>
# The other sets' dirs (every vendored set: real, fresh, fresh2…fresh14, dates2) name the hosts and the page
# bytes the project has already seen: pages of those hosts, or whose bytes equal a vendored page, are left out.
import ast, json, re, subprocess, sys, os, gzip, hashlib, urllib.parse, html as htmllib
(mgit, mcommit, dgit, dcommit, fresh6_import, out), others = sys.argv[1:7], sys.argv[7:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def show(repo, commit, path): return git(repo, 'show', f'{commit}:{path}')

# fresh6's helpers (`bare`, `utf8`, `lang_of`), imported from fresh6/import.py as fresh7…fresh14 do.
HELPERS = {'bare', 'utf8', 'lang_of'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
bare, utf8, lang_of = kit['bare'], kit['utf8'], kit['lang_of']
hand = {}
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'hand_labels.py')).read(), hand)
HAND, NOT_ARTICLE = hand['HAND'], hand['NOT_ARTICLE']

seen_hosts, seen_bytes = set(), set()
for d in others:
    for k, v in json.load(open(os.path.join(d, 'labels.json'))).items():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)
    pd = os.path.join(d, 'pages')
    for f in (os.listdir(pd) if os.path.isdir(pd) else []):
        b = open(os.path.join(pd, f), 'rb').read()
        if b[:2] == b'\x1f\x8b': b = gzip.decompress(b)
        seen_bytes.add(hashlib.sha1(b).hexdigest())
seen_bare = {bare(h) for h in seen_hosts if h}

# ---------------- rules (all written before the first score) ----------------
# Address: upstream stores no address; a page's own address is its <link rel=canonical> or og:url (the
# first of these that is absolute; its entities decoded in the label, hashed as written for the order). A page with neither is left out (the scorer serves each page at its host
# + path, and host-based rules must see the page's real host).
# Selection: every page whose host (with and without `www.`) no other set has and whose bytes equal no
# vendored page; ONE page a host (the first in the order of the SHA-1 of its address); the hosts then in the
# order of the SHA-1 of their page's address, the first 128 of them read and labelled (the labelling budget);
# at most TWO pages a registrable domain (the last two labels of the host, three under a two-letter
# second-level such as co.uk), except on blog platforms whose subdomains are different people's blogs
# (blogspot.com, wordpress.com, posterous.com, tumblr.com, typepad.com); a page NOT_ARTICLE names (decided
# from the page) left out. Upstream's names are kept in the keys (dn-<name>-<host>).
# Labels (hand_labels.py), written from the visible page before any run of citeflow on these pages:
# - title: the headline the page shows (its h1 or the post's heading). Where the window title carries
#   ANOTHER headline for the same article (an SEO headline), that is accepted too; a window title that is the
#   headline plus the site's name is not listed; typographic and straight quotes both listed where the page
#   shows both.
# - publisher: the name the site shows for itself (masthead or logo text, the window title's site part,
#   og:site_name, the copyright line), several forms where it shows several (any one counts); a newspaper's
#   blog: the blog's name or the paper's.
# - author: the names of the visible byline (also a 'Posted by' line under the post, an author box naming the
#   post's writer); agency, staff and desk bylines kept as shown ("Press Trust of India", "Agence
#   France-Presse", "TrekMovie.com Staff", "iShift Staff"); roles and credentials dropped ("M.D.", "Science
#   editor", "AdWords Product Manager"); names in capitals in their ordinary case; handles kept as shown
#   ("randfish", "LordZB", "baseballgirl"). A byline that is the site's own name or a CMS account, and a page
#   with no byline: not scored. Any one name of the list counts.
# - published: the day the page shows for the article, as a reader reads it (a UK site's 09/08/2012 is 9
#   August); where 'Updated' and 'Posted'/'Originally published' days are both shown, the original; where
#   only an 'Updated'/'Modified' day is shown, that day; a day shown without its year ('Oct 27', 'Tuesday
#   July 24') completed from the year the page shows beside it (the URL's, the comments') — noted per page;
#   a relative day ('9 Hours Ago'), a day only in the comments, or none: not scored.
PLATFORMS = ('blogspot.com', 'wordpress.com', 'posterous.com', 'tumblr.com', 'typepad.com')
def domain(h):
    h = bare(h)
    for p in PLATFORMS:
        if h.endswith('.' + p): return h
    parts = h.split('.')
    n = 3 if len(parts) >= 3 and len(parts[-1]) == 2 and parts[-2] in ('co', 'com', 'org', 'net', 'ac', 'gov') else 2
    return '.'.join(parts[-n:])
def address(s):
    for pat in [r'<link[^>]+rel=["\']canonical["\'][^>]*href=["\']([^"\']+)', r'<link[^>]+href=["\']([^"\']+)["\'][^>]*rel=["\']canonical',
                r'<meta[^>]+property=["\']og:url["\'][^>]*content=["\']([^"\']+)', r'<meta[^>]+content=["\']([^"\']+)["\'][^>]*property=["\']og:url']:
        m = re.search(pat, s, re.I)
        if m and m.group(1).startswith('http'): return m.group(1)  # as written (the order below hashes it so)
    return None
upstream_names = set(show(dgit, dcommit, 'training.txt').decode().split()) | set(show(dgit, dcommit, 'test.txt').decode().split())

names = [l.split('\t')[-1] for l in git(mgit, 'ls-tree', '--name-only', mcommit, 'dragnet_data/input/').decode().split('\n') if l.endswith('.html')]
pages = []
for path in names:
    raw = show(mgit, mcommit, path)
    try: s = raw.decode('utf-8')
    except UnicodeDecodeError: s = raw.decode('cp1252', errors='replace')
    url = address(s)
    if url: pages.append((os.path.basename(path)[:-5], url, raw))
first = {}
for name, url, raw in sorted(pages, key=lambda p: hashlib.sha1(p[1].encode()).hexdigest()):
    h = urllib.parse.urlparse(url).hostname
    if not h or h in seen_hosts or bare(h) in seen_bare: continue
    if hashlib.sha1(raw).hexdigest() in seen_bytes: continue
    first.setdefault(bare(h), (name, url, raw))
hosts = sorted(first.values(), key=lambda p: hashlib.sha1(p[1].encode()).hexdigest())[:128]

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, per_domain = {}, [], {}
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def ws(s): return re.sub(r'\s+', ' ', s).strip()
def slug(s): return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')[:40]
for name, url, raw in hosts:
    h = urllib.parse.urlparse(url).hostname
    dom = domain(h)
    if name in NOT_ARTICLE: left_out.append(f'{name} {url}: {NOT_ARTICLE[name]}'); continue
    if per_domain.get(dom, 0) >= 2: left_out.append(f'{name} {url}: a third page of {dom}'); continue
    per_domain[dom] = per_domain.get(dom, 0) + 1
    assert name in upstream_names, name
    t, pub, a, d, note = HAND[name]
    key = f'dn-{name.lower()}-' + slug(bare(h))
    lab = {'title': [ws(x) for x in t], 'publisher': pub}
    if a: lab['author'] = a
    if d: lab['published'] = [d]
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = htmllib.unescape(url)
    lab['country'] = lang_of(raw)
    assert key not in labels
    labels[key] = lab; write(key, raw)
unused = set(HAND) - {k.split('-')[1].upper() if k.split('-')[1][0] in 'rt' else k.split('-')[1] for k in labels}

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
print(f'{len(labels)} pages, {len({urllib.parse.urlparse(v["url"]).hostname for v in labels.values()})} hosts, '
      f'{len({domain(urllib.parse.urlparse(v["url"]).hostname) for v in labels.values()})} domains, '
      f'author labels {sum("author" in v for v in labels.values())}, date labels {sum("published" in v for v in labels.values())}')
from collections import Counter
print('languages:', dict(Counter(v['country'] for v in labels.values())))
print('content types:', dict(Counter(v['contentType'] for v in labels.values())))
print('left out:'); [print('  ' + s) for s in left_out]
print('hand labels not used:', sorted(unused))
