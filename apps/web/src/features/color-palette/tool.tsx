import { ShieldCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../components/field';
import { Skeleton } from '../../components/ui/skeleton';
import { useSection } from '../../i18n/sections';
import { ContrastChecker } from './components/contrast-checker';
import { CssExport } from './components/css-export';
import { SwatchGrid } from './components/swatch-grid';
import { MAX_CODE_LENGTH, parseColor, rgbToHex, type Rgb } from './lib/color';
import { buildPalette } from './lib/palette';
import { useSettled } from '../../hooks/use-settled';

import './color-palette.css';

/** The pause after the last key (or the picker's last move) before an error or a summary is said. */
const PAUSE_MS = 600;

/** The first base colour: a blue that reads on white (5.17:1), so the first contrast passes. */
const DEFAULT_BASE = '#2563eb';

/**
 * /app/color-palette: a base colour (picked or typed as HEX, rgb() or hsl()) gives its
 * harmonies, tints and shades, each copied as HEX, RGB or HSL; a contrast checker judges any
 * two colours by WCAG 2.x; the palette exports as CSS custom properties. All in the browser.
 */
export default function ColorPalette() {
  if (!useSection('colorPalette')) {
    return (
      <div className="app-page__panel color-palette color-palette--loading" aria-hidden="true">
        <Skeleton width="60%" />
        <Skeleton width="100%" height="2.75rem" />
        <Skeleton width="100%" height="8rem" />
      </div>
    );
  }
  return <Palette />;
}

function Palette() {
  const { t } = useTranslation();
  const [text, setText] = useState(DEFAULT_BASE);
  /** The last colour the field held: kept while a code is being typed. */
  const [base, setBase] = useState<Rgb>(() => parseColor(DEFAULT_BASE)!);
  const settledText = useSettled(text, PAUSE_MS);
  const baseTitleId = useId();
  const paletteTitleId = useId();

  const baseHex = rgbToHex(base);
  const palette = useMemo(() => buildPalette(base), [base]);
  const empty = text.trim() === '';
  const invalid = !empty && parseColor(text) === null;
  // An error waits for a pause in the typing ("#3a7b" on its way to "#3a7bd5" is not one yet).
  const error = invalid && text === settledText ? t('colorPalette.errors.invalid') : null;
  const settledHex = useSettled(empty ? null : baseHex, PAUSE_MS);

  const onText = (value: string) => {
    setText(value);
    const colour = parseColor(value);
    if (colour) setBase(colour);
  };

  return (
    <div className="app-page__panel color-palette">
      <p className="color-palette__privacy">
        <ShieldCheck size={18} aria-hidden="true" />
        <span>{t('colorPalette.privacy')}</span>
      </p>

      <section className="color-palette__section" aria-labelledby={baseTitleId}>
        <h2 id={baseTitleId} className="color-palette__title">
          {t('colorPalette.baseTitle')}
        </h2>
        <div className="color-palette__base">
          <Field label={t('colorPalette.picker')} className="color-palette__field color-palette__picker">
            {(control) => (
              <input
                {...control}
                className="color-palette__picker-input"
                type="color"
                value={baseHex}
                onChange={(event) => onText(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('colorPalette.code')}
            hint={t('colorPalette.codeHint')}
            error={error}
            className="color-palette__field color-palette__code"
          >
            {(control) => (
              <input
                {...control}
                className="text-input color-palette__code-input"
                type="text"
                value={text}
                maxLength={MAX_CODE_LENGTH}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                onChange={(event) => onText(event.target.value)}
              />
            )}
          </Field>
        </div>
      </section>

      <section className="color-palette__section" aria-labelledby={paletteTitleId}>
        <h2 id={paletteTitleId} className="color-palette__title">
          {t('colorPalette.paletteTitle')}
        </h2>
        {/* Said once the colour settles, not at each key or each move of the picker. */}
        <p className="sr-only" role="status">
          {settledHex !== null && settledHex === baseHex && !empty
            ? t('colorPalette.announcePalette', { hex: settledHex })
            : ''}
        </p>
        {empty ? (
          <p className="color-palette__empty">{t('colorPalette.empty')}</p>
        ) : (
          <SwatchGrid palette={palette} />
        )}
      </section>

      <ContrastChecker palette={empty ? [] : palette} initialForeground={DEFAULT_BASE} pause={PAUSE_MS} />

      {!empty && <CssExport palette={palette} />}
    </div>
  );
}
