/** Messages of the generator and of plan quotas (part 1 §8 "Generator and apps"). */
export const messagesFrGenerator = {
  length: 'La longueur doit être comprise entre 4 et 50 caractères',
  noClass: 'Sélectionnez au moins un type de caractères',
  generationFailed: "La génération a échoué, aucune utilisation n'a été décomptée. Veuillez réessayer.",
} as const;

/**
 * Messages of the passphrase's options (issue 27), apart from the spec's: the web app says them
 * in the reader's language from its `generator.passphraseMessages` texts.
 */
export const messagesFrPassphrase = {
  words: 'Le nombre de mots doit être compris entre 3 et 10',
  separator: 'Séparateur inconnu : tiret, espace, point, tiret bas ou aucun',
  capitalization: 'Casse inconnue : minuscules, initiales en majuscule ou majuscules',
  language: 'Langue des mots inconnue : fr, en, es ou de',
  noSeparator: 'Sans séparateur, choisissez les initiales en majuscule : chaque mot doit rester repérable',
  mode: 'Mode inconnu : password (mot de passe) ou passphrase (phrase de passe)',
} as const;
