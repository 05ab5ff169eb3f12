/**
 * The `.trousse` file format, version 1 (docs/file-format.md): the clear header, the encrypted
 * metadata block that carries the file's name, and what binds each encrypted block to its
 * place — its IV and its additional authenticated data. Pure byte work: no key, no I/O.
 */

/** "TROUSSE" and a zero byte: the first eight bytes of every `.trousse` file. */
export const MAGIC = Uint8Array.of(0x54, 0x52, 0x4f, 0x55, 0x53, 0x53, 0x45, 0x00);
export const FORMAT_VERSION = 1;
export const HEADER_LENGTH = 64;
/** AES-GCM's tag, at the end of every encrypted block. */
export const TAG_LENGTH = 16;
export const IV_LENGTH = 12;
export const SALT_LENGTH = 16;
/** Where the nonce base sits in the header. */
export const NONCE_OFFSET = 40;
/** The AAD: the header, the block's index (8 bytes) and its flag (1 byte). */
export const AAD_LENGTH = HEADER_LENGTH + 9;

export const KDF_PBKDF2_SHA256 = 1;
export const CIPHER_AES_256_GCM = 1;

/** OWASP's recommendation for PBKDF2-HMAC-SHA-256 (docs/decisions/023). */
export const DEFAULT_ITERATIONS = 600_000;
/** 1 MiB of plaintext in each data chunk. */
export const DEFAULT_CHUNK_SIZE = 1 << 20;

/** Bounds a reader enforces before any work, so that a forged header cannot stall the page. */
export const MAX_ITERATIONS = 10_000_000;
export const MAX_CHUNK_SIZE = 64 << 20;
export const MAX_METADATA_LENGTH = 64 << 10;
/** The metadata block is padded to a multiple of this: the name's length shows only roughly. */
export const METADATA_PADDING = 256;
/** The longest name kept, in UTF-8 bytes; a longer one is cut at a character's boundary. */
export const MAX_NAME_BYTES = 1024;

/** What an encrypted block is, bound into its AAD. */
export const BLOCK_DATA = 0;
export const BLOCK_LAST_DATA = 1;
export const BLOCK_METADATA = 2;
export type BlockFlag = typeof BLOCK_DATA | typeof BLOCK_LAST_DATA | typeof BLOCK_METADATA;

/**
 * Why a file cannot be read: not a `.trousse` file; made by a later version (format, KDF or
 * cipher unknown here); shorter than its own layout; a block that does not authenticate (or a
 * header field out of bounds); the metadata block that does not authenticate, which is what a
 * wrong passphrase looks like (a damaged header or metadata block looks the same).
 */
export type TrousseErrorCode =
  'not-trousse' | 'unsupported-version' | 'truncated' | 'damaged' | 'wrong-passphrase';

export class TrousseError extends Error {
  override readonly name = 'TrousseError';

  constructor(readonly code: TrousseErrorCode) {
    super(`Cannot read this .trousse file: ${code}`);
  }
}

export interface KdfParameters {
  id: number;
  iterations: number;
  /** For a memory-hard KDF (argon2id, later); 0 for PBKDF2. */
  memoryKiB: number;
  parallelism: number;
}

export interface Header {
  version: number;
  kdf: KdfParameters;
  cipher: number;
  salt: Uint8Array<ArrayBuffer>;
  nonceBase: Uint8Array<ArrayBuffer>;
  chunkSize: number;
  /** The metadata block's plaintext length (its ciphertext has TAG_LENGTH more). */
  metadataLength: number;
}

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The 64 bytes of a header. */
export function encodeHeader(header: Header): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(HEADER_LENGTH);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(8, header.version);
  view.setUint8(10, header.kdf.id);
  view.setUint8(11, header.cipher);
  view.setUint32(12, header.kdf.iterations);
  view.setUint32(16, header.kdf.memoryKiB);
  view.setUint32(20, header.kdf.parallelism);
  bytes.set(header.salt, 24);
  bytes.set(header.nonceBase, NONCE_OFFSET);
  view.setUint32(52, header.chunkSize);
  view.setUint32(56, header.metadataLength);
  // 60–63: reserved, zero.
  return bytes;
}

/** Whether the bytes start as a `.trousse` file does. */
export function hasMagic(bytes: Uint8Array): boolean {
  return bytes.length >= MAGIC.length && MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * Reads a header from the file's first bytes (up to HEADER_LENGTH), checking every field that
 * can be checked without the key; throws a TrousseError otherwise.
 */
export function parseHeader(bytes: Uint8Array): Header {
  if (!hasMagic(bytes)) throw new TrousseError('not-trousse');
  if (bytes.length < HEADER_LENGTH) throw new TrousseError('truncated');
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_LENGTH);
  const version = view.getUint16(8);
  if (version > FORMAT_VERSION) throw new TrousseError('unsupported-version');
  if (version !== FORMAT_VERSION) throw new TrousseError('damaged');

  const kdf: KdfParameters = {
    id: view.getUint8(10),
    iterations: view.getUint32(12),
    memoryKiB: view.getUint32(16),
    parallelism: view.getUint32(20),
  };
  const cipher = view.getUint8(11);
  if (kdf.id !== KDF_PBKDF2_SHA256 || cipher !== CIPHER_AES_256_GCM)
    throw new TrousseError('unsupported-version');
  if (kdf.iterations < 1 || kdf.iterations > MAX_ITERATIONS || kdf.memoryKiB !== 0 || kdf.parallelism !== 0)
    throw new TrousseError('damaged');

  const chunkSize = view.getUint32(52);
  const metadataLength = view.getUint32(56);
  if (chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE) throw new TrousseError('damaged');
  if (
    metadataLength < METADATA_PADDING ||
    metadataLength > MAX_METADATA_LENGTH ||
    metadataLength % METADATA_PADDING !== 0
  )
    throw new TrousseError('damaged');
  if (view.getUint32(60) !== 0) throw new TrousseError('damaged');

  return {
    version,
    kdf,
    cipher,
    salt: bytes.slice(24, 40),
    nonceBase: bytes.slice(NONCE_OFFSET, NONCE_OFFSET + IV_LENGTH),
    chunkSize,
    metadataLength,
  };
}

/**
 * The IV of block `index` (0: the metadata block; 1, 2…: the data chunks): the nonce base with
 * its last eight bytes XORed with the index, big-endian.
 */
export function ivFor(nonceBase: Uint8Array, index: number): Uint8Array<ArrayBuffer> {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError('block index');
  const iv = new Uint8Array(IV_LENGTH);
  iv.set(nonceBase.subarray(0, IV_LENGTH));
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(index));
  for (let i = 0; i < 8; i++) iv[4 + i]! ^= counter[i]!;
  return iv;
}

/** The AAD of block `index`: the header's 64 bytes, the index (8 bytes, big-endian), the flag. */
export function aadFor(header: Uint8Array, index: number, flag: BlockFlag): Uint8Array<ArrayBuffer> {
  const aad = new Uint8Array(AAD_LENGTH);
  aad.set(header.subarray(0, HEADER_LENGTH));
  const view = new DataView(aad.buffer);
  view.setBigUint64(HEADER_LENGTH, BigInt(index));
  view.setUint8(HEADER_LENGTH + 8, flag);
  return aad;
}

/** How many data chunks `size` bytes of plaintext make: one at least (empty for an empty file). */
export function chunkCount(size: number, chunkSize: number): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** A name cut to MAX_NAME_BYTES of UTF-8, never inside a character. */
function nameBytes(name: string): Uint8Array {
  const bytes = utf8.encode(name);
  if (bytes.length <= MAX_NAME_BYTES) return bytes;
  let kept = 0;
  for (const character of name) {
    const size = utf8.encode(character).length;
    if (kept + size > MAX_NAME_BYTES) break;
    kept += size;
  }
  return bytes.subarray(0, kept);
}

/** The metadata block's plaintext: the name's length (2 bytes), the name, zeros to the padding. */
export function encodeMetadata(name: string): Uint8Array<ArrayBuffer> {
  const encoded = nameBytes(name);
  const length = Math.ceil((2 + encoded.length) / METADATA_PADDING) * METADATA_PADDING;
  const bytes = new Uint8Array(length);
  new DataView(bytes.buffer).setUint16(0, encoded.length);
  bytes.set(encoded, 2);
  return bytes;
}

/** The name held by a metadata block's plaintext. */
export function parseMetadata(bytes: Uint8Array): { name: string } {
  if (bytes.length < 2) throw new TrousseError('damaged');
  const length = new DataView(bytes.buffer, bytes.byteOffset, 2).getUint16(0);
  if (2 + length > bytes.length) throw new TrousseError('damaged');
  try {
    return { name: strictUtf8.decode(bytes.subarray(2, 2 + length)) };
  } catch {
    throw new TrousseError('damaged');
  }
}

/** The size of the `.trousse` file made from `size` bytes of plaintext. */
export function encryptedSize(size: number, chunkSize: number, metadataLength: number): number {
  return HEADER_LENGTH + metadataLength + TAG_LENGTH + size + chunkCount(size, chunkSize) * TAG_LENGTH;
}
