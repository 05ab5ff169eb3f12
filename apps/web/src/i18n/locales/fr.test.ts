import { languages } from '@trousse/contracts/language';
import { messagesFr } from '@trousse/contracts/messages-fr';
import { describe, expect, it } from 'vitest';

import { frenchT } from '../../test/translate';
import { languageNames } from '../language-names';
import { fr } from './main/fr';
import { securityFr } from './security/fr';

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
      settings: 'Paramètres',
      logout: 'Déconnexion',
    });
    expect(fr.freemium.title).toBe('Limite Atteinte');
    expect(fr.freemium.allowance).toContain('3 essais gratuits par jour');
    expect(fr.freemium.allowance).toContain('minuit');
    expect(fr.freemium.premium).toContain('9,99€/mois');
    expect(securityFr.sessions).toMatchObject({
      title: 'Sessions actives',
      current: 'Cette session',
      end: 'Terminer la session',
    });
    expect(securityFr.audit).toMatchObject({
      title: "Journal d'activité",
      previous: 'Précédent',
      next: 'Suivant',
    });
    expect(fr.messages.loggedOut).toBe('Vous avez été déconnecté avec succès');
  });
});

describe('Two-factor and social sign-in texts', () => {
  it('hold the exact names and messages of the contract', () => {
    expect(fr.twoFactor).toMatchObject({
      appCode: "Code de l'application",
      recoveryCode: 'Code de récupération',
      codeLabel: 'Code à 6 chiffres',
      verify: 'Vérifier',
      wrongCodeAttempts: 'Code incorrect. Il reste {{count}} tentative(s) avant blocage.',
    });
    expect(fr.twoFactor.invalidToken).toContain('Token invalide reçu du serveur');
    expect(fr.twoFactor.blockedUntil).toContain('{{time}}');
    expect(fr.common.cancel).toBe('Annuler');
    expect(fr.twoFactor.disable.submit).toBe('Désactiver');
    expect(fr.twoFactor.codes).toMatchObject({ copy: 'Copier', download: 'Télécharger' });
    expect(fr.twoFactor.setup.done).toBe('Terminé');
    expect(fr.twoFactor.section).toMatchObject({
      title: 'Double authentification',
      enable: 'Activer la double authentification',
      disable: 'Désactiver la double authentification',
      renew: 'Générer de nouveaux codes de récupération',
    });
    expect(fr.messages2fa).toMatchObject({
      codeFormat: 'Veuillez entrer un code à 6 chiffres',
      recoveryCodeFormat: 'Veuillez entrer un code de récupération valide',
      wrongCode: 'Code 2FA incorrect',
      setupError: "Erreur lors de l'initialisation de la 2FA",
      setupWrongCode: 'Code incorrect. Veuillez réessayer.',
    });
    expect(fr.auth.social).toMatchObject({
      google: 'Continuer avec Google',
      github: 'Continuer avec GitHub',
      facebook: 'Continuer avec Facebook',
    });
    expect(fr.oauthCallback).toMatchObject({
      success: 'Connexion réussie !',
      missing: 'Paramètres de connexion manquants',
    });
  });
});

describe('Catalogue interactions, generator and quota texts', () => {
  it('hold the exact accessible names the browser tests look for', () => {
    expect(fr.appActions).toMatchObject({
      like: "J'aime",
      favorite: 'Favori',
      install: 'Installer',
      uninstall: 'Désinstaller',
    });
    expect(fr.generator).toMatchObject({
      title: 'Générateur de mots de passe',
      length: 'Longueur',
      generate: 'Générer',
      upgrade: 'Passer à une offre supérieure',
    });
    expect(fr.generator.options).toEqual({
      includeUppercase: 'Majuscules',
      includeLowercase: 'Minuscules',
      includeNumbers: 'Chiffres',
      includeSpecialChars: 'Caractères spéciaux',
      excludeAmbiguous: 'Exclure les caractères ambigus',
      excludeSimilar: 'Exclure les caractères similaires',
    });
    expect(fr.common).toMatchObject({ copy: 'Copier', copied: 'Copié' });
    expect(fr.quota).toMatchObject({
      remaining: 'Utilisations restantes : {{remaining}} sur {{limit}}',
      unlimited: 'Utilisations illimitées',
      upgrade: 'Mettre à niveau',
    });
  });

  it('quote the messages of part 1 §8 to the letter', () => {
    expect(fr.messages.quotasLoadError).toBe('Erreur lors du chargement des quotas');
    expect(fr.messages).toMatchObject({
      quotaExceeded: 'Quota dépassé',
      serverConnectionError: 'Erreur de connexion au serveur',
    });
    expect(fr.messagesGenerator.noClass).toBe('Sélectionnez au moins un type de caractères');
  });
});

describe('Language chooser and formatted texts', () => {
  const t = frenchT();

  it("name the chooser 'Langue' and each language in its own name", () => {
    expect(fr.footer.language).toBe('Langue');
    expect(Object.keys(languageNames)).toEqual([...languages]);
    expect(languageNames).toEqual({ fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' });
  });

  it('compose the texts that take values as the screens showed them', () => {
    expect(t('header.paletteButton', { shortcut: 'Ctrl+K' })).toBe('Ouvrir la recherche rapide : Ctrl+K');
    expect(t('common.fieldLabel', { label: securityFr.audit.ip })).toBe('Adresse IP :');
    expect(t('card.likes', { count: 1, likes: '1' })).toBe("1 j'aime");
    expect(t('card.likes', { count: 1234, likes: '1 234' })).toBe("1 234 j'aime");
    expect(t('generator.lengthValue', { count: 16 })).toBe('16 caractères');
    expect(
      t('generator.scoreWithLevel', { score: t('generator.scoreValue', { score: 87 }), level: 'Fort' }),
    ).toBe('87 sur 100, Fort');
  });
});
