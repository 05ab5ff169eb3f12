import { auditEventTypes } from '@trousse/contracts/api/audit/schemas';
import { describe, expect, it } from 'vitest';

import { securityFr } from '../../../i18n/locales/security/fr';
import { auditTypeKey } from './audit-labels';

describe('audit labels', () => {
  it('give every audit type of the contract a French label', () => {
    for (const type of auditEventTypes) {
      const key = auditTypeKey(type);
      expect(key, type).not.toBe('other');
      expect(securityFr.audit.types[key], type).toMatch(/\S/);
    }
    expect(securityFr.audit.types[auditTypeKey('login.succeeded')]).toBe('Connexion réussie');
  });

  it('label a type the contract does not know as "other"', () => {
    expect(auditTypeKey('totp.enabled')).toBe('other');
    expect(auditTypeKey('toString')).toBe('other');
  });
});
