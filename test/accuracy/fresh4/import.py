# Builds test/accuracy/fresh4 from a bare git mirror of adbar/trafilatura (see fresh4/NOTICE.md).
# usage: python3 import.py <mirror .git dir> <commit> <out dir> <other label files...>
# The other label files (real/fresh/fresh2/fresh3/dates2 labels.json) name the hosts the project has
# already seen: pages of those hosts are left out, so every fresh4 page comes from an unseen site.
import json, re, subprocess, sys, os, gzip, hashlib, collections, urllib.parse
repo, commit, out, others = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
def git(*a): return subprocess.run(['git', '-C', repo, *a], capture_output=True, check=True).stdout

evaldata = json.loads(git('show', f'{commit}:tests/evaldata.json'))
files = set(git('ls-tree', '-r', '--name-only', commit, 'tests/eval', 'tests/cache').decode().split('\n'))
seen_hosts = set()
for f in others:
    for v in json.load(open(f)).values():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)

# All tables below are keyed by upstream's file name (evaldata.json `file`).
# Pages that are not articles (no dated or signed piece of writing under a headline): left out whole.
# Decided from the URL, upstream's title and the page, before any score.
NOT_ARTICLE = {
    'wiki.python.org.Download.html': 'a wiki page',
    'baike.baidu.com.tanya.html': 'an encyclopedia entry',
    'stardewvalleywiki.com.penny.html': 'a game wiki entry',
    'rueda.wikidot.com.enchufla.html': 'a wiki page',
    'lexikon.huettenhilfe.de.banane.html': 'a lexicon entry',
    'shabka.org.about.html': "an organisation's about page",
    'sibenlab.blogspot.com.privacy.html': "an app's privacy policy",
    'mesopinions.com.mutilation.html': 'a petition page',
    'uk.trustpilot.com.reviews.html': "a customer's review on a review platform",
    'buero-hoppe.de.baumgutachten.html': "a firm's service page",
    'colours-of-the-soul.alhelm.net.html': "a blog's home page (cited address is the site root)",
}
# Author labels that are not the writer of that page (read against the page), left out.
DROP_AUTHOR = {
    'eltiempo.com-candidatos.html': "'MEDELLÍN' is the dateline's place (the page's section and tag), not a writer",
    'lostiempos.com-juicio.html': "'Jeanine Áñez' is the person the story is about (keywords, photo caption), not its writer",
    'Volksstimme.ch-loehne.html': "'Baselbiet, Ormalingen' are places (region and village), not a writer",
}
# Author labels holding the writer's name with something glued to it: the name alone (from the page).
FIX_AUTHOR = {
    'ladiaria.com.uy-productor.html': ('Camila Méndez', "byline 'Escribe Camila Méndez en <section>': the section name 'Territorio' was glued on; JSON-LD author 'Camila Méndez'"),
    'redtri.com.jokes.html': ('Amber Guetebier', "the share button's label 'Shares' was glued on; JSON-LD author 'Amber Guetebier'"),
    'wevolver.com.3dprinting.html': ('James Lynch', "affiliation 'from University of Michigan' glued to the name"),
}
# Title labels that glue the kicker (a label line above the headline) to the headline: the h1 alone
# is accepted too (taken from the page's h1, never from citeflow).
TITLE_ALSO = {
    'clarin.com-albertofernandez.html': ("Aumenta la ofensiva K sobre Alberto Fernández: Cristina Kirchner puso en duda la legitimidad de su gestión", "upstream glued the kicker 'La interna oficial' (meta volanta, <p class=volanta>) before the h1"),
}
BYWORD = re.compile(r'^(?:von|by|por|par|di|de)\s+', re.I)
DEGREE = re.compile(r'^(?:phd|md|dr\.?|prof\.?|mba|msc|ma|ba)$', re.I)

def people(label):
    """upstream's author value -> the names it holds (any one counts, as in fresh2)."""
    parts = label if isinstance(label, list) else [label]
    names = []
    for p in parts:
        p = re.sub(r'\s+', ' ', p).strip()
        p = BYWORD.sub('', p)
        for q in re.split(r'\s*;\s*|\s+/\s+|\s+(?:und|and|&|y|e|et)\s+(?=\S+\s+\S)', p):
            # a comma list of names ("A B, C D"); a part of one word is a place or desk only when
            # other parts are names, or a degree ("PhD"): dropped then.
            sub = [s.strip() for s in q.split(',')]
            if len(sub) > 1 and sum(len(s.split()) >= 2 for s in sub) >= 1:
                sub = [s for s in sub if len(s.split()) >= 2 or (not DEGREE.match(s) and s.lower() not in ('redaktion', 'red'))]
                sub = [s for s in sub if not DEGREE.match(s)]
            else:
                sub = [q]
            for s in sub:
                s = s.strip().rstrip('.').strip() if not re.search(r'\b\w\.$', s.strip()) or len(s.split()) == 1 else s.strip()
                if s and s not in names: names.append(s)
    return names

def lang_of(b):
    m = re.search(rb'<html[^>]*\blang=["\']?([A-Za-z]{2,3})', b[:5000], re.I)
    return m.group(1).decode().lower() if m else '?'

cands, left_out = [], []
for url, v in evaldata.items():
    f = v.get('file')
    if not f or not v.get('title'): continue
    if not (v.get('author') or v.get('date')): continue  # neither signed nor dated: not an article by upstream's own labels
    path = next((d + f for d in ('tests/eval/', 'tests/cache/') if d + f in files), None)
    if not path: continue
    if urllib.parse.urlparse(url).hostname in seen_hosts: continue
    if 'web.archive.org' in url: continue  # an archived copy: the cited host is the archive, the page carries its toolbar
    raw = git('show', f'{commit}:{path}')
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    cands.append((url, path, lang_of(raw), raw))

# At most 40 pages each of German and English and 30 of pages without a language attribute; every
# page of the other languages. Evenly spread: in the order of the SHA-1 of the URL.
CAP = {'de': 40, 'en': 40, '?': 30}
by = collections.defaultdict(list)
for c in cands: by[c[2]].append(c)
chosen = []
for l in sorted(by):
    lst = sorted(by[l], key=lambda c: hashlib.sha1(c[0].encode()).hexdigest())
    chosen += lst[:CAP.get(l, 10**6)]

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, dropped, fixed = {}, [], []
for url, path, lang, raw in chosen:
    v = evaldata[url]
    f = v['file']
    if f in NOT_ARTICLE: left_out.append(f'{url}: {NOT_ARTICLE[f]}'); continue
    key = re.sub(r'[^a-z0-9]+', '-', os.path.basename(path).lower().removesuffix('.html')).strip('-')[:60]
    lab = {'title': [re.sub(r'\s+', ' ', v['title']).strip()]}
    if f in TITLE_ALSO: lab['title'].append(TITLE_ALSO[f][0]); fixed.append(f'{key} title: {TITLE_ALSO[f][1]}')
    if v.get('author'):
        if f in DROP_AUTHOR: dropped.append(f'{key} author: {DROP_AUTHOR[f]}')
        elif f in FIX_AUTHOR: lab['author'] = [FIX_AUTHOR[f][0]]; fixed.append(f'{key} author: {FIX_AUTHOR[f][1]}')
        else: lab['author'] = people(v['author'])
    if v.get('date'): lab['published'] = [v['date']]
    if v.get('sitename'): lab['publisher'] = [v['sitename']]
    try:
        raw.decode('utf-8'); utf8 = True
    except UnicodeDecodeError: utf8 = False
    # UTF-8 bytes are served as UTF-8; other bytes with no charset in the header (the page's own
    # <meta charset> applies, as for dates2).
    lab['contentType'] = 'text/html; charset=utf-8' if utf8 else 'text/html'
    lab['url'] = url
    lab['country'] = lang
    labels[key] = lab
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
assert len(labels) == len(set(labels))
json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), 'pages', dict(collections.Counter(l['country'] for l in labels.values())))
print('fields:', {f: sum(f in l for l in labels.values()) for f in ('title', 'author', 'published', 'publisher')})
print('left out:', *left_out, sep='\n  '); print('labels dropped:', *dropped, sep='\n  '); print('labels corrected:', *fixed, sep='\n  ')
