import {
  BLOCK_DATA,
  BLOCK_LAST_DATA,
  BLOCK_METADATA,
  CIPHER_AES_256_GCM,
  DEFAULT_CHUNK_SIZE,
  DEFAULT_ITERATIONS,
  FORMAT_VERSION,
  HEADER_LENGTH,
  IV_LENGTH,
  KDF_PBKDF2_SHA256,
  MAGIC,
  MAX_CHUNK_SIZE,
  MAX_ITERATIONS,
  NONCE_OFFSET,
  SALT_LENGTH,
  TAG_LENGTH,
  TrousseError,
  aadFor,
  chunkCount,
  encodeHeader,
  encodeMetadata,
  hasMagic,
  ivFor,
  parseHeader,
  parseMetadata,
  type BlockFlag,
} from './format';

/**
 * Streaming encryption of a Blob into a `.trousse` Blob and back (docs/file-format.md), with
 * WebCrypto alone — the browser's, or Node's in the tests. The input is read one chunk at a
 * time and each encrypted or decrypted chunk becomes a Blob of its own, so that a file of
 * several hundred megabytes is never held twice in memory (the browser may keep Blobs on disk).
 */

export interface ProgressOptions {
  signal?: AbortSignal;
  /** How many bytes are read at once, a whole number of chunks (READ_BATCH; tests make it small). */
  batchSize?: number;
  /** After the key is derived (0) and after each chunk: plaintext bytes done, out of `total`. */
  onProgress?: (done: number, total: number) => void;
}

export interface EncryptOptions extends ProgressOptions {
  /** PBKDF2's iteration count: DEFAULT_ITERATIONS unless a test asks for fewer. */
  iterations?: number;
  chunkSize?: number;
}

/**
 * Eight chunks of 1 MiB are read from the Blob at once: in Chromium, reading a Blob by pieces of
 * 1 MiB took twice as long as by pieces of 4 MiB or more, and so did making a Blob of each.
 */
const READ_BATCH = 8 << 20;

const utf8 = new TextEncoder();
const OCTETS = 'application/octet-stream';

/** The AES-256-GCM key of a passphrase (NFC, UTF-8) by PBKDF2-HMAC-SHA-256. */
export async function deriveKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    utf8.encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** AES-GCM's parameters for block `index` of the file whose header is `header`. */
function gcm(header: Uint8Array<ArrayBuffer>, index: number, flag: BlockFlag): AesGcmParams {
  return {
    name: 'AES-GCM',
    iv: ivFor(header.subarray(NONCE_OFFSET, NONCE_OFFSET + IV_LENGTH), index),
    additionalData: aadFor(header, index, flag),
    tagLength: TAG_LENGTH * 8,
  };
}

/** Encrypts one block (the metadata, or a data chunk) at its place in the file. */
export function sealBlock(
  key: CryptoKey,
  header: Uint8Array<ArrayBuffer>,
  index: number,
  flag: BlockFlag,
  plaintext: BufferSource,
): Promise<ArrayBuffer> {
  return crypto.subtle.encrypt(gcm(header, index, flag), key, plaintext);
}

/** Decrypts one block, or null when it does not authenticate at that place with that flag. */
async function openBlock(
  key: CryptoKey,
  header: Uint8Array<ArrayBuffer>,
  index: number,
  flag: BlockFlag,
  sealed: BufferSource,
): Promise<ArrayBuffer | null> {
  try {
    return await crypto.subtle.decrypt(gcm(header, index, flag), key, sealed);
  } catch {
    return null;
  }
}

/** Bytes [start, start + length) of a Blob; a failed read is never left unhandled while waiting. */
function read(blob: Blob, start: number, length: number): Promise<ArrayBuffer> {
  const bytes = blob.slice(start, start + length).arrayBuffer();
  bytes.catch(() => undefined);
  return bytes;
}

/**
 * Units 1…count of `unit` bytes of a Blob from `start` (the last one may be shorter), read a
 * batch of several at a time; the next batch is read while the caller works on this one.
 */
async function* batches(
  input: Blob,
  start: number,
  unit: number,
  count: number,
  batchSize: number,
): AsyncGenerator<{ first: number; units: Uint8Array<ArrayBuffer>[] }> {
  const perBatch = Math.max(1, Math.floor(batchSize / unit));
  const load = (first: number) => read(input, start + (first - 1) * unit, perBatch * unit);
  let next = load(1);
  for (let first = 1; first <= count; first += perBatch) {
    const bytes = new Uint8Array(await next);
    if (first + perBatch <= count) next = load(first + perBatch);
    const units: Uint8Array<ArrayBuffer>[] = [];
    for (let index = first; index < first + perBatch && index <= count; index++) {
      const offset = (index - first) * unit;
      units.push(bytes.subarray(offset, offset + unit));
    }
    yield { first, units };
  }
}

/** Whether a Blob starts as a `.trousse` file does (its first eight bytes). */
export async function looksEncrypted(blob: Blob): Promise<boolean> {
  return hasMagic(new Uint8Array(await read(blob, 0, MAGIC.length)));
}

/**
 * Encrypts `input` under `passphrase`, its `name` in the encrypted metadata block. Rejects with
 * the signal's reason when it is aborted.
 */
export async function encryptBlob(
  input: Blob,
  name: string,
  passphrase: string,
  {
    iterations = DEFAULT_ITERATIONS,
    chunkSize = DEFAULT_CHUNK_SIZE,
    batchSize = READ_BATCH,
    signal,
    onProgress,
  }: EncryptOptions = {},
): Promise<Blob> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS)
    throw new RangeError('iterations');
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE)
    throw new RangeError('chunkSize');
  signal?.throwIfAborted();

  const salt = crypto.getRandomValues(new Uint8Array(SALT_LENGTH));
  const nonceBase = crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const metadata = encodeMetadata(name);
  const header = encodeHeader({
    version: FORMAT_VERSION,
    kdf: { id: KDF_PBKDF2_SHA256, iterations, memoryKiB: 0, parallelism: 0 },
    cipher: CIPHER_AES_256_GCM,
    salt,
    nonceBase,
    chunkSize,
    metadataLength: metadata.length,
  });
  const key = await deriveKey(passphrase, salt, iterations);
  signal?.throwIfAborted();

  const parts: BlobPart[] = [header, await sealBlock(key, header, 0, BLOCK_METADATA, metadata)];
  const total = input.size;
  const count = chunkCount(total, chunkSize);
  onProgress?.(0, total);
  for await (const { first, units } of batches(input, 0, chunkSize, count, batchSize)) {
    signal?.throwIfAborted();
    // The batch's chunks are handed to WebCrypto together, then collected in order.
    const sealing = units.map((plaintext, i) =>
      sealBlock(key, header, first + i, first + i === count ? BLOCK_LAST_DATA : BLOCK_DATA, plaintext),
    );
    for (const pending of sealing) pending.catch(() => undefined);
    const sealed: ArrayBuffer[] = [];
    for (const [i, pending] of sealing.entries()) {
      sealed.push(await pending);
      signal?.throwIfAborted();
      onProgress?.(Math.min(total, (first + i) * chunkSize), total);
    }
    parts.push(new Blob(sealed));
  }
  return new Blob(parts, { type: OCTETS });
}

/**
 * Decrypts a `.trousse` Blob: the original name and bytes, once every chunk has authenticated.
 * Rejects with a TrousseError when the file cannot be read (see its codes), with the signal's
 * reason when it is aborted.
 */
export async function decryptBlob(
  input: Blob,
  passphrase: string,
  { signal, onProgress, batchSize = READ_BATCH }: ProgressOptions = {},
): Promise<{ name: string; blob: Blob }> {
  const header = new Uint8Array(await read(input, 0, HEADER_LENGTH));
  const { kdf, salt, chunkSize, metadataLength } = parseHeader(header);

  const metadataEnd = HEADER_LENGTH + metadataLength + TAG_LENGTH;
  // At least the metadata block and one data chunk (its tag, for an empty file).
  if (input.size < metadataEnd + TAG_LENGTH) throw new TrousseError('truncated');
  const dataLength = input.size - metadataEnd;
  const sealedChunk = chunkSize + TAG_LENGTH;
  const count = Math.ceil(dataLength / sealedChunk);
  if (dataLength - (count - 1) * sealedChunk < TAG_LENGTH) throw new TrousseError('truncated');
  const total = dataLength - count * TAG_LENGTH;
  signal?.throwIfAborted();

  const key = await deriveKey(passphrase, salt, kdf.iterations);
  signal?.throwIfAborted();
  const metadata = await openBlock(
    key,
    header,
    0,
    BLOCK_METADATA,
    await read(input, HEADER_LENGTH, metadataLength + TAG_LENGTH),
  );
  if (!metadata) throw new TrousseError('wrong-passphrase');
  const { name } = parseMetadata(new Uint8Array(metadata));

  const parts: BlobPart[] = [];
  onProgress?.(0, total);
  for await (const { first, units } of batches(input, metadataEnd, sealedChunk, count, batchSize)) {
    signal?.throwIfAborted();
    const flagOf = (chunk: number) => (chunk === count ? BLOCK_LAST_DATA : BLOCK_DATA);
    const opening = units.map((sealed, i) => openBlock(key, header, first + i, flagOf(first + i), sealed));
    const opened: ArrayBuffer[] = [];
    for (const [i, pending] of opening.entries()) {
      const chunk = first + i;
      const plaintext = await pending;
      if (!plaintext) {
        // A final chunk that authenticates as a middle one: the chunks after it are missing.
        if (chunk === count && (await openBlock(key, header, chunk, BLOCK_DATA, units[i]!)))
          throw new TrousseError('truncated');
        throw new TrousseError('damaged');
      }
      opened.push(plaintext);
      signal?.throwIfAborted();
      onProgress?.(Math.min(total, chunk * chunkSize), total);
    }
    parts.push(new Blob(opened));
  }
  return { name, blob: new Blob(parts, { type: OCTETS }) };
}
