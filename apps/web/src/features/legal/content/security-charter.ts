import {
  ACCESS_CODE_MAX_LENGTH,
  ACCESS_CODE_MIN_LENGTH,
  LOCK_HOURS,
  MAX_LIVE_SESSIONS,
  MAX_LOGIN_ATTEMPTS,
  RESET_CODE_LENGTH,
  SESSION_HOURS,
  TWO_FACTOR_SESSION_DAYS,
} from '@trousse/contracts/auth-rules';
import {
  BACKUP_RETENTION_DAYS,
  BREACH_NOTIFICATION_HOURS,
  CHARTER_AUTH_TARGET_MS,
  CHARTER_AVAILABILITY_PERCENT,
  LEGAL_LAST_UPDATED,
  RETENTION,
  SUPPORT_REPLY_HOURS,
} from '@trousse/contracts/legal-figures';
import { SUPPORT_MESSAGES_PER_DAY } from '@trousse/contracts/api/support/schemas';
import {
  MAX_TWO_FACTOR_ATTEMPTS,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
} from '@trousse/contracts/api/two-factor/schemas';

import { formatDecimal, NOT_PROVIDED } from './format';
import type { LegalDocument, LegalFacts } from './types';

/** The security charter (/security-charter): 10 sections and a conclusion, each a real measure. */
export function securityCharterDocument(facts: LegalFacts): LegalDocument {
  const host = facts.publisher.host ?? NOT_PROVIDED;
  const shortestCodes = formatDecimal(10 ** ACCESS_CODE_MIN_LENGTH);

  return {
    title: 'Charte de sécurité',
    intro: [
      'Cette charte décrit, sans jargon inutile, comment Trousse protège votre compte et vos données. Elle ne mentionne que des mesures réellement en place dans le service.',
    ],
    sections: [
      {
        id: 'engagements',
        title: 'Nos engagements',
        blocks: [
          {
            list: [
              `Un objectif de disponibilité du service de ${formatDecimal(CHARTER_AVAILABILITY_PERCENT)} %, hors maintenance programmée et annoncée.`,
              `Un objectif de temps de traitement de l'authentification inférieur à ${CHARTER_AUTH_TARGET_MS} ms côté serveur, malgré un hachage volontairement coûteux des codes d'accès.`,
              "Ne collecter que les données nécessaires, et ne jamais conserver en clair un code d'accès, un code de récupération ou un jeton de session.",
              "Vous donner les moyens de voir ce qui se passe sur votre compte et d'y mettre fin : journal d'activité, liste des sessions ouvertes, alertes par e-mail.",
              "Vous informer rapidement, ainsi que l'autorité de contrôle, si un incident touche vos données.",
            ],
          },
        ],
      },
      {
        id: 'infrastructure',
        title: 'Infrastructure et hébergement',
        blocks: [
          `Le service et sa base de données sont hébergés dans l'Union européenne. Hébergeur : ${host}.`,
          `Les données font l'objet d'une sauvegarde quotidienne ; chaque sauvegarde est conservée ${BACKUP_RETENTION_DAYS} jours, puis détruite.`,
          "Toutes les règles qui limitent un compte (blocage après des erreurs, nombre de sessions, quotas, délais entre deux demandes) sont appliquées dans la base de données elle-même : elles tiennent même lorsque plusieurs serveurs fonctionnent en parallèle ou qu'un serveur redémarre.",
          'En production, le serveur refuse de démarrer sans sa clé secrète, qui ne réside jamais dans la base de données, et toute la configuration est vérifiée au démarrage.',
        ],
      },
      {
        id: 'chiffrement',
        title: 'Chiffrement',
        blocks: [
          'En transit : tous les échanges entre votre navigateur et Trousse passent par une connexion chiffrée (HTTPS/TLS). En production, le site impose HTTPS à votre navigateur (en-tête HSTS).',
          "Au repos : les secrets de double authentification sont chiffrés en AES-256-GCM, avec une clé dérivée de la clé secrète du serveur. C'est le sens de la mention « Vos données sont protégées par un chiffrement AES-256 » en bas de chaque page.",
          "Les secrets qui n'ont jamais besoin d'être relus ne sont pas chiffrés mais hachés, ce qui est plus sûr encore puisqu'on ne peut pas les déchiffrer : codes d'accès, codes de récupération, codes de réinitialisation et jetons de session ne sont conservés que sous forme d'empreinte.",
          'Les réponses du serveur qui contiennent des données de compte ne sont jamais gardées en cache par le navigateur ou par un intermédiaire.',
        ],
      },
      {
        id: 'codes-acces-double-authentification',
        title: "Codes d'accès et double authentification",
        blocks: [
          `Votre compte se protège par un code d'accès numérique de ${ACCESS_CODE_MIN_LENGTH} à ${ACCESS_CODE_MAX_LENGTH} chiffres, saisi sur un pavé. Un code court est facile à retenir, mais un code de ${ACCESS_CODE_MIN_LENGTH} chiffres n'offre que ${shortestCodes} combinaisons. Plusieurs mesures compensent cette faiblesse :`,
          {
            list: [
              `Blocage : après ${MAX_LOGIN_ATTEMPTS} codes erronés de suite, le compte est bloqué pendant ${LOCK_HOURS} heures. Même des tentatives envoyées simultanément ne permettent pas d'essayer plus de ${MAX_LOGIN_ATTEMPTS} codes avant le blocage. Un code correct remet le compteur à zéro.`,
              "Codes trop simples refusés : un code formé d'un seul chiffre répété, ou d'une suite de chiffres croissante ou décroissante, est refusé à la création comme au changement.",
              "Hachage renforcé : le code n'est jamais stocké ni journalisé en clair. Il est d'abord combiné à une clé secrète du serveur (HMAC, dit « poivre »), qui ne figure pas dans la base de données, puis haché avec argon2id, un algorithme conçu pour rendre les essais en masse lents et coûteux. Une copie volée de la base ne suffit donc pas à retrouver les codes.",
              "Alerte de connexion : une connexion depuis un appareil jamais utilisé avec votre compte déclenche un e-mail « Nouvelle connexion » à l'adresse du compte.",
              `Réinitialisation : un code oublié se remplace grâce à un code de ${RESET_CODE_LENGTH} caractères, à usage unique et de courte durée, envoyé à l'adresse du compte et à l'adresse de récupération si vous en avez validé une. La réinitialisation débloque le compte et ferme toutes les sessions ouvertes.`,
              "Modifications sensibles : changer de code d'accès, d'adresse de récupération ou de réglage de double authentification exige de fournir à nouveau votre code actuel ou un code de double authentification ; supprimer le compte exige le code actuel et, si elle est activée, la double authentification.",
            ],
          },
          `La double authentification, facultative mais vivement recommandée, ajoute une seconde preuve : un code de ${TOTP_DIGITS} chiffres, renouvelé en permanence par une application d'authentification (norme TOTP). Un code déjà utilisé ne peut pas l'être une deuxième fois. Après ${MAX_TWO_FACTOR_ATTEMPTS} codes erronés, la vérification est bloquée temporairement.`,
          `À l'activation, vous recevez ${RECOVERY_CODE_COUNT} codes de récupération de ${RECOVERY_CODE_LENGTH} caractères, affichés une seule fois et utilisables chacun une seule fois, pour accéder à votre compte si vous perdez votre téléphone. Nous n'en gardons que l'empreinte.`,
          "La double authentification s'applique à toutes les voies d'entrée : connexion par code, connexion via un compte externe et réinitialisation du code.",
        ],
      },
      {
        id: 'connexion-sociale',
        title: 'Connexion via Google, GitHub ou Facebook',
        blocks: [
          "Vous pouvez vous connecter avec un compte Google, GitHub ou Facebook lorsque l'éditeur a activé ce fournisseur. Votre mot de passe chez ce fournisseur ne nous est jamais transmis : nous ne recevons qu'un identifiant et une adresse e-mail.",
          {
            list: [
              "Chaque connexion est protégée contre l'interception et la falsification (protocole OAuth 2.0 avec PKCE et paramètre d'état ; pour Google, vérification de l'émetteur, du destinataire et d'un nonce du jeton OpenID Connect).",
              'Une adresse e-mail que le fournisseur ne déclare pas vérifiée ne sert jamais à rattacher la connexion à un compte existant.',
              "Un compte externe n'est lié à un compte Trousse existant qu'après la saisie du code d'accès de ce compte : posséder la même adresse e-mail ne suffit pas.",
              'Le lien de poursuite de la connexion est à usage unique, expire après quelques minutes et ne fonctionne que dans le navigateur où la connexion a commencé.',
              'Si la double authentification est activée, elle est exigée aussi après une connexion via un compte externe.',
            ],
          },
        ],
      },
      {
        id: 'sessions',
        title: 'Sessions',
        blocks: [
          {
            list: [
              `Une session dure au plus ${SESSION_HOURS} heures, ou ${TWO_FACTOR_SESSION_DAYS} jours lorsque la double authentification est activée. Ces durées sont absolues : l'activité ne les prolonge pas.`,
              `Au plus ${MAX_LIVE_SESSIONS} sessions peuvent être ouvertes en même temps sur un compte ; une connexion supplémentaire ferme la plus ancienne.`,
              "Le jeton de renouvellement de session est changé à chaque utilisation. Si un jeton déjà remplacé est présenté à nouveau, signe probable d'un vol, la session entière est fermée et l'événement apparaît dans votre journal d'activité.",
              "Le jeton d'accès qui accompagne chaque requête n'est valable que quelques minutes et reste lié à sa session : après une déconnexion, il est refusé immédiatement.",
              "Depuis les paramètres, la page « Sessions et journal d'activité » liste vos sessions ouvertes (appareil, adresse IP tronquée, dernière activité) et permet de fermer à distance celle que vous ne reconnaissez pas.",
            ],
          },
        ],
      },
      {
        id: 'limitation-requetes',
        title: 'Limitation des requêtes',
        blocks: [
          "Les appels liés à la connexion (vérification de l'adresse, création de compte, saisie du code, demande de réinitialisation, double authentification, connexion via un compte externe) et les actions sensibles du compte sont limités en nombre par adresse IP et par minute. Lorsque plusieurs serveurs fonctionnent ensemble, ils partagent ces compteurs.",
          "Ces limites s'ajoutent au blocage par compte, qui reste appliqué dans tous les cas : une attaque répartie sur de nombreuses adresses IP ne permet pas davantage d'essais sur un même compte.",
          `D'autres actions ont leurs propres garde-fous : un délai minimal entre deux envois de code par e-mail, et, pour le formulaire de support, une limite par adresse IP ainsi qu'au plus ${SUPPORT_MESSAGES_PER_DAY} messages par adresse e-mail et par jour.`,
        ],
      },
      {
        id: 'cookies-csrf-xss',
        title: 'Cookies et protection contre les attaques CSRF et XSS',
        blocks: [
          "Falsification de requêtes (CSRF) : les cookies de session sont marqués SameSite=Strict, si bien que le navigateur ne les joint jamais à une requête partie d'un autre site. En outre, le serveur n'accepte les appels authentifiés par cookie (renouvellement de session, déconnexion) que s'ils proviennent de l'origine exacte du site. Les autres appels s'authentifient par un jeton placé dans un en-tête de la requête, qu'un site tiers ne peut ni lire ni ajouter.",
          "Injection de scripts (XSS) : une politique de sécurité du contenu stricte n'autorise que les scripts servis par le site lui-même et interdit tout script en ligne, ce qui empêche un script injecté de s'exécuter. L'interface échappe systématiquement les contenus affichés.",
          "Autres protections du navigateur : le site ne peut pas être affiché dans le cadre d'un autre site (protection contre le détournement de clic), le navigateur n'interprète pas les fichiers selon un autre type que celui annoncé, et l'accès à la caméra, au micro et à la position de l'appareil est désactivé.",
          "Les cookies de session sont inaccessibles aux scripts de la page (httpOnly) et ne sont envoyés qu'aux adresses du serveur qui en ont besoin.",
          {
            link: {
              to: '/cookies',
              label: 'Politique de cookies',
              before: 'La liste complète des cookies et leur durée figurent dans la ',
              after: '.',
            },
          },
        ],
      },
      {
        id: 'bonnes-pratiques',
        title: 'Vos bonnes pratiques',
        blocks: [
          'La sécurité de votre compte dépend aussi de vous. Nous vous recommandons de :',
          {
            list: [
              `choisir un code que personne ne peut deviner (ni date de naissance, ni code de carte bancaire) et, de préférence, le plus long possible, jusqu'à ${ACCESS_CODE_MAX_LENGTH} chiffres ;`,
              'ne jamais communiquer votre code : Trousse ne vous le demandera jamais, ni par e-mail, ni par téléphone, ni via le support ;',
              'activer la double authentification et ranger vos codes de récupération hors ligne, en lieu sûr ;',
              'enregistrer une adresse e-mail de récupération pour pouvoir réinitialiser votre code ;',
              "lire les e-mails « Nouvelle connexion », consulter régulièrement votre journal d'activité et fermer toute session inconnue ;",
              'vous déconnecter après usage sur un appareil partagé ;',
              "tenir à jour votre navigateur et votre système, et vérifier l'adresse du site avant de saisir votre code.",
            ],
          },
        ],
      },
      {
        id: 'surveillance-incidents-support',
        title: 'Surveillance, gestion des incidents et support',
        blocks: [
          "Chaque événement important de votre compte est consigné dans un journal d'activité que vous pouvez consulter : connexions réussies ou échouées, blocages, réinitialisations, changements de code, activation ou désactivation de la double authentification, fermetures de session, réutilisation suspecte d'un jeton, connexion depuis un nouvel appareil, liaison d'un compte externe. L'adresse IP y figure tronquée.",
          `Les journaux techniques du serveur sont conservés ${RETENTION.logsMonths} mois au plus. Ils ne contiennent jamais de code d'accès, de jeton ni de cookie, et les paramètres des adresses, qui peuvent porter des secrets à usage unique, n'y sont pas enregistrés.`,
          `En cas d'incident, nous agissons pour le contenir (fermeture de sessions, renouvellement des secrets, correction), en analysons les causes et les conséquences, puis le documentons. Si des données personnelles sont concernées et qu'un risque existe pour les personnes, la CNIL est notifiée dans les ${BREACH_NOTIFICATION_HOURS} heures ; si le risque est élevé, les utilisateurs touchés sont informés directement, avec les mesures à prendre.`,
          {
            link: {
              to: '/support',
              label: 'formulaire de support',
              before:
                'Pour signaler une faille, un comportement suspect sur votre compte ou poser une question de sécurité, utilisez le ',
              after: ` ; nous répondons par e-mail sous ${SUPPORT_REPLY_HOURS} heures. Ne joignez jamais votre code d'accès à un message.`,
            },
          },
        ],
      },
      {
        id: 'conclusion',
        title: 'Conclusion',
        blocks: [
          `La sécurité de Trousse repose sur des mesures concrètes, appliquées par le service lui-même, et sur votre vigilance. Cette charte évolue avec le service ; la présente version date du ${LEGAL_LAST_UPDATED}. Si une mesure décrite ici changeait, cette page serait mise à jour.`,
        ],
      },
    ],
  };
}
