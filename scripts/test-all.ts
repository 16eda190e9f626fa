/**
 * `npm test`: every stage CI runs, one after another, stopping at the first that fails (as `&&`
 * did), then a table of how long each took, so the next person sees where the minutes go.
 * `.ci/run` calls `npm test` and passes the seconds its install took (TELO_INSTALL_SECONDS) so
 * the table has that row too; this file stays the one definition of the test command.
 */
import { spawnSync } from 'node:child_process';

const stages = [
  'validate',
  'test:unit',
  'test:reliability',
  'build',
  'check:budgets',
  'test:e2e',
] as const;

const rows: { stage: string; seconds: number; result: string }[] = [];
const installSeconds = Number(process.env.TELO_INSTALL_SECONDS);
if (Number.isFinite(installSeconds) && installSeconds > 0)
  rows.push({ stage: 'install', seconds: installSeconds, result: 'passed' });

let failed: string | undefined;
for (const stage of stages) {
  const started = performance.now();
  const { status, signal } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const passed = status === 0 && !signal;
  rows.push({ stage, seconds, result: passed ? 'passed' : `FAILED (${signal ?? status})` });
  if (!passed) {
    failed = stage;
    break;
  }
}

const minutes = (s: number) => {
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const total = rows.reduce((sum, r) => sum + r.seconds, 0);
console.log('\nStage timings (m:ss)');
for (const r of [...rows, { stage: 'total', seconds: total, result: '' }])
  console.log(`  ${r.stage.padEnd(18)} ${minutes(r.seconds).padStart(6)}  ${r.result}`);
if (failed) {
  console.error(`\nnpm test failed at ${failed}.`);
  process.exit(1);
}
