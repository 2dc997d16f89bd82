# Builds test/accuracy/fresh3 from a bare git mirror of microlinkhq/metascraper (see fresh3/NOTICE.md).
# usage: python3 import.py <mirror .git dir> <commit> <out dir>
import json, re, subprocess, sys, os, datetime, gzip, html as htmlmod
repo, commit, out = sys.argv[1], sys.argv[2], sys.argv[3]
BASE = 'packages/metascraper/test/integration'
def git(*a): return subprocess.run(['git', '-C', repo, *a], capture_output=True, check=True).stdout

# Pages that are not articles (no piece of writing with a headline): social posts, a code repository,
# a company profile, a search engine's home page, a car listing, a course landing page, an audio
# player embed. Left out whole.
NOT_ARTICLE = {
    'instagram': 'a social-media post', 'x.com (tweet with gif)': 'a social-media post',
    'x.com (tweet with image)': 'a social-media post', 'github': 'a code repository page',
    'linkedin (company)': 'a company profile page', 'yandex': "a search engine's home page",
    'teslahunt': 'a car listing', 'milanocittastato': "the site's home page (url https://www.milanocittastato.it/)",
    'qz': 'a topic hub listing many stories (/on/beyond-silicon-valley/)', 'learnnode': 'a course landing page', 'transistor.fm': 'an audio player embed',
}
# Labels left out after reading upstream's value against the page (never against citeflow's output):
# the value is not what the field means on that page. Each with its reason.
DROP = {
    ('audiense', 'publisher'): "'audiense_logotype_black' is a logo image's file name, not a name",
    ('indiehackers', 'author'): 'a quoted founder from a loading-screen testimonial, not the writer',
    ('business-today', 'author'): "'BT_India' is the site's own Twitter handle (twitter:creator), no writer is named",
    ('bfi', 'author'): "'BeckerFriedman' is the institute's Twitter handle (twitter:creator), no writer is named",
    ('segment-academy', 'author'): "'segment' is the site's Twitter handle (twitter:creator), no writer is named",
}
# Labels corrected from the page where upstream's value holds the right one with something glued to
# it, or took a name from the wrong place; the page's own value is used. Each with its reason.
FIX = {
    ('audiense', 'author'): ('Paz Segura', "upstream's 'Paz Segura - Marketing Manager' glues the job title to the byline's name"),
    ('the-boston-globe', 'author'): ('Mike Isaac', "upstream glued outlet, date and time to the name; JSON-LD author and visible byline: 'Mike Isaac'"),
    ('sfstandard', 'author'): ('Lauren Saria', "upstream's 'lsariasfstandard.com' is her mangled e-mail address; the page's author record names 'Lauren Saria'"),
    ('nytimes (article)', 'publisher'): ('The New York Times', "upstream's 'NYTimes' is the mobile app's name (al:iphone:app_name); JSON-LD publisher: 'The New York Times'"),
    ('nytimes (opinion)', 'publisher'): ('The New York Times', "upstream's 'NYTimes' is the mobile app's name; JSON-LD publisher: 'The New York Times'"),
    ('astier', 'title'): ('awk driven IoT', "upstream swapped the <title>'s parts: 'awk driven IoT' is the post's h1, the blog is 'Linux Engineer's random thoughts'"),
    ('astier', 'publisher'): ("Linux Engineer's random thoughts", "upstream swapped the <title>'s parts (see title)"),
}

def js_str(v):
    if v == 'null': return None
    assert v[0] == "'" and v[-1] == "'", v
    return re.sub(r"\\(.)", r"\1", v[1:-1])

def snapshots(site):
    md = git('show', f'{commit}:{BASE}/{site}/snapshots/index.js.md').decode()
    res = {}
    for sec in re.split(r'\n## ', md)[1:]:
        name = sec.split('\n', 1)[0].strip()
        vals = {}
        for m in re.finditer(r"^\s+(author|date|publisher|title): ('(?:[^'\\]|\\.)*'|null),$", sec, re.M):
            vals[m.group(1)] = js_str(m.group(2))
        res[name] = vals
    return res

def tests(site):
    src = git('show', f'{commit}:{BASE}/{site}/index.js').decode()
    top = re.search(r"^const url\s*=\s*'([^']+)'", src, re.M)  # also written over two lines
    found = []
    for block in re.split(r'\ntest\(|test\)\(', src)[1:]:
        name = re.match(r"\s*'([^']+)'", block).group(1)
        u = re.search(r"const url\s*=\s*'([^']+)'", block)
        f = re.search(r"resolve\(__dirname,\s*'([^']+)'\)", block) or re.search(r"resolve\(__dirname,\s*'([^']+)'\)", src)
        found.append((name, (u or top).group(1), f.group(1)))
    return found

def any_zone_days(iso):
    t = datetime.datetime.fromisoformat(iso.replace('Z', '+00:00'))
    return sorted({t.astimezone(datetime.timezone(datetime.timedelta(hours=h))).date().isoformat() for h in range(-12, 15)})

SEP = r'\s+[-|–—:]\s+'
def title_variants(title, publisher):
    # upstream's title as written, and (when its first or last separated part is upstream's own
    # publisher name) the same title without that site-name part.
    out = [title]
    if publisher:
        p = re.escape(publisher.strip())
        for pat in (rf'^(.*?){SEP}{p}$', rf'^{p}{SEP}(.*)$'):
            m = re.match(pat, title, re.I)
            if m and m.group(1).strip(): out.append(m.group(1).strip())
    return out

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, dropped, fixed = {}, [], [], []
sites = [l.split('/')[-1] for l in git('ls-tree', '--name-only', commit, BASE + '/').decode().split('\n') if l]
for site in sites:
    snaps = snapshots(site)
    for name, url, rel in tests(site):
        if name in NOT_ARTICLE: left_out.append(f'{name}: {NOT_ARTICLE[name]}'); continue
        v = dict(snaps[name])
        for (n, f), (val, why) in FIX.items():
            if n == name: v[f] = val; fixed.append(f'{name} {f}: {why}')
        raw = git('show', f'{commit}:{BASE}/{site}/{rel}')
        key = re.sub(r'[^a-z0-9]+', '-', name.lower()).strip('-')
        lab = {}
        for f in ('title', 'publisher', 'author', 'date'):
            if v.get(f) is None: continue
            if (name, f) in DROP: dropped.append(f'{name} {f}: {DROP[(name, f)]}'); continue
            if f == 'title': lab['title'] = title_variants(v['title'], v.get('publisher') if (name, 'publisher') not in DROP else None)
            elif f == 'date': lab['published'] = any_zone_days(v['date'])
            else: lab[f] = [v[f]]
        lab['url'] = url
        labels[key] = lab
        with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), 'pages'); print('left out:', left_out); print('labels dropped:', dropped); print('labels corrected:', fixed)
