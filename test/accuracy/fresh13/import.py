# Builds test/accuracy/fresh13 (see fresh13/NOTICE.md) from a bare git mirror of
# Murrough-Foley/web-content-extraction-benchmark (WCXB): every WCXB article page (type `article`,
# confidence `verified`) that fresh7, fresh8, fresh9 and fresh10 did not take, on a host no set has.
# usage: python3 import.py <wcxb .git> <commit> <fresh6/import.py> <out dir> <other sets' dirs...>
# The other sets' dirs (every vendored set: real, fresh, fresh2…fresh11, dates2) name the hosts and the
# page bytes the project has already seen: pages of those hosts, or whose bytes equal a vendored page,
# are left out, so every fresh13 page comes from a site the project has not scored.
import ast, datetime, json, re, subprocess, sys, os, gzip, hashlib, urllib.parse
(wc_git, wc_commit, fresh6_import, out), others = sys.argv[1:5], sys.argv[5:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def show(repo, commit, path): return git(repo, 'show', f'{commit}:{path}')

# fresh6's helpers (author splitting `people`, `bare`, `utf8`, `lang_of`), imported from fresh6/import.py
# as fresh7…fresh10 do: only its function definitions and module-level regular expressions run.
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
W_NOT_ARTICLE = dict(_k7['NOT_ARTICLE'])

seen_hosts, seen_ids, seen_bytes = set(), set(), set()
for d in others:
    for k, v in json.load(open(os.path.join(d, 'labels.json'))).items():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)
        m = re.match(r'wc-(\d+)-', k)
        if m: seen_ids.add(m.group(1))
    pd = os.path.join(d, 'pages')
    for f in (os.listdir(pd) if os.path.isdir(pd) else []):
        b = open(os.path.join(pd, f), 'rb').read()
        if b[:2] == b'\x1f\x8b': b = gzip.decompress(b)
        seen_bytes.add(hashlib.sha1(b).hexdigest())
seen_bare = {bare(h) for h in seen_hosts if h}
def seen(url):
    h = urllib.parse.urlparse(url).hostname
    return not h or h in seen_hosts or bare(h) in seen_bare

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def ws(s): return re.sub(r'\s+', ' ', s).strip()
def slug(s): return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')[:40]

# ---------------- cleaning rules (all written before the first score) ----------------
# A page whose address is a site's root or a listing (path '/' or '', or ending in /blog/, /news/,
# /category/…, /tag/…) is not an article: left out, decided from the address alone (fresh9's rule).
LISTING = re.compile(r'^/?$|/(?:blog|news|aktuelles|category|kategorie|tag|tags|archiv|archive)/?$', re.I)
# An author entry that is an e-mail address, a URL or a host name is not a name: dropped (fresh10's rule).
NOT_NAME = re.compile(r'^(?:[^@\s]+@[^@\s]+\.[a-z]{2,}|https?://\S+|(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:/\S*)?)$', re.I)
# Credentials written after a name (entries without a lower-case letter, at most 16 characters) are
# dropped when a name remains (fresh7's rule).
def credential(s): return not re.search(r'[a-z]', s) and len(s) <= 16
def authors(a):
    ns = [n for n in people(a) if not NOT_NAME.match(n)]
    kept = [n for n in ns if not credential(n)]
    return kept or ns
# By hand, decided from the label and the page (the visible byline) before any score: author labels that
# carry more than a name. Filled in after reading every author label the rules above leave (NOTICE.md).
FIX_AUTHOR = {
    'wc-0370-casact-org': (['Agatha Caleo'], "', Candidate Representative to the Candidate Liaison Committee' is her role, which the comma split made a second name"),
    'wc-0469-utne-com': (['Tomson Highway'], "the byline 'By Tomson Highway and From Masculindians' names the book the piece is from ('Masculindians'), not a second author"),
    'wc-0495-jefftk-com': (['Jeff Kaufman', 'Jeff T. Kaufman'], "'Kaufman, Jeff T.' is surname-first, which the comma split made two names; the page shows 'Jeff Kaufman'"),
    'wc-4691-thewinesociety-com': (['Sarah Knowles MW', 'Sarah Knowles'], "'MW' (Master of Wine) is a credential written after the name: the name without it accepted too"),
    'wc-0257-os-system-com': (None, "'team' is the WordPress account's name in the JSON-LD; the page hides its byline (display:none): no visible author"),
}
# title: upstream's value, white space collapsed; when its last part after ' | ', ' - ', ' – ' or ' — ' is
# the site's name (its letters those of the host's name without www. and the public suffix, or of the
# whole host), the title without that part is accepted too (citeflow keeps site and title apart; fresh3's
# rule with the host standing for the site's name, since WCXB labels no site name).
SEP = r'\s+(?:-|\||–|—)\s+'
def letters(s): return re.sub(r'[^a-z0-9]', '', s.lower())
def titles(t, host):
    t = ws(t); out_ = [t]
    parts = re.split(f'({SEP})', t)
    h = bare(host)
    if len(parts) >= 3 and letters(parts[-1]) in (letters(h), letters(h.rsplit('.', 1)[0])): out_.append(ws(''.join(parts[:-2])))
    return out_
# Not articles, decided from the page before any score (besides fresh7's).
W_NOT_ARTICLE.update({
})
def clean_url(u):
    m = re.search(r'https?://\S+', u.strip())
    return m.group(0) if m else u.strip()
# published: upstream's day (YYYY-MM-DD); anything else is not scored.
def day(d):
    try: return [datetime.date.fromisoformat(d).isoformat()] if d and re.fullmatch(r'\d{4}-\d\d-\d\d', d) else None
    except ValueError: return None

# Selection: fresh7's (type `article` with confidence `verified`, not `spa`, a title label and an author
# or date label, host of no other set, one page per host, in the order of the SHA-1 of the URL), every
# page left after fresh7…fresh10 (no cap: the rest of WCXB's verified articles).
meta = json.loads(show(wc_git, wc_commit, 'metadata.json'))['files']
cands = []
for fid, mm in meta.items():
    if mm.get('page_type') != 'article' or mm.get('spa') or fid in seen_ids: continue
    g = json.loads(show(wc_git, wc_commit, f'{mm["split"]}/ground-truth/{fid}.json'))
    if g.get('_internal', {}).get('page_type', {}).get('confidence') != 'verified': continue
    gt = g['ground_truth']
    if not gt.get('title') or not (gt.get('author') or gt.get('publish_date')): continue
    cands.append((hashlib.sha1(g['url'].encode()).hexdigest(), fid, mm['split'], g))
cands.sort()
for _, fid, split, g in cands:
    url, gt = clean_url(g['url']), g['ground_truth']
    if seen(url): continue
    if fid in W_NOT_ARTICLE: left_out.append(f'wcxb {fid} {url}: {W_NOT_ARTICLE[fid]}'); continue
    if LISTING.search(urllib.parse.urlparse(url).path): left_out.append(f'wcxb {fid} {url}: a root or listing address'); continue
    raw = gzip.decompress(show(wc_git, wc_commit, f'{split}/html/{fid}.html.gz'))
    if hashlib.sha1(raw).hexdigest() in seen_bytes: left_out.append(f'wcxb {fid} {url}: the same bytes as a vendored page'); continue
    key = f'wc-{fid}-' + slug(bare(urllib.parse.urlparse(url).hostname))
    lab = {'title': titles(gt['title'], urllib.parse.urlparse(url).hostname)}
    if len(lab['title']) > 1: fixed.append(f'{key} title: the site-name tail dropped accepted too → {lab["title"][1]!r}')
    if gt.get('author'):
        if key in FIX_AUTHOR:
            a = FIX_AUTHOR[key][0]; fixed.append(f'{key} author: {gt["author"]!r} → {a} ({FIX_AUTHOR[key][1]})')
        else:
            a = authors(gt['author'])
            if a != people(gt['author']): fixed.append(f'{key} author: {gt["author"]!r} → {a}')
        if not a and key not in FIX_AUTHOR: fixed.append(f'{key} author not scored: {gt["author"]!r} is not a name')
        else: lab['author'] = a
    dd = day(gt.get('publish_date'))
    if dd: lab['published'] = dd
    elif gt.get('publish_date'): fixed.append(f'{key} date not scored: {gt["publish_date"]!r} is not a day')
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = url
    lab['country'] = lang_of(raw)
    assert key not in labels
    labels[key] = lab; write(key, raw)
    h = urllib.parse.urlparse(url).hostname
    seen_hosts.add(h); seen_bare.add(bare(h))

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
print(f'WCXB {len(labels)} pages, {len({urllib.parse.urlparse(v["url"]).hostname for v in labels.values()})} hosts, '
      f'author labels {sum("author" in v for v in labels.values())}, date labels {sum("published" in v for v in labels.values())}')
print('left out:'); [print('  ' + s) for s in left_out]
print('cleaned:'); [print('  ' + s) for s in fixed]
