import { endpoint, userCall } from '../endpoint';
import type { successResponseSchema } from '../shared';
import type {
  createTodoItemSchema,
  createTodoListSchema,
  todoIdParamsSchema,
  todoItemResponseSchema,
  todoItemsResponseSchema,
  todoListResponseSchema,
  todoListsResponseSchema,
  updateTodoItemSchema,
  updateTodoListSchema,
} from './schemas';

/**
 * The to-do list (/app/todo-list): an account's lists and their items, kept on the server
 * (decision 026). Ids are the browser's; updates carry the version they were based on; a
 * deletion of what is already gone succeeds.
 */
export const todoEndpoints = {
  lists: endpoint<{ response: typeof todoListsResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/todo/lists',
  }),
  createList: endpoint<{ body: typeof createTodoListSchema; response: typeof todoListResponseSchema }>(
    userCall,
    { method: 'POST', path: '/api/todo/lists', status: 201 },
  ),
  updateList: endpoint<{
    params: typeof todoIdParamsSchema;
    body: typeof updateTodoListSchema;
    response: typeof todoListResponseSchema;
  }>(userCall, { method: 'PUT', path: '/api/todo/lists/:id' }),
  deleteList: endpoint<{ params: typeof todoIdParamsSchema; response: typeof successResponseSchema }>(
    userCall,
    { method: 'DELETE', path: '/api/todo/lists/:id' },
  ),
  items: endpoint<{ params: typeof todoIdParamsSchema; response: typeof todoItemsResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/todo/lists/:id/items',
  }),
  createItem: endpoint<{
    params: typeof todoIdParamsSchema;
    body: typeof createTodoItemSchema;
    response: typeof todoItemResponseSchema;
  }>(userCall, { method: 'POST', path: '/api/todo/lists/:id/items', status: 201 }),
  updateItem: endpoint<{
    params: typeof todoIdParamsSchema;
    body: typeof updateTodoItemSchema;
    response: typeof todoItemResponseSchema;
  }>(userCall, { method: 'PUT', path: '/api/todo/items/:id' }),
  deleteItem: endpoint<{ params: typeof todoIdParamsSchema; response: typeof successResponseSchema }>(
    userCall,
    { method: 'DELETE', path: '/api/todo/items/:id' },
  ),
} as const;
