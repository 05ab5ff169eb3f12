// A worker thread of the strength pool: zxcvbn is synchronous CPU work (tens to hundreds of
// milliseconds on long passwords), so it never runs on the server's event loop.
import { parentPort } from 'node:worker_threads';
import { checker, estimateStrength } from '@trousse/contracts/strength';

export interface StrengthTask {
  id: number;
  password: string;
  entropy: number;
  alphabetSize: number;
}

// Load the dictionaries now, not on the first request.
checker();

parentPort?.on('message', (task: StrengthTask) => {
  try {
    parentPort?.postMessage({
      id: task.id,
      strength: estimateStrength(task.password, task.entropy, task.alphabetSize),
    });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: String(error) });
  }
});
