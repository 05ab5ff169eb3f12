import { endpoint, userCall } from '../endpoint';
import type {
  noteCreateSchema,
  noteDeleteResponseSchema,
  noteIdParamsSchema,
  noteListQuerySchema,
  noteListResponseSchema,
  noteResponseSchema,
  noteUpdateSchema,
} from './schemas';

/** The characters of a note's body the list carries: its beginning (here, free of Zod: the browser reads it). */
export const NOTE_EXCERPT_LENGTH = 200;

/** The quick notes (/app/quick-notes): a signed-in account's plain-text notes (decision 026). */
export const notesEndpoints = {
  list: endpoint<{ query: typeof noteListQuerySchema; response: typeof noteListResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/notes',
  }),
  get: endpoint<{ params: typeof noteIdParamsSchema; response: typeof noteResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/notes/:id',
  }),
  create: endpoint<{ body: typeof noteCreateSchema; response: typeof noteResponseSchema }>(userCall, {
    method: 'POST',
    path: '/api/notes',
    status: 201,
  }),
  update: endpoint<{
    params: typeof noteIdParamsSchema;
    body: typeof noteUpdateSchema;
    response: typeof noteResponseSchema;
  }>(userCall, {
    method: 'PUT',
    path: '/api/notes/:id',
  }),
  remove: endpoint<{ params: typeof noteIdParamsSchema; response: typeof noteDeleteResponseSchema }>(
    userCall,
    { method: 'DELETE', path: '/api/notes/:id' },
  ),
} as const;
