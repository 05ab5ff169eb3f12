// Kept free of zod so the dashboard's first bundle can import it without the schema library.

export type AppCategory = 'productivity' | 'security' | 'general';

const productivityWords = ['productivity', 'productivité', 'simple', 'todo', 'task', 'tâche'];
const securityWords = ['sécurité', 'security', 'encryption', 'password', 'auth', 'secure'];

/**
 * Category derived from the tags exactly as part 1 §3 says: a tag *containing* one of the
 * words counts, productivity is tested before security, and everything else is general.
 */
export function categoryOf(tags: readonly string[]): AppCategory {
  const lower = tags.map((tag) => tag.toLowerCase());
  const has = (words: string[]) => lower.some((tag) => words.some((word) => tag.includes(word)));
  if (has(productivityWords)) return 'productivity';
  if (has(securityWords)) return 'security';
  return 'general';
}

export const PASSWORD_GENERATOR_ID = 'password-generator';
