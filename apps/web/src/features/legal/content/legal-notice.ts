import { INACTIVITY_MONTHS, INACTIVITY_NOTICE_DAYS } from '@trousse/contracts/auth-rules';

import { count, NOT_PROVIDED } from './format';
import type { LegalDocument, LegalFacts } from './types';

/**
 * /legal, the legal notice (spec part 2 §2; DECISIONS §7 for the courts). The publisher's
 * identity comes only from the operator's configuration: a detail it did not give is said to be
 * missing, never made up.
 */
export function legalNoticeDocument(facts: LegalFacts): LegalDocument {
  const p = facts.publisher;
  const missing = Object.values(p).some((value) => value === null);

  return {
    title: 'Mentions légales',
    intro: [
      "Les présentes mentions légales identifient l'éditeur et l'hébergeur du site Trousse (ci-après « le Site »), conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique. Elles s'adressent à toute personne qui consulte le Site ou utilise ses applications.",
      ...(missing
        ? [
            "L'exploitant du Site n'a pas communiqué toutes les informations d'identification ci-dessous : celles qui manquent sont signalées comme telles.",
          ]
        : []),
    ],
    sections: [
      {
        id: 'editeur',
        title: 'Éditeur du Site',
        blocks: [
          "Le Site, plateforme en ligne de petits outils pratiques destinée aux particuliers et aux professionnels, est édité par (ci-après « l'Éditeur ») :",
          {
            list: [
              `Nom ou raison sociale : ${p.name ?? NOT_PROVIDED}`,
              `Forme juridique : ${p.legalForm ?? NOT_PROVIDED}`,
              `Adresse : ${p.address ?? NOT_PROVIDED}`,
              `Immatriculation : ${p.registration ?? NOT_PROVIDED}`,
              `Directeur de la publication : ${p.director ?? NOT_PROVIDED}`,
              `Adresse électronique de contact : ${p.email ?? NOT_PROVIDED}`,
            ],
          },
          {
            link: {
              to: '/support',
              label: "formulaire d'assistance",
              before: "L'Éditeur peut également être joint à tout moment par le ",
              after: ' du Site.',
            },
          },
        ],
      },
      {
        id: 'hebergeur',
        title: 'Hébergeur',
        blocks: [
          'Le Site est hébergé par :',
          { list: [`Hébergeur : ${p.host ?? NOT_PROVIDED}`] },
          "Les données des utilisateurs sont hébergées sur des serveurs situés dans l'Union européenne.",
        ],
      },
      {
        id: 'propriete-intellectuelle',
        title: 'Propriété intellectuelle',
        blocks: [
          "Le Site et chacun de ses éléments (nom et logo Trousse, textes, graphismes, interfaces, logiciels, applications et bases de données) sont protégés par le Code de la propriété intellectuelle. Ils appartiennent à l'Éditeur ou lui sont concédés par leurs titulaires.",
          "Toute reproduction, représentation, adaptation ou diffusion de tout ou partie du Site, par quelque procédé que ce soit, sans l'autorisation écrite préalable de l'Éditeur, est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle. Il en va de même de l'extraction ou de la réutilisation d'une partie substantielle des bases de données du Site (articles L342-1 et suivants du même code).",
          "Les résultats que l'utilisateur obtient au moyen des applications, tels qu'un mot de passe généré, lui reviennent : il les utilise librement et sous sa seule responsabilité.",
        ],
      },
      {
        id: 'donnees-personnelles',
        title: 'Protection des données personnelles',
        blocks: [
          "L'Éditeur traite les données personnelles des utilisateurs dans le respect du règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et de la loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés.",
          "Toute personne dispose d'un droit d'accès, de rectification, d'effacement, de limitation et de portabilité de ses données, ainsi que d'un droit d'opposition à leur traitement. Elle peut aussi introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL).",
          {
            link: {
              to: '/privacy',
              label: 'politique de confidentialité',
              before:
                "Les données collectées, les finalités de leur traitement, leurs durées de conservation et la manière d'exercer ces droits sont détaillées dans la ",
              after: '.',
            },
          },
          {
            link: {
              to: '/cookies',
              label: 'politique de cookies',
              before: "L'usage des cookies et autres traceurs est décrit dans la ",
              after: ', qui permet aussi de modifier ses choix à tout moment.',
            },
          },
        ],
      },
      {
        id: 'responsabilite',
        title: 'Responsabilité',
        blocks: [
          "L'Éditeur veille à l'exactitude des informations publiées sur le Site et au bon fonctionnement de ses applications, sans pouvoir garantir l'absence de toute erreur, omission ou interruption. Les informations du Site peuvent être modifiées à tout moment.",
          "L'utilisateur reste seul responsable de l'usage qu'il fait du Site et des résultats produits par les applications, notamment de la conservation des mots de passe qu'il génère, ainsi que de la sécurité de son matériel et de sa connexion à internet.",
          "Dans les limites prévues par la loi, l'Éditeur ne saurait être tenu responsable des dommages résultant d'une interruption du Site, d'un dysfonctionnement du réseau internet, d'une intrusion d'un tiers malgré les mesures de sécurité mises en place, ou d'un usage du Site contraire aux conditions générales d'utilisation.",
        ],
      },
      {
        id: 'liens',
        title: 'Liens hypertextes',
        blocks: [
          "Le Site peut contenir des liens vers des sites tiers. L'Éditeur n'exerce aucun contrôle sur ces sites et n'est pas responsable de leur contenu ni de leurs pratiques en matière de données personnelles.",
          "Un lien vers la page d'accueil du Site peut être créé sans autorisation préalable, à condition de ne pas présenter le Site dans un cadre (framing) ni de laisser croire à un partenariat ou à une approbation de l'Éditeur. Celui-ci peut demander la suppression de tout lien qui nuirait à son image ou à ses intérêts.",
        ],
      },
      {
        id: 'gestion-du-compte',
        title: 'Gestion du compte',
        blocks: [
          "La création d'un compte est gratuite : elle demande une adresse électronique valide et un code d'accès numérique, qui tient lieu de mot de passe. L'utilisateur garde ce code secret et répond de l'usage qui est fait de son compte.",
          "Depuis les paramètres de son compte, l'utilisateur peut notamment modifier son code d'accès, enregistrer une adresse de récupération, activer la double authentification, choisir sa langue, télécharger ses données et supprimer son compte.",
          `Un compte resté sans connexion pendant ${count(INACTIVITY_MONTHS, 'mois', 'mois')} est supprimé automatiquement, après un avertissement envoyé par courrier électronique ${count(INACTIVITY_NOTICE_DAYS, 'jour', 'jours')} avant la suppression. Les comptes titulaires d'un abonnement payant en cours ne sont pas concernés.`,
          {
            link: {
              to: '/cgu',
              label: "conditions générales d'utilisation",
              before: 'Les règles applicables au compte sont précisées par les ',
              after: '.',
            },
          },
          {
            link: {
              to: '/cancellation',
              label: 'résiliation en ligne',
              before: "Un abonnement payant se résilie en quelques clics depuis l'espace client ; la page ",
              after: ' explique la démarche et ses effets.',
            },
          },
        ],
      },
      {
        id: 'droit-applicable',
        title: 'Droit applicable et juridiction compétente',
        blocks: [
          "Les présentes mentions légales sont régies par le droit français. En cas de différend, l'utilisateur est invité à s'adresser d'abord au support, afin de rechercher une solution amiable.",
          "À défaut d'accord, l'utilisateur consommateur peut saisir la juridiction du lieu de son domicile, ou toute autre juridiction que la loi lui permet de choisir. Les litiges avec un utilisateur professionnel relèvent de la compétence exclusive des tribunaux de Paris.",
        ],
      },
    ],
  };
}
