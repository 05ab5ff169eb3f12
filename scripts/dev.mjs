// npm run dev: the API with reload on change (port 3000) and Vite's dev server on
// http://localhost:5173, which proxies /api to it. PUBLIC_URL is Vite's origin, so the
// Origin check of refresh and logout accepts the pages it serves. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite', '--host', 'localhost', '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
    cwd: 'apps/web',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
