import { INACTIVITY_MONTHS, INACTIVITY_NOTICE_DAYS } from '@trousse/contracts/auth-rules';
import {
  AVAILABILITY_PERCENT,
  BACKUP_RETENTION_DAYS,
  COMPLAINT_ANSWER_DAYS,
  LEGAL_LAST_UPDATED,
  LIABILITY_CAP_MONTHS,
  MAINTENANCE_HOURS_PER_MONTH,
  MAINTENANCE_NOTICE_HOURS,
  MEDIATION_MAX_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
  REFUND_DAYS,
  RETENTION,
  SUPPORT_REPLY_HOURS,
  WITHDRAWAL_DAYS,
} from '@trousse/contracts/legal-figures';
import { planTypes } from '@trousse/contracts/plans';

import { count, formatDecimal, planLine } from './format';
import type { LegalDocument, LegalFacts } from './types';

/**
 * /cgv, the terms of sale (spec part 2 §2, §4, §6, §9; DECISIONS §7: refund within 14 days,
 * maintenance notice, courts).
 */
export function cgvDocument(_facts: LegalFacts): LegalDocument {
  return {
    title: 'Conditions générales de vente',
    supportLink: true,
    intro: [
      "Les présentes conditions générales de vente (ci-après les « CGV ») régissent la souscription des forfaits payants du service Trousse. Elles complètent les conditions générales d'utilisation (« CGU »), dont les définitions s'appliquent également ici.",
    ],
    sections: [
      {
        id: 'objet-et-champ-d-application',
        title: "Objet et champ d'application",
        blocks: [
          "Les CGV s'appliquent à toute souscription d'un forfait payant par un Client, Consommateur ou Professionnel, auprès de l'Éditeur. Elles prévalent sur tout autre document, sauf accord écrit contraire de l'Éditeur.",
          'Le Client les accepte expressément avant chaque commande. Il peut les consulter à tout moment sur le Service, les enregistrer et les imprimer. Le contrat est conclu en langue française.',
          {
            link: {
              to: '/legal',
              label: 'mentions légales',
              before: "L'identité et les coordonnées de l'Éditeur figurent dans les ",
              after: '.',
            },
          },
          {
            link: {
              to: '/cgu',
              label: "conditions générales d'utilisation",
              before: "L'utilisation du Service reste régie par les ",
              after: '.',
            },
          },
        ],
      },
      {
        id: 'forfaits-et-prix',
        title: 'Forfaits et prix',
        blocks: [
          "L'Éditeur propose les forfaits suivants :",
          { list: planTypes.map((type) => planLine(type)) },
          "Les prix sont indiqués en euros, toutes taxes comprises (TTC). Les forfaits payants sont des abonnements mensuels : leur prix est dû pour chaque période d'un mois, et ils sont renouvelés tacitement chaque mois jusqu'à leur résiliation. Le forfait gratuit ne donne lieu à aucun paiement.",
          "Les générations d'un forfait payant sont décomptées par période d'abonnement ; celles qui n'ont pas été utilisées ne sont pas reportées sur la période suivante.",
          {
            link: {
              to: '/upgrade',
              label: 'page des forfaits',
              before: 'Le contenu de chaque forfait est présenté sur la ',
              after: ', avant toute commande.',
            },
          },
        ],
      },
      {
        id: 'evolution-des-prix',
        title: 'Évolution des prix',
        blocks: [
          `L'Éditeur peut modifier ses prix. Tout changement est notifié au Client par courrier électronique au moins ${count(PRICE_CHANGE_NOTICE_DAYS, 'jour', 'jours')} avant de s'appliquer. Le nouveau prix s'applique à compter du premier renouvellement qui suit ce délai ; la période en cours reste facturée au prix convenu.`,
          'Le Client qui refuse le nouveau prix peut résilier son abonnement avant son entrée en vigueur, sans frais.',
        ],
      },
      {
        id: 'commande',
        title: 'Commande',
        blocks: [
          'La commande se déroule en ligne, selon les étapes suivantes :',
          {
            list: [
              'le Client, connecté à son compte, choisit un forfait payant sur la page des forfaits ;',
              "il prend connaissance des CGV et les accepte en cochant la case prévue à cet effet : tant qu'elle n'est pas cochée, le paiement ne peut pas commencer ;",
              "il est alors dirigé vers une session de paiement sécurisée, ouverte chez le prestataire de paiement de l'Éditeur, où il vérifie le forfait choisi et son prix, puis confirme son paiement ;",
              'une fois le paiement confirmé par le prestataire, le Client revient sur le Service, où la réussite du paiement lui est indiquée.',
            ],
          },
          "Le contrat est conclu à la confirmation du paiement. Le forfait est activé sur le compte du Client dès que le prestataire de paiement a confirmé l'encaissement. L'acceptation des CGV est enregistrée dans l'historique du compte.",
        ],
      },
      {
        id: 'paiement',
        title: 'Paiement',
        blocks: [
          "Le paiement s'effectue par carte bancaire des principaux réseaux, ou au moyen d'un portefeuille électronique en ligne, par l'intermédiaire du prestataire de paiement sécurisé de l'Éditeur. Le premier mois est payé à la commande ; chaque renouvellement est ensuite prélevé automatiquement au début de la nouvelle période, sur le moyen de paiement enregistré.",
          "Les données de paiement sont saisies et conservées par le prestataire de paiement, selon les normes de sécurité de l'industrie des cartes de paiement. L'Éditeur ne reçoit ni ne conserve aucune donnée de carte bancaire.",
          "En cas d'échec du paiement lors d'un renouvellement, de nouvelles tentatives peuvent être faites par le prestataire de paiement. Si le paiement n'aboutit pas, l'abonnement prend fin et le compte revient au forfait gratuit.",
          "Les factures et le moyen de paiement se gèrent depuis l'espace client (menu « Mon compte », rubrique « Abonnement », puis « Gérer la facturation »).",
        ],
      },
      {
        id: 'duree-et-renouvellement',
        title: 'Durée et renouvellement',
        blocks: [
          "L'abonnement est conclu sans engagement de durée, par périodes successives d'un mois à compter de la souscription. Il se renouvelle automatiquement à la fin de chaque période, par tacite reconduction, jusqu'à sa résiliation par le Client ou par l'Éditeur.",
          "La date du prochain renouvellement est indiquée à tout moment dans l'espace client.",
        ],
      },
      {
        id: 'resiliation',
        title: 'Résiliation par le Client',
        blocks: [
          "Le Client peut résilier son abonnement à tout moment, sans motif ni préavis, en quelques clics depuis son tableau de bord (menu « Mon compte », rubrique « Abonnement », bouton « Résilier l'abonnement »).",
          "La résiliation prend effet à la fin de la période en cours. Le Client conserve jusqu'à cette date l'accès à son forfait et à toutes ses générations ; aucun nouveau paiement ne lui est ensuite demandé, et son compte revient au forfait gratuit. La période en cours, déjà commencée, n'est pas remboursée.",
          'Chaque demande de résiliation suit les étapes suivantes :',
          {
            list: [
              'réception : la demande est enregistrée ;',
              "vérification : l'Éditeur s'assure qu'elle émane du titulaire du compte et vise le bon abonnement ;",
              "validation : la demande est acceptée et sa date d'effet est fixée ;",
              "exécution : à la date d'effet, l'abonnement prend fin ;",
              'confirmation finale : le Client est informé par courrier électronique que la résiliation est effective.',
            ],
          },
          "Dès sa réception, la demande reçoit un numéro au format RES-YYYYMMDD-XXXX, où YYYYMMDD est la date de la demande. Ce numéro est adressé au Client par courrier électronique, avec la date d'effet de la résiliation ; il est à rappeler dans tout échange avec le support.",
          "Après la fin de l'abonnement, par résiliation ou par rétractation, le compte du Client reste ouvert au forfait gratuit et garde toutes ses données : la fin de l'abonnement n'en supprime aucune. Le Client peut souscrire de nouveau à tout moment et retrouve alors son compte en l'état.",
          `Les données du compte ne sont supprimées qu'avec le compte : lorsque le Client le supprime depuis ses paramètres, ou lorsque le compte reste sans connexion pendant ${count(INACTIVITY_MONTHS, 'mois', 'mois')}, après un avertissement envoyé par courrier électronique ${count(INACTIVITY_NOTICE_DAYS, 'jour', 'jours')} avant la suppression. Les données de facturation sont conservées ${count(RETENTION.billingYears, 'an', 'ans')}, conformément aux obligations légales de l'Éditeur.`,
          {
            link: {
              to: '/cancellation',
              label: 'résiliation en ligne',
              before: 'La page ',
              after: ' détaille la démarche et ses effets.',
            },
          },
        ],
      },
      {
        id: 'droit-de-retractation',
        title: 'Droit de rétractation',
        blocks: [
          `Conformément aux articles L221-18 et suivants du Code de la consommation, le Consommateur dispose d'un délai de ${count(WITHDRAWAL_DAYS, 'jour', 'jours')} à compter de sa première souscription pour se rétracter, sans avoir à motiver sa décision ni à supporter d'autres frais. Les renouvellements mensuels de l'abonnement n'ouvrent pas de nouveau délai. Le Professionnel ne bénéficie pas de ce droit.`,
          "En commandant, le Client demande que le forfait soit activé dès le paiement, sans attendre la fin du délai de rétractation. Le Consommateur conserve néanmoins son droit de rétractation et, s'il l'exerce, il est remboursé de l'intégralité des sommes versées, sans retenue au titre des jours déjà écoulés.",
          "Le Consommateur exerce ce droit depuis son espace client, au moyen du formulaire de rétractation (menu « Mon compte », rubrique « Abonnement », bouton « Exercer mon droit de rétractation »). Il peut aussi adresser à l'Éditeur, par le formulaire de contact, toute déclaration dénuée d'ambiguïté, par exemple selon le modèle suivant :",
          {
            list: [
              "À l'attention de l'Éditeur du service Trousse (coordonnées figurant dans les mentions légales) :",
              'Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services suivante : abonnement au forfait [nom du forfait] ;',
              'souscrit le : [date] ;',
              'nom du Consommateur : [nom] ;',
              'adresse électronique du compte : [adresse] ;',
              'date : [date].',
            ],
          },
          `La rétractation met fin à l'abonnement immédiatement : le forfait est suspendu dès la demande, et le compte revient au forfait gratuit. Les sommes versées sont remboursées au plus tard dans les ${count(REFUND_DAYS, 'jour', 'jours')} qui suivent la demande, par le moyen de paiement utilisé lors de la commande. La demande reçoit un numéro et donne lieu à une confirmation, comme une résiliation.`,
        ],
      },
      {
        id: 'resiliation-par-l-editeur',
        title: "Résiliation par l'Éditeur",
        blocks: [
          "L'Éditeur peut mettre fin à un abonnement avant son terme, notamment en cas de manquement du Client aux CGU, dans les conditions qu'elles prévoient, ou en cas d'arrêt du Service.",
          "Dans ce cas, l'Éditeur rembourse au Client, au prorata, la part de la période payée qui restait à courir à la date de la résiliation.",
        ],
      },
      {
        id: 'niveau-de-service',
        title: 'Niveau de service',
        blocks: [
          "Pour les forfaits payants, l'Éditeur prend les engagements suivants :",
          {
            list: [
              `un taux de disponibilité visé de ${formatDecimal(AVAILABILITY_PERCENT)} % par mois, hors maintenance programmée ;`,
              `une maintenance limitée à ${count(MAINTENANCE_HOURS_PER_MONTH, 'heure', 'heures')} par mois, annoncée au moins ${count(MAINTENANCE_NOTICE_HOURS, 'heure', 'heures')} à l'avance lorsqu'elle est programmée ; une intervention urgente de sécurité peut avoir lieu sans préavis ;`,
              `une sauvegarde quotidienne des données, chaque sauvegarde étant conservée ${count(BACKUP_RETENTION_DAYS, 'jour', 'jours')} ;`,
              "un hébergement des données au sein de l'Union européenne ;",
              `une réponse du support par courrier électronique dans un délai de ${count(SUPPORT_REPLY_HOURS, 'heure', 'heures')}, quel que soit le forfait.`,
            ],
          },
          "Ces engagements constituent des obligations de moyens. Les interruptions dues au réseau internet, au matériel du Client ou à un cas de force majeure n'engagent pas l'Éditeur.",
        ],
      },
      {
        id: 'responsabilite',
        title: 'Responsabilité',
        blocks: [
          `La responsabilité de l'Éditeur au titre d'un abonnement, toutes causes confondues, est limitée au montant des sommes effectivement payées par le Client au cours des ${count(LIABILITY_CAP_MONTHS, 'mois', 'mois')} précédant le fait qui l'a engagée. L'Éditeur ne répond pas des dommages indirects, tels qu'une perte de chiffre d'affaires ou de clientèle.`,
          "Ces limitations ne s'appliquent ni en cas de faute lourde ou intentionnelle de l'Éditeur, ni aux dommages corporels. À l'égard du Consommateur, elles ne jouent que dans la mesure où la loi le permet et ne le privent pas de son droit à réparation lorsque l'Éditeur manque à ses obligations.",
        ],
      },
      {
        id: 'reclamations-et-mediation',
        title: 'Réclamations et médiation',
        blocks: [
          `Toute réclamation est adressée au support au moyen du formulaire de contact. L'Éditeur y répond dans un délai de ${count(COMPLAINT_ANSWER_DAYS, 'jour', 'jours')}.`,
          "Conformément aux articles L611-1 et suivants du Code de la consommation, le Consommateur dont la réclamation écrite n'a pas abouti peut recourir gratuitement à un médiateur de la consommation, en vue d'une résolution amiable du litige. Les coordonnées du médiateur sont communiquées par le support sur simple demande.",
          `L'Éditeur s'engage à apporter sa réponse au médiateur dans un délai de ${count(MEDIATION_MAX_DAYS, 'jour', 'jours')} au plus à compter de sa saisine.`,
        ],
      },
      {
        id: 'droit-applicable',
        title: 'Droit applicable et juridiction compétente',
        blocks: [
          'Les CGV sont soumises au droit français.',
          'À défaut de solution amiable, le Consommateur peut saisir la juridiction du lieu de son domicile, ou toute autre juridiction que la loi lui permet de choisir. Les litiges avec un Professionnel relèvent de la compétence exclusive des tribunaux de Paris.',
          "Si l'une des stipulations des CGV était déclarée nulle ou inapplicable, les autres conserveraient leur plein effet.",
          `La présente version des CGV a été mise à jour le ${LEGAL_LAST_UPDATED}. La version applicable à une commande est celle acceptée lors de cette commande ; l'évolution des prix obéit aux règles ci-dessus.`,
        ],
      },
      {
        id: 'assistance',
        title: 'Assistance',
        blocks: [
          {
            link: {
              to: '/support',
              label: "page d'assistance",
              before:
                'Pour toute question sur un abonnement, une facture, une résiliation ou une rétractation, le support est joignable depuis la ',
              after: '.',
            },
          },
        ],
      },
    ],
  };
}
