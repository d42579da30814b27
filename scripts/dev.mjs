#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite on :5173 (proxying /api to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@bagdar/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@bagdar/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
