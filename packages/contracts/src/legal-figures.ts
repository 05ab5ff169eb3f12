// The figures the legal pages state, in one place, free of zod: the pages read them here, and the
// behaviour that applies one (the withdrawal, the consent cookie…) reads the same constant, so a
// text can never contradict the software. Nothing deletes an account's data when its subscription
// ends: the account goes on with the free plan, until it is deleted by its owner or for inactivity
// (INACTIVITY_MONTHS, auth-rules.ts); the legal texts say so from those figures.

/** The withdrawal right of consumers, and the refund after it (DECISIONS §7: 14 days). */
export const WITHDRAWAL_DAYS = 14;
export const REFUND_DAYS = 14;
/** Notice before a price change applies. */
export const PRICE_CHANGE_NOTICE_DAYS = 30;
/** The service level (part 2 §9). */
export const AVAILABILITY_PERCENT = 99.5;
export const MAINTENANCE_HOURS_PER_MONTH = 4;
/** Planned maintenance notice (DECISIONS §7: 48 h; urgent security work without notice). */
export const MAINTENANCE_NOTICE_HOURS = 48;
export const BACKUP_RETENTION_DAYS = 30;
/** Targets: pages under 3 s, requests under 5 s, sync under 30 s. */
export const PAGE_TARGET_SECONDS = 3;
export const REQUEST_TARGET_SECONDS = 5;
export const SYNC_TARGET_SECONDS = 30;
/** Support answers by email within this many hours, on every plan. */
export const SUPPORT_REPLY_HOURS = 48;

/** How long each kind of data is kept (part 2 §9). */
export const RETENTION = {
  accountAfterContractYears: 3,
  billingYears: 10,
  marketingYears: 3,
  logsMonths: 12,
  supportAfterResolutionYears: 2,
  /** The proof of each cookie choice (GDPR art. 7(1)): removed by the daily job after this. */
  consentProofYears: 3,
} as const;

/** Rights requests are answered within a month; complaints within 15 days; mediation 60 days. */
export const RIGHTS_ANSWER_MONTHS = 1;
export const COMPLAINT_ANSWER_DAYS = 15;
export const MEDIATION_MAX_DAYS = 60;
/** A personal data breach is notified to the data authority within this many hours. */
export const BREACH_NOTIFICATION_HOURS = 72;
/** A formal notice leaves this many working days to put things right. */
export const FORMAL_NOTICE_WORKING_DAYS = 15;

/** The sanction ladder of the terms (part 2 §4). */
export const SANCTIONS = [
  { violation: 1, suspensionDays: 1 },
  { violation: 2, suspensionDays: 7 },
  { violation: 3, suspensionDays: 30 },
  { violation: 4, suspensionDays: null },
] as const;

/** Eligibility (part 2 §5): adults; minors from this age with parental consent. */
export const ADULT_AGE = 18;
export const PARENTAL_CONSENT_FROM_AGE = 15;
/** The smallest screen the service is made for (part 2 §5). */
export const MIN_SCREEN = { width: 400, height: 768 } as const;
/** Liability is capped at the sums paid over this many months (part 2 §9). */
export const LIABILITY_CAP_MONTHS = 12;

/** The date every legal page says it was last updated (part 2 §2). */
export const LEGAL_LAST_UPDATED = '08/07/2025';
/** The availability the security charter claims, and its authentication target. */
export const CHARTER_AVAILABILITY_PERCENT = 99.9;
export const CHARTER_AUTH_TARGET_MS = 100;
