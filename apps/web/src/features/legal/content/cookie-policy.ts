import { SESSION_HOURS, TWO_FACTOR_SESSION_DAYS } from '@trousse/contracts/auth-rules';
import { CONSENT_VALIDITY_DAYS, storedItems } from '@trousse/contracts/cookie-rules';
import {
  BREACH_NOTIFICATION_HOURS,
  LEGAL_LAST_UPDATED,
  RETENTION,
  RIGHTS_ANSWER_MONTHS,
  SUPPORT_REPLY_HOURS,
} from '@trousse/contracts/legal-figures';

import { NOT_PROVIDED } from './format';
import type { LegalDocument, LegalFacts } from './types';

type StoredItem = (typeof storedItems)[number];
type Lifetime = { days: number } | { months: number } | { minutes: number };

/** What each stored item is for, as the policy lists it. */
const purposeLabels: Record<StoredItem['purpose'], string> = {
  session: 'maintien de votre session',
  auth: 'authentification de vos requêtes',
  twoFactor: 'étape de double authentification en cours',
  oauth: 'connexion en cours via un compte Google, GitHub ou Facebook',
  consent: 'mémorisation et preuve de vos choix en matière de cookies',
  preferences: 'mémorisation de votre langue préférée',
  analytics: "mesure d'audience (statistiques de visite)",
};

const kindLabels: Record<StoredItem['kind'], string> = {
  cookie: 'cookie',
  storage: 'stockage local',
};

const categoryLabels: Record<StoredItem['category'], string> = {
  necessary: 'nécessaire',
  analytics: "mesure d'audience",
};

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** { days: 7 } → « 7 jours », { months: 12 } → « 12 mois », { minutes: 10 } → « 10 minutes ». */
export function lifetimeText(lifetime: Lifetime): string {
  if ('days' in lifetime) return plural(lifetime.days, 'jour', 'jours');
  if ('months' in lifetime) return `${lifetime.months} mois`;
  return plural(lifetime.minutes, 'minute', 'minutes');
}

/** « refreshToken (cookie, nécessaire) : maintien de votre session — 7 jours ». */
const itemLine = (item: StoredItem) =>
  `${item.name} (${kindLabels[item.kind]}, ${categoryLabels[item.category]}) : ${purposeLabels[item.purpose]} — ${lifetimeText(item.lifetime)}`;

const namesOf = (items: readonly StoredItem[]) => items.map((item) => item.name).join(', ');

/** The lifetime of the first item of a purpose, as the list states it. */
function lifetimeOf(purpose: StoredItem['purpose']): string {
  const item = storedItems.find((candidate) => candidate.purpose === purpose);
  return item ? lifetimeText(item.lifetime) : NOT_PROVIDED;
}

/** The cookie policy (/cookies): 11 sections, the list generated from what the product stores. */
export function cookiePolicyDocument(facts: LegalFacts): LegalDocument {
  const email = facts.publisher.email ?? NOT_PROVIDED;
  const necessary = storedItems.filter((item) => item.category === 'necessary');
  const analytics = storedItems.filter((item) => item.category === 'analytics');
  const analyticsNames = namesOf(analytics);
  const analyticsStatus = facts.analytics
    ? `Les cookies de mesure d'audience (${analyticsNames}) sont déposés par Google Analytics, et seulement si vous y consentez.`
    : `Les cookies de mesure d'audience (${analyticsNames}) ne sont déposés que si un outil de mesure d'audience est configuré sur le site et que vous y consentez. Aucun ne l'est actuellement : ces cookies ne sont donc pas déposés.`;

  return {
    title: 'Politique de cookies',
    intro: [
      'Cette politique décrit les cookies et autres traceurs que Trousse dépose dans votre navigateur, à quoi ils servent, combien de temps ils restent et comment vous gardez la main sur eux. Elle complète la politique de confidentialité.',
    ],
    sections: [
      {
        id: 'definition',
        title: "Qu'est-ce qu'un cookie ?",
        blocks: [
          "Un cookie est un petit fichier texte qu'un site enregistre dans votre navigateur et qu'il relit lors de vos visites suivantes. Le stockage local du navigateur (localStorage) joue un rôle voisin : il permet au site de garder une information sur votre appareil.",
          "La loi traite ces deux techniques de la même manière. Celles qui sont strictement nécessaires au fonctionnement du service demandé peuvent être utilisées sans votre accord ; toutes les autres, comme la mesure d'audience, exigent votre consentement préalable.",
        ],
      },
      {
        id: 'cookies-utilises',
        title: 'Cookies et stockage utilisés',
        blocks: [
          'Voici, pour chaque élément, son nom, sa nature, sa catégorie, son rôle et sa durée de vie maximale :',
          { list: storedItems.map(itemLine) },
          `Le cookie refreshToken expire avec votre session : au bout de ${SESSION_HOURS} heures, ou de ${plural(TWO_FACTOR_SESSION_DAYS, 'jour', 'jours')} si la double authentification est activée, et il est effacé dès que vous vous déconnectez.`,
          analyticsStatus,
          "Aucun cookie publicitaire ni de ciblage n'est utilisé. L'option « marketing » du bandeau enregistre votre choix, mais elle n'active aujourd'hui aucun traceur.",
        ],
      },
      {
        id: 'finalites',
        title: 'Finalités',
        blocks: [
          `Les éléments nécessaires (${namesOf(necessary)}) servent à vous garder connecté de façon sûre, à mener à bien une connexion en cours (double authentification, connexion via un compte externe), à retenir votre langue et à mémoriser vos choix en matière de cookies pour ne pas vous les redemander à chaque page. Sans eux, le site ne peut pas fonctionner ; ils ne servent à rien d'autre.`,
          `Les cookies de mesure d'audience (${analyticsNames}) servent uniquement à établir des statistiques de fréquentation (pages vues, durée des visites, type d'appareil) pour améliorer le site. Ils ne sont jamais utilisés à des fins publicitaires.`,
        ],
      },
      {
        id: 'gestion-preferences',
        title: 'Gestion de vos préférences',
        blocks: [
          "Lors de votre première visite, un bandeau vous propose trois choix : « Cookies essentiels uniquement », « Personnaliser » ou « Accepter tous les cookies ». Tant que vous n'avez pas choisi, seuls les éléments nécessaires sont utilisés. Refuser est aussi simple qu'accepter.",
          "Vous pouvez changer d'avis à tout moment, aussi facilement que vous avez donné votre accord :",
          { action: 'cookie-manager' },
          {
            link: {
              to: '/cookie-manager',
              label: 'page de gestion des cookies',
              before: 'Vous retrouvez les mêmes réglages sur la ',
              after: ", qui permet aussi de supprimer d'un geste tous les cookies non essentiels.",
            },
          },
          "Lorsque vous retirez votre accord à la mesure d'audience, ses cookies sont supprimés de votre navigateur. Vous pouvez également bloquer ou effacer les cookies depuis les réglages de votre navigateur ; bloquer les cookies nécessaires empêche toutefois de vous connecter.",
        ],
      },
      {
        id: 'cookies-tiers',
        title: 'Cookies tiers',
        blocks: [
          'Deux tiers peuvent déposer leurs propres cookies, chacun sous sa propre responsabilité :',
          {
            list: [
              facts.analytics
                ? "Mesure d'audience : Google Analytics, service de Google, dépose ses cookies uniquement après votre consentement. Les données collectées sont régies par les règles de confidentialité de Google."
                : "Mesure d'audience : si l'éditeur met en place Google Analytics, ce service de Google ne déposera ses cookies qu'après votre consentement. Ce n'est pas le cas actuellement.",
              "Paiement : notre prestataire de paiement, Stripe, dépose ses propres cookies sur ses pages de paiement, vers lesquelles vous êtes redirigé pour régler un abonnement. Ils servent au paiement et à la prévention de la fraude, relèvent de la politique de Stripe, et aucun n'est déposé sur les pages de Trousse.",
            ],
          },
          'La connexion avec Google, GitHub ou Facebook se déroule sur le site du fournisseur choisi, qui y applique sa propre politique de cookies.',
        ],
      },
      {
        id: 'durees-conservation',
        title: 'Durées de conservation',
        blocks: [
          {
            list: [
              `Votre choix en matière de cookies vaut ${plural(CONSENT_VALIDITY_DAYS, 'jour', 'jours')} (${namesOf(storedItems.filter((item) => item.purpose === 'consent'))}). À l'issue de ce délai, le bandeau vous est de nouveau proposé.`,
              `Préférence de langue : ${lifetimeOf('preferences')}.`,
              `Session et authentification : ${lifetimeOf('session')} au plus pour la session, ${lifetimeOf('auth')} pour le jeton d'accès, ${lifetimeOf('twoFactor')} pour une étape de double authentification et ${lifetimeOf('oauth')} pour une connexion via un compte externe.`,
              `Mesure d'audience : ${lifetimeOf('analytics')} au plus.`,
              `Preuve de vos choix, conservée sur nos serveurs (identifiant de consentement, catégories acceptées et refusées, date, version du bandeau) : ${plural(RETENTION.consentProofYears, 'an', 'ans')}.`,
            ],
          },
        ],
      },
      {
        id: 'transferts-internationaux',
        title: 'Transferts internationaux',
        blocks: [
          "Les informations liées aux cookies nécessaires et la preuve de vos choix sont hébergées dans l'Union européenne.",
          facts.analytics
            ? "Les données de mesure d'audience peuvent être traitées par Google aux États-Unis. Ce transfert repose sur le cadre de protection des données UE – États-Unis, auquel Google adhère, ou à défaut sur les clauses contractuelles types de la Commission européenne."
            : "Aucun outil de mesure d'audience n'étant configuré, aucune donnée issue de cookies n'est aujourd'hui transférée hors de l'Union européenne. Si un tel outil venait à être utilisé, le transfert reposerait sur une décision d'adéquation ou sur les clauses contractuelles types de la Commission européenne.",
          'Les cookies de Stripe déposés sur ses propres pages relèvent des garanties décrites dans sa politique.',
        ],
      },
      {
        id: 'securite',
        title: 'Sécurité',
        blocks: [
          "Les cookies de session et de connexion en cours (refreshToken, twoFactorStep, oauthPending) sont inaccessibles aux scripts de la page (attribut httpOnly), ne sont jamais joints à une requête venue d'un autre site (SameSite=Strict), ne sont transmis qu'aux adresses du serveur qui en ont besoin, et circulent uniquement sur une connexion chiffrée. Le jeton que contient refreshToken change à chaque renouvellement de la session, et la présentation d'un jeton déjà remplacé y met fin immédiatement.",
          "Le jeton d'accès que contient le cookie accessToken, lisible par la page, n'est valable que quelques minutes et devient inutilisable dès la déconnexion ; une politique de sécurité du contenu stricte interdit l'exécution de scripts injectés dans la page. Aucun cookie ne contient votre code d'accès.",
          {
            link: {
              to: '/security-charter',
              label: 'Charte de sécurité',
              before: 'Pour en savoir plus, consultez notre ',
              after: '.',
            },
          },
        ],
      },
      {
        id: 'vos-droits',
        title: 'Vos droits',
        blocks: [
          "Vous pouvez à tout moment donner, refuser ou retirer votre consentement aux cookies non nécessaires, sans conséquence sur l'accès au service. Vous disposez aussi des droits d'accès, de rectification, d'effacement, d'opposition, de limitation et de portabilité sur les données que ces traceurs collectent, ainsi que d'un droit de réclamation auprès de la CNIL.",
          `Nous répondons à vos demandes dans un délai de ${RIGHTS_ANSWER_MONTHS} mois. En cas de violation de données présentant un risque, la CNIL est notifiée dans les ${BREACH_NOTIFICATION_HOURS} heures.`,
          {
            link: {
              to: '/privacy',
              label: 'Politique de confidentialité',
              before: 'Le détail de ces droits et de leur exercice figure dans la ',
              after: '.',
            },
          },
        ],
      },
      {
        id: 'modifications',
        title: 'Modifications',
        blocks: [
          `Cette politique est mise à jour lorsque les cookies utilisés changent. Version du ${LEGAL_LAST_UPDATED}. Si une modification appelle un nouveau consentement, par exemple l'ajout d'un traceur soumis à votre accord, le bandeau vous est de nouveau présenté.`,
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [
          "Pour toute question sur les cookies, écrivez à l'éditeur du site.",
          { list: [`Adresse e-mail : ${email}`] },
          {
            link: {
              to: '/support',
              label: 'formulaire de support',
              before: 'Vous pouvez aussi utiliser le ',
              after: ` : nous répondons par e-mail sous ${SUPPORT_REPLY_HOURS} heures.`,
            },
          },
        ],
      },
    ],
  };
}
