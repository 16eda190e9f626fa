/**
 * End-to-end tests drive Debian's Chromium. On a fresh machine of ours it is not installed yet:
 * install it from Debian's packages (never a downloaded browser build) when we are root.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}: run "sudo apt-get install -y chromium".`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit' });
}
