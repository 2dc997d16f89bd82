/**
 * `citeflow settings citations [enabled|disabled]`: shows or saves whether citations are shown
 * (`citations.enabled` in `${CITEFLOW_HOME}/settings.json`). An invocation's `--citations` /
 * `--no-citations` still beats what is saved; with nothing saved, citations are off.
 */
import { Argument, Command } from 'commander';
import { CiteflowError } from '../../shared/errors';
import { CITATIONS_DEFAULT } from '../../shared/provider-citations';
import { printError } from '../failures';
import { readSavedCitationsSetting, saveCitationsSetting, settingsFilePath } from '../settings-file';

const word = (enabled: boolean) => (enabled ? 'enabled' : 'disabled');

async function citationsAction(value: 'enabled' | 'disabled' | undefined): Promise<void> {
  if (value === undefined) {
    const saved = readSavedCitationsSetting();
    const file = settingsFilePath();
    process.stdout.write(
      saved === null
        ? `Citations ${word(CITATIONS_DEFAULT)} (the default; nothing saved in ${file}).\n`
        : `Citations ${word(saved)} (saved in ${file}).\n`,
    );
    return;
  }
  const enabled = value === 'enabled';
  try {
    const file = await saveCitationsSetting(enabled);
    const effect = enabled ? 'render shows a response\'s sources unless --no-citations' : 'render prints the text only unless --citations';
    process.stdout.write(`Citations ${value} (saved in ${file}): ${effect}.\n`);
  } catch (err) {
    if (!(err instanceof CiteflowError)) throw err;
    printError(err.toJSON(), false);
    process.exitCode = 1;
  }
}

export function registerSettings(program: Command): void {
  const settings = program
    .command('settings')
    .description('show your settings (without a subcommand), or save one (kept in $CITEFLOW_HOME/settings.json)')
    // Bare `citeflow settings` shows every setting instead of printing help.
    .action(() => citationsAction(undefined));
  settings
    .command('citations')
    .description('show, or save, whether citations (a response\'s Sources block) are shown; default: disabled')
    .addArgument(new Argument('[value]', 'the setting to save; without it, print the current one').choices(['enabled', 'disabled']))
    .addHelpText('after', '\nAn invocation\'s --citations / --no-citations beats the saved setting, which beats the default (disabled).')
    .action(citationsAction);
}
