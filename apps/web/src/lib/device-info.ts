import type { DeviceInfo } from '@trousse/contracts/api/auth/schemas';
import { DEVICE_FINGERPRINT_MAX } from '@trousse/contracts/auth-rules';

import { browserStorage } from './storage';
import type { KeyValueStorage } from './storage';

export const FINGERPRINT_MAX_LENGTH = DEVICE_FINGERPRINT_MAX;

/** localStorage key of the random id that makes each browser profile its own device. */
export const DEVICE_ID_KEY = 'trousse.deviceId';

/** The browser and screen traits the fingerprint is made of, after the device id. */
export interface DeviceTraits {
  deviceId: string;
  userAgent: string;
  language: string;
  timezone: string;
  screenSize: string;
  colorDepth: number;
  platform: string;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 16 random bytes, base64url (22 characters). */
export function newDeviceId(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The device id kept in `storage`, created on first use. Without storage, a new one per page. */
let volatileDeviceId: string | undefined;
export function getDeviceId(storage: KeyValueStorage | undefined = browserStorage()): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const created = newDeviceId();
    storage?.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    volatileDeviceId ??= newDeviceId();
    return volatileDeviceId;
  }
}

/**
 * `<device id>.<base64url of the other traits>`, cut to the contract's 200 characters. The
 * device id comes first so that two browser profiles on one machine (identical traits) are
 * still two devices.
 */
export function buildFingerprint(traits: DeviceTraits): string {
  const rest = [
    traits.userAgent,
    traits.language,
    traits.timezone,
    traits.screenSize,
    String(traits.colorDepth),
    traits.platform,
  ].join('|');
  const encoded = base64Url(new TextEncoder().encode(rest));
  return `${traits.deviceId}.${encoded}`.slice(0, FINGERPRINT_MAX_LENGTH);
}

function screenSize(): string {
  return typeof screen === 'undefined' ? '0x0' : `${screen.width}x${screen.height}`;
}

/** The traits of the running browser. */
export function currentDeviceTraits(): DeviceTraits {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  let timezone = '';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // Left empty.
  }
  return {
    deviceId: getDeviceId(),
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    timezone,
    screenSize: screenSize(),
    colorDepth: typeof screen === 'undefined' ? 0 : screen.colorDepth,
    platform: nav?.platform ?? '',
  };
}

/** What login, register (and refresh, as a header) send about this device. */
export function currentDeviceInfo(): DeviceInfo {
  const traits = currentDeviceTraits();
  return {
    fingerprint: buildFingerprint(traits),
    userAgent: traits.userAgent.slice(0, 512),
    screenResolution: traits.screenSize.slice(0, 32),
  };
}
