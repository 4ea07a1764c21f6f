// The subset of RFC 8941 structured fields that HTTP Message Signatures needs: dictionaries of items and inner
// lists with parameters, parsed and serialized.

export class Token {
  constructor(readonly value: string) {}
}

export type BareItem = string | number | boolean | Token | Uint8Array;
export type Params = [string, BareItem][];
export interface Item {
  value: BareItem;
  params: Params;
}
export interface InnerList {
  items: Item[];
  params: Params;
}
export type Member = Item | InnerList;

export const isInnerList = (m: Member): m is InnerList => 'items' in m;
export const param = (params: Params, key: string): BareItem | undefined =>
  params.find(([k]) => k === key)?.[1];

class Parser {
  pos = 0;
  constructor(private readonly s: string) {}

  fail(what: string): never {
    throw new Error(`structured field: ${what} at ${this.pos}`);
  }
  peek(): string {
    return this.s[this.pos] ?? '';
  }
  skip(chars: RegExp): void {
    while (this.pos < this.s.length && chars.test(this.peek())) this.pos++;
  }
  done(): boolean {
    return this.pos >= this.s.length;
  }

  key(): string {
    const m = /^[a-z*][a-z0-9_\-.*]*/.exec(this.s.slice(this.pos));
    if (!m) this.fail('key expected');
    this.pos += m[0].length;
    return m[0];
  }

  bare(): BareItem {
    const rest = this.s.slice(this.pos);
    const c = this.peek();
    if (c === '"') {
      let out = '';
      for (this.pos++; !this.done(); this.pos++) {
        const ch = this.peek();
        if (ch === '\\') out += this.s[++this.pos] ?? this.fail('bad escape');
        else if (ch === '"') {
          this.pos++;
          return out;
        } else out += ch;
      }
      this.fail('unterminated string');
    }
    if (c === ':') {
      const end = this.s.indexOf(':', this.pos + 1);
      if (end < 0) this.fail('unterminated byte sequence');
      const b64 = this.s.slice(this.pos + 1, end);
      this.pos = end + 1;
      return new Uint8Array(Buffer.from(b64, 'base64'));
    }
    if (c === '?') {
      this.pos += 2;
      return rest[1] === '1' ? true : rest[1] === '0' ? false : this.fail('bad boolean');
    }
    const num = /^-?\d+(\.\d+)?/.exec(rest);
    if (num) {
      this.pos += num[0].length;
      return Number(num[0]);
    }
    const token = /^[A-Za-z*][!#$%&'*+\-.^_`|~0-9A-Za-z:/]*/.exec(rest);
    if (token) {
      this.pos += token[0].length;
      return new Token(token[0]);
    }
    return this.fail('item expected');
  }

  params(): Params {
    const out: Params = [];
    while (this.peek() === ';') {
      this.pos++;
      this.skip(/ /);
      const k = this.key();
      let v: BareItem = true;
      if (this.peek() === '=') {
        this.pos++;
        v = this.bare();
      }
      out.push([k, v]);
    }
    return out;
  }

  member(): Member {
    if (this.peek() !== '(') return { value: this.bare(), params: this.params() };
    this.pos++;
    const items: Item[] = [];
    for (;;) {
      this.skip(/ /);
      if (this.peek() === ')') {
        this.pos++;
        return { items, params: this.params() };
      }
      items.push({ value: this.bare(), params: this.params() });
      if (this.peek() !== ' ' && this.peek() !== ')') this.fail('inner list expects space or )');
    }
  }
}

export function parseDictionary(input: string): Map<string, Member> {
  const p = new Parser(input.trim());
  const out = new Map<string, Member>();
  while (!p.done()) {
    const k = p.key();
    if (p.peek() === '=') {
      p.pos++;
      out.set(k, p.member());
    } else out.set(k, { value: true, params: p.params() });
    p.skip(/[ \t]/);
    if (p.done()) break;
    if (p.peek() !== ',') p.fail('comma expected');
    p.pos++;
    p.skip(/[ \t]/);
    if (p.done()) p.fail('trailing comma');
  }
  return out;
}

export function parseItem(input: string): Item {
  const p = new Parser(input.trim());
  const item = { value: p.bare(), params: p.params() };
  if (!p.done()) p.fail('trailing characters');
  return item;
}

export function serializeBare(v: BareItem): string {
  if (typeof v === 'string') return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? '?1' : '?0';
  if (v instanceof Token) return v.value;
  return `:${Buffer.from(v).toString('base64')}:`;
}

export function serializeParams(params: Params): string {
  return params.map(([k, v]) => (v === true ? `;${k}` : `;${k}=${serializeBare(v)}`)).join('');
}

export function serializeMember(m: Member): string {
  if (isInnerList(m)) return `(${m.items.map(serializeMember).join(' ')})${serializeParams(m.params)}`;
  return serializeBare(m.value) + serializeParams(m.params);
}
