import { classifySourceType } from '../../activities/parse';

describe('classifySourceType (documented domain rules)', () => {
  test.each([
    ['https://www.nasa.gov/news', 'primary'],
    ['https://cs.stanford.edu/x', 'primary'],
    ['https://www.ox.ac.uk/research', 'primary'],
    ['https://www.w3.org/TR/wasm-core-1/', 'primary'],
    ['https://datatracker.ietf.org/doc/rfc9110/', 'primary'],
    ['https://docs.python.org/3/', 'primary'],
    ['https://docs.someproject.example/guide', 'tertiary'], // a docs. prefix alone proves nothing
    ['https://docs.evil-blog.com/post', 'tertiary'],
    ['https://docs.github.com/en/actions', 'primary'],
    ['https://v8.dev/blog/v8-release-57', 'primary'],
    ['https://webkit.org/blog/7691/webassembly/', 'primary'],
    ['https://bytecodealliance.org/articles/announcing-the-bytecode-alliance', 'primary'],
    ['https://github.com/WebAssembly/WASI', 'primary'],
    ['https://gist.github.com/someone/123', 'tertiary'], // longest listed domain wins over github.com
    ['https://www.mozilla.org/en-US/firefox/', 'primary'],
    ['https://developer.mozilla.org/en-US/docs/WebAssembly', 'primary'],
    ['https://hacks.mozilla.org/2017/02/a-cartoon-intro-to-webassembly/', 'secondary'], // beats mozilla.org
    ['https://blog.cloudflare.com/webassembly-on-cloudflare-workers/', 'secondary'],
    ['https://www.usenix.org/conference/atc19/presentation/jangda', 'secondary'], // proceedings, like acm.org
    ['https://dl.acm.org/doi/10.1145/3062341.3062363', 'secondary'],
    ['https://standards.ieee.org/ieee/754/6210/', 'primary'], // longest listed domain wins over ieee.org
    ['https://ieeexplore.ieee.org/document/1', 'secondary'],
    ['https://www.reuters.com/technology/x', 'secondary'],
    ['https://www.nature.com/articles/x', 'secondary'],
    ['https://www.gartner.com/en/newsroom', 'secondary'],
    ['https://en.wikipedia.org/wiki/Rust', 'tertiary'],
    ['https://stackoverflow.com/q/1', 'tertiary'],
    ['https://someone.medium.com/post', 'tertiary'],
    ['https://randomblog.example/post', 'tertiary'],
    ['https://NEWS.YCOMBINATOR.COM/item?id=1', 'tertiary'],
    ['https://notgov.example/', 'tertiary'],
    ['not a url', 'tertiary'],
  ])('%s → %s', (url, expected) => {
    expect(classifySourceType(url)).toBe(expected);
  });
});
