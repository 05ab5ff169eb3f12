// The limits of the tools that keep an account's data (to-do lists, notes, habits), free of zod:
// the contracts' schemas, the server's SQL checks and the privacy policy all read them here, so a
// page can never state a figure the software does not apply.

/** Per account: lists, and items in each list. */
export const TODO_LISTS_MAX = 20;
export const TODO_ITEMS_PER_LIST_MAX = 500;
export const TODO_LIST_TITLE_MAX = 100;
export const TODO_ITEM_TEXT_MAX = 500;

/** Per account: notes, and the characters of each note's body. */
export const NOTES_MAX = 500;
export const NOTE_BODY_MAX = 100_000;
export const NOTE_TITLE_MAX = 200;
/** The search box: at most this many characters. */
export const NOTE_SEARCH_MAX = 200;

/** Per account: habits; a habit's daily target; how far back a day may be checked. */
export const HABITS_MAX = 50;
export const HABIT_NAME_MAX = 100;
export const HABIT_TARGET_MAX = 100;
export const HABIT_CHECK_PAST_DAYS = 7;
/** The days of checks a habit's answer carries: a year, for the grid. */
export const HABIT_HISTORY_DAYS = 366;
