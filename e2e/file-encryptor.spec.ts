import { readFile } from 'node:fs/promises';

import { expect, test, type Download, type Page, type Request } from '@playwright/test';

import { browserLocale, expectNoFrench, text } from './support/i18n';

const ENCRYPTOR_PATH = '/app/file-encryptor';
const NAME = 'releve-confidentiel-2026.txt';
const CONTENT = Buffer.from('Relevé confidentiel : compte 0042-7781, solde 12 345,67 €.\n'.repeat(50));
const PASSPHRASE = 'agrafe cheval pile correcte';
/** "TROUSSE" and a zero byte: docs/file-format.md. */
const MAGIC = Buffer.from('TROUSSE\0', 'latin1');

/**
 * How long to wait for an answer that needs the key: PBKDF2 at 600,000 iterations takes a
 * fraction of a second alone, several seconds on a machine busy with other tests.
 */
const KEY_WAIT = 30_000;

/** Records every request whose address, headers or body carries one of `secrets`. */
function watchRequests(page: Page, secrets: string[]): string[] {
  const carried: string[] = [];
  page.on('request', (request: Request) => {
    const body = request.postDataBuffer();
    const seen = [
      request.url(),
      JSON.stringify(request.headers()),
      body?.toString('utf8') ?? '',
      body?.toString('latin1') ?? '',
    ].join(' ');
    for (const secret of secrets)
      if (seen.includes(secret)) carried.push(`${request.method()} ${request.url()}`);
  });
  return carried;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Encrypts `content` as `name` through the screen, and downloads the .trousse file. */
async function encryptThroughScreen(page: Page, name: string, content: Buffer): Promise<Download> {
  await page
    .getByLabel('Fichier à chiffrer')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: content });
  await page.getByLabel('Phrase de passe', { exact: true }).fill(PASSPHRASE);
  await page.getByLabel('Confirmez la phrase de passe').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Chiffrer le fichier' }).click();
  const link = page.getByRole('link', { name: `Télécharger ${name}.trousse` });
  await expect(link).toBeFocused({ timeout: KEY_WAIT });
  const downloading = page.waitForEvent('download');
  await link.click();
  return downloading;
}

test.describe('File encryptor', () => {
  test.describe.configure({ timeout: 120_000 });

  test('encrypts a file and decrypts it back in the browser; no request carries either', async ({ page }) => {
    const carried = watchRequests(page, [
      PASSPHRASE,
      'Relevé confidentiel',
      'compte 0042-7781',
      'wrong horse',
      NAME,
    ]);
    let downloads = 0;
    page.on('download', () => downloads++);

    // From the catalogue, as a visitor: the card opens the tool, not the "unavailable" notice.
    await page.goto('/');
    await page.getByRole('link', { name: 'Ouvrir Chiffreur de fichiers' }).click();
    await expect(page).toHaveURL(new RegExp(`${ENCRYPTOR_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Chiffreur de fichiers' })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    await expect(page.getByText('Déposez un fichier ici')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Chiffrer un fichier', exact: true })).toBeChecked();

    // What is missing or wrong is said by its field.
    await page.getByRole('button', { name: 'Chiffrer le fichier' }).click();
    const fileInput = page.getByLabel('Fichier à chiffrer');
    await expect(page.getByText("Choisissez d'abord un fichier.")).toBeVisible();
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    await expect(fileInput).toBeFocused();

    await fileInput.setInputFiles({ name: NAME, mimeType: 'text/plain', buffer: CONTENT });
    await expect(page.getByText(NAME, { exact: true })).toBeVisible();
    await expect(fileInput).toHaveAccessibleDescription(
      /Fichier choisi : releve-confidentiel-2026\.txt, 3,\d\sko\./,
    );
    const passphrase = page.getByLabel('Phrase de passe', { exact: true });
    const confirmation = page.getByLabel('Confirmez la phrase de passe');
    await passphrase.fill('court');
    await page.getByRole('button', { name: 'Chiffrer le fichier' }).click();
    await expect(page.getByText('La phrase de passe doit contenir au moins 8 caractères.')).toBeVisible();
    await expect(passphrase).toHaveAttribute('aria-invalid', 'true');
    await expect(passphrase).toBeFocused();
    await passphrase.fill(PASSPHRASE);
    await confirmation.fill(`${PASSPHRASE}!`);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Les deux phrases de passe ne correspondent pas.')).toBeVisible();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');

    // Shown on demand, by keyboard.
    const show = page.getByRole('button', { name: 'Afficher les caractères saisis' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(passphrase).toHaveAttribute('type', 'text');
    await show.click();
    await expect(passphrase).toHaveAttribute('type', 'password');

    const encrypted = await encryptThroughScreen(page, NAME, CONTENT);
    await expect(page.getByRole('status').filter({ hasText: /Fichier chiffré \(3,\d\sko\)/ })).toBeAttached();
    expect(encrypted.suggestedFilename()).toBe(`${NAME}.trousse`);
    const sealed = await bytesOf(encrypted);
    expect(sealed.subarray(0, 8).equals(MAGIC)).toBe(true);
    // Header, metadata block and its tag, one chunk and its tag.
    expect(sealed.length).toBe(64 + 256 + 16 + CONTENT.length + 16);
    expect(sealed.includes(Buffer.from('Relevé'))).toBe(false);
    expect(sealed.includes(Buffer.from('confidentiel'))).toBe(false);
    expect(sealed.includes(Buffer.from('releve'))).toBe(false);

    // Decrypting: the mode, then the file.
    await page.getByRole('radio', { name: 'Déchiffrer un fichier .trousse' }).check();
    const trousseInput = page.getByLabel('Fichier .trousse à déchiffrer');
    await expect(trousseInput).toHaveAttribute('accept', '.trousse');
    await expect(page.getByLabel('Confirmez la phrase de passe')).toHaveCount(0);

    // A file that is not one is said at once.
    await trousseInput.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: CONTENT });
    await expect(
      page.getByText("Ce n'est pas un fichier .trousse : choisissez un fichier chiffré par cet outil."),
    ).toBeVisible();

    // A wrong passphrase: said, nothing offered.
    await trousseInput.setInputFiles({
      name: `${NAME}.trousse`,
      mimeType: 'application/octet-stream',
      buffer: sealed,
    });
    await passphrase.fill('wrong horse battery staple');
    await page.getByRole('button', { name: 'Déchiffrer le fichier' }).click();
    await expect(page.getByText(/^Phrase de passe incorrecte \(ou début du fichier abîmé\)/)).toBeVisible({
      timeout: KEY_WAIT,
    });
    await expect(passphrase).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: /^Télécharger/ })).toHaveCount(0);

    // A damaged file: its last chunk's tag changed.
    const damaged = Buffer.from(sealed);
    damaged[damaged.length - 1]! ^= 0x01;
    await trousseInput.setInputFiles({
      name: `${NAME}.trousse`,
      mimeType: 'application/octet-stream',
      buffer: damaged,
    });
    await passphrase.fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Déchiffrer le fichier' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ce fichier est abîmé ou a été modifié' }),
    ).toBeVisible({ timeout: KEY_WAIT });
    await expect(page.getByRole('link', { name: /^Télécharger/ })).toHaveCount(0);
    // A truncated one: cut inside its only chunk.
    await trousseInput.setInputFiles({
      name: `${NAME}.trousse`,
      mimeType: 'application/octet-stream',
      buffer: sealed.subarray(0, sealed.length - 100),
    });
    await page.getByRole('button', { name: 'Déchiffrer le fichier' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ce fichier est abîmé ou a été modifié' }),
    ).toBeVisible({ timeout: KEY_WAIT });
    expect(downloads).toBe(1);

    // The right one: the original name and bytes.
    await trousseInput.setInputFiles({
      name: `${NAME}.trousse`,
      mimeType: 'application/octet-stream',
      buffer: sealed,
    });
    await page.getByRole('button', { name: 'Déchiffrer le fichier' }).click();
    const link = page.getByRole('link', { name: `Télécharger ${NAME}` });
    await expect(link).toBeFocused({ timeout: KEY_WAIT });
    await expect(
      page.getByRole('status').filter({ hasText: /Fichier déchiffré et vérifié \(3,\d\sko\)/ }),
    ).toBeAttached();
    const downloading = page.waitForEvent('download');
    await link.click();
    const decrypted = await downloading;
    expect(decrypted.suggestedFilename()).toBe(NAME);
    expect((await bytesOf(decrypted)).equals(CONTENT)).toBe(true);
    expect(downloads).toBe(2);

    expect(carried).toEqual([]);
  });

  test('says so when a .trousse file is chosen to be encrypted, and switches', async ({ page }) => {
    await page.goto(ENCRYPTOR_PATH);
    const sealed = await bytesOf(await encryptThroughScreen(page, 'a.txt', Buffer.from('abc')));
    await page.getByLabel('Fichier à chiffrer').setInputFiles({
      name: 'a.txt.trousse',
      mimeType: 'application/octet-stream',
      buffer: sealed,
    });
    await expect(page.getByText('Ce fichier semble déjà chiffré par cet outil.')).toBeVisible();
    await page.getByRole('button', { name: 'Le déchiffrer' }).click();
    await expect(page.getByRole('radio', { name: 'Déchiffrer un fichier .trousse' })).toBeChecked();
    await expect(page.getByText('a.txt.trousse', { exact: true })).toBeVisible();
    await page.getByLabel('Phrase de passe', { exact: true }).fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Déchiffrer le fichier' }).click();
    await expect(page.getByRole('link', { name: 'Télécharger a.txt' })).toBeVisible({ timeout: KEY_WAIT });
  });

  test('shows its progress, says it by steps of 10 %, and can be cancelled by keyboard', async ({ page }) => {
    // AES-GCM made slow, one operation at a time, so that the work lasts long enough to be
    // seen and stopped.
    await page.addInitScript(() => {
      const encrypt = crypto.subtle.encrypt.bind(crypto.subtle);
      let queue = Promise.resolve();
      crypto.subtle.encrypt = (...args: Parameters<SubtleCrypto['encrypt']>) => {
        const turn = queue.then(() => new Promise((resolve) => setTimeout(resolve, 500)));
        queue = turn.then(() => undefined);
        return turn.then(() => encrypt(...args));
      };
    });
    await page.goto(ENCRYPTOR_PATH);
    // Ten chunks of 1 MiB.
    await page.getByLabel('Fichier à chiffrer').setInputFiles({
      name: 'archives.zip',
      mimeType: 'application/zip',
      buffer: Buffer.alloc(10 * 2 ** 20, 1),
    });
    await page.getByLabel('Phrase de passe', { exact: true }).fill(PASSPHRASE);
    await page.getByLabel('Confirmez la phrase de passe').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Chiffrer le fichier' }).click();

    const cancel = page.getByRole('button', { name: 'Annuler' });
    await expect(cancel).toBeFocused({ timeout: KEY_WAIT });
    await expect(page.getByRole('progressbar', { name: 'Chiffrement en cours' })).toBeVisible({
      timeout: KEY_WAIT,
    });
    await expect(page.getByRole('status').filter({ hasText: /^Chiffrement : [1-9]0\s%$/ })).toBeAttached({
      timeout: KEY_WAIT,
    });
    await page.keyboard.press('Enter');
    await expect(page.getByText("Opération annulée : aucun fichier n'a été produit.").first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Télécharger/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chiffrer le fichier' })).toBeFocused();
  });

  test('speaks the reader’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.de });
    const page = await context.newPage();
    await page.goto(ENCRYPTOR_PATH);
    await page
      .getByLabel(text('de', 'fileEncryptor.file.encryptLabel'))
      .setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('Hallo') });
    await page.getByLabel(text('de', 'fileEncryptor.passphrase.label'), { exact: true }).fill(PASSPHRASE);
    await page.getByLabel(text('de', 'fileEncryptor.passphrase.confirm')).fill('etwas anderes');
    await page.getByRole('button', { name: text('de', 'fileEncryptor.submitEncrypt') }).click();
    await expect(page.getByText(text('de', 'fileEncryptor.errors.mismatch'))).toBeVisible();
    await expectNoFrench(page, 'de', ENCRYPTOR_PATH);
    await context.close();
  });

  test('fits a 400 px wide screen, long file name included', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(ENCRYPTOR_PATH);
    await expect(page.getByText('Déposez un fichier ici')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const longName = `${'compte-rendu-de-la-reunion-annuelle-'.repeat(4)}final.pdf`;
    await encryptThroughScreen(page, longName, Buffer.from('contenu'));
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  // A figure for the record, not a check: run with E2E_FILE_ENCRYPTOR_BENCH=1.
  test('encrypts 200 MiB with the real key derivation (throughput)', async ({ page }, info) => {
    test.skip(!process.env.E2E_FILE_ENCRYPTOR_BENCH, 'a measure, run on demand');
    test.setTimeout(300_000);
    const size = 200 * 2 ** 20;
    await page.goto(ENCRYPTOR_PATH);
    const input = page.getByLabel('Fichier à chiffrer');
    await expect(input).toBeAttached({ timeout: KEY_WAIT });

    // PBKDF2-SHA-256 at 600,000 iterations alone, as the screen runs it.
    const kdfMs = await page.evaluate(async () => {
      const started = performance.now();
      const material = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode('agrafe cheval pile correcte'),
        'PBKDF2',
        false,
        ['deriveKey'],
      );
      await crypto.subtle.deriveKey(
        {
          name: 'PBKDF2',
          hash: 'SHA-256',
          salt: crypto.getRandomValues(new Uint8Array(16)),
          iterations: 600_000,
        },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt'],
      );
      return performance.now() - started;
    });

    // The file is made in the page (a MiB of random bytes, repeated) and given to the input.
    await input.evaluate((element: HTMLInputElement, bytes: number) => {
      const block = new Uint8Array(2 ** 20);
      for (let at = 0; at < block.length; at += 65_536)
        crypto.getRandomValues(block.subarray(at, at + 65_536));
      const file = new File(
        Array.from({ length: bytes / block.length }, () => block),
        'bench.bin',
      );
      const transfer = new DataTransfer();
      transfer.items.add(file);
      element.files = transfer.files;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }, size);
    await expect(page.getByText('bench.bin', { exact: true })).toBeVisible();
    await page.getByLabel('Phrase de passe', { exact: true }).fill(PASSPHRASE);
    await page.getByLabel('Confirmez la phrase de passe').fill(PASSPHRASE);

    const started = Date.now();
    await page.getByRole('button', { name: 'Chiffrer le fichier' }).click();
    await expect(page.getByRole('link', { name: 'Télécharger bench.bin.trousse' })).toBeVisible({
      timeout: 280_000,
    });
    const totalMs = Date.now() - started;
    const seconds = (totalMs - kdfMs) / 1000;
    const figure =
      `200 MiB in ${(totalMs / 1000).toFixed(2)} s, of which PBKDF2 (600,000 iterations) ${(kdfMs / 1000).toFixed(2)} s: ` +
      `${(size / 2 ** 20 / seconds).toFixed(0)} MiB/s (${(size / 1e6 / seconds).toFixed(0)} MB/s) of encryption, ` +
      `${(size / 2 ** 20 / (totalMs / 1000)).toFixed(0)} MiB/s overall`;
    info.annotations.push({ type: 'throughput', description: figure });
    console.log(`file-encryptor: ${figure}`);
  });
});
