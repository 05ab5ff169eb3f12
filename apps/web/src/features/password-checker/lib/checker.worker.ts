// The password checker's estimator, off the page's thread: zxcvbn and its French and common
// dictionaries load here, once, with the checker's page, and each password typed is judged
// here. Nothing leaves the browser.
import { estimateTypedStrength } from '@trousse/contracts/strength';

import type { CheckRequest, CheckAnswer } from './estimator';

self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const { id, password } = event.data;
  let answer: CheckAnswer;
  try {
    answer = { id, strength: estimateTypedStrength(password) };
  } catch (error) {
    answer = { id, error: String(error) };
  }
  self.postMessage(answer);
});

// Loaded and ready: the page may say so.
self.postMessage({ id: 0, ready: true } satisfies CheckAnswer);
