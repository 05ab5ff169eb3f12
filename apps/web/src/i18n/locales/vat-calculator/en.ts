import type { VatCalculatorTexts } from './fr';

/** English copy of the VAT calculator (see fr.ts). */
const vatCalculatorEn: VatCalculatorTexts = {
  privacy: 'The calculation is done in your browser: nothing you type is sent.',
  lineTitle: 'Line {{line}}',
  amount: 'Amount in euros',
  amountHint: 'For example {{example}}.',
  direction: 'The amount typed is',
  directions: {
    ht: 'Net (excluding VAT)',
    ttc: 'Gross (including VAT)',
  },
  rate: 'VAT rate',
  rates: {
    normal: '{{rate}} (standard rate)',
    intermediate: '{{rate}} (intermediate rate)',
    reduced: '{{rate}} (reduced rate)',
    special: '{{rate}} (special rate)',
    custom: 'Other rate',
  },
  customRate: 'Rate, in %',
  customRateHint: 'Between 0 and 100, three decimal places at most.',
  removeLine: 'Remove line {{line}}',
  addLine: 'Add a line',
  figures: {
    ht: 'Net amount',
    vat: 'VAT',
    ttc: 'Gross amount',
  },
  vatAt: 'VAT at {{rate}}',
  copyLine: {
    ht: 'Copy the net amount of line {{line}}',
    vat: 'Copy the VAT of line {{line}}',
    ttc: 'Copy the gross amount of line {{line}}',
  },
  copyTotal: {
    ht: 'Copy the total net amount',
    vat: 'Copy the total VAT',
    ttc: 'Copy the total gross amount',
  },
  lineEmpty: 'Complete this line to calculate it.',
  lineInvalid: 'Correct this line to calculate it.',
  resultTitle: 'Result',
  totalTitle: 'Total of the lines',
  empty: 'Type an amount: the net amount, the VAT and the gross amount appear here.',
  totalInvalid: 'Correct the lines marked to get the total.',
  summary: '{{ht}} net, {{vat}} VAT, {{ttc}} gross.',
  rule: 'The VAT of each line is rounded to the nearest cent, half a cent upwards, and the gross amount is the net amount plus the VAT. From a gross amount, the net amount is rounded the same way and the VAT is the difference.',
  errors: {
    invalid: 'Type an amount in figures, for example {{example}}.',
    negative: 'Type a positive amount.',
    decimals: 'An amount in euros has two decimal places at most.',
    tooLarge: 'Type an amount of {{max}} at most.',
    rateInvalid: 'Type a rate in figures, for example {{example}}.',
    rateRange: 'Type a rate between 0 and 100%.',
    rateDecimals: 'A rate has three decimal places at most.',
  },
};

export default vatCalculatorEn;
