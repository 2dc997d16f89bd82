/** --hyperlinks auto|always|never and the auto detection (TTY + known terminal, FORCE_HYPERLINK). */
import { hyperlinksEnabled } from '../../cli/terminal';

const tty = (env: Record<string, string>) => ({ isTTY: true, env });
const pipe = (env: Record<string, string>) => ({ isTTY: false, env });

describe('hyperlinksEnabled', () => {
  test('always and never ignore the terminal', () => {
    expect(hyperlinksEnabled('always', pipe({ TERM: 'dumb' }))).toBe(true);
    expect(hyperlinksEnabled('never', tty({ TERM_PROGRAM: 'WezTerm', FORCE_HYPERLINK: '1' }))).toBe(false);
  });

  test.each([
    ['WezTerm', tty({ TERM_PROGRAM: 'WezTerm' }), true],
    ['iTerm 3.4', tty({ TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.4.19' }), true],
    ['iTerm 3.0', tty({ TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.0.1' }), false],
    ['VS Code 1.80', tty({ TERM_PROGRAM: 'vscode', TERM_PROGRAM_VERSION: '1.80.0' }), true],
    ['VS Code 1.71', tty({ TERM_PROGRAM: 'vscode', TERM_PROGRAM_VERSION: '1.71.2' }), false],
    ['VTE 0.76', tty({ VTE_VERSION: '7600' }), true],
    ['VTE 0.48', tty({ VTE_VERSION: '4800' }), false],
    ['kitty', tty({ TERM: 'xterm-kitty' }), true],
    ['Windows Terminal', tty({ WT_SESSION: 'abc' }), true],
    ['plain xterm', tty({ TERM: 'xterm-256color' }), false],
    ['tmux (3.3 drops OSC 8)', tty({ TERM: 'screen', TERM_PROGRAM: 'tmux' }), false],
    ['known terminal but piped', pipe({ TERM_PROGRAM: 'WezTerm' }), false],
    ['known terminal but dumb', tty({ TERM_PROGRAM: 'WezTerm', TERM: 'dumb' }), false],
    ['known terminal in CI', tty({ TERM_PROGRAM: 'WezTerm', CI: 'true' }), false],
    ['FORCE_HYPERLINK=1 on a pipe', pipe({ FORCE_HYPERLINK: '1' }), true],
    ['FORCE_HYPERLINK=0 on WezTerm', tty({ TERM_PROGRAM: 'WezTerm', FORCE_HYPERLINK: '0' }), false],
    ['FORCE_HYPERLINK=false', tty({ TERM_PROGRAM: 'WezTerm', FORCE_HYPERLINK: 'false' }), false],
    ['FORCE_HYPERLINK empty = unset', tty({ TERM_PROGRAM: 'WezTerm', FORCE_HYPERLINK: '' }), true],
  ])('auto: %s → %p', (_name, terminal, expected) => {
    expect(hyperlinksEnabled('auto', terminal)).toBe(expected);
  });
});
