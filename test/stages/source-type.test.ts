import { classifySourceType } from '../../activities/parse';

describe('classifySourceType (documented domain rules)', () => {
  test.each([
    ['https://www.nasa.gov/news', 'primary'],
    ['https://cs.stanford.edu/x', 'primary'],
    ['https://www.ox.ac.uk/research', 'primary'],
    ['https://www.w3.org/TR/wasm-core-1/', 'primary'],
    ['https://datatracker.ietf.org/doc/rfc9110/', 'primary'],
    ['https://docs.python.org/3/', 'primary'],
    ['https://docs.someproject.example/guide', 'primary'],
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
