/**
 * French copy of /cancellation, the online cancellation page (spec part 2 §2, §4, §6, §9;
 * DECISIONS §7): the eight sections of policy text, then the title of the place where a
 * signed-in user's cancellation controls are shown. The figures (14 days, 48 h) are the
 * specification's; what becomes of the data reads the product's own rules ({{months}},
 * {{days}}, {{years}}: the inactivity deletion and the billing retention). Read as
 * `t('cancellation.…')`.
 */
export const cancellationFr = {
  pageTitle: 'Résiliation en ligne',
  title: 'Résiliation en ligne',
  intro:
    "Vous pouvez mettre fin à votre abonnement à tout moment, en ligne et sans justification. Cette page explique comment faire et ce que la résiliation change pour vous. « Vous » y désigne le Client, utilisateur du service, et « nous » l'Éditeur.",
  back: 'Retour',
  sections: {
    online: {
      title: 'Résilier en ligne, en quelques clics',
      dashboard:
        'Vous résiliez vous-même votre abonnement, depuis le tableau de bord de votre compte : quelques clics suffisent.',
      noFormalities:
        "Vous n'avez ni lettre à envoyer ni préavis à respecter : vous pouvez résilier à tout moment.",
      renewal:
        "Tant que vous ne l'avez pas résilié, votre abonnement est renouvelé automatiquement chaque mois (tacite reconduction).",
    },
    effect: {
      title: 'Quand la résiliation prend effet',
      endOfPeriod:
        "La résiliation prend effet à la fin de la période d'abonnement en cours, que vous avez déjà payée. Aucun nouveau paiement ne vous est ensuite demandé.",
      access:
        "Jusqu'à cette date, vous gardez l'accès à votre forfait et à toutes ses utilisations, comme avant votre demande.",
    },
    process: {
      title: 'Le traitement de votre demande',
      intro: 'Chaque demande de résiliation passe par les étapes suivantes :',
      steps: {
        received: 'Réception : votre demande est enregistrée.',
        verified:
          "Vérification : nous nous assurons qu'elle vient bien de vous et qu'elle vise le bon abonnement.",
        validated: "Validation : la demande est acceptée et sa date d'effet est fixée.",
        executed: "Exécution : à la date d'effet, l'abonnement s'arrête.",
        confirmed: 'Confirmation finale : un e-mail vous informe que la résiliation est effective.',
      },
      number:
        "Dès sa réception, votre demande reçoit un numéro au format RES-YYYYMMDD-XXXX (la date de la demande, suivie de quatre lettres ou chiffres). Nous vous l'envoyons par e-mail, avec la date à laquelle la résiliation prendra effet. Gardez ce numéro : il vous sera utile si vous contactez le support.",
    },
    withdrawal: {
      title: 'Le droit de rétractation de 14 jours',
      who: "Si vous êtes un consommateur, c'est-à-dire une personne physique qui agit en dehors de son activité professionnelle, vous disposez de 14 jours à compter de votre souscription pour vous rétracter, sans avoir à donner de motif.",
      effect:
        'Si vous exercez ce droit, votre abonnement prend fin immédiatement et la somme payée vous est remboursée dans un délai de 14 jours.',
      how: 'Vous pouvez vous rétracter depuis votre espace client, grâce au formulaire de rétractation.',
    },
    refunds: {
      title: 'Remboursements',
      byClient:
        "Lorsque vous résiliez votre abonnement, la période en cours n'est pas remboursée : vous en profitez jusqu'à son terme.",
      byProvider:
        'Si nous mettons fin à votre abonnement avant son terme, nous vous remboursons la part de la période payée qui reste à courir, au prorata.',
      withdrawal: 'Une rétractation dans les 14 jours est remboursée en totalité, comme indiqué ci-dessus.',
    },
    data: {
      title: 'Vos données après la résiliation',
      kept: "Une fois la résiliation effective, votre compte reste ouvert au forfait gratuit et garde toutes vos données : la fin de l'abonnement n'en supprime aucune. Vous pouvez vous abonner de nouveau à tout moment et retrouver votre compte tel que vous l'avez laissé.",
      deleted:
        "Vos données ne sont supprimées qu'avec votre compte : lorsque vous le supprimez depuis les paramètres, ou s'il reste {{months}} mois sans connexion ; dans ce cas, un e-mail vous prévient {{days}} jours avant.",
      billing:
        'Même après la suppression du compte, vos factures et données de facturation sont conservées {{years}} ans, comme la loi nous y oblige.',
    },
    request: {
      title: 'Le contenu de votre demande de résiliation',
      intro: 'Votre demande de résiliation indique :',
      fields: {
        name: 'votre nom ;',
        email: "l'adresse e-mail à laquelle vous recevrez la confirmation ;",
        reference: 'votre référence client ;',
        date: "la date d'effet souhaitée : la fin de la période en cours, ou tout de suite si vous exercez votre droit de rétractation ;",
        reason: 'le motif de votre résiliation, si vous souhaitez le donner (facultatif).',
      },
    },
    help: {
      title: 'Aide et contact',
      support:
        'Une question sur votre résiliation ou votre remboursement ? Notre support vous répond par e-mail sous 48 h, quel que soit votre forfait.',
      number: 'Pensez à indiquer votre numéro de demande (RES-…) : nous vous répondrons plus vite.',
    },
  },
  action: {
    title: 'Résilier mon abonnement',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape every language's copy of the page must have. */
export type CancellationTexts = Widen<typeof cancellationFr>;

declare module '../../registry' {
  interface SectionTexts {
    cancellation: Widen<typeof cancellationFr>;
  }
}

export default cancellationFr;
