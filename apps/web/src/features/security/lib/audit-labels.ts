import type { AuditEventType } from '@trousse/contracts/api/audit/schemas';

/** The translation key (under security.audit.types) of each audit event type. */
const auditTypeKeys = {
  'account.created': 'accountCreated',
  'login.succeeded': 'loginSucceeded',
  'login.failed': 'loginFailed',
  'account.locked': 'accountLocked',
  'reset.requested': 'resetRequested',
  'reset.failed': 'resetFailed',
  'reset.completed': 'resetCompleted',
  'code.changed': 'codeChanged',
  'session.ended': 'sessionEnded',
  'session.revoked': 'sessionRevoked',
  'session.evicted': 'sessionEvicted',
  'session.reuse_detected': 'sessionReuseDetected',
  'device.new': 'deviceNew',
  '2fa.enabled': 'twoFactorEnabled',
  '2fa.disabled': 'twoFactorDisabled',
  '2fa.failed': 'twoFactorFailed',
  '2fa.blocked': 'twoFactorBlocked',
  '2fa.recovery_code_used': 'recoveryCodeUsed',
  '2fa.recovery_codes_renewed': 'recoveryCodesRenewed',
  'oauth.linked': 'oauthLinked',
  'oauth.login': 'oauthLogin',
  'oauth.unlinked': 'oauthUnlinked',
  'plan.changed': 'planChanged',
  'billing.terms_accepted': 'termsAccepted',
  'billing.cancellation_requested': 'cancellationRequested',
  'billing.withdrawal_requested': 'withdrawalRequested',
  'recovery_email.code_sent': 'recoveryCodeSent',
  'recovery_email.set': 'recoveryEmailSet',
  'recovery_email.change_requested': 'recoveryChangeRequested',
  'recovery_email.change_window_opened': 'recoveryChangeWindowOpened',
  'recovery_email.change_cancelled': 'recoveryChangeCancelled',
  'recovery_email.changed': 'recoveryEmailChanged',
  'account.exported': 'dataExported',
} as const satisfies Record<AuditEventType, string>;

export type AuditTypeKey = (typeof auditTypeKeys)[AuditEventType] | 'other';

/** The label key of an audit type; unknown types (newer server) get 'other'. */
export function auditTypeKey(type: string): AuditTypeKey {
  return Object.hasOwn(auditTypeKeys, type) ? auditTypeKeys[type as AuditEventType] : 'other';
}
