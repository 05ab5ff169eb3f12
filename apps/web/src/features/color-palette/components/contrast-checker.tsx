import { ArrowUpDown, CircleCheck, CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useFormat } from '../../../hooks/use-format';
import { MAX_CODE_LENGTH, parseColor, rgbToHex } from '../lib/color';
import {
  bestLevel,
  contrastRatio,
  displayedRatio,
  passes,
  THRESHOLDS,
  type Level,
  type TextSize,
} from '../lib/contrast';
import type { Swatch } from '../lib/palette';
import { useSwatchName } from '../swatch-name';
import { useSettled } from '../../../hooks/use-settled';

interface ColourFieldProps {
  label: string;
  pickLabel: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  palette: Swatch[];
}

/** A colour typed in any accepted code, or taken from the palette. */
function ColourField({ label, pickLabel, value, onChange, error, palette }: ColourFieldProps) {
  const { t } = useTranslation();
  const swatchName = useSwatchName();
  const parsed = parseColor(value);
  const hex = parsed ? rgbToHex(parsed) : null;
  const picked = palette.find((swatch) => swatch.hex === hex)?.name ?? '';

  return (
    <div className="contrast-checker__colour">
      <Field label={label} error={error} className="color-palette__field">
        {(control) => (
          <div className="contrast-checker__input-row">
            <span
              className="contrast-checker__sample"
              style={hex ? { backgroundColor: hex } : undefined}
              aria-hidden="true"
            />
            <input
              {...control}
              className="text-input color-palette__code-input"
              type="text"
              value={value}
              maxLength={MAX_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => onChange(event.target.value)}
            />
          </div>
        )}
      </Field>
      {palette.length > 0 && (
        <Field label={pickLabel} className="color-palette__field">
          {(control) => (
            <select
              {...control}
              className="text-input contrast-checker__pick"
              value={picked}
              onChange={(event) => {
                const swatch = palette.find((entry) => entry.name === event.target.value);
                if (swatch) onChange(swatch.hex);
              }}
            >
              <option value="" disabled>
                {t('colorPalette.otherColour')}
              </option>
              {palette.map((swatch) => (
                <option key={swatch.name} value={swatch.name}>
                  {t('colorPalette.swatchOption', { name: swatchName(swatch), hex: swatch.hex })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}

const LEVELS: Level[] = ['aa', 'aaa'];
const SIZES: TextSize[] = ['normal', 'large'];

/**
 * Any two colours' WCAG 2.x contrast ratio, with the AA and AAA verdicts for normal and large
 * text, and a preview of text in one on the other.
 */
export function ContrastChecker({
  palette,
  initialForeground,
  pause,
}: {
  palette: Swatch[];
  initialForeground: string;
  pause: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const [foreground, setForeground] = useState(initialForeground);
  const [background, setBackground] = useState('#ffffff');
  const settled = useSettled(`${foreground}\n${background}`, pause);
  const typing = settled !== `${foreground}\n${background}`;

  const text = parseColor(foreground);
  const back = parseColor(background);
  const errorOf = (value: string, colour: unknown) =>
    typing || colour
      ? null
      : value.trim() === ''
        ? t('colorPalette.errors.empty')
        : t('colorPalette.errors.invalid');

  const ratio = text && back ? contrastRatio(text, back) : null;
  const ratioText = (value: number) =>
    t('colorPalette.ratioValue', { ratio: format.number(value, { maximumFractionDigits: 2 }) });
  const shownRatio = ratio === null ? null : ratioText(displayedRatio(ratio));
  const levelText = (size: TextSize) => {
    const level = ratio === null ? null : bestLevel(ratio, size);
    return level ? level.toUpperCase() : t('colorPalette.levelNone');
  };

  return (
    <section className="color-palette__section contrast-checker" aria-labelledby={titleId}>
      <h2 id={titleId} className="color-palette__title">
        {t('colorPalette.contrastTitle')}
      </h2>
      <p className="color-palette__intro">{t('colorPalette.contrastIntro')}</p>
      <div className="contrast-checker__colours">
        <ColourField
          label={t('colorPalette.foreground')}
          pickLabel={t('colorPalette.foregroundPick')}
          value={foreground}
          onChange={setForeground}
          error={errorOf(foreground, text)}
          palette={palette}
        />
        <button
          type="button"
          className="button button--secondary contrast-checker__swap"
          onClick={() => {
            setForeground(background);
            setBackground(foreground);
          }}
        >
          <ArrowUpDown size={16} aria-hidden="true" />
          {t('colorPalette.swapContrast')}
        </button>
        <ColourField
          label={t('colorPalette.background')}
          pickLabel={t('colorPalette.backgroundPick')}
          value={background}
          onChange={setBackground}
          error={errorOf(background, back)}
          palette={palette}
        />
      </div>

      <p className="sr-only" role="status">
        {ratio !== null && !typing
          ? t('colorPalette.announceContrast', {
              ratio: shownRatio,
              normal: levelText('normal'),
              large: levelText('large'),
            })
          : ''}
      </p>

      {ratio === null || !text || !back ? (
        <p className="color-palette__empty">{t('colorPalette.contrastUnavailable')}</p>
      ) : (
        <div className="contrast-checker__result">
          <p className="contrast-checker__ratio">
            <span>{t('colorPalette.ratio')}</span>
            <strong data-testid="contrast-ratio">{shownRatio}</strong>
          </p>
          <table className="contrast-checker__table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('colorPalette.level')}</span>
                </th>
                {LEVELS.map((level) => (
                  <th key={level} scope="col">
                    {level.toUpperCase()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SIZES.map((size) => (
                <tr key={size}>
                  <th scope="row">
                    {size === 'normal' ? t('colorPalette.normalText') : t('colorPalette.largeText')}
                    {size === 'large' && (
                      <span className="contrast-checker__note">{t('colorPalette.largeTextHint')}</span>
                    )}
                  </th>
                  {LEVELS.map((level) => {
                    const ok = passes(ratio, level, size);
                    return (
                      <td key={level} data-verdict={ok ? 'pass' : 'fail'}>
                        <span className="contrast-checker__verdict">
                          {ok ? (
                            <CircleCheck size={16} aria-hidden="true" />
                          ) : (
                            <CircleX size={16} aria-hidden="true" />
                          )}
                          {ok ? t('colorPalette.pass') : t('colorPalette.fail')}
                        </span>
                        <span className="contrast-checker__note">
                          {t('colorPalette.threshold', { ratio: ratioText(THRESHOLDS[level][size]) })}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <figure className="contrast-checker__preview-figure">
            <figcaption className="contrast-checker__preview-title">{t('colorPalette.preview')}</figcaption>
            <div
              className="contrast-checker__preview"
              style={{ color: rgbToHex(text), backgroundColor: rgbToHex(back) }}
            >
              <p className="contrast-checker__preview-normal">{t('colorPalette.sampleNormal')}</p>
              <p className="contrast-checker__preview-large">{t('colorPalette.sampleLarge')}</p>
            </div>
          </figure>
        </div>
      )}
    </section>
  );
}
