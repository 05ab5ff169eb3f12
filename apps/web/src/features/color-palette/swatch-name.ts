import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../hooks/use-format';
import type { Swatch } from './lib/palette';

/** Names swatches for the reader: "Analogue −30°", "Teinte 40 %". */
export function useSwatchName(): (swatch: Swatch) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (swatch: Swatch) =>
      t(`colorPalette.swatches.${swatch.kind}`, {
        angle: `${format.number(swatch.step, { signDisplay: 'exceptZero' })}°`,
        percent: format.number(swatch.step / 100, { style: 'percent' }),
      }),
    [t, format],
  );
}
