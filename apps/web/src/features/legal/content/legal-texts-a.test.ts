import {
  ACCESS_CODE_MAX_LENGTH,
  ACCESS_CODE_MIN_LENGTH,
  INACTIVITY_MONTHS,
  INACTIVITY_NOTICE_DAYS,
  LOCK_HOURS,
  MAX_LIVE_SESSIONS,
  MAX_LOGIN_ATTEMPTS,
  RECOVERY_CHANGE_DELAY_HOURS,
  RECOVERY_CHANGE_WINDOW_HOURS,
  SESSION_HOURS,
  TWO_FACTOR_SESSION_DAYS,
} from '@trousse/contracts/auth-rules';
import {
  AVAILABILITY_PERCENT,
  BACKUP_RETENTION_DAYS,
  COMPLAINT_ANSWER_DAYS,
  FORMAL_NOTICE_WORKING_DAYS,
  MAINTENANCE_HOURS_PER_MONTH,
  MAINTENANCE_NOTICE_HOURS,
  MEDIATION_MAX_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
  REFUND_DAYS,
  SANCTIONS,
  SUPPORT_REPLY_HOURS,
  WITHDRAWAL_DAYS,
} from '@trousse/contracts/legal-figures';
import { plans, planTypes } from '@trousse/contracts/plans';
import { SUPPORT_MESSAGES_PER_DAY } from '@trousse/contracts/api/support/schemas';
import { describe, expect, it } from 'vitest';

import { cguDocument } from './cgu';
import { cgvDocument } from './cgv';
import { formatDecimal, formatEuros, NOT_PROVIDED, planLine } from './format';
import { legalNoticeDocument } from './legal-notice';
import { blockText, documentText, fullPublisher, noPublisher } from './test-documents';
import type { LegalDocument } from './types';

const links = (doc: LegalDocument) =>
  [...(doc.intro ?? []), ...doc.sections.flatMap((section) => section.blocks)].flatMap((block) =>
    typeof block !== 'string' && 'link' in block ? [block.link] : [],
  );

const documents = {
  'legal notice': legalNoticeDocument(noPublisher),
  'legal notice (configured)': legalNoticeDocument(fullPublisher),
  cgu: cguDocument(noPublisher),
  cgv: cgvDocument(noPublisher),
};

describe.each(Object.entries(documents))('%s', (_name, doc) => {
  it('has unique slug-like section ids', () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('has a title and no empty section, list or paragraph', () => {
    expect(doc.title.trim()).not.toBe('');
    for (const section of doc.sections) {
      expect(section.title.trim(), section.id).not.toBe('');
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
      for (const block of section.blocks) {
        expect(blockText(block).trim(), section.id).not.toBe('');
        if (typeof block !== 'string' && 'list' in block) expect(block.list.length).toBeGreaterThan(0);
      }
    }
  });

  it('writes no HTML, no placeholder and one kind of apostrophe', () => {
    const text = documentText(doc);
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(text).not.toMatch(/\b(undefined|null|NaN)\b|\[object/);
    expect(text).not.toContain('’');
  });

  it('links only to pages of the app', () => {
    for (const link of links(doc)) expect(link.to).toMatch(/^\/[a-z-]*(#[a-z0-9-]+)?$/);
  });
});

describe('legal notice', () => {
  it('has the sections of part 2 §2 and links the privacy policy', () => {
    const doc = legalNoticeDocument(noPublisher);
    expect(doc.title).toBe('Mentions légales');
    expect(doc.sections.map((section) => section.id)).toEqual([
      'editeur',
      'hebergeur',
      'propriete-intellectuelle',
      'donnees-personnelles',
      'responsabilite',
      'liens',
      'gestion-du-compte',
      'droit-applicable',
    ]);
    expect(links(doc)).toContainEqual(
      expect.objectContaining({ to: '/privacy', label: 'politique de confidentialité' }),
    );
  });

  it('says a missing publisher detail was not provided, and invents none', () => {
    const text = documentText(legalNoticeDocument(noPublisher));
    for (const label of [
      'Nom ou raison sociale',
      'Forme juridique',
      'Adresse',
      'Immatriculation',
      'Directeur de la publication',
      'Adresse électronique de contact',
      'Hébergeur',
    ]) {
      expect(text).toContain(`${label} : ${NOT_PROVIDED}`);
    }
    expect(text).toContain("L'exploitant du Site n'a pas communiqué");
    // No company name, legal form, registration or address of its own making.
    expect(text).not.toMatch(/\b(SAS|SARL|SASU|EURL|RCS|SIREN|SIRET)\b/);
    expect(text).not.toMatch(/\d{5} [A-Z]/);
    expect(text).not.toMatch(/@/);
    for (const value of Object.values(fullPublisher.publisher)) expect(text).not.toContain(value);
  });

  it('shows each detail the operator gave, and no missing-detail sentence', () => {
    const text = documentText(legalNoticeDocument(fullPublisher));
    const p = fullPublisher.publisher;
    expect(text).toContain(`Nom ou raison sociale : ${p.name}`);
    expect(text).toContain(`Forme juridique : ${p.legalForm}`);
    expect(text).toContain(`Adresse : ${p.address}`);
    expect(text).toContain(`Immatriculation : ${p.registration}`);
    expect(text).toContain(`Directeur de la publication : ${p.director}`);
    expect(text).toContain(`Adresse électronique de contact : ${p.email}`);
    expect(text).toContain(`Hébergeur : ${p.host}`);
    expect(text).not.toContain(NOT_PROVIDED);
    expect(text).not.toContain("n'a pas communiqué");
  });

  it('marks only the missing details when some are given', () => {
    const text = documentText(
      legalNoticeDocument({ ...fullPublisher, publisher: { ...fullPublisher.publisher, director: null } }),
    );
    expect(text).toContain(`Directeur de la publication : ${NOT_PROVIDED}`);
    expect(text).toContain(`Nom ou raison sociale : ${fullPublisher.publisher.name}`);
    expect(text).toContain("L'exploitant du Site n'a pas communiqué");
  });

  it('states the inactivity rule and the courts of DECISIONS §7', () => {
    const text = documentText(legalNoticeDocument(noPublisher));
    expect(text).toContain(`${INACTIVITY_MONTHS} mois`);
    expect(text).toContain(`${INACTIVITY_NOTICE_DAYS} jours`);
    expect(text).toContain('juridiction du lieu de son domicile');
    expect(text).toContain('tribunaux de Paris');
  });
});

describe('terms of use', () => {
  const doc = cguDocument(noPublisher);
  const text = documentText(doc);

  it('is the CGU page with a support link', () => {
    expect(doc.title).toBe("Conditions générales d'utilisation");
    expect(doc.supportLink).toBe(true);
  });

  it('links the privacy policy at its data section, and the cancellation page', () => {
    expect(links(doc)).toContainEqual(expect.objectContaining({ to: '/privacy#donnees-collectees' }));
    expect(links(doc)).toContainEqual(expect.objectContaining({ to: '/cancellation' }));
    expect(links(doc)).toContainEqual(expect.objectContaining({ to: '/support' }));
    expect(text).toContain('en quelques clics');
  });

  it('states the account figures of the constants', () => {
    expect(text).toContain(`${ACCESS_CODE_MIN_LENGTH} à ${ACCESS_CODE_MAX_LENGTH} chiffres`);
    expect(text).toContain(`après ${MAX_LOGIN_ATTEMPTS} codes erronés`);
    expect(text).toContain(`bloqué pendant ${LOCK_HOURS} heures`);
    expect(text).toContain(`dure ${SESSION_HOURS} heures`);
    expect(text).toContain(`${TWO_FACTOR_SESSION_DAYS} jours lorsque la double authentification`);
    expect(text).toContain(`plus de ${MAX_LIVE_SESSIONS} sessions ouvertes`);
    expect(text).toContain(`${INACTIVITY_MONTHS} mois`);
    expect(text).toContain(`${INACTIVITY_NOTICE_DAYS} jours avant la suppression`);
  });

  it('states the recovery email change as DECISIONS §7 settles it (99 h, then 24 h)', () => {
    expect(text).toContain(`délai de sécurité de ${RECOVERY_CHANGE_DELAY_HOURS} heures`);
    expect(text).toContain(`période de ${RECOVERY_CHANGE_WINDOW_HOURS} heures`);
    expect(text).not.toContain('7 jours à compter de la demande');
  });

  it('states eligibility, technical requirements and forbidden uses', () => {
    expect(text).toContain('18 ans');
    expect(text).toContain('entre 15 et 17 ans');
    expect(text).toContain('JavaScript');
    expect(text).toContain('400x768');
    for (const forbidden of [
      'plusieurs comptes',
      'revente',
      'robots',
      'ingénierie inverse',
      'extraction massive',
    ]) {
      expect(text).toContain(forbidden);
    }
  });

  it('lists every plan as planLine writes it', () => {
    for (const type of planTypes) expect(text).toContain(planLine(type));
  });

  it('states the sanction ladder, the formal notice and the suspension', () => {
    const ladder = doc.sections.find((section) => section.id === 'sanctions');
    const list = ladder?.blocks.find((block) => typeof block !== 'string' && 'list' in block);
    expect(list).toEqual({
      list: [
        '1er manquement : avertissement et suspension du compte pendant 1 jour (24 heures) ;',
        '2e manquement : suspension du compte pendant 7 jours ;',
        '3e manquement : suspension du compte pendant 30 jours ;',
        '4e manquement : résiliation définitive du compte.',
      ],
    });
    expect(SANCTIONS.map((step) => step.suspensionDays)).toEqual([1, 7, 30, null]);
    expect(text).toContain(`${FORMAL_NOTICE_WORKING_DAYS} jours ouvrés`);
    expect(text).toContain('résiliation immédiate');
    expect(text).toContain('accès en lecture');
  });

  it('states the service level with DECISIONS §7 notice', () => {
    expect(text).toContain(`${formatDecimal(AVAILABILITY_PERCENT)} % par mois`);
    expect(text).toContain(`${MAINTENANCE_HOURS_PER_MONTH} heures par mois`);
    expect(text).toContain(`${MAINTENANCE_NOTICE_HOURS} heures à l'avance`);
    expect(text).toContain('sans préavis');
    expect(text).not.toMatch(/30 minutes/);
  });

  it('states support, complaints, courts and mediation', () => {
    expect(text).toContain(`${SUPPORT_REPLY_HOURS} heures`);
    expect(text).toContain(`${SUPPORT_MESSAGES_PER_DAY} messages`);
    expect(text).toContain(`${COMPLAINT_ANSWER_DAYS} jours`);
    expect(text).toContain(`${MEDIATION_MAX_DAYS} jours`);
    expect(text).toContain('droit français');
    expect(text).toContain('juridiction du lieu de son domicile');
    expect(text).toContain('tribunaux de Paris');
  });
});

describe('terms of sale', () => {
  const doc = cgvDocument(noPublisher);
  const text = documentText(doc);

  it('is the CGV page with a support link', () => {
    expect(doc.title).toBe('Conditions générales de vente');
    expect(doc.supportLink).toBe(true);
    expect(links(doc)).toContainEqual(expect.objectContaining({ to: '/support' }));
  });

  it('lists every plan with its price TTC, monthly and tacitly renewed', () => {
    for (const type of planTypes) expect(text).toContain(planLine(type));
    for (const type of ['STANDARD', 'PREMIUM', 'INFINITY'] as const) {
      expect(text).toContain(formatEuros(plans[type].priceCents));
    }
    expect(text).toContain('TTC');
    expect(text).toContain('tacitement chaque mois');
    expect(text).toContain(`${PRICE_CHANGE_NOTICE_DAYS} jours`);
  });

  it('describes ordering and payment without storing card data', () => {
    expect(text).toContain('en cochant la case');
    expect(text).toContain('session de paiement');
    expect(text).toContain('portefeuille électronique');
    expect(text).toContain('ne reçoit ni ne conserve aucune donnée de carte');
  });

  it('describes the cancellation from the dashboard', () => {
    expect(links(doc)).toContainEqual(expect.objectContaining({ to: '/cancellation' }));
    expect(text).toContain('en quelques clics');
    expect(text).toContain('fin de la période en cours');
    expect(text).toContain('sans motif ni préavis');
    expect(text).toContain('RES-YYYYMMDD-XXXX');
    expect(text).toContain("n'est pas remboursée");
    for (const step of ['réception', 'vérification', 'validation', 'exécution', 'confirmation finale']) {
      expect(text).toContain(`${step} :`);
    }
  });

  it('says what becomes of the data after a cancellation: kept with the account, free plan', () => {
    // Nothing deletes them when a subscription ends (issue 23): no countdown may be promised.
    expect(text).toContain('reste ouvert au forfait gratuit et garde toutes ses données');
    expect(text).toContain("la fin de l'abonnement n'en supprime aucune");
    expect(text).toContain(`sans connexion pendant ${INACTIVITY_MONTHS} mois`);
    expect(text).toContain(`${INACTIVITY_NOTICE_DAYS} jours avant la suppression`);
    expect(text).not.toMatch(/conservées pendant \d+ jours/);
    expect(text).not.toContain('réactiver son abonnement');
  });

  it('states the withdrawal right as DECISIONS §7 settles it (14 days, not working days)', () => {
    expect(text).toContain(`${WITHDRAWAL_DAYS} jours`);
    expect(text).toContain(`dans les ${REFUND_DAYS} jours`);
    expect(text).not.toContain('jours ouvrés');
    expect(text).toContain('formulaire de rétractation');
    expect(text).toContain('au prorata');
  });

  it('states the service level, liability cap, complaints and courts', () => {
    expect(text).toContain(`${formatDecimal(AVAILABILITY_PERCENT)} %`);
    expect(text).toContain(`${MAINTENANCE_HOURS_PER_MONTH} heures par mois`);
    expect(text).toContain(`${MAINTENANCE_NOTICE_HOURS} heures à l'avance`);
    expect(text).toContain(`${BACKUP_RETENTION_DAYS} jours`);
    expect(text).toContain("l'Union européenne");
    expect(text).toContain('12 mois');
    expect(text).toContain(`${COMPLAINT_ANSWER_DAYS} jours`);
    expect(text).toContain(`${MEDIATION_MAX_DAYS} jours`);
    expect(text).toContain('juridiction du lieu de son domicile');
    expect(text).toContain('tribunaux de Paris');
  });
});
