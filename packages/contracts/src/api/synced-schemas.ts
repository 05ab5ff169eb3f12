import { z } from 'zod';

/**
 * What the three groups of the tools that keep an account's data check alike (decision 026): the
 * browser's ids, the versions, and texts PostgreSQL can store. Their French messages, for the
 * server's 400 answers.
 */
export const syncedMessagesFr = {
  id: 'Identifiant invalide : un UUID est attendu.',
  version: 'Version invalide : un nombre entier positif est attendu.',
  forbiddenCharacter: 'Le texte contient un caractère non autorisé.',
} as const;

/** The largest version: the column is a PostgreSQL integer. */
const VERSION_MAX = 2_147_483_647;

/** An item's id, made by the browser. */
export const syncedIdSchema = z.uuid(syncedMessagesFr.id);

/** The version a write was based on. */
export const syncedVersionSchema = z
  .number(syncedMessagesFr.version)
  .int(syncedMessagesFr.version)
  .min(1, syncedMessagesFr.version)
  .max(VERSION_MAX, syncedMessagesFr.version);

/** PostgreSQL's text cannot hold U+0000: refused with a French message, never a 500. */
export const storableText = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((text) => !text.includes('\u0000'), syncedMessagesFr.forbiddenCharacter);
