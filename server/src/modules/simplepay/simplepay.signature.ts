import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** SimplePay's `Signature`: HMAC-SHA384 of exactly the text sent, keyed with the merchant's secret, base64. */
export const simplePaySignature = (secretKey: string, text: string) =>
  createHmac('sha384', secretKey).update(text, 'utf8').digest('base64');

/**
 * Whether `signature` is the key's for exactly `text`. The base64 texts are compared in constant time, so the
 * answer's timing tells a forger nothing about how much of a guess was right.
 */
export function isSimplePaySignature(
  secretKey: string,
  text: string,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(simplePaySignature(secretKey, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A request body as SimplePay's SDKs write it: JSON with every `/` escaped as `\/` (PHP's `json_encode` default).
 * SimplePay checks the signature over its own re-encoding of the body, so an unescaped URL fails the check.
 */
export const simplePayJson = (value: unknown) => JSON.stringify(value).replaceAll('/', '\\/');

/** 32 random hex characters: every request carries a fresh salt, so no two signed bodies are alike. */
export const newSalt = () => randomBytes(16).toString('hex');

/** ISO 8601 with a numeric offset and no milliseconds (`2026-11-27T12:15:00+00:00`), the form SimplePay reads. */
export const simplePayDate = (date: Date) => `${date.toISOString().slice(0, 19)}+00:00`;

/**
 * The answer to an IPN: the received body byte for byte, with `receiveDate` added as its last field. Re-encoding
 * the parsed body instead could change a number or an escape, and the signature would no longer match the text.
 */
export function withReceiveDate(rawBody: string, receivedAt: Date): string {
  const end = rawBody.lastIndexOf('}');
  if (end < 0) throw new TypeError('an IPN body is a JSON object');
  return `${rawBody.slice(0, end)},"receiveDate":"${simplePayDate(receivedAt)}"${rawBody.slice(end)}`;
}

/**
 * The query parameters of the guest's return arrive unencoded, so form decoding may have turned a base64 `+` into a
 * space; base64 itself never holds a space.
 */
export const fromQueryBase64 = (value: string) => value.replaceAll(' ', '+');

/** The back URL's `r`: base64 of the JSON that `s` signs (undefined when it is not base64 of UTF-8 text). */
export function decodeBackPayload(r: string): string | undefined {
  const text = Buffer.from(fromQueryBase64(r), 'base64').toString('utf8');
  return text.includes('\uFFFD') ? undefined : text;
}
