/**
 * Whether to print OSC 8 hyperlinks: `--hyperlinks always|never|auto`. `auto` links only on a TTY
 * whose terminal is known to support OSC 8; FORCE_HYPERLINK overrides the guess either way.
 */
export const HYPERLINK_MODES = ['auto', 'always', 'never'] as const;
export type HyperlinkMode = (typeof HYPERLINK_MODES)[number];

export type TerminalInfo = { isTTY: boolean; env: Record<string, string | undefined> };

function versionAtLeast(version: string | undefined, major: number, minor = 0): boolean {
  const match = /^(\d+)(?:\.(\d+))?/.exec(version ?? '');
  if (!match) return false;
  const [maj, min] = [Number(match[1]), Number(match[2] ?? 0)];
  return maj > major || (maj === major && min >= minor);
}

/** Terminals known to render OSC 8 links (the rest print the sequences' text or drop them). */
function knownHyperlinkTerminal(env: TerminalInfo['env']): boolean {
  const program = env.TERM_PROGRAM;
  if (program === 'iTerm.app') return versionAtLeast(env.TERM_PROGRAM_VERSION, 3, 1);
  if (program === 'vscode') return versionAtLeast(env.TERM_PROGRAM_VERSION, 1, 72);
  if (program && ['WezTerm', 'ghostty', 'Hyper', 'Tabby', 'WarpTerminal', 'rio'].includes(program)) return true;
  if (env.WT_SESSION || env.KONSOLE_VERSION || env.DOMTERM || env.KITTY_WINDOW_ID) return true;
  if (env.VTE_VERSION && Number(env.VTE_VERSION) >= 5000) return true; // GNOME Terminal & co, VTE ≥ 0.50
  const term = env.TERM ?? '';
  return ['xterm-kitty', 'xterm-ghostty', 'alacritty', 'foot', 'wezterm'].includes(term);
}

export function hyperlinksEnabled(mode: HyperlinkMode, terminal: TerminalInfo): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  const forced = terminal.env.FORCE_HYPERLINK;
  if (forced !== undefined && forced !== '') return !['0', 'false', 'no', 'off'].includes(forced.toLowerCase());
  if (!terminal.isTTY || terminal.env.TERM === 'dumb' || terminal.env.CI) return false;
  return knownHyperlinkTerminal(terminal.env);
}

export function isHyperlinkMode(value: string): value is HyperlinkMode {
  return (HYPERLINK_MODES as readonly string[]).includes(value);
}
