import type { AuditEvent, AuditEventType } from '@trousse/contracts/api/audit/schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

export interface AuditContext {
  ip: string | null;
  device: string | null;
}

/** The user's own security log: what happened to the account, when, from where. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(userId: string, type: AuditEventType, at: Date, context: AuditContext, db: Db = this.db) {
    await db
      .insert(auditEvents)
      .values({ userId, type, createdAt: at, ip: context.ip, device: context.device });
  }

  async list(userId: string, page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.userId, userId))
        .orderBy(desc(auditEvents.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(auditEvents).where(eq(auditEvents.userId, userId)),
    ]);
    const data: AuditEvent[] = rows.map((row) => ({
      id: String(row.id),
      type: row.type,
      createdAt: row.createdAt.toISOString(),
      ip: row.ip,
      device: row.device,
    }));
    return { data, page, pageSize, total: total?.value ?? 0 };
  }
}
