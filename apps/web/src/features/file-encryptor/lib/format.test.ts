import { describe, expect, it } from 'vitest';

import {
  AAD_LENGTH,
  BLOCK_LAST_DATA,
  BLOCK_METADATA,
  CIPHER_AES_256_GCM,
  DEFAULT_CHUNK_SIZE,
  FORMAT_VERSION,
  HEADER_LENGTH,
  KDF_PBKDF2_SHA256,
  MAX_NAME_BYTES,
  TrousseError,
  aadFor,
  chunkCount,
  encodeHeader,
  encodeMetadata,
  encryptedSize,
  ivFor,
  parseHeader,
  parseMetadata,
  type Header,
} from './format';

const sequence = (length: number, from = 0) => Uint8Array.from({ length }, (_, i) => (from + i) & 0xff);
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const sample: Header = {
  version: FORMAT_VERSION,
  kdf: { id: KDF_PBKDF2_SHA256, iterations: 600_000, memoryKiB: 0, parallelism: 0 },
  cipher: CIPHER_AES_256_GCM,
  salt: sequence(16, 0xa0),
  nonceBase: sequence(12),
  chunkSize: DEFAULT_CHUNK_SIZE,
  metadataLength: 256,
};

/** The sample header with one field rewritten (offset, bytes). */
function patched(offset: number, bytes: number[]): Uint8Array {
  const header = encodeHeader(sample);
  header.set(bytes, offset);
  return header;
}

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof TrousseError) return error.code;
    throw error;
  }
  return 'none';
}

describe('the header', () => {
  it('is laid out as docs/file-format.md says', () => {
    const header = encodeHeader(sample);
    expect(header.length).toBe(HEADER_LENGTH);
    expect(hex(header)).toBe(
      [
        '54524f5553534500', // "TROUSSE\0"
        '0001', // version 1
        '01', // PBKDF2-HMAC-SHA-256
        '01', // AES-256-GCM
        '000927c0', // 600 000 iterations
        '00000000', // memory
        '00000000', // parallelism
        hex(sample.salt),
        hex(sample.nonceBase),
        '00100000', // 1 MiB chunks
        '00000100', // 256 bytes of metadata
        '00000000', // reserved
      ].join(''),
    );
  });

  it('reads back what it wrote', () => {
    expect(parseHeader(encodeHeader(sample))).toEqual(sample);
  });

  it.each([
    [
      'another file',
      new TextEncoder().encode('%PDF-1.7 and so on, long enough for a header of 64 bytes'),
      'not-trousse',
    ],
    ['an empty file', new Uint8Array(0), 'not-trousse'],
    ['a file cut in its header', encodeHeader(sample).subarray(0, 40), 'truncated'],
    ['a later version', patched(8, [0, 2]), 'unsupported-version'],
    ['version 0', patched(8, [0, 0]), 'damaged'],
    ['an unknown KDF', patched(10, [2]), 'unsupported-version'],
    ['an unknown cipher', patched(11, [9]), 'unsupported-version'],
    ['no iteration', patched(12, [0, 0, 0, 0]), 'damaged'],
    ['too many iterations', patched(12, [0xff, 0xff, 0xff, 0xff]), 'damaged'],
    ['a memory cost for PBKDF2', patched(16, [0, 0, 0, 1]), 'damaged'],
    ['empty chunks', patched(52, [0, 0, 0, 0]), 'damaged'],
    ['chunks of 4 GiB', patched(52, [0xff, 0xff, 0xff, 0xff]), 'damaged'],
    ['unpadded metadata', patched(56, [0, 0, 1, 1]), 'damaged'],
    ['no metadata', patched(56, [0, 0, 0, 0]), 'damaged'],
    ['a reserved byte set', patched(63, [1]), 'damaged'],
  ])('refuses %s', (_, bytes, code) => {
    expect(codeOf(() => parseHeader(bytes))).toBe(code);
  });
});

describe('IVs and AADs', () => {
  it.each([
    [0, '000102030405060708090a0b'],
    [1, '000102030405060708090a0a'],
    [2, '000102030405060708090a09'],
    [255, '000102030405060708090af4'],
    [256, '000102030405060708090b0b'],
    [0x0102030405, '00010203040506060a0a0e0e'],
    [Number.MAX_SAFE_INTEGER, '00010203041af9f8f7f6f5f4'],
  ])('block %i: the nonce base XOR the index', (index, iv) => {
    expect(hex(ivFor(sample.nonceBase, index))).toBe(iv);
  });

  it('refuses an index that is not a whole number', () => {
    expect(() => ivFor(sample.nonceBase, -1)).toThrow(RangeError);
    expect(() => ivFor(sample.nonceBase, 1.5)).toThrow(RangeError);
  });

  it('binds the header, the index and the flag', () => {
    const header = encodeHeader(sample);
    const aad = aadFor(header, 3, BLOCK_LAST_DATA);
    expect(aad.length).toBe(AAD_LENGTH);
    expect(aad.subarray(0, HEADER_LENGTH)).toEqual(header);
    expect(hex(aad.subarray(HEADER_LENGTH))).toBe('000000000000000301');
    expect(hex(aadFor(header, 0, BLOCK_METADATA).subarray(HEADER_LENGTH))).toBe('000000000000000002');
  });
});

describe('the metadata block', () => {
  it.each(['photo.jpg', 'Résumé – été 2024 ✓.pdf', '', '日本語のファイル名.txt'])(
    'keeps the name "%s", padded to 256 bytes',
    (name) => {
      const bytes = encodeMetadata(name);
      expect(bytes.length % 256).toBe(0);
      expect(parseMetadata(bytes)).toEqual({ name });
    },
  );

  it('pads a longer name to the next multiple of 256', () => {
    expect(encodeMetadata('a'.repeat(254)).length).toBe(256);
    expect(encodeMetadata('a'.repeat(255)).length).toBe(512);
  });

  it(`cuts a name past ${MAX_NAME_BYTES} bytes between two characters`, () => {
    const { name } = parseMetadata(encodeMetadata('é'.repeat(600)));
    expect(name).toBe('é'.repeat(512));
    expect(parseMetadata(encodeMetadata(`a${'é'.repeat(600)}`)).name).toBe(`a${'é'.repeat(511)}`);
  });

  it('refuses a length past the block, or bytes that are not UTF-8', () => {
    const long = encodeMetadata('name');
    long.set([0x01, 0x00], 0);
    expect(codeOf(() => parseMetadata(long))).toBe('damaged');
    const invalid = encodeMetadata('ab');
    invalid.set([0xc3, 0x28], 2);
    expect(codeOf(() => parseMetadata(invalid))).toBe('damaged');
    expect(codeOf(() => parseMetadata(new Uint8Array(1)))).toBe('damaged');
  });
});

describe('sizes', () => {
  const C = DEFAULT_CHUNK_SIZE;
  it.each([
    [0, 1, 64 + 256 + 16 + 16],
    [1, 1, 64 + 256 + 16 + 1 + 16],
    [C - 1, 1, 64 + 256 + 16 + C - 1 + 16],
    [C, 1, 64 + 256 + 16 + C + 16],
    [C + 1, 2, 64 + 256 + 16 + C + 1 + 32],
    [3 * C, 3, 64 + 256 + 16 + 3 * C + 48],
    [200_000_000, 191, 64 + 256 + 16 + 200_000_000 + 191 * 16],
  ])('%i bytes make %i chunks and a file of %i bytes', (size, chunks, total) => {
    expect(chunkCount(size, C)).toBe(chunks);
    expect(encryptedSize(size, C, 256)).toBe(total);
  });
});
