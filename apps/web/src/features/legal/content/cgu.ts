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
  VALIDATION_CODE_LENGTH,
  VALIDATION_CODE_TTL_MINUTES,
} from '@trousse/contracts/auth-rules';
import {
  ADULT_AGE,
  AVAILABILITY_PERCENT,
  COMPLAINT_ANSWER_DAYS,
  FORMAL_NOTICE_WORKING_DAYS,
  LEGAL_LAST_UPDATED,
  MAINTENANCE_HOURS_PER_MONTH,
  MAINTENANCE_NOTICE_HOURS,
  MEDIATION_MAX_DAYS,
  MIN_SCREEN,
  PAGE_TARGET_SECONDS,
  PARENTAL_CONSENT_FROM_AGE,
  REQUEST_TARGET_SECONDS,
  SANCTIONS,
  SUPPORT_REPLY_HOURS,
  SYNC_TARGET_SECONDS,
} from '@trousse/contracts/legal-figures';
import { planTypes } from '@trousse/contracts/plans';
import { SUPPORT_MESSAGES_PER_DAY } from '@trousse/contracts/api/support/schemas';
import { RECOVERY_CODE_COUNT } from '@trousse/contracts/api/two-factor/schemas';

import { count, formatDecimal, planLine } from './format';
import type { LegalDocument, LegalFacts } from './types';

/** « 1er », « 2e »: the rank of a breach (« manquement » is masculine). */
const rank = (value: number) => (value === 1 ? '1er' : `${value}e`);

/** Each step of the sanction ladder (part 2 §4), as the terms state it. */
const sanctionLines = SANCTIONS.map(({ violation, suspensionDays }) => {
  if (suspensionDays === null) return `${rank(violation)} manquement : résiliation définitive du compte.`;
  const warning = violation === 1 ? 'avertissement et ' : '';
  const hours = suspensionDays === 1 ? ` (${count(suspensionDays * 24, 'heure', 'heures')})` : '';
  return `${rank(violation)} manquement : ${warning}suspension du compte pendant ${count(suspensionDays, 'jour', 'jours')}${hours} ;`;
});

/**
 * /cgu, the terms of use (spec part 2 §2, §4, §5, §6, §9; DECISIONS §7 where the documents
 * disagree: recovery change 99 h + 24 h, maintenance notice, courts).
 */
export function cguDocument(_facts: LegalFacts): LegalDocument {
  return {
    title: "Conditions générales d'utilisation",
    supportLink: true,
    intro: [
      "Les présentes conditions générales d'utilisation (ci-après les « CGU ») fixent les règles d'accès au service Trousse et de son utilisation. Elles s'appliquent à toute personne qui le consulte ou y crée un compte.",
      {
        link: {
          to: '/cgv',
          label: 'conditions générales de vente',
          before: "La souscription d'un forfait payant est en outre régie par les ",
          after: ', qui prévalent sur les CGU pour tout ce qui touche à la vente.',
        },
      },
    ],
    sections: [
      {
        id: 'objet',
        title: 'Objet',
        blocks: [
          "Trousse est une plateforme en ligne, en langue française, qui réunit de petits outils pratiques (les « applications ») à l'usage des particuliers et des professionnels. Chacun peut parcourir le catalogue des applications ; les titulaires d'un compte peuvent en outre les aimer, les ajouter à leurs favoris, les installer dans leur espace et les utiliser. La première application proposée est un générateur de mots de passe.",
          "L'utilisation des applications est décomptée selon le forfait du Client. Les CGU définissent les droits et obligations de l'Éditeur et des Utilisateurs dans ce cadre.",
        ],
      },
      {
        id: 'definitions',
        title: 'Définitions',
        blocks: [
          'Dans les présentes CGU, les termes suivants ont le sens indiqué ci-dessous :',
          {
            list: [
              '« Éditeur » : la personne qui exploite le Service, identifiée dans les mentions légales ;',
              "« Service » : le site Trousse et l'ensemble des applications qu'il propose ;",
              "« Utilisateur » : toute personne qui accède au Service, qu'elle dispose ou non d'un compte ;",
              "« Client » : l'Utilisateur titulaire d'un compte, qu'il bénéficie du forfait gratuit ou d'un forfait payant ;",
              "« Consommateur » : le Client personne physique qui agit à des fins qui n'entrent pas dans le cadre de son activité commerciale, industrielle, artisanale, libérale ou agricole ;",
              '« Professionnel » : le Client qui agit à des fins entrant dans le cadre de son activité professionnelle ;',
              "« Forfait » : la formule d'utilisation attachée au compte, gratuite ou payante, qui fixe le nombre de générations disponibles ;",
              "« Génération » : une utilisation d'une application décomptée du forfait, par exemple la génération d'un mot de passe.",
            ],
          },
          {
            link: {
              to: '/legal',
              label: 'mentions légales',
              before: "L'identité et les coordonnées de l'Éditeur figurent dans les ",
              after: '.',
            },
          },
        ],
      },
      {
        id: 'conditions-d-acces',
        title: "Conditions d'accès au Service",
        blocks: [
          "La consultation du catalogue est libre. Quelques essais des applications peuvent être proposés sans compte, dans une limite fixée par l'Éditeur ; au-delà, l'utilisation des applications suppose la création d'un compte.",
          'Pour créer un compte, la personne doit :',
          {
            list: [
              `être âgée d'au moins ${ADULT_AGE} ans ; entre ${PARENTAL_CONSENT_FROM_AGE} et ${ADULT_AGE - 1} ans, elle doit avoir obtenu l'accord du titulaire de l'autorité parentale, qui répond alors du respect des CGU et de tout paiement ;`,
              'disposer de la capacité juridique de contracter ;',
              'résider dans un pays où le Service est accessible ;',
              'accepter sans réserve les présentes CGU.',
            ],
          },
          "Le Service s'utilise dans un navigateur internet. L'Utilisateur doit disposer :",
          {
            list: [
              "d'un navigateur moderne, tenu à jour ;",
              'de JavaScript activé dans ce navigateur ;',
              `d'un écran d'une résolution d'au moins ${MIN_SCREEN.width}x${MIN_SCREEN.height} pixels ;`,
              "d'un accès à internet, dont le coût reste à sa charge.",
            ],
          },
        ],
      },
      {
        id: 'compte',
        title: 'Compte et sécurité des accès',
        blocks: [
          `Le compte est ouvert avec une adresse électronique valide, à raison d'un compte par adresse. À la place d'un mot de passe, le Client choisit un code d'accès numérique de ${ACCESS_CODE_MIN_LENGTH} à ${ACCESS_CODE_MAX_LENGTH} chiffres. Les codes trop faciles à deviner, comme un chiffre répété ou une suite de chiffres, sont refusés. Lorsque le Service le propose, la connexion peut aussi passer par un fournisseur d'identité tiers.`,
          "Le code d'accès est personnel et confidentiel. Le Client ne le communique à personne et répond de toute utilisation de son compte. S'il soupçonne qu'un tiers le connaît, il le modifie sans délai et prévient le support.",
          "Pour protéger les comptes, les règles suivantes s'appliquent :",
          {
            list: [
              `après ${count(MAX_LOGIN_ATTEMPTS, 'code erroné', 'codes erronés')} saisis à la suite, le compte est bloqué pendant ${count(LOCK_HOURS, 'heure', 'heures')} ; une saisie correcte remet le compteur à zéro, et la réinitialisation du code d'accès par courrier électronique débloque le compte ;`,
              `une session de connexion dure ${count(SESSION_HOURS, 'heure', 'heures')}, ou ${count(TWO_FACTOR_SESSION_DAYS, 'jour', 'jours')} lorsque la double authentification est activée ;`,
              `un compte ne peut avoir plus de ${count(MAX_LIVE_SESSIONS, 'session ouverte', 'sessions ouvertes')} en même temps : une nouvelle connexion au-delà met fin à la plus ancienne ;`,
              `la double authentification, facultative, ajoute à la connexion un code produit par une application d'authentification ; ${count(RECOVERY_CODE_COUNT, 'code', 'codes')} de secours à usage unique permettent de se connecter en cas de perte de l'appareil ;`,
              "un nouvel appareil utilisé pour se connecter fait l'objet d'un courrier électronique d'information adressé au Client.",
            ],
          },
          `Le Client peut enregistrer une adresse électronique de récupération, qui lui permet de retrouver l'accès à son compte s'il perd son code. Cette adresse est confirmée par un code de validation de ${count(VALIDATION_CODE_LENGTH, 'chiffre', 'chiffres')}, envoyé à cette adresse et valable ${count(VALIDATION_CODE_TTL_MINUTES, 'minute', 'minutes')}.`,
          `Pour des raisons de sécurité, le changement de l'adresse de récupération est encadré. Le Client en fait la demande depuis ses paramètres, et un courrier électronique en informe l'adresse du compte et l'adresse de récupération en place. Le changement n'est possible qu'à l'issue d'un délai de sécurité de ${count(RECOVERY_CHANGE_DELAY_HOURS, 'heure', 'heures')} à compter de la demande, pendant lequel celle-ci peut être annulée. S'ouvre alors une période de ${count(RECOVERY_CHANGE_WINDOW_HOURS, 'heure', 'heures')} pendant laquelle le Client saisit la nouvelle adresse, validée par un code de sécurité qui y est envoyé. Passé cette période, une nouvelle demande est nécessaire.`,
          "Toute modification sensible du compte (code d'accès, double authentification, adresse de récupération, suppression du compte) exige la saisie du code d'accès en cours ou d'un code de double authentification.",
        ],
      },
      {
        id: 'comptes-inactifs',
        title: 'Comptes inactifs',
        blocks: [
          `Un compte sur lequel aucune connexion n'a eu lieu pendant ${count(INACTIVITY_MONTHS, 'mois', 'mois')} est supprimé automatiquement, avec les données qui s'y rattachent. Le Client en est averti par courrier électronique ${count(INACTIVITY_NOTICE_DAYS, 'jour', 'jours')} avant la suppression.`,
          "Il suffit de se connecter avant la date annoncée pour conserver le compte. Les comptes titulaires d'un abonnement payant en cours ne sont jamais supprimés pour inactivité.",
        ],
      },
      {
        id: 'forfaits-et-quotas',
        title: 'Forfaits et quotas',
        blocks: [
          "Chaque utilisation d'une application est décomptée du forfait du Client. Les forfaits proposés sont les suivants :",
          { list: planTypes.map((type) => planLine(type)) },
          "Le forfait gratuit est décompté par jour calendaire (heure de Paris) ; les forfaits payants le sont par période d'abonnement mensuelle. Les générations non utilisées ne sont pas reportées sur la période suivante. Une fois le quota atteint, les applications restent inaccessibles jusqu'au début de la période suivante, sauf passage à un forfait supérieur.",
          {
            link: {
              to: '/cgv',
              label: 'conditions générales de vente',
              before:
                'Les prix, la souscription, le paiement et le droit de rétractation des forfaits payants sont régis par les ',
              after: '.',
            },
          },
          {
            link: {
              to: '/cancellation',
              label: 'résiliation en ligne',
              before:
                'Le Client résilie son abonnement en quelques clics depuis son espace client (menu « Mon compte », rubrique « Abonnement »), qui lui sert de tableau de bord ; la page ',
              after: ' détaille la démarche et ses effets.',
            },
          },
        ],
      },
      {
        id: 'regles-d-utilisation',
        title: "Règles d'utilisation",
        blocks: [
          "L'Utilisateur s'engage à utiliser le Service de bonne foi, conformément à sa destination, aux lois en vigueur et aux présentes CGU, et à ne porter atteinte ni à son fonctionnement ni aux droits des autres Utilisateurs ou des tiers.",
          'Sont notamment interdits :',
          {
            list: [
              "la création ou l'utilisation de plusieurs comptes afin de contourner les limites d'un forfait ;",
              "la revente, la location ou la mise à disposition de tiers de l'accès au Service ou d'un compte ;",
              "l'utilisation de robots, scripts ou autres moyens automatisés non autorisés par l'Éditeur ;",
              "l'ingénierie inverse, la décompilation ou le désassemblage du Service, hors les cas où la loi les autorise ;",
              "l'extraction massive de données ou de contenus du Service, par quelque moyen que ce soit ;",
              "toute tentative de contourner les mesures de sécurité, d'accéder au compte d'autrui ou de surcharger le Service ;",
              "tout usage du Service à des fins illicites ou portant atteinte aux droits d'autrui.",
            ],
          },
          "Pour prévenir la multiplication des comptes, le Service peut refuser l'ouverture d'un compte depuis un appareil déjà associé à un autre compte.",
        ],
      },
      {
        id: 'sanctions',
        title: 'Manquements et sanctions',
        blocks: [
          'Tout manquement aux CGU expose le Client à des mesures graduées selon le nombre de manquements constatés sur son compte :',
          { list: sanctionLines },
          "Un manquement grave, tel qu'une fraude, une atteinte à la sécurité du Service ou un usage illicite, entraîne la résiliation immédiate du compte, sans mesure préalable.",
          `Lorsque le manquement tient à une situation à laquelle le Client peut remédier, l'Éditeur le met d'abord en demeure, par courrier électronique, de régulariser sa situation dans un délai de ${count(FORMAL_NOTICE_WORKING_DAYS, 'jour ouvré', 'jours ouvrés')}. Le Client peut présenter ses observations au support pendant ce délai.`,
          'Pendant une suspension, le Client conserve un accès en lecture à ses données, sans pouvoir utiliser les applications. La suspension est levée automatiquement au terme de sa durée, dès lors que le manquement a été résolu.',
          "Ces mesures ne privent l'Éditeur d'aucune action en justice. Les conséquences d'une résiliation sur un abonnement payant sont précisées par les conditions générales de vente.",
        ],
      },
      {
        id: 'disponibilite',
        title: 'Disponibilité du Service',
        blocks: [
          `L'Éditeur s'efforce de rendre le Service accessible en permanence et vise un taux de disponibilité de ${formatDecimal(AVAILABILITY_PERCENT)} % par mois, hors maintenance programmée.`,
          `La maintenance n'excède pas ${count(MAINTENANCE_HOURS_PER_MONTH, 'heure', 'heures')} par mois. Une intervention programmée est annoncée au moins ${count(MAINTENANCE_NOTICE_HOURS, 'heure', 'heures')} à l'avance par une alerte sur le Service. Une intervention urgente de sécurité peut avoir lieu sans préavis.`,
          "L'Éditeur se fixe en outre les objectifs de performance suivants :",
          {
            list: [
              `affichage des pages en moins de ${count(PAGE_TARGET_SECONDS, 'seconde', 'secondes')} ;`,
              `traitement des requêtes en moins de ${count(REQUEST_TARGET_SECONDS, 'seconde', 'secondes')} ;`,
              `synchronisation des données en moins de ${count(SYNC_TARGET_SECONDS, 'seconde', 'secondes')}.`,
            ],
          },
          "Ces engagements sont des obligations de moyens. Les interruptions dues au réseau internet, au matériel de l'Utilisateur ou à un cas de force majeure n'engagent pas l'Éditeur.",
        ],
      },
      {
        id: 'assistance',
        title: 'Assistance',
        blocks: [
          `Le support répond par courrier électronique, dans un délai de ${count(SUPPORT_REPLY_HOURS, 'heure', 'heures')}, aux messages envoyés au moyen du formulaire de contact. Il est ouvert à tous les Clients, quel que soit leur forfait, y compris gratuit, et accueille aussi les suggestions.`,
          `Pour prévenir les abus, une même adresse électronique peut envoyer au plus ${count(SUPPORT_MESSAGES_PER_DAY, 'message', 'messages')} sur une journée glissante.`,
          {
            link: {
              to: '/support',
              label: "page d'assistance",
              before: 'Le formulaire de contact est accessible depuis la ',
              after: '.',
            },
          },
        ],
      },
      {
        id: 'donnees-personnelles',
        title: 'Données personnelles',
        blocks: [
          "L'Éditeur traite les données personnelles des Utilisateurs dans le respect du règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.",
          {
            link: {
              to: '/privacy#donnees-collectees',
              label: 'politique de confidentialité',
              before:
                'Les données collectées, les raisons de leur collecte et leur durée de conservation sont décrites dans la ',
              after: ', qui précise aussi les droits de chacun et la manière de les exercer.',
            },
          },
          'Depuis ses paramètres, le Client peut à tout moment télécharger ses données et supprimer son compte.',
        ],
      },
      {
        id: 'propriete-intellectuelle',
        title: 'Propriété intellectuelle',
        blocks: [
          "Le Service, ses applications, ses contenus et ses marques sont protégés par le droit de la propriété intellectuelle et demeurent la propriété de l'Éditeur ou de ses concédants. L'Éditeur accorde à l'Utilisateur un droit d'usage personnel, non exclusif et non cessible du Service, pour ses besoins propres et pour la durée de son accès.",
          "Les résultats produits par les applications pour l'Utilisateur, tels que les mots de passe générés, lui appartiennent.",
        ],
      },
      {
        id: 'responsabilite',
        title: 'Responsabilité',
        blocks: [
          "L'Utilisateur est responsable de l'usage qu'il fait du Service et des résultats obtenus, de la confidentialité de son code d'accès, ainsi que de la conservation en lieu sûr des mots de passe qu'il génère.",
          "L'Éditeur est tenu d'une obligation de moyens. Il ne répond pas des dommages indirects, ni de ceux qui résultent d'un usage du Service contraire aux CGU, d'une défaillance du réseau internet ou du matériel de l'Utilisateur, ou d'un cas de force majeure.",
          "Aucune stipulation des CGU ne prive le Consommateur des droits que la loi lui reconnaît. Pour les forfaits payants, la limitation de responsabilité prévue par les conditions générales de vente s'applique.",
        ],
      },
      {
        id: 'duree-et-fermeture',
        title: 'Durée et fermeture du compte',
        blocks: [
          "Les CGU s'appliquent pendant toute la durée d'utilisation du Service. Le Client peut supprimer son compte à tout moment depuis ses paramètres.",
          "La suppression du compte met fin immédiatement à l'abonnement payant éventuellement en cours. Pour garder l'accès au forfait jusqu'à la fin de la période payée, le Client résilie d'abord son abonnement, puis supprime son compte une fois la résiliation effective.",
        ],
      },
      {
        id: 'modification-des-cgu',
        title: 'Modification des CGU',
        blocks: [
          "L'Éditeur peut faire évoluer les CGU, notamment pour suivre les évolutions du Service ou de la réglementation. Les Clients sont informés de toute modification importante, par une alerte sur le Service ou par courrier électronique, avant son entrée en vigueur.",
          "Le Client qui n'accepte pas les nouvelles CGU peut fermer son compte. La poursuite de l'utilisation du Service après leur entrée en vigueur vaut acceptation.",
          `La présente version des CGU a été mise à jour le ${LEGAL_LAST_UPDATED}.`,
        ],
      },
      {
        id: 'droit-applicable',
        title: 'Droit applicable et juridiction compétente',
        blocks: [
          `Les CGU sont soumises au droit français. En cas de différend, l'Utilisateur adresse d'abord une réclamation écrite au support, qui y répond dans un délai de ${count(COMPLAINT_ANSWER_DAYS, 'jour', 'jours')}, afin de rechercher une solution amiable.`,
          "À défaut d'accord, le Consommateur peut saisir la juridiction du lieu de son domicile, ou toute autre juridiction que la loi lui permet de choisir. Les litiges avec un Professionnel relèvent de la compétence exclusive des tribunaux de Paris.",
          "Si l'une des stipulations des CGU était déclarée nulle ou inapplicable, les autres conserveraient leur plein effet.",
        ],
      },
      {
        id: 'mediation',
        title: 'Médiation',
        blocks: [
          "Conformément aux articles L611-1 et suivants du Code de la consommation, le Consommateur dont la réclamation écrite auprès du support n'a pas abouti peut recourir gratuitement à un médiateur de la consommation, en vue d'une résolution amiable du litige. Les coordonnées du médiateur sont communiquées par le support sur simple demande.",
          `L'Éditeur s'engage à apporter sa réponse au médiateur dans un délai de ${count(MEDIATION_MAX_DAYS, 'jour', 'jours')} au plus à compter de sa saisine.`,
        ],
      },
    ],
  };
}
