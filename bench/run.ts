/** `npm run bench`: runs every benchmark, prints the figures and writes bench/results/latest.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureStartup } from './startup.ts';

const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  startup: await measureStartup(),
};
console.table(results.startup);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('wrote bench/results/latest.json');
