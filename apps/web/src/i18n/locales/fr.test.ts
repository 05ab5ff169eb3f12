import { messagesFr } from '@trousse/contracts/messages-fr';
import { describe, expect, it } from 'vitest';

import { fr } from './fr';

describe('French resources', () => {
  it('reuse the verbatim messages of the contracts', () => {
    expect(fr.messages).toBe(messagesFr);
    expect(fr.messages.appsLoadError).toBe('Erreur lors du chargement des applications');
    expect(fr.messages.noMatchingApp).toBe('Aucune application ne correspond');
  });

  it('hold the exact texts the screens are checked against', () => {
    expect(fr.header.searchLabel).toBe('Rechercher une application');
    expect(fr.header.signIn).toBe('Se connecter');
    expect(fr.footer.encryption).toBe('Vos données sont protégées par un chiffrement AES-256.');
    expect(fr.footer.contact).toBe('Contact');
    expect(fr.dashboard.title).toBe('Applications Disponibles');
    expect(fr.dashboard.titleSignedIn).toBe('Mes Applications');
    expect(fr.filters).toMatchObject({
      all: 'Toutes',
      sortByLikes: 'Trier par likes',
      favoritesOnly: 'Favoris uniquement',
      grid: 'Grille',
      list: 'Liste',
    });
    expect(fr.common.retry).toBe('Réessayer');
    expect(fr.common.loading).toBe('Chargement…');
    expect(fr.common.backToDashboard).toBe('Retour au tableau de bord');
    expect(fr.palette.inputLabel).toBe('Rechercher');
    expect(fr.workspace.unavailable).toBe("Cette application n'est pas encore disponible.");
  });

  it('use straight apostrophes only', () => {
    expect(JSON.stringify(fr)).not.toMatch(/[\u2018\u2019]/);
  });
});

describe('Accounts texts', () => {
  it('hold the exact accessible names the browser tests look for', () => {
    expect(fr.auth.back).toBe('Retour');
    expect(fr.auth.forgotCode).toBe('Code oublié ?');
    expect(fr.auth.attemptsLeft).toBe('{{count}} tentative(s) restante(s)');
    expect(fr.auth.email.label).toBe('Adresse e-mail');
    expect(fr.auth.email.submit).toBe('Continuer');
    expect(fr.auth.keypad).toMatchObject({
      clear: 'Effacer',
      backspace: 'Supprimer le dernier chiffre',
      submit: 'Valider',
    });
    expect(fr.account).toMatchObject({
      menuLabel: 'Mon compte',
      security: 'Sécurité',
      logout: 'Déconnexion',
    });
    expect(fr.freemium.title).toBe('Limite Atteinte');
    expect(fr.freemium.allowance).toContain('3 essais gratuits par jour');
    expect(fr.freemium.allowance).toContain('minuit');
    expect(fr.freemium.premium).toContain('9,99€/mois');
    expect(fr.security.sessions).toMatchObject({
      title: 'Sessions actives',
      current: 'Cette session',
      end: 'Terminer la session',
    });
    expect(fr.security.audit).toMatchObject({
      title: "Journal d'activité",
      previous: 'Précédent',
      next: 'Suivant',
    });
    expect(fr.messages.loggedOut).toBe('Vous avez été déconnecté avec succès');
  });
});
