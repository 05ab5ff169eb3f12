import { z } from 'zod';
import { NOTE_BODY_MAX, NOTE_SEARCH_MAX, NOTE_TITLE_MAX } from '../../personal-tools';
import type { GroupSchemas } from '../endpoint';
import { storableText, syncedIdSchema, syncedVersionSchema } from '../synced-schemas';
import type { notesEndpoints } from './endpoints';

const figure = (value: number) => value.toLocaleString('fr-FR');

/** The French messages of the notes' fields (the server's answers; the screen has its own). */
const messages = {
  title: 'Le titre doit être un texte.',
  titleTooLong: `Le titre d'une note est limité à ${figure(NOTE_TITLE_MAX)} caractères.`,
  body: 'Le contenu doit être un texte.',
  bodyTooLong: `Le contenu d'une note est limité à ${figure(NOTE_BODY_MAX)} caractères.`,
  search: `La recherche est limitée à ${figure(NOTE_SEARCH_MAX)} caractères.`,
};

const noteIdSchema = syncedIdSchema;
const titleSchema = storableText(
  z.string({ error: messages.title }).max(NOTE_TITLE_MAX, messages.titleTooLong),
);
const bodySchema = storableText(z.string({ error: messages.body }).max(NOTE_BODY_MAX, messages.bodyTooLong));
const isoDate = z.iso.datetime({ offset: true });

/** A whole note, as GET /api/notes/:id and every write answer it (and a 409's `current`). */
export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** 1 at creation, +1 per write: an update names the one it was based on. */
  version: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** A note in the list: its body's first NOTE_EXCERPT_LENGTH characters (code points) only. */
export const noteSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  version: z.number().int(),
  updatedAt: isoDate,
});

export const noteIdParamsSchema = z.strictObject({ id: noteIdSchema });

/** GET /api/notes?q=: every word of `q` in the title or the body, whatever the case. */
export const noteListQuerySchema = z.object({
  q: storableText(z.string({ error: messages.search }).max(NOTE_SEARCH_MAX, messages.search)).optional(),
});
export const noteListResponseSchema = z.object({ data: z.array(noteSummarySchema) });
export const noteResponseSchema = z.object({ data: noteSchema });

/** POST /api/notes: the id is the browser's, so that sending it twice makes one note. */
export const noteCreateSchema = z.strictObject({
  id: noteIdSchema,
  title: titleSchema,
  body: bodySchema,
});

/** PUT /api/notes/:id: the whole text, and the version it was based on. */
export const noteUpdateSchema = z.strictObject({
  version: syncedVersionSchema,
  title: titleSchema,
  body: bodySchema,
});

export const noteDeleteResponseSchema = z.object({ success: z.literal(true) });

export type Note = z.infer<typeof noteSchema>;
export type NoteSummary = z.infer<typeof noteSummarySchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const notesSchemas = {
  list: { query: noteListQuerySchema, response: noteListResponseSchema },
  get: { params: noteIdParamsSchema, response: noteResponseSchema },
  create: { body: noteCreateSchema, response: noteResponseSchema },
  update: { params: noteIdParamsSchema, body: noteUpdateSchema, response: noteResponseSchema },
  remove: { params: noteIdParamsSchema, response: noteDeleteResponseSchema },
} satisfies GroupSchemas<typeof notesEndpoints>;
