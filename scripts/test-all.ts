/**
 * `npm test`: every stage CI runs, one after another, stopping at the first that fails (as `&&`
 * did), then a table of how long each took, so the next person sees where the minutes go.
 * `.ci/run` calls `npm test` and passes the seconds its install took (TELO_INSTALL_SECONDS) so
 * the table has that row too; this file stays the one definition of the test command.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Microseconds during which some runnable task waited for a processor, since boot (Linux's
 * pressure stall information, /proc/pressure/cpu), or undefined where the kernel does not say.
 * Over a stage, its growth divided by the stage's wall time is the share of that time work was
 * queued for a core, the stage's own included: two runs' durations compare fairly only when their
 * shares are alike, so a run on a machine busy with other work is not mistaken for a slower suite.
 */
function cpuWaitMicroseconds(): number | undefined {
  try {
    const some = /^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return some ? Number(some[1]) : undefined;
  } catch {
    return undefined;
  }
}

const stages = [
  'validate',
  'test:unit',
  'test:reliability',
  'build',
  'check:budgets',
  'test:e2e',
] as const;

const rows: { stage: string; seconds: number; result: string; cpuWait?: number }[] = [];
const installSeconds = Number(process.env.TELO_INSTALL_SECONDS);
if (Number.isFinite(installSeconds) && installSeconds > 0)
  rows.push({ stage: 'install', seconds: installSeconds, result: 'passed' });

let failed: string | undefined;
for (const stage of stages) {
  const started = performance.now();
  const waitedBefore = cpuWaitMicroseconds();
  const { status, signal } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const waitedAfter = cpuWaitMicroseconds();
  const cpuWait =
    waitedBefore === undefined || waitedAfter === undefined
      ? undefined
      : (waitedAfter - waitedBefore) / 1e6 / seconds;
  const passed = status === 0 && !signal;
  rows.push({
    stage,
    seconds,
    cpuWait,
    result: passed ? 'passed' : `FAILED (${signal ?? status})`,
  });
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
const percent = (share: number | undefined) =>
  share === undefined ? '' : `${Math.round(share * 100)} %`;
console.log(
  `\nStage timings (m:ss) on ${availableParallelism()} cores; CPU wait: share of the stage's ` +
    'time some task waited for a core (compare two runs only when theirs are alike)',
);
for (const r of [...rows, { stage: 'total', seconds: total, result: '', cpuWait: undefined }])
  console.log(
    `  ${r.stage.padEnd(18)} ${minutes(r.seconds).padStart(6)}  ${percent(r.cpuWait).padStart(5)}  ${r.result}`,
  );
if (failed) {
  console.error(`\nnpm test failed at ${failed}.`);
  process.exit(1);
}
