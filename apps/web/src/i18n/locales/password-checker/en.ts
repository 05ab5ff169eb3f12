import type { PasswordCheckerTexts } from './fr';

/** English copy of the password checker (see fr.ts). */
const passwordCheckerEn: PasswordCheckerTexts = {
  privacy: 'Your password is checked in your browser: it is neither sent nor stored.',
  label: 'Password to check',
  hint: '{{max}} characters at most.',
  show: 'Show password',
  resultTitle: 'Strength',
  empty: 'Type a password: its strength appears here.',
  checking: 'Estimating…',
  verdict: 'Estimated strength: {{level}}.',
  loadError: 'The estimator could not be loaded. Check your connection, then try again.',
};

export default passwordCheckerEn;
