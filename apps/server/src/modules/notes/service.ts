import { notesErrors } from '@trousse/contracts/api/notes/errors';
import { NOTE_EXCERPT_LENGTH } from '@trousse/contracts/api/notes/endpoints';
import type { Note, NoteSummary } from '@trousse/contracts/api/notes/schemas';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { NOTES_MAX } from '@trousse/contracts/personal-tools';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { notes } from '../../db/schema/personal-tools';
import { at, type RawRow } from '../../db/sql-helpers';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/http-error';

/**
 * The first key of the two-key advisory lock taken per account while a note is created: apart
 * from the one-key locks of migrations and jobs, and from the other tools' spaces.
 */
const NOTES_LOCK_SPACE = 7_245_128;

type NoteRow = RawRow<typeof notes, 'id' | 'title' | 'body' | 'version' | 'createdAt' | 'updatedAt'>;
type SummaryRow = RawRow<typeof notes, 'id' | 'title' | 'version' | 'updatedAt'> & { excerpt: string };

const iso = (value: Date | string) => new Date(value).toISOString();

const noteOf = (row: NoteRow): Note => ({
  id: row.id,
  title: row.title,
  body: row.body,
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The words of a search: every one must appear in the title or the body. */
function searchWords(query: string | undefined): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/**
 * The quick notes of an account (decision 026): plain text, ids made by the browser, a version
 * per note so that two devices never overwrite each other silently, NOTES_MAX per account
 * counted in SQL under a lock per account.
 */
export class NotesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The account's notes, last changed first, with their body's beginning: one statement. */
  async list(userId: string, query?: string): Promise<NoteSummary[]> {
    // strpos rather than like: the words are text, never patterns (no %, _ or \ to escape).
    const haystack = sql`lower(${notes.title}) || ${'\n'} || lower(${notes.body})`;
    const matches: SQL[] = searchWords(query).map((word) => sql` and strpos(${haystack}, ${word}) > 0`);
    const rows = await queryRows<SummaryRow>(
      this.db,
      sql`select ${notes.id}, ${notes.title}, left(${notes.body}, ${NOTE_EXCERPT_LENGTH}::int) as excerpt,
                 ${notes.version}, ${notes.updatedAt}
          from ${notes}
          where ${notes.userId} = ${userId}${sql.join(matches)}
          order by ${notes.updatedAt} desc, ${notes.id}
          limit ${NOTES_MAX}::int`,
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      version: row.version,
      updatedAt: iso(row.updated_at),
    }));
  }

  /** One note of the account; 404 for any other id. */
  async get(userId: string, id: string): Promise<Note> {
    const [row] = await this.#read(this.db, userId, id);
    if (!row) throw fail(syncedErrors.itemNotFound);
    return noteOf(row);
  }

  /**
   * Creates the note, or finds it when this creation was already made (its answer lost): the
   * same note, never a second one. An id of another account's note is a 404. Past NOTES_MAX: 422.
   */
  async create(userId: string, input: { id: string; title: string; body: string }): Promise<Note> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      // Concurrent creations of one account, on any instance, queue here: the count below then
      // sees every note committed before it.
      await tx.execute(sql`select pg_advisory_xact_lock(${NOTES_LOCK_SPACE}::int, hashtext(${userId}))`);
      const [state] = await queryRows<{ owner: string | null; n: number }>(
        tx,
        sql`select (select ${notes.userId} from ${notes} where ${notes.id} = ${input.id}) as owner,
                   (select count(*)::int from ${notes} where ${notes.userId} = ${userId}) as n`,
      );
      if (state?.owner == null && (state?.n ?? 0) >= NOTES_MAX) throw fail(notesErrors.limitReached);
      if (state?.owner == null) {
        await tx.execute(
          sql`insert into ${notes} (id, user_id, title, body, version, created_at, updated_at)
              values (${input.id}, ${userId}, ${input.title}, ${input.body}, 1, ${now}, ${now})
              on conflict (id) do nothing`,
        );
      }
      const [row] = await this.#read(tx, userId, input.id);
      if (!row) throw fail(syncedErrors.itemNotFound);
      return noteOf(row);
    });
  }

  /**
   * Replaces the title and the body when the note is still at `version`; otherwise 409 with the
   * note as it is now, so that the device keeps both texts without another call.
   */
  async update(
    userId: string,
    id: string,
    input: { version: number; title: string; body: string },
  ): Promise<Note> {
    const [updated] = await queryRows<NoteRow>(
      this.db,
      sql`update ${notes}
          set title = ${input.title}, body = ${input.body}, version = ${notes.version} + 1,
              updated_at = ${at(this.clock.now())}
          where ${notes.id} = ${id} and ${notes.userId} = ${userId} and ${notes.version} = ${input.version}
          returning id, title, body, version, created_at, updated_at`,
    );
    if (updated) return noteOf(updated);
    const [current] = await this.#read(this.db, userId, id);
    if (!current) throw fail(syncedErrors.itemNotFound);
    throw fail(syncedErrors.versionConflict, { current: noteOf(current) });
  }

  /** Deletes the note; a note already gone (or never the account's) is no error. */
  async remove(userId: string, id: string): Promise<void> {
    await this.db.execute(
      sql`delete from ${notes} where ${notes.id} = ${id} and ${notes.userId} = ${userId}`,
    );
  }

  #read(db: Db, userId: string, id: string): Promise<NoteRow[]> {
    return queryRows<NoteRow>(
      db,
      sql`select id, title, body, version, created_at, updated_at
          from ${notes} where ${notes.id} = ${id} and ${notes.userId} = ${userId}`,
    );
  }
}
