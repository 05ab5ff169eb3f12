import { Download, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../components/field';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { useFormat } from '../../hooks/use-format';
import { useSection } from '../../i18n/sections';
import { MIN_CONTRAST, checkColours } from './lib/contrast';
import {
  buildPayload,
  contentKinds,
  wifiSecurities,
  type ContactInput,
  type ContentForm,
  type WifiInput,
  type WifiSecurity,
} from './lib/payload';
import {
  DEFAULT_SIZE,
  MAX_SIZE,
  MIN_SIZE,
  drawQr,
  fitQr,
  levelRecovery,
  levels,
  parseSize,
  qrPng,
  qrSvg,
  type Fit,
  type Level,
  type QrLook,
} from './lib/qr';
import { useSettled } from '../../hooks/use-settled';

import './qr-code-generator.css';

/** The preview follows the typing once it pauses this long. */
const PREVIEW_PAUSE_MS = 200;
/** The screen reader hears the result after a longer pause: a summary, not each key. */
const ANNOUNCE_PAUSE_MS = 800;

const emptyForm: ContentForm = {
  kind: 'text',
  text: '',
  url: '',
  wifi: { ssid: '', security: 'WPA', password: '', hidden: false },
  contact: { givenName: '', familyName: '', phone: '', email: '', organisation: '' },
};

/**
 * /app/qr-code-generator: text, link, Wi-Fi network or contact card as a QR code, drawn and
 * saved (PNG, SVG) in the browser by the `qrcode` library; nothing typed is sent.
 */
export default function QrCodeGenerator() {
  if (!useSection('qrCodeGenerator')) {
    return (
      <div className="app-page__panel qr" aria-hidden="true">
        <Skeleton width="60%" />
        <Skeleton width="90%" height="2.5rem" />
        <Skeleton width="16rem" height="16rem" />
      </div>
    );
  }
  return <Generator />;
}

function Generator() {
  const { t } = useTranslation();
  const format = useFormat();
  const [form, setForm] = useState<ContentForm>(emptyForm);
  const [level, setLevel] = useState<Level>('M');
  const [sizeText, setSizeText] = useState(String(DEFAULT_SIZE));
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [foreground, setForeground] = useState('#000000');
  const [background, setBackground] = useState('#ffffff');
  const contrastId = useId();
  const tooLongId = useId();

  const settled = useSettled(form, PREVIEW_PAUSE_MS);
  const built = useMemo(() => buildPayload(settled), [settled]);
  const payload = built.state === 'ready' ? built.payload : null;
  const fit = useMemo<Fit | null>(() => (payload === null ? null : fitQr(payload, level)), [payload, level]);
  const look = useMemo<QrLook>(
    () => ({ level, size, foreground, background }),
    [level, size, foreground, background],
  );
  const colours = checkColours(foreground, background);
  const errors = built.state === 'invalid' ? built.errors : {};
  const tooLong = fit !== null && !fit.fits;
  const tooLongText =
    level === 'L'
      ? t('qrCodeGenerator.errors.tooLongAtLowest')
      : t('qrCodeGenerator.errors.tooLong', { level });

  const summary = fit?.fits
    ? t('qrCodeGenerator.preview.ready', { version: format.number(fit.version), level })
    : '';
  const announced = useSettled(summary, ANNOUNCE_PAUSE_MS);

  const setWifi = (change: Partial<WifiInput>) =>
    setForm((current) => ({ ...current, wifi: { ...current.wifi, ...change } }));
  const setContact = (change: Partial<ContactInput>) =>
    setForm((current) => ({ ...current, contact: { ...current.contact, ...change } }));
  const errorText = (field: keyof typeof errors) => {
    const code = errors[field];
    return code ? t(`qrCodeGenerator.errors.${code}`) : null;
  };
  /** The main field of a text or link also says when its content does not fit. */
  const mainFieldState = { invalid: tooLong, describedBy: tooLong ? tooLongId : undefined };

  return (
    <div className="app-page__panel qr">
      <p className="qr__privacy">
        <ShieldCheck size={18} aria-hidden="true" />
        <span>{t('qrCodeGenerator.privacy')}</span>
      </p>

      <div className="qr__layout">
        <div className="qr__form">
          <div className="segmented qr__kinds" role="group" aria-label={t('qrCodeGenerator.kinds.label')}>
            {contentKinds.map((kind) => (
              <button
                key={kind}
                type="button"
                className="segmented__button"
                aria-pressed={form.kind === kind}
                onClick={() => setForm((current) => ({ ...current, kind }))}
              >
                {t(`qrCodeGenerator.kinds.${kind}`)}
              </button>
            ))}
          </div>

          {form.kind === 'text' && (
            <Field className="qr__field" label={t('qrCodeGenerator.text.label')} {...mainFieldState}>
              {(control) => (
                <textarea
                  {...control}
                  className="text-input qr__textarea"
                  rows={4}
                  value={form.text}
                  spellCheck={false}
                  onChange={(event) => setForm((current) => ({ ...current, text: event.target.value }))}
                />
              )}
            </Field>
          )}

          {form.kind === 'url' && (
            <Field
              className="qr__field"
              label={t('qrCodeGenerator.url.label')}
              hint={t('qrCodeGenerator.url.hint')}
              error={errorText('url')}
              {...mainFieldState}
              input={{
                type: 'url',
                inputMode: 'url',
                autoComplete: 'off',
                spellCheck: false,
                placeholder: 'https://',
                value: form.url,
                onChange: (event) => {
                  const url = event.target.value;
                  setForm((current) => ({ ...current, url }));
                },
              }}
            />
          )}

          {form.kind === 'wifi' && (
            <div className="qr__group">
              <p className="field-hint">{t('qrCodeGenerator.wifi.hint')}</p>
              <Field
                className="qr__field"
                label={t('qrCodeGenerator.wifi.ssid')}
                input={{
                  autoComplete: 'off',
                  spellCheck: false,
                  value: form.wifi.ssid,
                  onChange: (event) => setWifi({ ssid: event.target.value }),
                }}
              />
              <Field className="qr__field" label={t('qrCodeGenerator.wifi.security')}>
                {(control) => (
                  <select
                    {...control}
                    className="text-input qr__select"
                    value={form.wifi.security}
                    onChange={(event) => setWifi({ security: event.target.value as WifiSecurity })}
                  >
                    {wifiSecurities.map((security) => (
                      <option key={security} value={security}>
                        {t(`qrCodeGenerator.wifi.securities.${security}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {form.wifi.security !== 'nopass' && (
                <Field
                  className="qr__field"
                  label={t('qrCodeGenerator.wifi.password')}
                  error={errorText('password')}
                  input={{
                    autoComplete: 'off',
                    autoCapitalize: 'off',
                    spellCheck: false,
                    value: form.wifi.password,
                    onChange: (event) => setWifi({ password: event.target.value }),
                  }}
                />
              )}
              <Switch
                checked={form.wifi.hidden}
                onCheckedChange={(hidden) => setWifi({ hidden })}
                label={t('qrCodeGenerator.wifi.hidden')}
              />
            </div>
          )}

          {form.kind === 'contact' && (
            <div className="qr__group">
              <p className="field-hint">{t('qrCodeGenerator.contact.hint')}</p>
              <div className="qr__pair">
                <Field
                  className="qr__field"
                  label={t('qrCodeGenerator.contact.givenName')}
                  error={errorText('name')}
                  input={{
                    autoComplete: 'off',
                    value: form.contact.givenName,
                    onChange: (event) => setContact({ givenName: event.target.value }),
                  }}
                />
                <Field
                  className="qr__field"
                  label={t('qrCodeGenerator.contact.familyName')}
                  input={{
                    autoComplete: 'off',
                    value: form.contact.familyName,
                    onChange: (event) => setContact({ familyName: event.target.value }),
                  }}
                />
              </div>
              <Field
                className="qr__field"
                label={t('qrCodeGenerator.contact.phone')}
                error={errorText('phone')}
                input={{
                  type: 'tel',
                  autoComplete: 'off',
                  value: form.contact.phone,
                  onChange: (event) => setContact({ phone: event.target.value }),
                }}
              />
              <Field
                className="qr__field"
                label={t('qrCodeGenerator.contact.email')}
                error={errorText('email')}
                input={{
                  type: 'email',
                  autoComplete: 'off',
                  spellCheck: false,
                  value: form.contact.email,
                  onChange: (event) => setContact({ email: event.target.value }),
                }}
              />
              <Field
                className="qr__field"
                label={t('qrCodeGenerator.contact.organisation')}
                input={{
                  autoComplete: 'off',
                  value: form.contact.organisation,
                  onChange: (event) => setContact({ organisation: event.target.value }),
                }}
              />
            </div>
          )}

          <fieldset className="qr__options">
            <legend className="qr__title">{t('qrCodeGenerator.options.title')}</legend>
            <Field
              className="qr__field"
              label={t('qrCodeGenerator.options.level')}
              hint={t('qrCodeGenerator.options.levelHint')}
            >
              {(control) => (
                <select
                  {...control}
                  className="text-input qr__select"
                  value={level}
                  onChange={(event) => setLevel(event.target.value as Level)}
                >
                  {levels.map((option) => (
                    <option key={option} value={option}>
                      {t(`qrCodeGenerator.options.levels.${option}`, {
                        percent: format.number(levelRecovery[option], { style: 'percent' }),
                      })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              className="qr__field"
              label={t('qrCodeGenerator.options.size')}
              hint={t('qrCodeGenerator.options.sizeHint', {
                min: format.number(MIN_SIZE),
                max: format.number(MAX_SIZE),
              })}
              error={
                parseSize(sizeText) === null
                  ? t('qrCodeGenerator.errors.size', {
                      min: format.number(MIN_SIZE),
                      max: format.number(MAX_SIZE),
                    })
                  : null
              }
              input={{
                type: 'number',
                inputMode: 'numeric',
                min: MIN_SIZE,
                max: MAX_SIZE,
                step: 1,
                value: sizeText,
                onChange: (event) => {
                  const text = event.target.value;
                  setSizeText(text);
                  const parsed = parseSize(text);
                  if (parsed !== null) setSize(parsed);
                },
              }}
            />
            <div className="qr__pair">
              <ColourField
                label={t('qrCodeGenerator.options.foreground')}
                value={foreground}
                describedBy={contrastId}
                onChange={setForeground}
              />
              <ColourField
                label={t('qrCodeGenerator.options.background')}
                value={background}
                describedBy={contrastId}
                onChange={setBackground}
              />
            </div>
            <div id={contrastId} className="qr__contrast">
              {colours.ratio !== null && (
                <p>
                  {t('qrCodeGenerator.options.contrast', {
                    ratio: format.number(colours.ratio, { maximumFractionDigits: 1 }),
                  })}
                </p>
              )}
              {/* Said when the warning comes or changes, not at each move of the colour picker. */}
              <div role="status">
                {colours.warning && (
                  <p className="form-message qr__warning">
                    <TriangleAlert size={18} aria-hidden="true" />
                    <span>
                      {t(`qrCodeGenerator.warnings.${colours.warning}`, {
                        min: format.number(MIN_CONTRAST, { maximumFractionDigits: 1 }),
                      })}
                    </span>
                  </p>
                )}
              </div>
            </div>
          </fieldset>
        </div>

        <Preview
          payload={payload}
          fit={fit}
          look={look}
          state={built.state}
          tooLongId={tooLongId}
          tooLongText={tooLongText}
        />
      </div>

      <p className="sr-only" role="status">
        {announced}
      </p>
    </div>
  );
}

function ColourField({
  label,
  value,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  describedBy: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field className="qr__field" label={label} describedBy={describedBy}>
      {(control) => (
        <div className="qr__colour">
          <input
            {...control}
            className="qr__swatch"
            type="color"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="qr__hex" aria-hidden="true">
            {value.toUpperCase()}
          </span>
        </div>
      )}
    </Field>
  );
}

function Preview({
  payload,
  fit,
  look,
  state,
  tooLongId,
  tooLongText,
}: {
  payload: string | null;
  fit: Fit | null;
  look: QrLook;
  state: 'empty' | 'invalid' | 'ready';
  tooLongId: string;
  tooLongText: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  /** The drawing or file that failed, by what it was made of. */
  const [failed, setFailed] = useState<{ kind: 'render' | 'download'; key: string } | null>(null);
  const shown = payload !== null && fit?.fits === true;
  const key = `${payload ?? ''}\n${JSON.stringify(look)}`;

  useEffect(() => {
    if (!shown || !canvas.current || payload === null) return;
    let live = true;
    drawQr(canvas.current, payload, look).catch(() => {
      if (live) setFailed({ kind: 'render', key });
    });
    return () => {
      live = false;
    };
  }, [shown, payload, look, key]);

  const download = async (format: 'png' | 'svg') => {
    if (payload === null) return;
    try {
      const href =
        format === 'png'
          ? await qrPng(payload, look)
          : URL.createObjectURL(new Blob([await qrSvg(payload, look)], { type: 'image/svg+xml' }));
      const link = document.createElement('a');
      link.href = href;
      link.download = `qr-code.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      if (format === 'svg') window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch {
      setFailed({ kind: 'download', key });
    }
  };

  const failure = failed?.key === key ? failed.kind : null;

  return (
    <section className="qr__preview" aria-labelledby={titleId}>
      <h2 id={titleId} className="qr__title">
        {t('qrCodeGenerator.preview.title')}
      </h2>
      <div className="qr__frame">
        {shown && failure !== 'render' ? (
          <canvas
            ref={canvas}
            className="qr__canvas"
            role="img"
            aria-label={t('qrCodeGenerator.preview.image')}
            width={look.size}
            height={look.size}
          />
        ) : (
          <p className="qr__placeholder">
            {state === 'empty'
              ? t('qrCodeGenerator.preview.empty')
              : state === 'invalid'
                ? t('qrCodeGenerator.preview.invalid')
                : failure === 'render'
                  ? t('qrCodeGenerator.errors.render')
                  : ''}
          </p>
        )}
      </div>
      {fit !== null && !fit.fits && (
        <p id={tooLongId} className="form-message form-message--error" role="alert">
          {tooLongText}
        </p>
      )}
      {shown && (
        <div className="qr__downloads">
          <button type="button" className="button button--primary" onClick={() => void download('png')}>
            <Download size={16} aria-hidden="true" />
            {t('qrCodeGenerator.preview.downloadPng')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void download('svg')}>
            <Download size={16} aria-hidden="true" />
            {t('qrCodeGenerator.preview.downloadSvg')}
          </button>
        </div>
      )}
      {failure === 'download' && (
        <p className="form-message form-message--error" role="alert">
          {t('qrCodeGenerator.errors.download')}
        </p>
      )}
    </section>
  );
}
