/** The value a `Cookie` request header gives the cookie `name`, if it sends one. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}
