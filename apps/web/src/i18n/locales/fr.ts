import { messagesFr } from '@trousse/contracts/messages-fr';

/**
 * French, the source language. Other languages (en, es, de…) will be files of the same
 * shape (`Translation`) next to this one. The sentences the specification quotes come from
 * the shared contracts (`messages.*`) so that each is written only once.
 */
export const fr = {
  messages: messagesFr,
  common: {
    brand: 'Trousse',
    pageTitle: '{{page}} · Trousse',
    skipToContent: 'Aller au contenu principal',
    loading: 'Chargement…',
    retry: 'Réessayer',
    reload: 'Recharger la page',
    close: 'Fermer',
    backToDashboard: 'Retour au tableau de bord',
  },
  header: {
    searchLabel: 'Rechercher une application',
    searchPlaceholder: 'Nom ou description…',
    paletteButton: 'Ouvrir la recherche rapide',
    shortcutCtrl: 'Ctrl',
    shortcutMeta: '⌘',
    signIn: 'Se connecter',
  },
  footer: {
    encryption: 'Vos données sont protégées par un chiffrement AES-256.',
    contact: 'Contact',
  },
  dashboard: {
    title: 'Applications Disponibles',
    titleSignedIn: 'Mes Applications',
    intro: 'De petits outils en ligne, simples et respectueux de vos données.',
    listLabel: 'Liste des applications',
    resultCount_zero: 'Aucun résultat',
    resultCount_one: '{{count}} application',
    resultCount_other: '{{count}} applications',
    resetFilters: 'Réinitialiser les filtres',
  },
  filters: {
    label: 'Filtres',
    categoryGroup: 'Catégorie',
    all: 'Toutes',
    optionsGroup: 'Options',
    sortByLikes: 'Trier par likes',
    favoritesOnly: 'Favoris uniquement',
    viewGroup: 'Affichage',
    grid: 'Grille',
    list: 'Liste',
  },
  categories: {
    productivity: 'Productivité',
    security: 'Sécurité',
    general: 'Général',
  },
  access: {
    public: 'Accès libre',
    registered: 'Compte requis',
  },
  card: {
    open: 'Ouvrir',
    likes: "{{count}} j'aime",
    stats: 'Version {{version}} · {{access}}',
    favorite: 'Favori',
  },
  palette: {
    title: "Recherche d'applications",
    inputLabel: 'Rechercher',
    placeholder: 'Nom, description ou mot-clé…',
    resultsLabel: 'Résultats',
    escapeKey: 'Échap',
    hint: '↑ ↓ pour naviguer · Entrée pour ouvrir · Échap pour fermer',
  },
  workspace: {
    unavailable: "Cette application n'est pas encore disponible.",
    version: 'Version {{version}}',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape every locale file must have. */
export type Translation = Widen<typeof fr>;
