import { describe, expect, it } from 'vitest';

import {
  buildFingerprint,
  DEVICE_ID_KEY,
  FINGERPRINT_MAX_LENGTH,
  getDeviceId,
  newDeviceId,
} from './device-info';
import type { DeviceTraits } from './device-info';
import { memoryStorage } from '../test/memory-storage';

const traits: DeviceTraits = {
  deviceId: 'AbCdEfGhIjKlMnOpQrStUv',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
  language: 'fr-FR',
  timezone: 'Europe/Paris',
  screenSize: '1280x720',
  colorDepth: 24,
  platform: 'Linux x86_64',
};

describe('device fingerprint', () => {
  it('starts with the device id and stays within 200 characters', () => {
    const fingerprint = buildFingerprint(traits);
    expect(fingerprint.startsWith(`${traits.deviceId}.`)).toBe(true);
    expect(fingerprint.length).toBeLessThanOrEqual(200);
    expect(FINGERPRINT_MAX_LENGTH).toBe(200);
  });

  it('is cut to 200 characters when the traits are long, keeping the device id', () => {
    const fingerprint = buildFingerprint({ ...traits, userAgent: 'x'.repeat(1000) });
    expect(fingerprint).toHaveLength(200);
    expect(fingerprint.startsWith(traits.deviceId)).toBe(true);
  });

  it('encodes the traits (base64url) after the id, in order', () => {
    const short = { ...traits, userAgent: 'Mozilla/5.0 Test' };
    const [, encoded] = buildFingerprint(short).split('.');
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = Buffer.from(encoded!, 'base64url').toString('utf8');
    expect(decoded).toBe(
      ['Mozilla/5.0 Test', 'fr-FR', 'Europe/Paris', '1280x720', '24', 'Linux x86_64'].join('|'),
    );
  });

  it('differs between two profiles of identical browsers', () => {
    expect(buildFingerprint({ ...traits, deviceId: newDeviceId() })).not.toBe(
      buildFingerprint({ ...traits, deviceId: newDeviceId() }),
    );
  });
});

describe('device id', () => {
  it('is random, base64url, 22 characters', () => {
    const id = newDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newDeviceId()).not.toBe(id);
  });

  it('is created once and kept in storage', () => {
    const storage = memoryStorage();
    const first = getDeviceId(storage);
    expect(storage.entries.get(DEVICE_ID_KEY)).toBe(first);
    expect(getDeviceId(storage)).toBe(first);
  });

  it('replaces a stored value that is not an id', () => {
    const storage = memoryStorage();
    storage.setItem(DEVICE_ID_KEY, '<script>');
    expect(getDeviceId(storage)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
