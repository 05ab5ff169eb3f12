import type { VatCalculatorTexts } from './fr';

/** German copy of the VAT calculator (see fr.ts). */
const vatCalculatorDe: VatCalculatorTexts = {
  privacy: 'Die Berechnung erfolgt in Ihrem Browser: Nichts von Ihrer Eingabe wird gesendet.',
  lineTitle: 'Zeile {{line}}',
  amount: 'Betrag in Euro',
  amountHint: 'Zum Beispiel {{example}}.',
  direction: 'Der eingegebene Betrag ist',
  directions: {
    ht: 'Netto (ohne MwSt.)',
    ttc: 'Brutto (inkl. MwSt.)',
  },
  rate: 'MwSt.-Satz',
  rates: {
    normal: '{{rate}} (Regelsatz)',
    intermediate: '{{rate}} (Zwischensatz)',
    reduced: '{{rate}} (ermäßigter Satz)',
    special: '{{rate}} (Sondersatz)',
    custom: 'Anderer Satz',
  },
  customRate: 'Satz in %',
  customRateHint: 'Zwischen 0 und 100, höchstens drei Nachkommastellen.',
  removeLine: 'Zeile {{line}} entfernen',
  addLine: 'Zeile hinzufügen',
  figures: {
    ht: 'Nettobetrag',
    vat: 'MwSt.',
    ttc: 'Bruttobetrag',
  },
  vatAt: 'MwSt. zu {{rate}}',
  copyLine: {
    ht: 'Nettobetrag von Zeile {{line}} kopieren',
    vat: 'MwSt. von Zeile {{line}} kopieren',
    ttc: 'Bruttobetrag von Zeile {{line}} kopieren',
  },
  copyTotal: {
    ht: 'Gesamten Nettobetrag kopieren',
    vat: 'Gesamte MwSt. kopieren',
    ttc: 'Gesamten Bruttobetrag kopieren',
  },
  lineEmpty: 'Vervollständigen Sie diese Zeile, um sie zu berechnen.',
  lineInvalid: 'Korrigieren Sie diese Zeile, um sie zu berechnen.',
  resultTitle: 'Ergebnis',
  totalTitle: 'Summe der Zeilen',
  empty: 'Geben Sie einen Betrag ein: Netto, MwSt. und Brutto erscheinen hier.',
  totalInvalid: 'Korrigieren Sie die markierten Zeilen, um die Summe zu erhalten.',
  summary: '{{ht}} netto, {{vat}} MwSt., {{ttc}} brutto.',
  rule: 'Die MwSt. jeder Zeile wird auf den nächsten Cent gerundet, ein halber Cent aufwärts, und der Bruttobetrag ist die Summe aus Nettobetrag und MwSt. Von einem Bruttobetrag aus wird der Nettobetrag ebenso gerundet, und die MwSt. ist die Differenz.',
  errors: {
    invalid: 'Geben Sie einen Betrag in Ziffern ein, zum Beispiel {{example}}.',
    negative: 'Geben Sie einen positiven Betrag ein.',
    decimals: 'Ein Betrag in Euro hat höchstens zwei Nachkommastellen.',
    tooLarge: 'Geben Sie einen Betrag von höchstens {{max}} ein.',
    rateInvalid: 'Geben Sie einen Satz in Ziffern ein, zum Beispiel {{example}}.',
    rateRange: 'Geben Sie einen Satz zwischen 0 und 100 % ein.',
    rateDecimals: 'Ein Satz hat höchstens drei Nachkommastellen.',
  },
};

export default vatCalculatorDe;
