import { defineModule } from '../module';
import { todoRoutes } from './routes';
import { TODO_ITEMS_CHANNEL, TodoService } from './service';

/** The to-do list: an account's lists and their items, kept on the server (decision 026). */
export const todoModule = defineModule({
  name: 'todo',
  services: (shared) => {
    const todo = new TodoService(shared.db, shared.clock);
    shared.notified(TODO_ITEMS_CHANNEL, todo.itemAnswers);
    return { todo };
  },
  routes: todoRoutes,
});
