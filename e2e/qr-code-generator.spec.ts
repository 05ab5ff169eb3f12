import { readFile } from 'node:fs/promises';

import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import jsQR from 'jsqr';

import { browserLocale, expectNoFrench, text } from './support/i18n';

const QR_PATH = '/app/qr-code-generator';

/** Clicks a download button and returns the saved file. */
async function download(page: Page, button: Locator): Promise<{ name: string; content: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), content: await readFile(path) };
}

/**
 * Reads a downloaded PNG as a phone would: the browser decodes its pixels (in a canvas of the
 * page, from the file's bytes: no request) and hands them over in base64, jsQR finds and reads
 * the code in Node.
 */
async function decodePng(page: Page, png: Buffer): Promise<{ text: string | null; width: number }> {
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000)
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    return { width, height, rgba: btoa(binary) };
  }, png.toString('base64'));
  const rgba = new Uint8ClampedArray(Buffer.from(pixels.rgba, 'base64'));
  const code = jsQR(rgba, pixels.width, pixels.height);
  return { text: code?.data ?? null, width: pixels.width };
}

test.describe('QR code generator', () => {
  test('makes codes that read back exactly what was typed, and sends none of it', async ({ page }) => {
    // Four files made, saved and read back.
    test.slow();
    const secrets = ['qr7f3a9c', 'wifisecret51', 'durand4242', 'ssid8e1b'];
    const carried: string[] = [];
    page.on('request', (request: Request) => {
      const seen = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
      for (const secret of secrets)
        if (seen.includes(secret)) carried.push(`${request.method()} ${request.url()}`);
    });

    await page.goto('/');
    await page.getByRole('link', { name: 'Ouvrir Générateur de QR codes' }).click();
    await expect(page).toHaveURL(new RegExp(`${QR_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Générateur de QR codes' })).toBeVisible();
    await expect(page.getByText("Cette application n'est pas encore disponible.")).toHaveCount(0);
    await expect(page.getByText("Saisissez un contenu : le QR code s'affiche ici.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger en PNG' })).toHaveCount(0);

    // A text, accents and all.
    const input = `Bonjour à tous ! Réunion ${secrets[0]} : salle 3, 14 h 30 — café offert.`;
    await page.getByLabel('Texte à encoder').fill(input);
    await expect(page.getByRole('img', { name: 'QR code de votre contenu' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^QR code prêt : version \d+, niveau M\.$/ }),
    ).toBeAttached();

    const png = await download(page, page.getByRole('button', { name: 'Télécharger en PNG' }));
    expect(png.name).toBe('qr-code.png');
    expect(await decodePng(page, png.content)).toEqual({ text: input, width: 256 });

    const svg = await download(page, page.getByRole('button', { name: 'Télécharger en SVG' }));
    expect(svg.name).toBe('qr-code.svg');
    expect(svg.content.toString('utf8')).toMatch(/^(<svg|<\?xml)/);

    // Too long for level H, not for L; the size of the file.
    const level = page.getByLabel("Niveau de correction d'erreurs");
    await level.selectOption('H');
    await page.getByLabel('Texte à encoder').fill('x'.repeat(1_500));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ce contenu est trop long pour un QR code de niveau H.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Texte à encoder')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('img', { name: 'QR code de votre contenu' })).toHaveCount(0);
    await level.selectOption('L');
    await expect(page.getByRole('img', { name: 'QR code de votre contenu' })).toBeVisible();
    await expect(page.getByLabel('Texte à encoder')).not.toHaveAttribute('aria-invalid', 'true');
    await level.selectOption('Q');
    const size = page.getByLabel('Taille (px)');
    await size.fill('100');
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Saisissez une taille entière, de 128 à 1 024 pixels.')).toBeVisible();
    await size.fill('400');
    await expect(size).toHaveAttribute('aria-invalid', 'false');

    // A link: checked, then encoded as typed.
    await page.getByRole('button', { name: 'Lien', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Lien', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const address = page.getByLabel('Adresse web');
    await address.fill(`exemple.fr/${secrets[0]}`);
    await expect(
      page.getByText('Saisissez une adresse complète, commençant par https:// ou http://.'),
    ).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    const url = `https://exemple.fr/inscription?ref=${secrets[0]}&lang=fr`;
    await address.fill(url);
    await expect(address).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByRole('img', { name: 'QR code de votre contenu' })).toBeVisible();
    const link = await download(page, page.getByRole('button', { name: 'Télécharger en PNG' }));
    expect(await decodePng(page, link.content)).toEqual({ text: url, width: 400 });

    // A Wi-Fi network whose name and password need escaping.
    await page.getByRole('button', { name: 'Réseau Wi-Fi' }).click();
    await page.getByLabel('Nom du réseau (SSID)').fill(`Café;${secrets[3]} "5G"`);
    await expect(
      page.getByText('Saisissez le mot de passe du réseau, ou choisissez « Aucune » comme sécurité.'),
    ).toBeVisible();
    await page.getByLabel('Mot de passe du réseau').fill(`p@ss:${secrets[1]},\\`);
    await page.getByRole('switch', { name: 'Réseau masqué' }).click();
    await expect(page.getByRole('img', { name: 'QR code de votre contenu' })).toBeVisible();
    const wifi = await download(page, page.getByRole('button', { name: 'Télécharger en PNG' }));
    expect((await decodePng(page, wifi.content)).text).toBe(
      `WIFI:T:WPA;S:Café\\;${secrets[3]} \\"5G\\";P:p@ss\\:${secrets[1]}\\,\\\\;H:true;;`,
    );

    // A contact card.
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await expect(page.getByText('Saisissez au moins un prénom ou un nom.')).toBeVisible();
    await page.getByLabel('Prénom').fill('Anne');
    await page.getByLabel('Nom', { exact: true }).fill(`Durand, ${secrets[2]}`);
    await page.getByLabel('Adresse e-mail').fill('anne@exemple');
    await expect(page.getByText('Saisissez une adresse e-mail valide, comme nom@exemple.fr.')).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill('anne@exemple.fr');
    await page.getByLabel('Organisation').fill('Trousse; équipe QR');
    await expect(page.getByRole('img', { name: 'QR code de votre contenu' })).toBeVisible();
    const card = await download(page, page.getByRole('button', { name: 'Télécharger en PNG' }));
    expect((await decodePng(page, card.content)).text).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        `N:Durand\\, ${secrets[2]};Anne;;;`,
        `FN:Anne Durand\\, ${secrets[2]}`,
        'ORG:Trousse\\; équipe QR',
        'TEL;TYPE=CELL:06 12 34 56 78',
        'EMAIL;TYPE=INTERNET:anne@exemple.fr',
        'END:VCARD',
      ].join('\r\n'),
    );

    expect(carried).toEqual([]);
  });

  test('warns of colours a reader would fail on', async ({ page }) => {
    await page.goto(QR_PATH);
    await page.getByLabel('Texte à encoder').fill('Couleurs');
    await expect(page.getByText('Contraste : 21:1')).toBeVisible();
    await expect(page.locator('.qr__warning')).toHaveCount(0);

    const foreground = page.getByLabel('Couleur du code');
    const background = page.getByLabel('Couleur du fond');
    await foreground.fill('#aaaaaa');
    await expect(page.getByText('Contraste : 2,3:1')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Contraste trop faible' })).toContainText(
      'Visez au moins 4,5:1',
    );
    await expect(foreground).toHaveAttribute('aria-describedby', /.+/);

    await foreground.fill('#ffffff');
    await background.fill('#000000');
    await expect(page.getByText('Contraste : 21:1')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Code clair sur fond foncé : beaucoup de lecteurs' }),
    ).toBeVisible();

    await foreground.fill('#1e3a8a');
    await background.fill('#fef3c7');
    await expect(page.locator('.qr__warning')).toHaveCount(0);
    // The colours chosen are those of the file.
    const png = await download(page, page.getByRole('button', { name: 'Télécharger en PNG' }));
    expect((await decodePng(page, png.content)).text).toBe('Couleurs');
    const svg = await download(page, page.getByRole('button', { name: 'Télécharger en SVG' }));
    expect(svg.content.toString('utf8')).toContain('#1e3a8a');
  });

  test('fits a 400 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(QR_PATH);
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    await page.getByLabel('Prénom').fill('Anne-Marie-Élisabeth');
    await page.getByLabel('Adresse e-mail').fill('une-adresse-vraiment-tres-longue');
    await page.getByLabel('Taille (px)').fill('1024');
    await page.getByLabel('Couleur du code').fill('#ffffff');
    await page.getByLabel('Couleur du fond').fill('#000000');
    await expect(page.getByRole('status').filter({ hasText: 'Code clair sur fond foncé' })).toBeVisible();
    await expect(page.getByText('Saisissez une adresse e-mail valide, comme nom@exemple.fr.')).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill('anne@exemple.fr');
    await expect(page.getByRole('img', { name: 'QR code de votre contenu' })).toBeVisible();
    const box = await page.getByRole('img', { name: 'QR code de votre contenu' }).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(400);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(400);
  });

  test('speaks the reader’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale.de });
    const page = await context.newPage();
    await page.goto(QR_PATH);
    await page.getByLabel(text('de', 'qrCodeGenerator.text.label')).fill('Hallo');
    await expect(page.getByRole('img', { name: text('de', 'qrCodeGenerator.preview.image') })).toBeVisible();
    await expectNoFrench(page, 'de', QR_PATH);
    await context.close();
  });
});
