import type { FieldMessages } from '@trousse/contracts/api/auth/schemas';
import type { TFunction } from 'i18next';

/**
 * The contract's sign-in schemas come with Zod, some 20 KB compressed: rather than hold back
 * the sign-in screen, they are fetched when the user starts typing in a step that can open it
 * (`prefetchAuthSchemas`), and awaited where a step checks what was typed.
 */
export const loadAuthSchemas = () => import('@trousse/contracts/api/auth/schemas');

/** Starts fetching the schemas (a module is fetched once, whatever the calls). */
export function prefetchAuthSchemas(): void {
  loadAuthSchemas().catch(() => {
    // Fetched again, and reported, where a step needs them.
  });
}

/**
 * The contract's field rules (the server's own), speaking the user's language: the same
 * schemas, given the catalogue's messages.
 */
export async function loadFieldSchemas(t: TFunction) {
  const { fieldSchemas } = await loadAuthSchemas();
  return fieldSchemas(t('messages', { returnObjects: true }) as FieldMessages);
}
