import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useCopy } from '../../../hooks/use-copy';
import { paletteCss, type Swatch } from '../lib/palette';

/** The palette as CSS custom properties, in a read-only field with its copy button. */
export function CssExport({ palette }: { palette: Swatch[] }) {
  const { t } = useTranslation();
  const { state, copy } = useCopy();
  const titleId = useId();
  const css = paletteCss(palette);

  return (
    <section className="color-palette__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="color-palette__title">
        {t('colorPalette.exportTitle')}
      </h2>
      <Field label={t('colorPalette.exportLabel')} className="color-palette__field">
        {(control) => (
          <textarea
            {...control}
            className="text-input css-export__code"
            readOnly
            rows={palette.length + 2}
            spellCheck={false}
            value={css}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </Field>
      <div className="css-export__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy(css)}>
          {state === 'copied' ? (
            <Check size={16} aria-hidden="true" className="swatch__tick" />
          ) : (
            <Copy size={16} aria-hidden="true" />
          )}
          {t('colorPalette.copyCss')}
        </button>
        <p className="css-export__status" role="status">
          {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
        </p>
      </div>
    </section>
  );
}
