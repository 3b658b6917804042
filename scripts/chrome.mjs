// Finds a Chromium for the browser tests; with `ensure`, brings one when none is found:
// Debian's package where apt-get can install it, else Playwright's own download.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChrome() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

// Debian's `chromium-headless-shell`: the same Blink without the browser's UI. The journeys take
// about 30 % less CPU with it than with `chromium --headless` (docs/decisions/0050), and CPU is
// what bounds them on a 2-core machine.
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/** The browser for the journeys: CHROME_PATH, else the headless shell, else a full Chromium. */
export function findTestChrome() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return HEADLESS_SHELLS.find((p) => existsSync(p)) ?? findChrome();
}

function playwrightChrome() {
  try {
    const out = execFileSync(
      process.execPath,
      ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
      {
        encoding: 'utf8',
      },
    ).trim();
    return out && existsSync(out) ? out : null;
  } catch {
    return null;
  }
}

export function ensureChrome(log = console.log) {
  const found = findTestChrome() ?? playwrightChrome();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    log('Chromium introuvable : installation du paquet Debian « chromium » (apt-get)…');
    const sudo = isRoot ? [] : ['sudo', '-n'];
    const run = (args) =>
      spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
        stdio: 'inherit',
      });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-liberation']);
    const installed = findTestChrome();
    if (installed) return installed;
  }
  log('Chromium introuvable : téléchargement du Chromium de Playwright (npx playwright install chromium)…');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  const downloaded = playwrightChrome();
  if (downloaded) return downloaded;
  throw new Error('Aucun Chromium disponible : définissez CHROME_PATH ou installez le paquet chromium.');
}

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
