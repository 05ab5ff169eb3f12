/**
 * French copy of the password checker (/app/password-checker). Read as `t('passwordChecker.…')`;
 * the strength's own words (levels, crack time, advice) are the generator's, in the main texts.
 */
const passwordCheckerFr = {
  privacy: "Votre mot de passe est vérifié dans votre navigateur : il n'est ni envoyé, ni enregistré.",
  label: 'Mot de passe à vérifier',
  hint: '{{max}} caractères au plus.',
  show: 'Afficher le mot de passe',
  resultTitle: 'Solidité',
  empty: "Tapez un mot de passe : sa solidité s'affiche ici.",
  checking: 'Estimation en cours…',
  verdict: 'Solidité estimée : {{level}}.',
  loadError: "L'estimateur n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type PasswordCheckerTexts = Widen<typeof passwordCheckerFr>;

declare module '../../registry' {
  interface SectionTexts {
    passwordChecker: PasswordCheckerTexts;
  }
}

export default passwordCheckerFr;
