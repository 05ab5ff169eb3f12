import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCopy } from '../../../hooks/use-copy';
import { formatHsl, formatRgb } from '../lib/color';
import { readableTextOn } from '../lib/contrast';
import type { Swatch, SwatchGroup } from '../lib/palette';
import { useSwatchName } from '../swatch-name';

const GROUPS: SwatchGroup[] = ['harmonies', 'tints', 'shades'];

const CODE_FORMATS = [
  { label: 'HEX', write: (swatch: Swatch) => swatch.hex },
  { label: 'RGB', write: (swatch: Swatch) => formatRgb(swatch.rgb) },
  { label: 'HSL', write: (swatch: Swatch) => formatHsl(swatch.rgb) },
] as const;

/**
 * The palette's swatches by group, each with its HEX code written on it (in black or white,
 * whichever reads better) and buttons copying its HEX, RGB and HSL codes. One live region
 * says what was copied.
 */
export function SwatchGrid({ palette }: { palette: Swatch[] }) {
  const { t } = useTranslation();
  const swatchName = useSwatchName();
  const { state, copy } = useCopy();
  const [copied, setCopied] = useState<{ key: string; value: string } | null>(null);

  return (
    <div className="swatch-grid">
      <p className="swatch-grid__status" role="status">
        {state === 'copied' && copied
          ? t('colorPalette.copied', { value: copied.value })
          : state === 'failed'
            ? t('common.copyFailed')
            : ''}
      </p>
      {GROUPS.map((group) => (
        <div key={group} className="swatch-grid__group">
          <h3 className="swatch-grid__title">{t(`colorPalette.groups.${group}`)}</h3>
          <ul className="swatch-grid__list">
            {palette
              .filter((swatch) => swatch.group === group)
              .map((swatch) => {
                const name = swatchName(swatch);
                return (
                  <li key={swatch.name} className="swatch">
                    <div
                      className="swatch__chip"
                      style={{ backgroundColor: swatch.hex, color: readableTextOn(swatch.rgb) }}
                    >
                      <span className="swatch__hex">{swatch.hex}</span>
                    </div>
                    <p className="swatch__name">{name}</p>
                    <div className="swatch__actions">
                      {CODE_FORMATS.map(({ label, write }) => {
                        const key = `${swatch.name}:${label}`;
                        const action = t('colorPalette.copyAs', { format: label, name });
                        return (
                          <button
                            key={label}
                            type="button"
                            className="button button--secondary swatch__copy"
                            aria-label={action}
                            title={action}
                            onClick={() => {
                              const value = write(swatch);
                              setCopied({ key, value });
                              void copy(value);
                            }}
                          >
                            {/* The tick takes the label's place for a while; the name stays. */}
                            {state === 'copied' && copied?.key === key ? (
                              <Check size={16} aria-hidden="true" className="swatch__tick" />
                            ) : (
                              label
                            )}
                          </button>
                        );
                      })}
                    </div>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </div>
  );
}
