import { Worker } from 'node:worker_threads';
import { lowerNewHelperThreads } from './thread-priority';

/**
 * Starts the worker thread `name` that sits beside the calling module (`callerUrl`, its
 * `import.meta.url`). From the bundle (dist/main.js) the worker is dist/<name>.js, built as an
 * entry of its own (build.mjs); from the sources (tests, tsx) it is the .ts file, imported
 * through tsx's loader. Its thread starts at the event loop's priority: once online it joins
 * the other helpers below it (lib/thread-priority.ts).
 */
export function startWorker(callerUrl: string, name: string): Worker {
  const worker = callerUrl.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(
          new URL(`./${name}.ts`, callerUrl).href,
        )}, ${JSON.stringify(callerUrl)}));`,
        { eval: true },
      )
    : new Worker(new URL(`./${name}.js`, callerUrl));
  worker.once('online', lowerNewHelperThreads);
  return worker;
}
