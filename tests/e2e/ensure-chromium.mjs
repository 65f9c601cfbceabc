// The end-to-end tests drive Debian's Chromium; Playwright never downloads a browser here.
// Missing Chromium is installed from Debian when running as root, else the run stops and says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  } else {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
        'Install it with:  sudo apt-get install chromium   (then run the tests again)',
    );
    process.exit(1);
  }
}
