/**
 * French copy of the VAT calculator (/app/vat-calculator). Read as `t('vatCalculator.…')`; the
 * rules of the computation are those of features/vat-calculator/lib/vat.ts.
 */
const vatCalculatorFr = {
  privacy: "Le calcul se fait dans votre navigateur : rien de ce que vous saisissez n'est envoyé.",
  lineTitle: 'Ligne {{line}}',
  amount: 'Montant en euros',
  amountHint: 'Par exemple {{example}}.',
  direction: 'Le montant saisi est',
  directions: {
    ht: 'HT (hors taxes)',
    ttc: 'TTC (toutes taxes comprises)',
  },
  rate: 'Taux de TVA',
  rates: {
    normal: '{{rate}} (taux normal)',
    intermediate: '{{rate}} (taux intermédiaire)',
    reduced: '{{rate}} (taux réduit)',
    special: '{{rate}} (taux particulier)',
    custom: 'Autre taux',
  },
  customRate: 'Taux, en %',
  customRateHint: 'Entre 0 et 100, trois décimales au plus.',
  removeLine: 'Supprimer la ligne {{line}}',
  addLine: 'Ajouter une ligne',
  figures: {
    ht: 'Montant HT',
    vat: 'TVA',
    ttc: 'Montant TTC',
  },
  vatAt: 'TVA à {{rate}}',
  copyLine: {
    ht: 'Copier le montant HT de la ligne {{line}}',
    vat: 'Copier la TVA de la ligne {{line}}',
    ttc: 'Copier le montant TTC de la ligne {{line}}',
  },
  copyTotal: {
    ht: 'Copier le montant HT total',
    vat: 'Copier la TVA totale',
    ttc: 'Copier le montant TTC total',
  },
  lineEmpty: 'Complétez cette ligne pour la calculer.',
  lineInvalid: 'Corrigez cette ligne pour la calculer.',
  resultTitle: 'Résultat',
  totalTitle: 'Total des lignes',
  empty: "Saisissez un montant : le HT, la TVA et le TTC s'affichent ici.",
  totalInvalid: 'Corrigez les lignes signalées pour obtenir le total.',
  summary: '{{ht}} HT, {{vat}} de TVA, {{ttc}} TTC.',
  rule: "La TVA de chaque ligne est arrondie au centime le plus proche, un demi-centime au centime supérieur, et le TTC est la somme du HT et de la TVA. À partir d'un TTC, le HT est arrondi de même et la TVA en est la différence.",
  errors: {
    invalid: 'Saisissez un montant en chiffres, par exemple {{example}}.',
    negative: 'Saisissez un montant positif.',
    decimals: 'Un montant en euros a deux décimales au plus.',
    tooLarge: 'Saisissez un montant de {{max}} au plus.',
    rateInvalid: 'Saisissez un taux en chiffres, par exemple {{example}}.',
    rateRange: 'Saisissez un taux entre 0 et 100 %.',
    rateDecimals: 'Un taux a trois décimales au plus.',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type VatCalculatorTexts = Widen<typeof vatCalculatorFr>;

declare module '../../registry' {
  interface SectionTexts {
    vatCalculator: VatCalculatorTexts;
  }
}

export default vatCalculatorFr;
