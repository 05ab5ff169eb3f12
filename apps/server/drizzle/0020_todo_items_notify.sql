-- Instances keep each to-do list's answer (its items, serialized) in memory; these triggers tell
-- every instance (LISTEN) the moment one of its items changes or the list goes (decision 011).
-- pg_notify is transactional, and one transaction's identical notices are sent once: deleting
-- a list of 500 items says its id once.
CREATE FUNCTION trousse_todo_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('trousse_todo_items', OLD.list_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('trousse_todo_items', NEW.list_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER todo_items_changed_notify
  AFTER INSERT OR UPDATE OR DELETE ON todo_items
  FOR EACH ROW EXECUTE FUNCTION trousse_todo_items_changed();
--> statement-breakpoint
CREATE FUNCTION trousse_todo_list_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trousse_todo_items', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER todo_lists_deleted_notify
  AFTER DELETE ON todo_lists
  FOR EACH ROW EXECUTE FUNCTION trousse_todo_list_deleted();
