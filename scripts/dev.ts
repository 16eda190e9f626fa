/** Development: the API server (watching for changes) and Vite's dev server with hot reload. */
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', 'server/main.ts'], { stdio: 'inherit' }),
  spawn('vite', [], { stdio: 'inherit', shell: true }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
