// Ceiling of the sign-in bench: raw argon2id verifies (the product's parameters, m=19456 KiB,
// t=2, p=1) with `concurrency` in flight for `seconds`. Prints {rps, p50, p99} as JSON.
// Usage: node argon2.mjs <concurrency> <seconds>
import { createHmac } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const [concurrency, seconds] = process.argv.slice(2).map(Number);
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const peppered = createHmac('sha256', 'bench-pepper').update('2580').digest('hex');
const stored = await hash(peppered, options);
await verify(stored, peppered);

const latencies = [];
const end = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      const started = performance.now();
      await verify(stored, peppered);
      latencies.push(performance.now() - started);
    }
  }),
);
latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    rps: latencies.length / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
  }),
);
