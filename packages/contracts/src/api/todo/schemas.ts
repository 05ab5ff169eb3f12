import { z } from 'zod';
import { TODO_ITEM_TEXT_MAX, TODO_LIST_TITLE_MAX } from '../../personal-tools';
import type { GroupSchemas } from '../endpoint';
import { storableText, syncedIdSchema, syncedVersionSchema } from '../synced-schemas';
import { successResponseSchema } from '../shared';
import type { todoEndpoints } from './endpoints';

/** The French messages of the to-do list's fields (the server's; the app words its own). */
export const todoMessagesFr = {
  titleEmpty: 'Le titre de la liste ne peut pas être vide.',
  titleTooLong: `Le titre de la liste ne peut pas dépasser ${TODO_LIST_TITLE_MAX} caractères.`,
  textEmpty: 'Le texte de la tâche ne peut pas être vide.',
  textTooLong: `Le texte de la tâche ne peut pas dépasser ${TODO_ITEM_TEXT_MAX} caractères.`,
  dueDate: "Date d'échéance invalide : le format AAAA-MM-JJ est attendu.",
  position: 'Position invalide : un nombre est attendu.',
  nothingToChange: 'Aucune modification à enregistrer.',
} as const;

const M = todoMessagesFr;
/** The largest position a client may send: far beyond any list, far from the float's limits. */
const POSITION_LIMIT = 1e15;

const idSchema = syncedIdSchema;
const titleSchema = storableText(
  z.string().trim().min(1, M.titleEmpty).max(TODO_LIST_TITLE_MAX, M.titleTooLong),
);
const textSchema = storableText(z.string().trim().min(1, M.textEmpty).max(TODO_ITEM_TEXT_MAX, M.textTooLong));
const positionSchema = z.number(M.position).min(-POSITION_LIMIT, M.position).max(POSITION_LIMIT, M.position);
const versionSchema = syncedVersionSchema;
/** A calendar day, no time. */
const dueDateSchema = z.iso.date(M.dueDate).nullable();

/** A list, with how many items it holds and how many are done. */
export const todoListSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number(),
  version: z.number().int(),
  itemCount: z.number().int(),
  doneCount: z.number().int(),
});
export const todoItemSchema = z.object({
  id: z.string(),
  listId: z.string(),
  text: z.string(),
  done: z.boolean(),
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  position: z.number(),
  version: z.number().int(),
});

export const todoIdParamsSchema = z.object({ id: idSchema });

export const todoListsResponseSchema = z.object({ data: z.array(todoListSchema) });
export const todoListResponseSchema = z.object({ data: todoListSchema });
export const todoItemsResponseSchema = z.object({ data: z.array(todoItemSchema) });
export const todoItemResponseSchema = z.object({ data: todoItemSchema });

export const createTodoListSchema = z.strictObject({
  id: idSchema,
  title: titleSchema,
  position: positionSchema,
});
export const updateTodoListSchema = z
  .strictObject({
    version: versionSchema,
    title: titleSchema.optional(),
    position: positionSchema.optional(),
  })
  .refine((body) => body.title !== undefined || body.position !== undefined, M.nothingToChange);
export const createTodoItemSchema = z.strictObject({
  id: idSchema,
  text: textSchema,
  dueDate: dueDateSchema.optional(),
  position: positionSchema,
});
export const updateTodoItemSchema = z
  .strictObject({
    version: versionSchema,
    text: textSchema.optional(),
    done: z.boolean().optional(),
    dueDate: dueDateSchema.optional(),
    position: positionSchema.optional(),
  })
  .refine(
    (body) =>
      body.text !== undefined ||
      body.done !== undefined ||
      body.dueDate !== undefined ||
      body.position !== undefined,
    M.nothingToChange,
  );

export type TodoList = z.infer<typeof todoListSchema>;
export type TodoItem = z.infer<typeof todoItemSchema>;
export type CreateTodoList = z.infer<typeof createTodoListSchema>;
export type UpdateTodoList = z.infer<typeof updateTodoListSchema>;
export type CreateTodoItem = z.infer<typeof createTodoItemSchema>;
export type UpdateTodoItem = z.infer<typeof updateTodoItemSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const todoSchemas = {
  lists: { response: todoListsResponseSchema },
  createList: { body: createTodoListSchema, response: todoListResponseSchema },
  updateList: { params: todoIdParamsSchema, body: updateTodoListSchema, response: todoListResponseSchema },
  deleteList: { params: todoIdParamsSchema, response: successResponseSchema },
  items: { params: todoIdParamsSchema, response: todoItemsResponseSchema },
  createItem: { params: todoIdParamsSchema, body: createTodoItemSchema, response: todoItemResponseSchema },
  updateItem: { params: todoIdParamsSchema, body: updateTodoItemSchema, response: todoItemResponseSchema },
  deleteItem: { params: todoIdParamsSchema, response: successResponseSchema },
} satisfies GroupSchemas<typeof todoEndpoints>;
