/**
 * The HTTP half of the known-bad corpus (docs/product/api.md#errors: never a 500 for bad input),
 * replayed against every body endpoint in every run. The value half (prototype keys, numbers as
 * text, the url() stall, over-long and deeply nested values, invalid UTF-16...) is
 * common/test/property/corpus.ts, shared with the schema properties.
 */
import { deflateSync, gzipSync } from 'node:zlib';

export interface RawBody {
  /** What goes on the wire; undefined sends no body at all. */
  text?: string | Buffer;
  /** Content-Type header; undefined sends none. */
  contentType?: string;
  headers?: Record<string, string>;
}

export interface RawCase extends RawBody {
  name: string;
}

const JSON_TYPE = 'application/json';
const json = (name: string, text: string): RawCase => ({ name, text, contentType: JSON_TYPE });

/** Malformed JSON, JSON that is not an object, and JSON.parse edge cases. */
export const MALFORMED_JSON: RawCase[] = [
  json('empty body', ''),
  json('lone brace', '{'),
  json('truncated object', '{"a":'),
  json('trailing comma', '{"a":1,}'),
  json('single quotes', "{'a':1}"),
  json('undefined', 'undefined'),
  json('NaN', 'NaN'),
  json('comment', '{/* x */}'),
  json('two objects', '{"a":1}{"b":2}'),
  json('unterminated string', '{"a":"abc'),
  json('bad escape', '{"a":"\\x41"}'),
  json('short unicode escape', '{"a":"\\u00"}'),
  json('escaped lone surrogate', '{"a":"\\ud800"}'),
  json('escaped reversed surrogates', '{"a":"\\udc00\\ud800"}'),
  json('raw NUL', '{"a":"\u0000"}'),
  json('BOM first', '\uFEFF{}'),
  json('null', 'null'),
  json('true', 'true'),
  json('number', '1'),
  json('string', '"x"'),
  json('array', '[]'),
  json('array of object', '[{}]'),
  json('duplicate keys', '{"a":"x","a":"y"}'),
  json('huge exponent', '{"a":1e999999}'),
  json('long number', `{"a":${'9'.repeat(5000)}}`),
  json('deep arrays (10 000 levels)', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  json('deep objects (3 000 levels)', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
  json('deep __proto__ objects (2 000 levels)', `${'{"__proto__":'.repeat(2000)}{}${'}'.repeat(2000)}`),
  json('unclosed deep arrays (over the 32 kB cap)', '['.repeat(100_000)),
  json('__proto__ at the top', '{"__proto__":{"isActive":true,"type":"client"}}'),
  json('__proto__ null', '{"__proto__":null}'),
  json('constructor.prototype', '{"constructor":{"prototype":{"isActive":true}}}'),
  json('toString text', '{"toString":"x"}'),
  json('hasOwnProperty number', '{"hasOwnProperty":1}'),
  json('valueOf object', '{"valueOf":{}}'),
  json('nested __proto__', '{"a":{"__proto__":{"isActive":true}}}'),
];

/** Invalid UTF-8 on the wire. */
export const BAD_BYTES: RawCase[] = [
  {
    name: 'invalid UTF-8 in a string',
    text: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: JSON_TYPE,
  },
  {
    name: 'overlong UTF-8 slash',
    text: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
    contentType: JSON_TYPE,
  },
  {
    name: 'UTF-8 encoded surrogate',
    text: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    contentType: JSON_TYPE,
  },
  { name: 'UTF-16LE body declared UTF-8', text: Buffer.from('{"a":"x"}', 'utf16le'), contentType: JSON_TYPE },
];

/** Wrong and odd content types (a valid-looking JSON object each time). */
export const CONTENT_TYPES: RawCase[] = [
  { name: 'text/plain', text: '{}', contentType: 'text/plain' },
  { name: 'form-encoded with __proto__', text: 'a=1&__proto__[isActive]=true', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'multipart',
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    name: 'application/json; charset=utf-16',
    text: Buffer.from('{}', 'utf16le'),
    contentType: 'application/json; charset=utf-16',
  },
  { name: 'application/json; charset=latin1', text: '{}', contentType: 'application/json; charset=latin1' },
  { name: 'application/json; charset=x-unknown', text: '{}', contentType: 'application/json; charset=x-unknown' },
  { name: 'vendor +json', text: '{}', contentType: 'application/vnd.api+json' },
  { name: 'octet-stream', text: Buffer.from([0, 1, 2, 255]), contentType: 'application/octet-stream' },
  { name: 'no content type', text: Buffer.from('{}') },
  { name: 'malformed content type', text: '{}', contentType: 'application/json;;;=' },
  { name: 'content type with a huge parameter', text: '{}', contentType: `application/json; x=${'a'.repeat(4000)}` },
];

const garbage = Buffer.from('this is not compressed at all', 'utf8');

/** Content-Encoding the body does not match (once a 500, now a 4xx like any bad input) and ones that do. */
export const ENCODINGS: RawCase[] = [
  { name: 'gzip, not gzip', text: garbage, contentType: JSON_TYPE, headers: { 'Content-Encoding': 'gzip' } },
  { name: 'deflate, not deflate', text: garbage, contentType: JSON_TYPE, headers: { 'Content-Encoding': 'deflate' } },
  { name: 'br, not brotli', text: garbage, contentType: JSON_TYPE, headers: { 'Content-Encoding': 'br' } },
  {
    name: 'truncated gzip',
    text: gzipSync('{"a":"x"}').subarray(0, 12),
    contentType: JSON_TYPE,
    headers: { 'Content-Encoding': 'gzip' },
  },
  {
    name: 'gzip bomb (1 MB of zeros inflated)',
    text: gzipSync(Buffer.alloc(1_000_000, 0x20)),
    contentType: JSON_TYPE,
    headers: { 'Content-Encoding': 'gzip' },
  },
  { name: 'unknown encoding', text: '{}', contentType: JSON_TYPE, headers: { 'Content-Encoding': 'x-unknown' } },
  {
    name: 'gzip, gzip (twice declared)',
    text: gzipSync('{}'),
    contentType: JSON_TYPE,
    headers: { 'Content-Encoding': 'gzip, gzip' },
  },
  { name: 'valid gzip of {}', text: gzipSync('{}'), contentType: JSON_TYPE, headers: { 'Content-Encoding': 'gzip' } },
  { name: 'valid deflate of {}', text: deflateSync('{}'), contentType: JSON_TYPE, headers: { 'Content-Encoding': 'deflate' } },
  { name: 'identity', text: '{}', contentType: JSON_TYPE, headers: { 'Content-Encoding': 'identity' } },
];

export const RAW_CASES: RawCase[] = [...MALFORMED_JSON, ...BAD_BYTES, ...CONTENT_TYPES, ...ENCODINGS];

/** Path segments in place of an id (malformed percent-encoding was once a 500; a malformed id is a 4xx). */
export const HOSTILE_IDS: string[] = [
  '%E0%A4%A',
  '%',
  '%%',
  '%zz',
  '%00',
  '%C0%AF',
  '%F0%9F%98',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '__proto__',
  'constructor',
  'toString',
  'a'.repeat(200),
  '%E3%81%82',
  ' ',
  '%20',
];
