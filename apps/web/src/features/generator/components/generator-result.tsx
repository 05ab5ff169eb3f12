import type { GeneratedItem } from '@trousse/contracts/api/generator/schemas';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useCopy } from '../../../hooks/use-copy';
import { useFormat } from '../../../hooks/use-format';
import { formatBits } from '../../../entities/strength/strength';
import { StrengthReport } from '../../../entities/strength/strength-report';

interface GeneratorResultProps {
  item: GeneratedItem | null;
  pending: boolean;
}

/** The generated password with 'Copier', then its entropy and strength; or the empty state. */
export function GeneratorResult({ item, pending }: GeneratorResultProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section className="generator-panel generator-result" aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId} className="generator-panel__title">
        {t('generator.resultTitle')}
      </h2>
      {item ? (
        // A new password is a new view: the copy tick of the previous one goes away.
        <GeneratedPassword key={item.password} item={item} />
      ) : (
        <p className="generator-result__empty">
          <KeyRound size={20} aria-hidden="true" />
          {pending ? t('generator.generating') : t('generator.empty')}
        </p>
      )}
    </section>
  );
}

function GeneratedPassword({ item }: { item: GeneratedItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { state: copyState, copy } = useCopy();
  const passwordId = useId();
  return (
    <>
      <div className="generator-password">
        <Field id={passwordId} label={t('generator.password')}>
          {(control) => (
            <div className="generator-password__row">
              <textarea
                {...control}
                className="text-input generator-password__value"
                readOnly
                rows={item.password.length > 24 ? 2 : 1}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                value={item.password}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void copy(item.password)}
              >
                {copyState === 'copied' ? (
                  <Check size={16} aria-hidden="true" className="generator-password__tick" />
                ) : (
                  <Copy size={16} aria-hidden="true" />
                )}
                {t('common.copy')}
              </button>
            </div>
          )}
        </Field>
        <p className="generator-password__status" role="status">
          {copyState === 'copied' ? t('common.copied') : copyState === 'failed' ? t('common.copyFailed') : ''}
        </p>
      </div>

      <StrengthReport
        strength={item.strength}
        facts={
          <div className="strength-facts__item">
            <dt>{t('generator.entropy')}</dt>
            <dd>{t('generator.entropyValue', { bits: formatBits(item.entropy, format.language) })}</dd>
          </div>
        }
      />
    </>
  );
}
