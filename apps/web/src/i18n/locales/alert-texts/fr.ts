import { alertTextsFr } from '@trousse/contracts/messages-fr-support';

/** `{duration}` of the contract's texts, as i18next writes a value. */
const keyTexts = Object.fromEntries(
  Object.entries(alertTextsFr).map(([key, texts]) => [
    key,
    { title: texts.title, message: texts.message.replace('{duration}', '{{duration}}') },
  ]),
) as { [K in keyof typeof alertTextsFr]: { title: string; message: string } };

/**
 * French copy of the alerts (part 2 §2, §3, §4): the dialog 'Alertes', the visitors' banner,
 * the 8 keyed alerts (the contract's words) and the alerts of a recovery-email change. Loaded
 * when there are alerts to show. Read as `t('alertTexts.…')`.
 */
export const alertTextsSectionFr = {
  title: 'Alertes',
  empty: 'Aucune alerte en ce moment.',
  dismiss: 'Ignorer',
  showAll: 'Tout voir',
  until: "Jusqu'au {{date}}",
  banner: 'Informations du service',
  types: {
    INFO: 'Information',
    WARNING: 'Avertissement',
    ERROR: 'Incident',
    SUCCESS: 'Résolu',
  },
  keys: keyTexts,
  procedure: {
    cooldown: {
      title: "Changement d'adresse de récupération demandé",
      message:
        "Le changement sera possible dans {{time}}. Si vous ne l'avez pas demandé, annulez-le dans Paramètres, section « Code d'accès perdu ».",
    },
    ready: {
      title: "Changement d'adresse de récupération",
      message:
        'Le délai de sécurité est écoulé : ouvrez Paramètres pour changer votre adresse de récupération.',
    },
    window: {
      title: "Changement d'adresse de récupération possible",
      message: 'Vous pouvez changer votre adresse de récupération pendant encore {{time}}, dans Paramètres.',
    },
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type AlertTexts = Widen<typeof alertTextsSectionFr>;

declare module '../../registry' {
  interface SectionTexts {
    alertTexts: Widen<typeof alertTextsSectionFr>;
  }
}

export default alertTextsSectionFr;
