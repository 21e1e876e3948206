/**
 * `JSON.stringify(value)` as UTF-8 bytes. On Node 20's V8 a JSON text of more than 64K characters holding any
 * character beyond Latin-1 comes out of `JSON.stringify` as a two-byte cons string of more than 128 KB, and the first
 * thing that reads it whole (the Content-Length count, the socket's UTF-8 encoding) flattens it into the large-object
 * space: ~0.7 ms for the pipeline board's 85 KB answer, against ~50 µs at 60K characters. So a text that long is
 * serialised again piece by piece (each element of an array in the answer on its own), each piece written as UTF-8
 * straight into 64 KB blocks (no joined string to flatten: ~0.33 against ~0.45 ms when pieces were joined into
 * 16 KB strings first) and the blocks joined; a shorter one (nearly every answer) is encoded as it is. `jsonEncoder` keeps that
 * decision per route, so a route whose answers are long is serialised once, piece by piece, instead of twice.
 */
const WHOLE_UP_TO = 60_000;
const BLOCK = 65_536;
/** How deep objects are opened to reach their arrays ({ items: [...] } is one level). */
const OBJECT_DEPTH = 3;

export function jsonBytes(value: unknown): Buffer | undefined {
  return jsonEncoder()(value);
}

/**
 * `jsonBytes` for one route's answers: once an answer was long, the next is serialised piece by piece straight away
 * (the whole text was only ever needed to learn its length), until one comes out short again. Same bytes either way;
 * a new encoder's first answer is exactly `jsonBytes`.
 */
export function jsonEncoder(): (value: unknown) => Buffer | undefined {
  let long = false;
  return (value) => {
    if (long && isPlainContainer(value)) {
      const { bytes, characters } = serialisePieces(value);
      long = characters > WHOLE_UP_TO;
      return bytes;
    }
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return undefined;
    long = text.length > WHOLE_UP_TO;
    return long && isPlainContainer(value) ? jsonPieces(value) : Buffer.from(text, 'utf8');
  };
}

/**
 * The piece-by-piece serialisation: exactly JSON.stringify's text (a toJSON method inside is called with '' for its
 * key, as for a value stringified alone).
 */
export function jsonPieces(value: unknown): Buffer | undefined {
  // A value that is not a container is one piece.
  if (!isPlainContainer(value)) return jsonBytes(value);
  return serialisePieces(value).bytes;
}

function serialisePieces(value: unknown[] | Record<string, unknown>): {
  bytes: Buffer;
  characters: number;
} {
  const blocks: Buffer[] = [];
  let block = Buffer.allocUnsafe(BLOCK);
  let used = 0;
  let characters = 0;
  // Each piece is written straight into the current block (a UTF-8 character takes at most 3 bytes per UTF-16 unit).
  const emit = (text: string) => {
    characters += text.length;
    if (used + text.length * 3 > block.length) {
      blocks.push(block.subarray(0, used));
      block = Buffer.allocUnsafe(Math.max(BLOCK, text.length * 3));
      used = 0;
    }
    used += block.write(text, used, 'utf8');
  };
  // What JSON.stringify cannot represent (undefined, a function, a symbol, a toJSON answering undefined) becomes null
  // in an array and is left out of an object.
  const writeArray = (array: unknown[]) => {
    emit('[');
    array.forEach((item, i) =>
      emit((i > 0 ? ',' : '') + ((JSON.stringify(item) as string | undefined) ?? 'null')),
    );
    emit(']');
  };
  const writeObject = (object: Record<string, unknown>, depth: number) => {
    emit('{');
    let first = true;
    for (const key of Object.keys(object)) {
      const member = object[key];
      const before = `${first ? '' : ','}${JSON.stringify(key)}:`;
      if (isPlainContainer(member) && (Array.isArray(member) || depth > 1)) {
        emit(before);
        if (Array.isArray(member)) writeArray(member);
        else writeObject(member, depth - 1);
      } else {
        const text = JSON.stringify(member) as string | undefined;
        if (text === undefined) continue;
        emit(before + text);
      }
      first = false;
    }
    emit('}');
  };
  if (Array.isArray(value)) writeArray(value);
  else writeObject(value, OBJECT_DEPTH);
  const last = block.subarray(0, used);
  return { bytes: blocks.length === 0 ? last : Buffer.concat([...blocks, last]), characters };
}

/** An array, or an object JSON.stringify serialises member by member (no toJSON, such as a Date's). */
function isPlainContainer(value: unknown): value is unknown[] | Record<string, unknown> {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
