import type { VatCalculatorTexts } from './fr';

/** Spanish copy of the VAT calculator (see fr.ts). */
const vatCalculatorEs: VatCalculatorTexts = {
  privacy: 'El cálculo se hace en tu navegador: no se envía nada de lo que escribes.',
  lineTitle: 'Línea {{line}}',
  amount: 'Importe en euros',
  amountHint: 'Por ejemplo {{example}}.',
  direction: 'El importe escrito es',
  directions: {
    ht: 'Sin IVA (base imponible)',
    ttc: 'Con IVA incluido',
  },
  rate: 'Tipo de IVA',
  rates: {
    normal: '{{rate}} (tipo general)',
    intermediate: '{{rate}} (tipo intermedio)',
    reduced: '{{rate}} (tipo reducido)',
    special: '{{rate}} (tipo especial)',
    custom: 'Otro tipo',
  },
  customRate: 'Tipo, en %',
  customRateHint: 'Entre 0 y 100, tres decimales como máximo.',
  removeLine: 'Eliminar la línea {{line}}',
  addLine: 'Añadir una línea',
  figures: {
    ht: 'Importe sin IVA',
    vat: 'IVA',
    ttc: 'Importe con IVA',
  },
  vatAt: 'IVA al {{rate}}',
  copyLine: {
    ht: 'Copiar el importe sin IVA de la línea {{line}}',
    vat: 'Copiar el IVA de la línea {{line}}',
    ttc: 'Copiar el importe con IVA de la línea {{line}}',
  },
  copyTotal: {
    ht: 'Copiar el importe total sin IVA',
    vat: 'Copiar el IVA total',
    ttc: 'Copiar el importe total con IVA',
  },
  lineEmpty: 'Completa esta línea para calcularla.',
  lineInvalid: 'Corrige esta línea para calcularla.',
  resultTitle: 'Resultado',
  totalTitle: 'Total de las líneas',
  empty: 'Escribe un importe: el importe sin IVA, el IVA y el importe con IVA aparecen aquí.',
  totalInvalid: 'Corrige las líneas señaladas para obtener el total.',
  summary: '{{ht}} sin IVA, {{vat}} de IVA, {{ttc}} con IVA.',
  rule: 'El IVA de cada línea se redondea al céntimo más cercano, medio céntimo hacia arriba, y el importe con IVA es la suma del importe sin IVA y del IVA. A partir de un importe con IVA, el importe sin IVA se redondea igual y el IVA es la diferencia.',
  errors: {
    invalid: 'Escribe un importe en cifras, por ejemplo {{example}}.',
    negative: 'Escribe un importe positivo.',
    decimals: 'Un importe en euros tiene dos decimales como máximo.',
    tooLarge: 'Escribe un importe de {{max}} como máximo.',
    rateInvalid: 'Escribe un tipo en cifras, por ejemplo {{example}}.',
    rateRange: 'Escribe un tipo entre 0 y 100 %.',
    rateDecimals: 'Un tipo tiene tres decimales como máximo.',
  },
};

export default vatCalculatorEs;
