/** The content codings the server answers in, besides the bytes as they are. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The first of `offered` that the client's Accept-Encoding takes (q > 0, or `*`), else the
 * bytes as they are (RFC 9110 §12.5.3).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Exclude<Encoding, 'identity'>[],
): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return offered.find((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0) ?? 'identity';
}
