// The first step of `npm test`: the browser tests drive Debian's Chromium (/usr/bin/chromium),
// never a downloaded browser. When it is missing and this is Debian run as root (a fresh CI or
// development machine), it is installed with apt-get, as .ci/run does, with oathtool (a second
// TOTP implementation the two-factor tests compare against). Otherwise the run stops at once
// with the one command to type, instead of failing every browser test minutes later.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
const wanted = [
  ['chromium', chromium],
  ['oathtool', '/usr/bin/oathtool'],
].filter(([, path]) => !existsSync(path));

if (wanted.length > 0) {
  const packages = wanted.map(([name]) => name);
  const canInstall =
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    if (!existsSync(chromium)) {
      console.error(
        `Chromium manque (${chromium}) pour les tests du navigateur : lancez « sudo apt-get install -y ${packages.join(' ')} », puis npm test.`,
      );
      process.exit(1);
    }
    // Only oathtool is missing: its one test is skipped, the rest runs.
    console.log(
      `(oathtool absent : le test qui compare les codes 2FA avec lui est sauté ; apt-get install -y oathtool)`,
    );
  } else {
    console.log(
      `::: installation de ${packages.join(' et ')} avec apt-get (tests du navigateur et de la 2FA)`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...packages],
    ]) {
      const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (run.status !== 0) {
        console.error(
          `apt-get ${args.join(' ')} a échoué (code ${run.status}) : installez ${packages.join(' ')} puis relancez npm test.`,
        );
        process.exit(1);
      }
    }
    if (!existsSync(chromium)) {
      console.error(
        `apt-get a fini mais ${chromium} manque toujours : installez le paquet chromium de Debian.`,
      );
      process.exit(1);
    }
  }
}
