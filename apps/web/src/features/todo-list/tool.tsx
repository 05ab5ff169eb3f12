import { useTranslation } from 'react-i18next';

import { SignedInOnly } from '../../components/synced';
import { Skeleton } from '../../components/ui/skeleton';
import { useSection } from '../../i18n/sections';
import { TodoTool } from './components/todo-tool';

import './todo-list.css';

/**
 * /app/todo-list: the account's to-do lists, kept on the server and usable offline (decision
 * 026): every change goes through the outbox, the screen shows the server's data with the
 * changes not yet acknowledged applied over it.
 */
export default function TodoListPage() {
  if (!useSection('todoList')) {
    return (
      <div className="app-page__panel todo-list" aria-hidden="true">
        <Skeleton width="40%" />
        <Skeleton width="100%" height="3rem" />
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  }
  return <SignedIn />;
}

function SignedIn() {
  const { t } = useTranslation();
  return (
    <SignedInOnly description={t('todoList.description')}>
      <TodoTool />
    </SignedInOnly>
  );
}
