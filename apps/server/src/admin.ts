// Operators' command line, on the same DATA_DIR or DATABASE_URL as the server:
//   npm run admin -- set-plan <email> <FREE|STANDARD|PREMIUM|INFINITY>
// With the embedded database (PGlite), stop the server first: one process at a time.
import { emailSchema } from '@trousse/contracts/auth';
import { isPlanType, planTypes, plans } from '@trousse/contracts/plans';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { seedCatalogue } from './db/seed';
import { systemClock } from './lib/clock';
import { AuditService } from './modules/audit/service';
import { QuotaService } from './modules/quota/service';

const usage = `Usage : npm run admin -- set-plan <email> <${planTypes.join('|')}>`;

export async function runAdmin(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const [command, rawEmail, rawPlan] = args;
  if (command !== 'set-plan' || !rawEmail || !rawPlan) {
    console.error(usage);
    return 2;
  }
  const email = emailSchema.safeParse(rawEmail);
  const plan = rawPlan.toUpperCase();
  if (!email.success || !isPlanType(plan)) {
    console.error(
      !email.success ? `Adresse e-mail invalide : ${rawEmail}` : `Forfait inconnu : ${rawPlan}\n${usage}`,
    );
    return 2;
  }

  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const [user] = await database.db.select().from(users).where(eq(users.email, email.data)).limit(1);
    if (!user) {
      console.error(`Aucun compte pour ${email.data}`);
      return 1;
    }
    const now = systemClock.now();
    await new QuotaService(database.db, database.raw, systemClock).setPlan(user.id, plan);
    await new AuditService(database.db).record(user.id, 'plan.changed', now, {
      ip: null,
      device: `Console d'administration (${plan})`,
    });
    console.log(`Forfait de ${email.data} : ${plans[plan].name} (${plan}).`);
    return 0;
  } finally {
    await database.close();
  }
}

// Run only as a script, not when imported by the tests.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  // eslint-disable-next-line no-restricted-syntax -- the command line's only door to the environment
  runAdmin(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
