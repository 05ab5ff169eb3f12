import { z } from 'zod';
import { isDay, isTimeZone } from '../../habit-streaks';
import { HABIT_NAME_MAX, HABIT_TARGET_MAX } from '../../personal-tools';
import type { GroupSchemas } from '../endpoint';
import { storableText, syncedIdSchema, syncedVersionSchema } from '../synced-schemas';
import type { habitsEndpoints } from './endpoints';

/** The French messages of the habit fields (the server's answers; the screen words its own). */
export const habitsFieldMessages = {
  nameRequired: 'Donnez un nom à l’habitude.',
  nameTooLong: `Le nom ne peut dépasser ${HABIT_NAME_MAX} caractères.`,
  target: `L’objectif quotidien est un nombre entier entre 1 et ${HABIT_TARGET_MAX}.`,
  count: `Le nombre du jour est un nombre entier entre 0 et ${HABIT_TARGET_MAX}.`,
  day: 'Jour invalide : une date AAAA-MM-JJ est attendue.',
  timeZone: 'Fuseau horaire inconnu.',
  nothingToChange: 'Indiquez un nouveau nom ou un nouvel objectif.',
} as const;

const m = habitsFieldMessages;

const habitIdSchema = syncedIdSchema;
const nameSchema = storableText(
  z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(HABIT_NAME_MAX, m.nameTooLong),
);
const targetSchema = z
  .number({ error: m.target })
  .int({ error: m.target })
  .min(1, m.target)
  .max(HABIT_TARGET_MAX, m.target);
const daySchema = z.string({ error: m.day }).refine(isDay, m.day);
/** The person's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
const timeZoneSchema = z.string({ error: m.timeZone }).max(64, m.timeZone).refine(isTimeZone, m.timeZone);

export const habitIdParamsSchema = z.object({ id: habitIdSchema });
export const habitDayParamsSchema = z.object({ id: habitIdSchema, day: daySchema });

/** GET /api/habits?timeZone=…: the days are the person's. */
export const habitsListQuerySchema = z.object({ timeZone: timeZoneSchema });

/** POST /api/habits: the id is the browser's, so that sending it twice creates one habit. */
export const habitCreateRequestSchema = z.strictObject({
  id: habitIdSchema,
  name: nameSchema,
  dailyTarget: targetSchema,
});

/** PUT /api/habits/:id: the version the change was based on, and what changes. */
export const habitUpdateRequestSchema = z
  .strictObject({
    version: syncedVersionSchema,
    name: nameSchema.optional(),
    dailyTarget: targetSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.dailyTarget !== undefined, m.nothingToChange);

/** PUT /api/habits/:id/days/:day: the day's count, set (not added), so sending it twice is harmless. */
export const habitCheckRequestSchema = z.strictObject({
  count: z.number({ error: m.count }).int({ error: m.count }).min(0, m.count).max(HABIT_TARGET_MAX, m.count),
  timeZone: timeZoneSchema,
});

export const habitDaySchema = z.object({ day: z.string(), count: z.number().int() });

/** A habit as stored (the answer of a creation, an update, and a 409's `current`). */
export const habitSchema = z.object({
  id: z.string(),
  name: z.string(),
  dailyTarget: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The list: `today` in the asked zone, and each habit with its checks of the last HABIT_HISTORY_DAYS days. */
export const habitsListResponseSchema = z.object({
  today: z.string(),
  habits: z.array(habitSchema.extend({ checks: z.array(habitDaySchema) })),
});

export const habitDeleteResponseSchema = z.object({ success: z.literal(true) });

export type Habit = z.infer<typeof habitSchema>;
export type HabitsList = z.infer<typeof habitsListResponseSchema>;
export type HabitWithChecks = HabitsList['habits'][number];

/** The schemas bound to each call of the group (api/server.ts). */
export const habitsSchemas = {
  list: { query: habitsListQuerySchema, response: habitsListResponseSchema },
  create: { body: habitCreateRequestSchema, response: habitSchema },
  update: { params: habitIdParamsSchema, body: habitUpdateRequestSchema, response: habitSchema },
  remove: { params: habitIdParamsSchema, response: habitDeleteResponseSchema },
  check: { params: habitDayParamsSchema, body: habitCheckRequestSchema, response: habitDaySchema },
} satisfies GroupSchemas<typeof habitsEndpoints>;
