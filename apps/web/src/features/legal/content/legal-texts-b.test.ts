import {
  ACCESS_CODE_MAX_LENGTH,
  ACCESS_CODE_MIN_LENGTH,
  INACTIVITY_MONTHS,
  INACTIVITY_NOTICE_DAYS,
  LOCK_HOURS,
  MAX_LIVE_SESSIONS,
  MAX_LOGIN_ATTEMPTS,
  SESSION_HOURS,
  TWO_FACTOR_SESSION_DAYS,
} from '@trousse/contracts/auth-rules';
import { CONSENT_VALIDITY_DAYS, storedItems } from '@trousse/contracts/cookie-rules';
import {
  BACKUP_RETENTION_DAYS,
  BREACH_NOTIFICATION_HOURS,
  CHARTER_AUTH_TARGET_MS,
  CHARTER_AVAILABILITY_PERCENT,
  RETENTION,
  RIGHTS_ANSWER_MONTHS,
} from '@trousse/contracts/legal-figures';
import { describe, expect, it } from 'vitest';

import { cookiePolicyDocument, lifetimeText } from './cookie-policy';
import { formatDecimal, NOT_PROVIDED } from './format';
import {
  HABITS_MAX,
  NOTE_BODY_MAX,
  NOTES_MAX,
  TODO_ITEMS_PER_LIST_MAX,
  TODO_LISTS_MAX,
} from '@trousse/contracts/personal-tools';

import { privacyDocument } from './privacy';
import { securityCharterDocument } from './security-charter';
import { blockText, documentText, fullPublisher, noPublisher } from './test-documents';
import type { LegalDocument } from './types';

const allBlocks = (doc: LegalDocument) => doc.sections.flatMap((section) => section.blocks);
const links = (doc: LegalDocument) =>
  allBlocks(doc).flatMap((block) => (typeof block === 'object' && 'link' in block ? [block.link.to] : []));

const documents = [
  ['privacy', privacyDocument],
  ['cookie policy', cookiePolicyDocument],
  ['security charter', securityCharterDocument],
] as const;

describe.each(documents)('the %s', (_name, build) => {
  it.each([noPublisher, fullPublisher])('has unique, slug-like section ids', (facts) => {
    const ids = build(facts).sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a title and text in every section', () => {
    for (const section of build(fullPublisher).sections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('writes no HTML', () => {
    expect(documentText(build(fullPublisher))).not.toMatch(/<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/);
  });
});

describe('the privacy policy', () => {
  const text = documentText(privacyDocument(noPublisher));

  it('is titled and has the section the terms of use link to', () => {
    const doc = privacyDocument(noPublisher);
    expect(doc.title).toBe('Politique de confidentialité');
    expect(doc.sections.map((section) => section.id)).toContain('donnees-collectees');
  });

  it("lists the tools' data with the limits the server applies, and says how long it is kept", () => {
    expect(text).toContain(
      `vos listes de tâches (${TODO_LISTS_MAX} listes de ${TODO_ITEMS_PER_LIST_MAX} tâches au plus`,
    );
    expect(text).toContain(
      `vos notes rapides (${NOTES_MAX} notes de ${NOTE_BODY_MAX.toLocaleString('fr-FR')} caractères`,
    );
    expect(text).toContain(`vos habitudes (${HABITS_MAX} au plus`);
    expect(text).toContain("Leur contenu n'apparaît jamais dans les journaux du serveur.");
    expect(text).toContain('Listes de tâches, notes et habitudes : tant que votre compte existe');
  });

  it('states each retention period', () => {
    expect(text).toContain(`contrat, puis ${RETENTION.accountAfterContractYears} ans`);
    expect(text).toContain(`${RETENTION.billingYears} ans, comme l'impose la loi`);
    expect(text).toContain(`prospection commerciale : ${RETENTION.marketingYears} ans`);
    expect(text).toContain(`${RETENTION.logsMonths} mois au plus`);
    expect(text).toContain(`${RETENTION.supportAfterResolutionYears} ans après leur résolution`);
    expect(text).toContain(`cookies : ${RETENTION.consentProofYears} ans`);
    // After a cancellation the data stay with the account (free plan): no countdown of days.
    expect(text).toContain('reste ouvert au forfait gratuit et garde toutes ses données');
    expect(text).not.toMatch(/restent disponibles \d+ jours/);
    expect(text).toContain(`pendant ${INACTIVITY_MONTHS} mois`);
    expect(text).toContain(`${INACTIVITY_NOTICE_DAYS} jours avant`);
    expect(text).toContain(`${BACKUP_RETENTION_DAYS} jours`);
  });

  it('states the rights, their delays and the breach notification', () => {
    expect(text).toContain(`${RIGHTS_ANSWER_MONTHS} mois à compter de la réception`);
    expect(text).toContain(`${BREACH_NOTIFICATION_HOURS} heures`);
    expect(text).toContain('« Mes données »');
    expect(text).toContain('CNIL');
    for (const right of [
      "Droit d'accès",
      'Droit de rectification',
      "Droit à l'effacement",
      'Droit à la portabilité',
      "Droit d'opposition",
      'Droit à la limitation',
      'Retrait du consentement',
    ])
      expect(text).toContain(right);
  });

  it('links to the charter, the cookie policy and the support form', () => {
    expect(links(privacyDocument(noPublisher))).toEqual(
      expect.arrayContaining(['/security-charter', '/cookies', '/support']),
    );
  });

  it("gives the publisher's email, or says it was not provided", () => {
    expect(text).toContain(NOT_PROVIDED);
    const withPublisher = documentText(privacyDocument(fullPublisher));
    expect(withPublisher).toContain('contact@atelier.example');
    expect(withPublisher).toContain('Hébergeur Exemple');
    expect(withPublisher).not.toContain(NOT_PROVIDED);
  });
});

describe('the cookie policy', () => {
  const doc = cookiePolicyDocument(noPublisher);
  const text = documentText(doc);

  it('has exactly the 11 sections, in order', () => {
    expect(doc.title).toBe('Politique de cookies');
    expect(doc.sections.map((section) => section.id)).toEqual([
      'definition',
      'cookies-utilises',
      'finalites',
      'gestion-preferences',
      'cookies-tiers',
      'durees-conservation',
      'transferts-internationaux',
      'securite',
      'vos-droits',
      'modifications',
      'contact',
    ]);
  });

  it('lists every item the product stores, one line each, with its lifetime', () => {
    const used = doc.sections.find((section) => section.id === 'cookies-utilises');
    const list = used?.blocks.find((block) => typeof block === 'object' && 'list' in block);
    const lines = list && typeof list === 'object' && 'list' in list ? list.list : [];
    expect(lines).toHaveLength(storedItems.length);
    storedItems.forEach((item, index) => {
      expect(text).toContain(item.name);
      expect(lines[index]).toMatch(new RegExp(`^${item.name.replace(/[.*+?^${}()|[\]\\<>]/g, '\\$&')} \\(`));
      expect(lines[index]).toContain(`— ${lifetimeText(item.lifetime)}`);
    });
    const refresh = storedItems.find((item) => item.name === 'refreshToken');
    expect(lines).toContain(
      `refreshToken (cookie, nécessaire) : maintien de votre session — ${lifetimeText(refresh!.lifetime)}`,
    );
  });

  it('writes lifetimes in French', () => {
    expect(lifetimeText({ days: 1 })).toBe('1 jour');
    expect(lifetimeText({ days: 7 })).toBe('7 jours');
    expect(lifetimeText({ months: 12 })).toBe('12 mois');
    expect(lifetimeText({ minutes: 10 })).toBe('10 minutes');
  });

  it('places the cookie manager action and links to its page', () => {
    expect(allBlocks(doc)).toContainEqual({ action: 'cookie-manager' });
    const preferences = doc.sections.find((section) => section.id === 'gestion-preferences');
    expect(preferences?.blocks).toContainEqual({ action: 'cookie-manager' });
    expect(links(doc)).toContain('/cookie-manager');
  });

  it('states how long a consent stands and the other lifetimes', () => {
    expect(text).toContain(`${CONSENT_VALIDITY_DAYS} jours`);
    expect(text).toContain(`${SESSION_HOURS} heures`);
    expect(text).toContain(`${TWO_FACTOR_SESSION_DAYS} jours`);
    expect(text).toContain(`${RETENTION.consentProofYears} ans`);
  });

  it('says whether an analytics tool is fullPublisher', () => {
    expect(text).toContain("Aucun ne l'est actuellement");
    expect(text).not.toMatch(/sont déposés par Google Analytics/);
    const withAnalytics = documentText(cookiePolicyDocument(fullPublisher));
    expect(withAnalytics).toContain('sont déposés par Google Analytics, et seulement si vous y consentez');
    expect(withAnalytics).not.toContain("Aucun ne l'est actuellement");
  });

  it('names the payment provider among the third parties', () => {
    const thirdParties = doc.sections.find((section) => section.id === 'cookies-tiers');
    expect(thirdParties?.blocks.map(blockText).join('\n')).toContain('Stripe');
  });
});

describe('the security charter', () => {
  const doc = securityCharterDocument(noPublisher);
  const text = documentText(doc);

  it('has 10 sections and then the conclusion', () => {
    expect(doc.title).toBe('Charte de sécurité');
    expect(doc.sections).toHaveLength(11);
    expect(doc.sections.at(-1)?.id).toBe('conclusion');
  });

  it('states its commitments and the account rules from the constants', () => {
    expect(text).toContain(`${formatDecimal(CHARTER_AVAILABILITY_PERCENT)} %`);
    expect(text).toContain(`${CHARTER_AUTH_TARGET_MS} ms`);
    expect(text).toContain(`après ${MAX_LOGIN_ATTEMPTS} codes erronés de suite`);
    expect(text).toContain(`pendant ${LOCK_HOURS} heures`);
    expect(text).toContain(`de ${ACCESS_CODE_MIN_LENGTH} à ${ACCESS_CODE_MAX_LENGTH} chiffres`);
    expect(text).toContain(`Au plus ${MAX_LIVE_SESSIONS} sessions`);
    expect(text).toContain(`${BREACH_NOTIFICATION_HOURS} heures`);
    expect(text).toContain(`${BACKUP_RETENTION_DAYS} jours`);
    expect(text).toContain('Vos données sont protégées par un chiffrement AES-256');
    expect(text).toContain('argon2id');
  });

  it('links to the cookie policy and the support form', () => {
    expect(links(doc)).toEqual(expect.arrayContaining(['/cookies', '/support']));
  });
});
