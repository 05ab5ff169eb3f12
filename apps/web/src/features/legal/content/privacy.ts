import { INACTIVITY_MONTHS, INACTIVITY_NOTICE_DAYS, MAX_LOGIN_ATTEMPTS } from '@trousse/contracts/auth-rules';
import {
  BACKUP_RETENTION_DAYS,
  BREACH_NOTIFICATION_HOURS,
  LEGAL_LAST_UPDATED,
  RETENTION,
  RIGHTS_ANSWER_MONTHS,
  SUPPORT_REPLY_HOURS,
} from '@trousse/contracts/legal-figures';

import {
  HABITS_MAX,
  NOTE_BODY_MAX,
  NOTES_MAX,
  TODO_ITEMS_PER_LIST_MAX,
  TODO_LISTS_MAX,
} from '@trousse/contracts/personal-tools';

import { NOT_PROVIDED } from './format';
import type { LegalDocument, LegalFacts } from './types';

/** « 1 an », « 3 ans ». */
const years = (count: number) => `${count} ${count > 1 ? 'ans' : 'an'}`;
/** « 1 jour », « 30 jours ». */
const days = (count: number) => `${count} ${count > 1 ? 'jours' : 'jour'}`;

/** The privacy policy (/privacy). The terms of use link to its `donnees-collectees` section. */
export function privacyDocument(facts: LegalFacts): LegalDocument {
  const { publisher } = facts;
  const email = publisher.email ?? NOT_PROVIDED;

  return {
    title: 'Politique de confidentialité',
    intro: [
      "Cette politique explique quelles données personnelles Trousse traite lorsque vous utilisez le site et ses outils, pourquoi, sur quelle base légale, avec qui elles sont partagées, combien de temps elles sont gardées et comment exercer vos droits. Elle s'applique conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.",
    ],
    sections: [
      {
        id: 'responsable-traitement',
        title: 'Responsable du traitement',
        blocks: [
          "Le responsable du traitement de vos données est l'éditeur du site :",
          {
            list: [
              `Nom ou raison sociale : ${publisher.name ?? NOT_PROVIDED}`,
              `Adresse : ${publisher.address ?? NOT_PROVIDED}`,
              `Adresse e-mail : ${email}`,
            ],
          },
          'Les moyens de le joindre pour toute question sur vos données sont indiqués à la section « Nous contacter ».',
        ],
      },
      {
        id: 'donnees-collectees',
        title: 'Données collectées',
        blocks: [
          'Nous ne collectons que ce dont le service a besoin. Les données traitées se répartissent en catégories :',
          {
            list: [
              "Identification : votre adresse e-mail (identifiant du compte) et, si vous en ajoutez une, votre adresse e-mail de récupération ; votre numéro de téléphone, uniquement si vous choisissez de nous le donner (par exemple en contactant le support) ; votre adresse postale de facturation, saisie lors d'un paiement et nécessaire à l'établissement des factures.",
              "Authentification : votre code d'accès, jamais conservé en clair mais sous forme d'empreinte irréversible ; le secret de double authentification, chiffré ; les codes de récupération, conservés sous forme d'empreinte ; l'identifiant du compte Google, GitHub ou Facebook que vous avez lié, avec l'adresse e-mail que ce fournisseur nous transmet.",
              "Connexion : l'adresse IP, que nous tronquons avant de l'enregistrer avec votre compte (le dernier octet d'une adresse IPv4 est effacé, et une adresse IPv6 est réduite à son préfixe de réseau) ; les journaux de connexion (date, heure, succès ou échec) ; le type de navigateur et de système d'exploitation ; une empreinte de l'appareil, qui sert à reconnaître un appareil déjà utilisé ; la localisation approximative qui se déduit de l'adresse IP tronquée. Nous ne demandons jamais la position de votre appareil. Les journaux techniques du serveur, qui servent à diagnostiquer les pannes et à repérer les attaques, peuvent contenir l'adresse IP complète ; ils ne contiennent jamais votre code d'accès.",
              "Utilisation : les outils que vous ajoutez à votre espace, vos « j'aime » et favoris, le nombre d'utilisations consommées sur votre quota, votre langue préférée, vos sessions ouvertes et le journal d'activité de votre compte.",
              "Paiement : les paiements par carte sont traités par notre prestataire de paiement, Stripe, sur ses propres pages. Nous ne recevons ni ne conservons jamais votre numéro de carte. Nous gardons votre formule, l'état et les dates de votre abonnement, la référence client attribuée par Stripe, la preuve de votre acceptation des conditions générales de vente et vos demandes de résiliation ou de rétractation.",
              "Support : l'adresse e-mail que vous indiquez, le contenu de votre message, le numéro de votre demande, sa date et l'adresse IP tronquée d'envoi.",
              'Contenus que vous produisez : vos messages, suggestions et réponses au support. Les mots de passe créés avec le générateur sont produits à la demande et ne sont jamais enregistrés sur nos serveurs.',
              `Outils qui gardent vos données, dans votre compte : vos listes de tâches (${TODO_LISTS_MAX} listes de ${TODO_ITEMS_PER_LIST_MAX} tâches au plus, avec leurs dates d'échéance), vos notes rapides (${NOTES_MAX} notes de ${NOTE_BODY_MAX.toLocaleString('fr-FR')} caractères au plus) et vos habitudes (${HABITS_MAX} au plus, avec les jours cochés), chacune avec ses dates de création et de modification. Leur contenu n'apparaît jamais dans les journaux du serveur. Les modifications pas encore envoyées attendent dans votre navigateur, sur votre appareil, jusqu'à leur envoi. Les autres outils du catalogue travaillent dans votre navigateur : ce que vous y saisissez n'est pas envoyé.`,
            ],
          },
          'Les choix que vous faites sur les cookies, et la preuve de ces choix, sont décrits dans la politique de cookies. Les champs obligatoires sont signalés comme tels ; sans eux, le service demandé ne peut pas être fourni.',
        ],
      },
      {
        id: 'finalites-bases-legales',
        title: 'Finalités et bases légales',
        blocks: [
          'Chaque traitement poursuit un but précis et repose sur une base légale :',
          {
            list: [
              "Créer et gérer votre compte, vous authentifier, fournir les outils et appliquer les quotas de votre formule : exécution du contrat (conditions générales d'utilisation).",
              "Gérer l'abonnement, les paiements, la facturation, les résiliations et les rétractations : exécution du contrat, puis obligations légales comptables et fiscales pour la conservation des factures.",
              `Sécuriser les comptes et le service (blocage après ${MAX_LOGIN_ATTEMPTS} codes erronés, alerte en cas de connexion depuis un nouvel appareil, journal d'activité, limitation des requêtes, détection des abus) : intérêt légitime à protéger le service et ses utilisateurs.`,
              'Répondre à vos demandes de support et à vos suggestions : exécution du contrat, ou intérêt légitime à vous répondre si vous ne disposez pas de compte.',
              "Vous envoyer les messages liés au service (codes de validation et de réinitialisation, alertes de sécurité, avis avant suppression d'un compte inactif) : exécution du contrat et intérêt légitime à sécuriser votre compte.",
              "Mesurer l'audience du site, lorsqu'un outil de mesure est en place : votre consentement, que vous pouvez retirer à tout moment.",
              "Vous adresser, le cas échéant, des informations commerciales : votre consentement, ou notre intérêt légitime lorsque vous êtes déjà client et qu'elles portent sur des services analogues. Vous pouvez vous y opposer à tout moment, sans frais.",
              'Conserver la preuve de vos choix en matière de cookies et de votre acceptation des conditions générales : obligation légale de pouvoir démontrer le consentement, et intérêt légitime à établir nos droits.',
            ],
          },
          "Nous ne prenons aucune décision produisant des effets juridiques à votre égard sur le seul fondement d'un traitement automatisé, et nous ne vendons pas vos données.",
        ],
      },
      {
        id: 'destinataires',
        title: 'Destinataires et sous-traitants',
        blocks: [
          "Vos données sont accessibles aux seules personnes de l'éditeur qui en ont besoin pour leur mission (support, facturation, sécurité). Elles sont aussi confiées à des prestataires, qui ne peuvent les utiliser que pour le compte de l'éditeur et selon ses instructions :",
          {
            list: [
              `L'hébergeur du site et de sa base de données : ${publisher.host ?? NOT_PROVIDED}.`,
              "Le prestataire de paiement, Stripe, qui traite les paiements par carte, la facturation et le portail de gestion de l'abonnement.",
              "Le service d'envoi d'e-mails utilisé par l'éditeur, qui achemine les codes, alertes et réponses du support.",
            ],
          },
          "Si vous choisissez de vous connecter avec Google, GitHub ou Facebook, ce fournisseur sait que vous vous connectez à Trousse ; il agit alors en tant que responsable de ses propres traitements. De même, lorsqu'un outil de mesure d'audience est en place et que vous l'acceptez, son éditeur reçoit les données décrites dans la politique de cookies.",
          'Vos données peuvent enfin être communiquées aux autorités qui en font la demande dans le cadre prévu par la loi.',
        ],
      },
      {
        id: 'transferts',
        title: "Transferts hors de l'Union européenne",
        blocks: [
          "Les données du service sont hébergées dans l'Union européenne.",
          "Certains prestataires (paiement, connexion via un compte externe, mesure d'audience) peuvent accéder à des données depuis un pays situé hors de l'Union européenne, notamment les États-Unis. Ces transferts ne sont réalisés qu'avec des garanties appropriées : une décision d'adéquation de la Commission européenne, comme le cadre de protection des données UE – États-Unis pour les entreprises qui y adhèrent, ou à défaut les clauses contractuelles types adoptées par la Commission. Vous pouvez obtenir une copie de ces garanties en nous écrivant.",
        ],
      },
      {
        id: 'durees-conservation',
        title: 'Durées de conservation',
        blocks: [
          'Les données ne sont gardées que le temps nécessaire à leur finalité, puis supprimées ou anonymisées :',
          {
            list: [
              `Données du compte : pendant toute la durée du contrat, puis ${years(RETENTION.accountAfterContractYears)} au plus après sa fin pour ce qui sert à établir la preuve de nos relations.`,
              `Données de facturation (factures, preuves d'acceptation des conditions de vente, demandes de résiliation) : ${years(RETENTION.billingYears)}, comme l'impose la loi.`,
              `Données de prospection commerciale : ${years(RETENTION.marketingYears)} à compter de notre dernier contact avec vous.`,
              `Journaux de connexion et journaux techniques : ${RETENTION.logsMonths} mois au plus.`,
              `Demandes de support : ${years(RETENTION.supportAfterResolutionYears)} après leur résolution.`,
              'Contenus que vous produisez : tant que votre compte est actif.',
              "Listes de tâches, notes et habitudes : tant que votre compte existe ; celles que vous supprimez sont effacées aussitôt, et toutes le sont avec le compte, par vous ou pour inactivité. Elles figurent dans l'export de vos données.",
              `Preuves de vos choix en matière de cookies : ${years(RETENTION.consentProofYears)}.`,
            ],
          },
          "Après la fin d'un abonnement payant, par résiliation ou par rétractation, votre compte reste ouvert au forfait gratuit et garde toutes ses données, que vous retrouvez si vous vous abonnez de nouveau : la fin de l'abonnement n'en supprime aucune. Elles ne sont supprimées qu'avec le compte, lorsque vous le supprimez ou pour inactivité, comme suit.",
          `Un compte sans aucune connexion pendant ${INACTIVITY_MONTHS} mois est supprimé automatiquement. Un e-mail vous prévient ${days(INACTIVITY_NOTICE_DAYS)} avant : il suffit de vous connecter pour garder le compte. Un compte dont l'abonnement payant est en cours n'est jamais supprimé pour inactivité.`,
          `Lorsque vous supprimez votre compte depuis les paramètres, ses données sont effacées aussitôt, à l'exception des pièces de facturation que la loi oblige à conserver, qui sont détachées de votre compte. Les sauvegardes, conservées ${days(BACKUP_RETENTION_DAYS)}, disparaissent à l'issue de ce délai.`,
        ],
      },
      {
        id: 'securite',
        title: 'Sécurité',
        blocks: [
          "Nous protégeons vos données par des mesures techniques et organisationnelles adaptées : chiffrement des échanges, chiffrement des secrets les plus sensibles, codes d'accès stockés sous forme d'empreinte, blocage après plusieurs erreurs, double authentification et journal d'activité.",
          {
            link: {
              to: '/security-charter',
              label: 'Charte de sécurité',
              before: 'Le détail de ces mesures figure dans notre ',
              after: '.',
            },
          },
        ],
      },
      {
        id: 'vos-droits',
        title: 'Vos droits',
        blocks: [
          'Vous disposez sur vos données des droits suivants :',
          {
            list: [
              "Droit d'accès : savoir si nous traitons des données vous concernant et en obtenir une copie.",
              'Droit de rectification : faire corriger des données inexactes ou compléter des données incomplètes.',
              "Droit à l'effacement : obtenir la suppression de vos données, sauf celles que la loi nous oblige à garder.",
              'Droit à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine, pour les transmettre à un autre service.',
              "Droit d'opposition : vous opposer à un traitement fondé sur notre intérêt légitime pour des raisons tenant à votre situation, et à tout moment à la prospection commerciale.",
              'Droit à la limitation : faire geler temporairement un traitement, par exemple le temps de vérifier une donnée que vous contestez.',
              'Retrait du consentement : retirer à tout moment un consentement donné, sans remettre en cause ce qui a été fait auparavant.',
              'Directives après votre décès : définir le sort de vos données après votre décès.',
            ],
          },
          "L'accès, la portabilité et l'effacement se font en libre-service : dans les paramètres de votre compte, la rubrique « Mes données » permet de télécharger toutes les données personnelles du compte dans un fichier JSON et de supprimer le compte. Votre adresse e-mail de récupération, votre code d'accès et votre langue se modifient aussi depuis les paramètres, et vos choix de cookies depuis la page de gestion des cookies.",
          `Pour les autres demandes, contactez-nous (voir « Nous contacter »). Nous répondons dans un délai de ${RIGHTS_ANSWER_MONTHS} mois à compter de la réception. Ce délai peut être prolongé si la demande est complexe ou si les demandes sont nombreuses ; nous vous en informons alors avant son terme. Si nous avons un doute raisonnable sur votre identité, nous pouvons vous demander de la confirmer, par exemple en écrivant depuis l'adresse e-mail de votre compte.`,
          "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), notamment en ligne sur cnil.fr.",
        ],
      },
      {
        id: 'violation-donnees',
        title: 'Violation de données',
        blocks: [
          `Si une violation de données personnelles présente un risque pour vos droits et libertés, nous la notifions à la CNIL dans les ${BREACH_NOTIFICATION_HOURS} heures suivant le moment où nous en avons connaissance. Lorsque le risque est élevé, nous vous en informons aussi directement et dans les meilleurs délais, en indiquant ce qui s'est passé et ce que vous pouvez faire.`,
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: [
          "Le site utilise des cookies et le stockage local de votre navigateur, pour la plupart indispensables à son fonctionnement. Les cookies de mesure d'audience ne sont déposés qu'avec votre accord.",
          {
            link: {
              to: '/cookies',
              label: 'Politique de cookies',
              before:
                'La liste complète, leurs durées et la façon de modifier vos choix sont décrites dans notre ',
              after: '.',
            },
          },
        ],
      },
      {
        id: 'contact',
        title: 'Nous contacter',
        blocks: [
          "Pour exercer vos droits ou poser une question sur vos données, écrivez à l'éditeur du site.",
          { list: [`Adresse e-mail : ${email}`] },
          {
            link: {
              to: '/support',
              label: 'formulaire de support',
              before: 'Vous pouvez aussi utiliser le ',
              after: ` : nous y répondons par e-mail sous ${SUPPORT_REPLY_HOURS} heures.`,
            },
          },
        ],
      },
      {
        id: 'modifications',
        title: 'Modifications',
        blocks: [
          `Cette politique peut évoluer avec le service ou la réglementation. La version en vigueur est celle publiée sur cette page, mise à jour le ${LEGAL_LAST_UPDATED}. En cas de changement important, nous vous en informons par e-mail ou par une alerte sur le site avant qu'il ne s'applique.`,
        ],
      },
    ],
  };
}
