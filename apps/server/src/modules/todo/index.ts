import { defineModule } from '../module';
import { todoRoutes } from './routes';
import { TodoService } from './service';

/** The to-do list: an account's lists and their items, kept on the server (decision 026). */
export const todoModule = defineModule({
  name: 'todo',
  services: ({ db, clock }) => ({ todo: new TodoService(db, clock) }),
  routes: todoRoutes,
});
