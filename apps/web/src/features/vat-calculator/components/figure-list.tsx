import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../../hooks/use-format';
import { formatEuros, type VatFigures } from '../lib/vat';

/** Which figure a copy button copies: 'total:vat', '3:ht'… */
export type FigureKey = `${string}:${keyof VatFigures}`;

export interface CopyProps {
  /** The figure copied last, while its tick shows. */
  copied: FigureKey | null;
  onCopy: (key: FigureKey, cents: bigint) => void;
}

interface FigureListProps extends CopyProps {
  figures: VatFigures;
  /** 'total', or the line's id. */
  scope: string;
  /** The label of the VAT ("TVA à 20 %" on a line). */
  vatLabel: string;
  /** The copy buttons' names, by figure. */
  copyLabels: Record<keyof VatFigures, string>;
}

const ORDER = ['ht', 'vat', 'ttc'] as const;

/** HT, TVA and TTC in euros, each with a button that copies it. */
export function FigureList({ figures, scope, vatLabel, copyLabels, copied, onCopy }: FigureListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = {
    ht: t('vatCalculator.figures.ht'),
    vat: vatLabel,
    ttc: t('vatCalculator.figures.ttc'),
  };
  return (
    <dl className="vat-figures">
      {ORDER.map((name) => {
        const key: FigureKey = `${scope}:${name}`;
        return (
          <div key={name} className={`vat-figures__item vat-figures__item--${name}`} data-figure={name}>
            <dt>{labels[name]}</dt>
            <dd>
              <span className="vat-figures__value">{formatEuros(figures[name], format.language)}</span>
              <button
                type="button"
                className="button button--secondary vat-figures__copy"
                aria-label={copyLabels[name]}
                title={copyLabels[name]}
                onClick={() => onCopy(key, figures[name])}
              >
                {copied === key ? (
                  <Check size={16} aria-hidden="true" className="vat-figures__tick" />
                ) : (
                  <Copy size={16} aria-hidden="true" />
                )}
              </button>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
