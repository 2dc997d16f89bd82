# Builds test/accuracy/fresh5 from bare git mirrors of adbar/trafilatura and adbar/htmldate
# (see fresh5/NOTICE.md).
# usage: python3 import.py <trafilatura .git dir> <commit> <htmldate .git dir> <commit> <out dir> <other label files...>
# The other label files (every labels.json of test/accuracy, fresh4 included) name the hosts the
# project has already seen: pages of those hosts are left out, so every fresh5 page comes from an
# unseen site. Part A (trafilatura) holds title/author/date labels written by hand; part B (htmldate's
# "Media Cloud 2020" pages, the half dates2 did not take) holds hand-annotated dates only.
import json, re, subprocess, sys, os, gzip, hashlib, collections, urllib.parse
traf, tcommit, hdate, hcommit, out, others = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout

seen_hosts = set()
for f in others:
    for v in json.load(open(f)).values():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)

# ---- Part A: trafilatura's evaluation pages (tests/evaldata.json), keyed by upstream's file name.
# Pages that are not articles (no dated or signed piece of writing under a headline): left out whole.
# Decided from the URL, upstream's title and the page, before any score. The first eleven are the
# pages fresh4 left out for the same reasons.
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
    'wiki.piratenpartei.de.stammtisch.html': 'a wiki page (title "HE:Kassel/Stammtisch")',
    'deleuze.enacademic.com.micropolitics.html': 'an encyclopedia entry',
    'creativecommons.org.html': "an organisation's about page (/about/)",
    'parallels.com.desktop.html': 'a product page (/products/desktop/)',
    'iass-potsdam.de.energiewende.html': "a research institute's department page",
    'echte-demokratie-jetzt.de.blog.html': "a blog's index page (/blog/, several posts under the site title)",
    '0b4609a864eb4fa0bbcb2b395f6be9eb.html': "a media library's video player page (ardmediathek; title ends '| Video der Sendung vom …')",
    'villagersandheroes.com.forums.patchnotes.html': 'a forum thread',
}
# Author labels holding the writer's name with something else: the names alone (read from the page).
FIX_AUTHOR = {
    'statisticsglobe.com.ggplot2.html': (['Joachim Schork'], "upstream 'oachim Schork' lost the first letter; the page names 'Joachim Schork' (author box, image titles)"),
    'wsvn.com-crash.html': (['JESSICA HOLLY', 'GAIL LEVY'], "'7 NEWS WSVN' in upstream's list is the station (the site itself), not a writer"),
    'wevolver.com.3dprinting.html': (['James Lynch'], "affiliation 'from University of Michigan' glued to the name (as fresh4 corrected it)"),
    'standard.co.uk.caribbean.html': (["Daniel O'Mahony", 'April Roach'], "upstream named one of the two writers the page's byline gives ('April Roach, Daniel O'Mahony' in meta author and article:author_name): both"),
    'thelocal.se.tattooed.html': (['AFP', 'The Local'], "credit 'AFP/The Local' names two bylines joined by '/' (agency and outlet)"),
}
# Author labels that are not the writer of that page (read against the page), left out.
DROP_AUTHOR = {
    'volksblatt.at-Alkoholkonsum.html': "'Jens Büttner' is the photographer ('© APA/APA (dpa)/Jens Büttner' under the picture), not the writer",
}
# Title labels that differ from the page in spelling only, or that the page no longer shows.
FIX_TITLE = {
    'automobilwoche.de-VW-Betriebsversammlung.html': ('Krach vor der VW-Betriebsversammlung: Es knirscht zwischen Diess und Aufsichtsräten', "upstream dropped the space after the colon (<title> and h1 have it)"),
    'winfuture.de-NASA.html': ('NASA+ Streaming startet: Ohne Registrierung, Gebühren oder Werbung', "upstream's 'NASA+ startet: Streaming ohne Gebühren, Werbung oder Registrierung' is nowhere on the stored page; its <title>, og:title and h1 all read this headline"),
}
# Date labels that are not a valid day as written: corrected from the page.
FIX_DATE = {
    'dvg.de.weihnachtsurlaub.html': ('2022-11-29', "upstream '2022-29-11' swaps month and day (no month 29); the URL path reads /2022/11/29/"),
}
BYWORD = re.compile(r'^(?:von|by|por|par|di|de)\s+', re.I)
DEGREE = re.compile(r'^(?:phd|md|dr\.?|prof\.?|mba|msc|ma|ba)$', re.I)

def people(label):
    """upstream's author value -> the names it holds (any one counts, as in fresh2/fresh4)."""
    parts = label if isinstance(label, list) else [label]
    names = []
    for p in parts:
        p = re.sub(r'\s+', ' ', p).strip()
        p = BYWORD.sub('', p)
        for q in re.split(r'\s*;\s*|\s+/\s+|\s+(?:und|and|&|y|e|et)\s+(?=\S+\s+\S)', p):
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

def key_of(name):
    return re.sub(r'[^a-z0-9]+', '-', name.lower().removesuffix('.html')).strip('-')[:60]

evaldata = json.loads(git(traf, 'show', f'{tcommit}:tests/evaldata.json'))
files = set(git(traf, 'ls-tree', '-r', '--name-only', tcommit, 'tests/eval', 'tests/cache').decode().split('\n'))
cands = []
for url, v in evaldata.items():
    f = v.get('file')
    if not f or not v.get('title'): continue
    if not (v.get('author') or v.get('date')): continue  # neither signed nor dated: not an article by upstream's own labels
    path = next((d + f for d in ('tests/eval/', 'tests/cache/') if d + f in files), None)
    if not path: continue
    if urllib.parse.urlparse(url).hostname in seen_hosts: continue
    if 'web.archive.org' in url: continue  # an archived copy: the cited host is the archive
    raw = git(traf, 'show', f'{tcommit}:{path}')
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    cands.append((url, path, lang_of(raw), raw))
# At most 70 German pages (<html lang="de">: 436 remain upstream); every page of the other languages.
# In the order of the SHA-1 of the URL (the order fresh4 used).
CAP = {'de': 70}
by = collections.defaultdict(list)
for c in cands: by[c[2]].append(c)
chosen = []
for l in sorted(by):
    chosen += sorted(by[l], key=lambda c: hashlib.sha1(c[0].encode()).hexdigest())[:CAP.get(l, 10**6)]

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
taken_hosts = set()
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
for url, path, lang, raw in chosen:
    v = evaldata[url]
    f = v['file']
    if f in NOT_ARTICLE: left_out.append(f'{url}: {NOT_ARTICLE[f]}'); continue
    key = key_of(os.path.basename(path))
    lab = {'title': [re.sub(r'\s+', ' ', v['title']).strip()]}
    if f in FIX_TITLE: lab['title'] = [FIX_TITLE[f][0]]; fixed.append(f'{key} title: {FIX_TITLE[f][1]}')
    if v.get('author'):
        if f in DROP_AUTHOR: fixed.append(f'{key} author dropped: {DROP_AUTHOR[f]}')
        elif f in FIX_AUTHOR: lab['author'] = FIX_AUTHOR[f][0]; fixed.append(f'{key} author: {FIX_AUTHOR[f][1]}')
        else: lab['author'] = people(v['author'])
    if v.get('date'):
        lab['published'] = [v['date']]
        if f in FIX_DATE: lab['published'] = [FIX_DATE[f][0]]; fixed.append(f'{key} date: {FIX_DATE[f][1]}')
    if v.get('sitename'): lab['publisher'] = [v['sitename']]
    try:
        raw.decode('utf-8'); utf8 = True
    except UnicodeDecodeError: utf8 = False
    lab['contentType'] = 'text/html; charset=utf-8' if utf8 else 'text/html'
    lab['url'] = url
    lab['country'] = lang
    labels[key] = lab
    taken_hosts.add(urllib.parse.urlparse(url).hostname)
    write(key, raw)
na = len(labels)

# ---- Part B: htmldate's Media Cloud 2020 pages (tests/eval_mediacloud_2020.json + tests/test_set/),
# dates only. dates2 took 100 of the 200; the dated pages of the other hosts are taken here, all of them.
mc = json.loads(git(hdate, 'show', f'{hcommit}:tests/eval_mediacloud_2020.json'))
for url, v in sorted(mc.items(), key=lambda kv: kv[1]['file']):
    if not isinstance(v.get('date'), str): continue  # NaN: upstream gives no date
    host = urllib.parse.urlparse(url).hostname
    if host in seen_hosts or host in taken_hosts: continue
    raw = git(hdate, 'show', f'{hcommit}:tests/test_set/{v["file"]}')
    key = 'mc-' + v['file'].rsplit('.', 1)[0]
    # htmldate stores the bytes as fetched: served as bare text/html (the page's own charset
    # declaration applies), as dates2 serves them.
    labels[key] = {'published': [v['date']], 'contentType': 'text/html', 'url': url, 'country': lang_of(raw)}
    taken_hosts.add(host)
    write(key, raw)

assert len(labels) == len(set(labels))
json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), 'pages:', na, 'from trafilatura,', len(labels) - na, 'from htmldate/Media Cloud')
print('languages:', dict(collections.Counter(l['country'] for l in labels.values())))
print('fields:', {f: sum(f in l for l in labels.values()) for f in ('title', 'author', 'published', 'publisher')})
print('left out:', *left_out, sep='\n  '); print('labels corrected:', *fixed, sep='\n  ')
