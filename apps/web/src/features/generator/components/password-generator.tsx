import { useMutation } from '@tanstack/react-query';
import type { Language } from '@trousse/contracts/language';
import type { TFunction } from 'i18next';
import { CircleAlert, LogIn, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useIsAuthenticated } from '../../../entities/session/use-is-authenticated';
import { useQuotaRefresher } from '../../../entities/quota/quota';
import { useKeyboardShortcut } from '../../../hooks/use-keyboard-shortcut';
import { useStoredPreference } from '../../../hooks/use-stored-preference';
import { useLanguage } from '../../../i18n';
import { generateItems, type GenerateBody } from '../api/generator-api';
import { generationFailure, type GenerationFailure } from '../lib/errors';
import {
  loadGeneratorContract,
  validateOptions,
  validatePassphraseOptions,
  type GeneratorContract,
} from '../lib/options';
import {
  defaultSettings,
  isDefault,
  isGenerateShortcut,
  parseSettings,
  SETTINGS_KEY,
  type GeneratorSettings,
} from '../lib/settings';
import { strengthLabelKey } from '../../../entities/strength/strength';
import { GeneratorOptionsForm } from './generator-options';
import { GeneratorResult, type GenerationResult } from './generator-result';

import './generator.css';
import { paths } from '../../../lib/paths';

/** How much of the result must show below the fold for the page not to scroll to it. */
const SIGHT_MARGIN_PX = 120;

/** What a generation asks the server for, in the reader's language for the words. */
function requestOf(settings: GeneratorSettings, language: Language): GenerateBody {
  return settings.mode === 'passphrase'
    ? { mode: 'passphrase', language, options: settings.passphrase, count: settings.count }
    : { mode: 'password', options: settings.password, count: settings.count };
}

/** The polite announcement of a new result: its strength, or how many came. */
function announcementOf({ mode, items }: GenerationResult, t: TFunction): string {
  const [first] = items;
  if (items.length === 1 && first) {
    const level = t(strengthLabelKey(first.strength.level));
    return mode === 'passphrase'
      ? t('generator.generatedPassphrase', { level })
      : t('generator.generated', { level });
  }
  return mode === 'passphrase'
    ? t('generator.generatedPassphrases', { count: items.length })
    : t('generator.generatedPasswords', { count: items.length });
}

/**
 * The password generator (part 1 §2): a password or a passphrase (issue 27), 1 to 5 at once,
 * each with its strength; the options of both modes are remembered in the browser, and
 * Ctrl+Enter generates. A signed-out visitor who asks for a password goes to /auth; each
 * generation, used or refused, reloads the header's quota counter.
 */
export default function PasswordGenerator() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const isAuthenticated = useIsAuthenticated();
  const [settings, setSettings] = useStoredPreference(SETTINGS_KEY, parseSettings, defaultSettings);
  const [result, setResult] = useState<GenerationResult | null>(null);
  // The error itself is kept, and its text written at each render: it follows the language.
  const [failedWith, setFailedWith] = useState<{ error: unknown } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [contract, setContract] = useState<GeneratorContract | null>(null);
  // The defaults are valid: the rules (with Zod) load once the settings differ, not with the page.
  const changed = !isDefault(settings);
  useEffect(() => {
    if (!changed) return;
    let live = true;
    loadGeneratorContract()
      .then((loaded) => live && setContract(loaded))
      .catch((error: unknown) => console.warn('Generator rules failed to load', error));
    return () => {
      live = false;
    };
  }, [changed]);
  // Until the rules arrive (a moment after the page), the server checks alone.
  const problems = !contract
    ? []
    : settings.mode === 'passphrase'
      ? validatePassphraseOptions(settings.passphrase, t, contract)
      : validateOptions(settings.password, t, contract);
  const failure = failedWith ? generationFailure(failedWith.error, t) : null;
  const sideRef = useRef<HTMLDivElement>(null);

  const quotaRefresher = useQuotaRefresher();
  const generation = useMutation({
    mutationFn: async (body: GenerateBody): Promise<GenerationResult> => ({
      mode: body.mode === 'passphrase' ? 'passphrase' : 'password',
      items: await generateItems(body),
    }),
    onMutate: () => setFailedWith(null),
    onSuccess: (generated) => {
      setResult(generated);
      setAnnouncement(announcementOf(generated, t));
    },
    onError: (error) => {
      // The client already sends an ended session to /auth; make sure of it.
      if (generationFailure(error, t).kind === 'sign-in') void navigate(paths.auth);
      else setFailedWith({ error });
    },
    // Used or refused, the counter reloads at once.
    onSettled: () => void quotaRefresher.refresh({ force: true }),
  });

  // On a narrow screen the result is under the form: bring a new result or error into view
  // when it is (nearly) out of sight.
  useEffect(() => {
    const side = sideRef.current;
    if (!side || (!result && !failedWith)) return;
    const { top, bottom } = side.getBoundingClientRect();
    if (top > window.innerHeight - SIGHT_MARGIN_PX || bottom < 0) side.scrollIntoView({ block: 'start' });
  }, [result, failedWith]);

  const generate = () => {
    if (!isAuthenticated) {
      void navigate(paths.auth);
      return;
    }
    if (generation.isPending || problems.length > 0) return;
    generation.mutate(requestOf(settings, language));
  };
  useKeyboardShortcut(isGenerateShortcut, () => {
    // Not behind an open dialog (the search palette, the settings…): its keys are its own.
    if (!document.querySelector('[aria-modal="true"]')) generate();
  });

  return (
    <div className="generator">
      {!isAuthenticated && (
        <p className="form-message form-message--info generator__sign-in">
          <LogIn size={18} aria-hidden="true" />
          <span>{t('generator.signInHint')}</span>
        </p>
      )}
      <div className="generator__layout">
        <GeneratorOptionsForm
          settings={settings}
          onSettingsChange={setSettings}
          problems={problems}
          pending={generation.isPending}
          onGenerate={generate}
        />
        <div ref={sideRef} className="generator__side">
          {failure && <GenerationFailureNotice failure={failure} />}
          <GeneratorResult result={result} pending={generation.isPending} />
        </div>
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}

function GenerationFailureNotice({ failure }: { failure: GenerationFailure }) {
  const { t } = useTranslation();
  if (failure.kind === 'sign-in') return null;
  return (
    <div
      role="alert"
      className={failure.kind === 'quota' ? 'generator-alert generator-alert--quota' : 'generator-alert'}
    >
      <CircleAlert size={20} aria-hidden="true" className="generator-alert__icon" />
      <div className="generator-alert__body">
        <p className="generator-alert__message">{failure.message}</p>
        {failure.kind === 'error' && failure.detail && (
          <p className="generator-alert__detail">{failure.detail}</p>
        )}
        {failure.kind === 'quota' && (
          <Link to={paths.upgrade} className="button button--primary generator-alert__upgrade">
            <Sparkles size={16} aria-hidden="true" />
            {t('generator.upgrade')}
          </Link>
        )}
      </div>
    </div>
  );
}
