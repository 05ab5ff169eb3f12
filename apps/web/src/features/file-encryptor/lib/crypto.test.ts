import { describe, expect, it } from 'vitest';

import { decryptBlob, deriveKey, encryptBlob, looksEncrypted, sealBlock } from './crypto';
import {
  BLOCK_DATA,
  BLOCK_LAST_DATA,
  BLOCK_METADATA,
  CIPHER_AES_256_GCM,
  FORMAT_VERSION,
  HEADER_LENGTH,
  KDF_PBKDF2_SHA256,
  TAG_LENGTH,
  TrousseError,
  encodeHeader,
  encodeMetadata,
  encryptedSize,
  type BlockFlag,
  type TrousseErrorCode,
} from './format';

/** Fast parameters for the tests; the screen uses DEFAULT_ITERATIONS and DEFAULT_CHUNK_SIZE. */
const ITERATIONS = 1_000;
const CHUNK = 16;
const fast = { iterations: ITERATIONS, chunkSize: CHUNK };
const PASSPHRASE = 'correct horse battery staple';
const NAME = 'relevé-bancaire.pdf';

/** Bytes that differ from one position to the next, so that a swap or a shift shows. */
function plaintext(size: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: size }, (_, i) => (i * 7 + 3) & 0xff);
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

async function encrypted(size: number, name = NAME): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await (await encryptBlob(new Blob([plaintext(size)]), name, PASSPHRASE, fast)).arrayBuffer(),
  );
}

/** The code of the TrousseError that decrypting `bytes` rejects with ('ok' when it does not). */
async function failure(
  bytes: Uint8Array<ArrayBuffer>,
  passphrase = PASSPHRASE,
): Promise<TrousseErrorCode | 'ok'> {
  try {
    await decryptBlob(new Blob([bytes]), passphrase);
    return 'ok';
  } catch (error) {
    if (error instanceof TrousseError) return error.code;
    throw error;
  }
}

/** Whether two byte arrays are equal (toEqual walks a megabyte one element at a time). */
function same(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Where the data chunks start in a test file (header, metadata block of 256 bytes, its tag). */
const DATA_START = HEADER_LENGTH + 256 + TAG_LENGTH;
const SEALED = CHUNK + TAG_LENGTH;

describe('a round trip', () => {
  it.each([
    ['empty', 0],
    ['one byte', 1],
    ['a chunk less one byte', CHUNK - 1],
    ['one chunk', CHUNK],
    ['a chunk and one byte', CHUNK + 1],
    ['three chunks', 3 * CHUNK],
  ])('%s (%i bytes) comes back as it went, with its name', async (_, size) => {
    const file = await encrypted(size);
    expect(file.length).toBe(encryptedSize(size, CHUNK, 256));
    const { name, blob } = await decryptBlob(new Blob([file]), PASSPHRASE);
    expect(name).toBe(NAME);
    expect(blob.size).toBe(size);
    expect(await bytesOf(blob)).toEqual(plaintext(size));
  });

  it.each([
    [1, 1],
    [40, 100],
    [100, 40],
    [1_000, 1],
  ])('read %i bytes at a time to encrypt, %i to decrypt', async (encryptBatch, decryptBatch) => {
    for (const size of [0, CHUNK - 1, 2 * CHUNK, 5 * CHUNK + 3]) {
      const blob = await encryptBlob(new Blob([plaintext(size)]), NAME, PASSPHRASE, {
        ...fast,
        batchSize: encryptBatch,
      });
      expect(blob.size).toBe(encryptedSize(size, CHUNK, 256));
      const back = await decryptBlob(blob, PASSPHRASE, { batchSize: decryptBatch });
      expect(await bytesOf(back.blob)).toEqual(plaintext(size));
    }
  });

  it('with the default chunks of 1 MiB, over three of them', async () => {
    const size = 2 * (1 << 20) + 12_345;
    const blob = await encryptBlob(new Blob([plaintext(size)]), 'big.bin', PASSPHRASE, {
      iterations: ITERATIONS,
    });
    expect(blob.size).toBe(encryptedSize(size, 1 << 20, 256));
    const back = await decryptBlob(blob, PASSPHRASE);
    expect(same(await bytesOf(back.blob), plaintext(size))).toBe(true);
  });

  it('leaves neither the plaintext nor the name in clear, and never encrypts twice alike', async () => {
    const first = await encrypted(3 * CHUNK);
    const second = await encrypted(3 * CHUNK);
    expect(contains(first, plaintext(3 * CHUNK).subarray(0, 8))).toBe(false);
    expect(contains(first, new TextEncoder().encode('relev'))).toBe(false);
    expect(first.subarray(HEADER_LENGTH)).not.toEqual(second.subarray(HEADER_LENGTH));
  });

  it('reads a passphrase typed composed or decomposed alike (NFC)', async () => {
    const blob = await encryptBlob(new Blob([plaintext(5)]), 'a', 'caf\u00e9 au lait', fast);
    const { blob: back } = await decryptBlob(blob, 'cafe\u0301 au lait');
    expect(await bytesOf(back)).toEqual(plaintext(5));
  });

  it('tells its progress, in order, to the end', async () => {
    const seen: Array<[number, number]> = [];
    const blob = await encryptBlob(new Blob([plaintext(40)]), 'a', PASSPHRASE, {
      ...fast,
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(seen).toEqual([
      [0, 40],
      [16, 40],
      [32, 40],
      [40, 40],
    ]);
    seen.length = 0;
    await decryptBlob(blob, PASSPHRASE, { onProgress: (done, total) => seen.push([done, total]) });
    expect(seen.at(-1)).toEqual([40, 40]);
    expect(seen).toHaveLength(4);
  });

  it('stops when cancelled, before or during the work', async () => {
    const before = new AbortController();
    before.abort();
    await expect(
      encryptBlob(new Blob([plaintext(40)]), 'a', PASSPHRASE, { ...fast, signal: before.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });

    const during = new AbortController();
    const file = await encrypted(5 * CHUNK);
    await expect(
      decryptBlob(new Blob([file]), PASSPHRASE, {
        signal: during.signal,
        onProgress: (done) => done >= 2 * CHUNK && during.abort(),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses parameters out of bounds', async () => {
    await expect(encryptBlob(new Blob([]), 'a', PASSPHRASE, { iterations: 0 })).rejects.toThrow(RangeError);
    await expect(encryptBlob(new Blob([]), 'a', PASSPHRASE, { ...fast, chunkSize: 0 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('what is refused', () => {
  it('a wrong passphrase', async () => {
    expect(await failure(await encrypted(3 * CHUNK), 'correct horse battery stapler')).toBe(
      'wrong-passphrase',
    );
  });

  it('any byte changed, anywhere: header, metadata, chunk, tag', async () => {
    const file = await encrypted(2 * CHUNK + 5);
    const codes = new Map<string, Set<string>>();
    for (let at = 0; at < file.length; at++) {
      const damaged = file.slice();
      damaged[at]! ^= 0x01;
      const code = await failure(damaged);
      const region = at < HEADER_LENGTH ? 'header' : at < DATA_START ? 'metadata' : 'data';
      codes.set(region, (codes.get(region) ?? new Set()).add(code));
    }
    expect(codes.get('header')).not.toContain('ok');
    expect([...codes.get('metadata')!]).toEqual(['wrong-passphrase']);
    expect([...codes.get('data')!]).toEqual(['damaged']);
  });

  it('a file whose last chunk is gone', async () => {
    const file = await encrypted(3 * CHUNK);
    expect(await failure(file.slice(0, file.length - SEALED))).toBe('truncated');
    expect(await failure(file.slice(0, file.length - 2 * SEALED))).toBe('truncated');
  });

  it('a file cut inside a chunk, a tag, the metadata or the header', async () => {
    const file = await encrypted(3 * CHUNK);
    expect(await failure(file.slice(0, file.length - 5))).toBe('damaged');
    expect(await failure(file.slice(0, DATA_START + SEALED + 20))).toBe('damaged');
    expect(await failure(file.slice(0, DATA_START + SEALED + 10))).toBe('truncated');
    expect(await failure(file.slice(0, DATA_START))).toBe('truncated');
    expect(await failure(file.slice(0, 100))).toBe('truncated');
    expect(await failure(file.slice(0, 30))).toBe('truncated');
  });

  it('two chunks swapped', async () => {
    const file = await encrypted(3 * CHUNK);
    const swapped = file.slice();
    swapped.set(file.subarray(DATA_START, DATA_START + SEALED), DATA_START + SEALED);
    swapped.set(file.subarray(DATA_START + SEALED, DATA_START + 2 * SEALED), DATA_START);
    expect(await failure(swapped)).toBe('damaged');
  });

  it('a chunk from another file under the same passphrase', async () => {
    const file = await encrypted(3 * CHUNK);
    const other = await encrypted(3 * CHUNK);
    const mixed = file.slice();
    mixed.set(other.subarray(DATA_START, DATA_START + SEALED), DATA_START);
    expect(await failure(mixed)).toBe('damaged');
  });

  describe('a forged "last chunk" flag', () => {
    /** A file whose chunks were sealed with the flags given, by someone who knows the key. */
    async function forged(flags: BlockFlag[]): Promise<Uint8Array<ArrayBuffer>> {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const metadata = encodeMetadata('forged.txt');
      const header = encodeHeader({
        version: FORMAT_VERSION,
        kdf: { id: KDF_PBKDF2_SHA256, iterations: ITERATIONS, memoryKiB: 0, parallelism: 0 },
        cipher: CIPHER_AES_256_GCM,
        salt,
        nonceBase: crypto.getRandomValues(new Uint8Array(12)),
        chunkSize: CHUNK,
        metadataLength: metadata.length,
      });
      const key = await deriveKey(PASSPHRASE, salt, ITERATIONS);
      const parts: BlobPart[] = [header, await sealBlock(key, header, 0, BLOCK_METADATA, metadata)];
      for (const [i, flag] of flags.entries())
        parts.push(await sealBlock(key, header, i + 1, flag, plaintext(CHUNK)));
      return new Uint8Array(await new Blob(parts).arrayBuffer());
    }

    it('is how a genuine file is made', async () => {
      expect(await failure(await forged([BLOCK_DATA, BLOCK_LAST_DATA]))).toBe('ok');
    });

    it('on a middle chunk: the file seemed to end there', async () => {
      expect(await failure(await forged([BLOCK_LAST_DATA, BLOCK_LAST_DATA]))).toBe('damaged');
    });

    it('missing from the final chunk', async () => {
      expect(await failure(await forged([BLOCK_DATA, BLOCK_DATA]))).toBe('truncated');
    });
  });

  it('a file that is not a .trousse file', async () => {
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(200));
    expect(await failure(png)).toBe('not-trousse');
    expect(await failure(new Uint8Array(0))).toBe('not-trousse');
    expect(await failure(new TextEncoder().encode('TROUSS'))).toBe('not-trousse');
    expect(await looksEncrypted(new Blob([png]))).toBe(false);
    expect(await looksEncrypted(new Blob([await encrypted(1)]))).toBe(true);
  });

  it('a file from a later version of the format', async () => {
    const file = await encrypted(CHUNK);
    file.set([0, 2], 8);
    expect(await failure(file)).toBe('unsupported-version');
  });
});

describe('the test vector of docs/file-format.md', () => {
  const hex = (bytes: ArrayBuffer | Uint8Array) =>
    Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');

  it('is what this code writes and reads', async () => {
    const salt = Uint8Array.from({ length: 16 }, (_, i) => i);
    const nonceBase = Uint8Array.from({ length: 12 }, (_, i) => 0xa0 + i);
    const metadata = encodeMetadata('a.txt');
    const header = encodeHeader({
      version: FORMAT_VERSION,
      kdf: { id: KDF_PBKDF2_SHA256, iterations: 1_000, memoryKiB: 0, parallelism: 0 },
      cipher: CIPHER_AES_256_GCM,
      salt,
      nonceBase,
      chunkSize: 16,
      metadataLength: metadata.length,
    });
    expect(hex(header)).toBe(
      '54524f555353450000010101000003e80000000000000000000102030405060708090a0b0c0d0e0fa0a1a2a3a4a5a6a7a8a9aaab000000100000010000000000',
    );
    const key = await deriveKey('trousse', salt, 1_000);
    const plain = new TextEncoder().encode('Bonjour, le monde !');
    const chunk1 = await sealBlock(key, header, 1, BLOCK_DATA, plain.subarray(0, 16));
    const chunk2 = await sealBlock(key, header, 2, BLOCK_LAST_DATA, plain.subarray(16));
    expect(hex(chunk1)).toBe('e2959dbb2ecb056b92ff2027a291ecc6345a73e2d661df330fdaf1553d1a837e');
    expect(hex(chunk2)).toBe('25ec23f7293e12ab30d7944c4f0849adb0e39e');

    const file = new Blob([
      header,
      await sealBlock(key, header, 0, BLOCK_METADATA, metadata),
      chunk1,
      chunk2,
    ]);
    expect(file.size).toBe(387);
    expect(hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()))).toBe(
      '63c5f3f27bbf40de53b8b6eae3f866e6ff8c02d04d6152f796aa846083c5555e',
    );
    const { name, blob } = await decryptBlob(file, 'trousse');
    expect(name).toBe('a.txt');
    expect(await blob.text()).toBe('Bonjour, le monde !');
  });
});
