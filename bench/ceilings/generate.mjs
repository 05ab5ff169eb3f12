// Ceiling of the generate bench: on 2 worker threads, draw `length` characters from the
// default 76-character alphabet with crypto.randomInt, then one zxcvbn-ts check (common and
// French dictionaries, the common keyboard graphs, default options), in a loop for `seconds`.
// Prints {rps} (passwords per second, both threads together) as JSON.
// Usage: node generate.mjs <length> <seconds>
import { randomInt } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as french } from '@zxcvbn-ts/language-fr';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&*+-=?@^_|';
const THREADS = 2;

if (isMainThread) {
  const [length, seconds] = process.argv.slice(2).map(Number);
  const workers = Array.from(
    { length: THREADS },
    () => new Worker(new URL(import.meta.url), { workerData: { length } }),
  );
  // Dictionaries load before the clock starts, as the product's workers warm up at start.
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
  for (const worker of workers) worker.postMessage({ seconds });
  const counts = await Promise.all(
    workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))),
  );
  await Promise.all(workers.map((worker) => worker.terminate()));
  console.log(JSON.stringify({ rps: counts.reduce((sum, count) => sum + count, 0) / seconds }));
} else {
  const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common, ...french }, graphs: adjacencyGraphs });
  zxcvbn.check('warm-up-Password-1');
  parentPort.postMessage('ready');
  parentPort.once('message', ({ seconds }) => {
    let done = 0;
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      let password = '';
      for (let index = 0; index < workerData.length; index++)
        password += ALPHABET[randomInt(ALPHABET.length)];
      zxcvbn.check(password);
      done++;
    }
    parentPort.postMessage(done);
  });
}
